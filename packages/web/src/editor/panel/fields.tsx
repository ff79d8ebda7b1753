/**
 * The panel's small controlled inputs: each takes `value` and `onChange` and nothing else about the store, so a
 * section is a plain function of a node's settings. Typing sends every keystroke; the store merges quick
 * changes of one field into one undo step.
 *
 * Each field redraws its Mantine input only when what it shows changes (label, value, choices…): a keystroke in one
 * field re-renders the panel's sections, not the dozens of inputs, popovers and autosized text areas beside it. The
 * callers' `onChange` closures are new on every render; the input calls the latest one through a stable function.
 */
import { ColorInput, NumberInput, SegmentedControl, Select, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { memo, useCallback, useLayoutEffect, useRef, type ComponentType } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { ContrastNote } from '../a11y/ContrastNote.tsx';
import { THEME_SWATCHES } from '../richtext/themeColours.ts';

/** Calls the latest `fn` through a function that never changes. */
function useLatest<A extends unknown[]>(fn: (...args: A) => void): (...args: A) => void {
  const ref = useRef(fn);
  useLayoutEffect(() => {
    ref.current = fn;
  });
  return useCallback((...args: A) => ref.current(...args), []);
}

const sameItem = (a: unknown, b: unknown): boolean => {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => Object.is((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
};

/** Same props, choice lists compared by their items (callers often write them inline). */
function sameProps(a: object, b: object): boolean {
  const pa = a as Record<string, unknown>;
  const pb = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(pa), ...Object.keys(pb)]);
  for (const k of keys) {
    const x = pa[k];
    const y = pb[k];
    if (Object.is(x, y)) continue;
    if (Array.isArray(x) && Array.isArray(y) && x.length === y.length && x.every((item, i) => sameItem(item, y[i]))) continue;
    return false;
  }
  return true;
}

/** The field drawn by `View`, redrawn only when its props other than `onChange` change. */
function field<P extends { onChange: (value: never) => void }>(View: ComponentType<P>): ComponentType<P> {
  const Memo = memo(View, sameProps) as unknown as ComponentType<P>;
  function Field(props: P) {
    const onChange = useLatest(props.onChange as (...args: unknown[]) => void);
    return <Memo {...props} onChange={onChange} />;
  }
  Field.displayName = `Field(${View.displayName ?? View.name})`;
  return Field;
}

interface Base<T> {
  label: string;
  value: T;
  onChange: (value: T) => void;
  testId: string;
  description?: string;
  disabled?: boolean;
  error?: string;
}

function TextFieldView(props: Base<string> & { placeholder?: string; multiline?: boolean }) {
  const common = {
    label: props.label,
    description: props.description,
    error: props.error,
    placeholder: props.placeholder,
    disabled: props.disabled,
    value: props.value,
    size: 'xs' as const,
    'data-testid': props.testId,
  };
  return props.multiline ? (
    <Textarea {...common} autosize minRows={2} onChange={(e) => props.onChange(e.currentTarget.value)} />
  ) : (
    <TextInput {...common} onChange={(e) => props.onChange(e.currentTarget.value)} />
  );
}

function NumberFieldView(props: Base<number> & { min?: number; max?: number; step?: number; allowDecimal?: boolean }) {
  return (
    <NumberInput
      label={props.label}
      description={props.description}
      disabled={props.disabled}
      size="xs"
      value={props.value}
      min={props.min}
      max={props.max}
      step={props.step}
      allowDecimal={props.allowDecimal ?? true}
      data-testid={props.testId}
      onChange={(v) => {
        const n = typeof v === 'number' ? v : Number(v);
        if (v !== '' && Number.isFinite(n)) props.onChange(n);
      }}
    />
  );
}

function SwitchFieldView(props: Base<boolean>) {
  return (
    <Switch
      label={props.label}
      description={props.description}
      disabled={props.disabled}
      size="xs"
      checked={props.value}
      data-testid={props.testId}
      onChange={(e) => props.onChange(e.currentTarget.checked)}
    />
  );
}

export interface Choice<T extends string> {
  value: T;
  label: string;
}

function SelectFieldView<T extends string>(props: Base<T> & { data: readonly Choice<T>[] }) {
  return (
    <Select
      label={props.label}
      description={props.description}
      disabled={props.disabled}
      size="xs"
      data={props.data.map((c) => ({ value: c.value, label: c.label }))}
      value={props.value}
      allowDeselect={false}
      data-testid={props.testId}
      comboboxProps={{ withinPortal: true }}
      onChange={(v) => {
        const choice = props.data.find((c) => c.value === v);
        if (choice) props.onChange(choice.value);
      }}
    />
  );
}

/** A short list of choices shown side by side (keyboard: arrow keys move between them). */
function SegmentedFieldView<T extends string>(props: Base<T> & { data: readonly Choice<T>[] }) {
  return (
    <Stack gap={2}>
      <Text size="xs" fw={500} component="label">
        {props.label}
      </Text>
      <SegmentedControl
        size="xs"
        fullWidth
        disabled={props.disabled}
        aria-label={props.label}
        data={props.data.map((c) => ({ value: c.value, label: c.label }))}
        value={props.value}
        data-testid={props.testId}
        onChange={(v) => {
          const choice = props.data.find((c) => c.value === v);
          if (choice) props.onChange(choice.value);
        }}
      />
    </Stack>
  );
}

/**
 * `textOn`: the colour of the text drawn on the chosen colour; the field then shows their contrast. `fixField`: the
 * colour's path in the node, as the model's accessibility problems name it (the panel focuses the field to fix).
 */
function ColourFieldView(props: Base<string> & { textOn?: string; fixField?: string }) {
  const { t } = useTranslation('editorPanel');
  return (
    <ColorInput
      label={props.label}
      wrapperProps={props.fixField ? { 'data-a11y-field': props.fixField } : undefined}
      description={props.textOn ? <ContrastNote text={props.textOn} background={props.value} testId={`${props.testId}-contrast`} /> : undefined}
      disabled={props.disabled}
      size="xs"
      format="hex"
      swatches={THEME_SWATCHES}
      // Mantine's eye-dropper button is an icon without a name
      eyeDropperButtonProps={{ 'aria-label': t('fields.eyeDropper', { label: props.label.toLowerCase() }) }}
      value={props.value}
      data-testid={props.testId}
      onChange={props.onChange}
    />
  );
}

export const TextField = field(TextFieldView);
export const NumberField = field(NumberFieldView);
export const SwitchField = field(SwitchFieldView);
export const ColourField = field(ColourFieldView);
// The generic views keep their type parameter through the wrapper.
export const SelectField = field(SelectFieldView) as typeof SelectFieldView;
export const SegmentedField = field(SegmentedFieldView) as typeof SegmentedFieldView;

/** Plain text shown in the editor as a rich-text field's single paragraph ('<p>Correct!</p>' ↔ 'Correct!'). */
export function htmlToPlain(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

export function plainToHtml(text: string): string {
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return `<p>${escaped}</p>`;
}
