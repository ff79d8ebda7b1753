import { useState, type CSSProperties, type ReactNode, type SyntheticEvent } from 'react';
import { useRenderOptions } from '../context.ts';
import { readableTextOn, type AccordionPanel, type AccordionWidget as AccordionWidgetNode } from '@folio/model';
import { controlId } from './Field.tsx';
import type { WidgetProps } from './types.ts';

type Vars = CSSProperties & Record<`--${string}`, string>;

function panelStyle(panel: AccordionPanel): Vars {
  const style: Vars = {};
  if (panel.arrowColor) style['--fo-acc-arrow'] = panel.arrowColor;
  if (panel.titleBgColor) style['--fo-acc-title-bg'] = panel.titleBgColor;
  if (panel.contentBgColor) style['--fo-acc-content-bg'] = panel.contentBgColor;
  // Words on an author's colour are drawn in the text colour that reads on it.
  const titleText = readableTextOn(panel.titleBgColor);
  const contentText = readableTextOn(panel.contentBgColor);
  if (titleText) style['--fo-acc-title-color'] = titleText;
  if (contentText) style['--fo-acc-content-color'] = contentText;
  return style;
}

/** The panels open at first: those not collapsed by default, only the first of them when one may be open. */
export function initiallyOpenPanels(node: AccordionWidgetNode): string[] {
  const open = (node.meta.panels ?? []).filter((panel) => !panel.collapsedByDefault).map((panel) => panel.id);
  return node.meta.allowMultipleOpen ? open : open.slice(0, 1);
}

/**
 * Panels as <details> elements: they open and close without JS. When only one may be open, the panels share a
 * `name` (the browser's exclusive accordion) and React state enforces the same rule where `name` is unknown.
 * The widget's label, unless empty, names the group: it heads the panels at its position, or is visually hidden
 * text when its position is 'hidden'. Without panels the editor shows a placeholder and visitors see only the label.
 */
export function AccordionWidget({ node, mode }: WidgetProps<AccordionWidgetNode>) {
  const { sanitize } = useRenderOptions();
  const [open, setOpen] = useState(() => initiallyOpenPanels(node));
  const single = !node.meta.allowMultipleOpen;
  const panels = node.meta.panels ?? [];
  const label = node.label?.text?.trim() ? node.label : null;
  const hidden = label?.position === 'hidden';
  const onToggle = (id: string) => (event: SyntheticEvent<HTMLDetailsElement>) => {
    const isOpen = event.currentTarget.open;
    setOpen((current) => {
      if (isOpen === current.includes(id)) return current;
      if (!isOpen) return current.filter((other) => other !== id);
      return single ? [id] : [...current, id];
    });
  };
  const labelId = controlId(node.id, '-label');
  const placeholder = mode === 'edit' ? <div className="fo-accordion-widget fo-placeholder">No panels yet</div> : null;
  const accordion: ReactNode =
    panels.length === 0 ? placeholder : (
      <div
        className="fo-accordion-widget"
        data-fo-accordion={single ? 'single' : 'multiple'}
        role={label ? 'group' : undefined}
        aria-labelledby={label ? labelId : undefined}
      >
        {panels.map((panel) => (
          <details
            key={panel.id}
            className="fo-accordion-widget__panel"
            name={single ? `fo-acc-${node.id}` : undefined}
            open={open.includes(panel.id)}
            onToggle={onToggle(panel.id)}
            style={panelStyle(panel)}
          >
            <summary className="fo-accordion-widget__title">
              <span>{panel.title}</span>
              <span className="fo-arrow" aria-hidden="true" />
            </summary>
            <div className="fo-accordion-widget__content fo-text" dangerouslySetInnerHTML={{ __html: sanitize(panel.content ?? '') }} />
          </details>
        ))}
      </div>
    );
  if (!label) return accordion;
  return (
    <div className={`fo-field fo-field--label-${label.position}`}>
      <div className={hidden ? 'fo-label fo-visually-hidden' : 'fo-label'} id={labelId}>
        {label.text}
      </div>
      <div className="fo-field__control">{accordion}</div>
    </div>
  );
}
