/**
 * A language chooser: common languages to pick from (typing narrows the list), any BCP 47 tag typed in (e.g. pt-BR). Shows the typed tag's
 * problem (the model's sentence) under the field.
 */
import { Autocomplete } from '@mantine/core';
import { COMMON_LANGUAGES } from '@folio/model';

const OPTIONS = COMMON_LANGUAGES.map((l) => ({ value: l.tag, label: `${l.name} (${l.tag})` }));

export function LanguageField({
  label,
  description,
  value,
  onChange,
  error,
  testId,
  placeholder = 'en',
}: {
  label: string;
  description: string;
  /** the tag typed, '' for none */
  value: string;
  onChange: (tag: string) => void;
  error?: string | undefined;
  testId: string;
  placeholder?: string;
}) {
  return (
    <Autocomplete
      label={label}
      description={description}
      placeholder={placeholder}
      data={OPTIONS}
      value={value}
      onChange={onChange}
      error={error}
      // A short list that never scrolls (a scrolled list cannot be reached by keyboard): typing narrows it.
      limit={8}
      maxDropdownHeight={400}
      autoComplete="off"
      spellCheck={false}
      comboboxProps={{ withinPortal: true }}
      data-testid={testId}
    />
  );
}
