/**
 * The panel's small controlled inputs: each takes `value` and `onChange` and nothing else about the store, so a
 * section is a plain function of a node's settings. Typing sends every keystroke; the store merges quick
 * changes of one field into one undo step.
 */
import { ColorInput, NumberInput, SegmentedControl, Select, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { THEME_SWATCHES } from '../richtext/themeColours.ts';

interface Base<T> {
  label: string;
  value: T;
  onChange: (value: T) => void;
  testId: string;
  description?: string;
  disabled?: boolean;
  error?: string;
}

export function TextField(props: Base<string> & { placeholder?: string; multiline?: boolean }) {
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

export function NumberField(props: Base<number> & { min?: number; max?: number; step?: number; allowDecimal?: boolean }) {
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

export function SwitchField(props: Base<boolean>) {
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

export function SelectField<T extends string>(props: Base<T> & { data: readonly Choice<T>[] }) {
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
export function SegmentedField<T extends string>(props: Base<T> & { data: readonly Choice<T>[] }) {
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

export function ColourField(props: Base<string>) {
  return (
    <ColorInput
      label={props.label}
      disabled={props.disabled}
      size="xs"
      format="hex"
      swatches={THEME_SWATCHES}
      value={props.value}
      data-testid={props.testId}
      onChange={props.onChange}
    />
  );
}

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
