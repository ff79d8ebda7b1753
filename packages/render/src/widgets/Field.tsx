import type { ReactNode } from 'react';
import { ELEMENT_TYPE_LABELS, WIDGET_ELEMENT_TYPE, type WidgetNode } from '@folio/model';
import { cx } from '../design.ts';
import { useMessages } from '../context.ts';

/** The id of a widget's main control; labels point at it with htmlFor. */
export const controlId = (widgetId: string, suffix = ''): string => `fo-${widgetId}${suffix}`;

/** The label a visitor sees, or the accessible name when the author left it empty. */
export function labelText(node: WidgetNode): string {
  return node.label?.text?.trim() || node.name?.trim() || ELEMENT_TYPE_LABELS[WIDGET_ELEMENT_TYPE[node.kind]];
}

interface FieldProps {
  node: WidgetNode;
  /** the id of the labelled control (single controls) */
  controlId: string;
  /** a group of controls (radios, checkboxes): a fieldset with a legend instead of a label */
  group?: boolean;
  children: ReactNode;
  /** instructions, errors and feedback below the control */
  after?: ReactNode;
}

/**
 * A labelled form control. Label position top/left/right/bottom is a class (folio.css); 'hidden' or an empty
 * label keeps the label for screen readers only (visually hidden text, never nothing). The required marker is
 * visual; `required` on the input tells assistive technology, and a group's legend says it in words
 * (`aria-required` is not allowed on a fieldset, and a checkbox group has no input to carry it).
 */
export function Field({ node, controlId: id, group, children, after }: FieldProps) {
  const position = node.label?.position ?? 'top';
  const m = useMessages();
  const hidden = position === 'hidden' || !node.label?.text?.trim();
  const labelClass = cx('fo-label', hidden && 'fo-visually-hidden');
  const label = (
    <>
      {labelText(node)}
      {node.required ? (
        <span className="fo-required" aria-hidden="true">
          {' *'}
        </span>
      ) : null}
      {node.required && group ? <span className="fo-visually-hidden"> {m.required}</span> : null}
    </>
  );
  const className = cx('fo-field', `fo-field--label-${hidden ? 'hidden' : position}`, node.state?.error && 'fo-field--error');
  const hooks = fieldHooks(node);
  if (group) {
    return (
      <fieldset className={className} {...hooks}>
        <legend className={labelClass}>{label}</legend>
        <div className="fo-field__control">{children}</div>
        {after}
      </fieldset>
    );
  }
  return (
    <div className={className} {...hooks}>
      <label className={labelClass} htmlFor={id}>
        {label}
      </label>
      <div className="fo-field__control">
        {children}
        {after}
      </div>
    </div>
  );
}

/**
 * The data hooks the visitor script reads a widget's answer and rules from (visitor/form.ts): its id and kind,
 * whether it is required, a text's data validation type, an upload's file types and format.
 */
export function fieldHooks(node: WidgetNode): Record<`data-fo-${string}`, string | undefined> {
  const meta = node.meta as { dataValidationType?: string; fileTypes?: string[]; format?: string };
  return {
    'data-fo-widget': node.id,
    'data-fo-kind': node.kind,
    // what a page's address names the field by, to prefill it (issue 31, visitor/formExtras.ts)
    'data-fo-name': node.name.trim() || undefined,
    'data-fo-required': node.required ? '' : undefined,
    'data-fo-validation': node.kind === 'text-widget' ? meta.dataValidationType : undefined,
    'data-fo-file-types': node.kind === 'upload-widget' ? (meta.fileTypes ?? []).join(' ') : undefined,
    'data-fo-format': node.kind === 'upload-widget' ? meta.format : undefined,
  };
}

/**
 * The error line a widget shows after a submission found it invalid (spec §5). Always in the markup, hidden until
 * then, so the visitor script can reveal it on a server-rendered page.
 */
export function FieldError({ id, show, children }: { id: string; show: boolean | undefined; children: ReactNode }) {
  return (
    <p id={id} className="fo-field__error" data-fo-error="" hidden={!show}>
      {children}
    </p>
  );
}
