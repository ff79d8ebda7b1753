/**
 * A language chooser: common languages to pick from (typing narrows the list), any BCP 47 tag typed in (e.g. pt-BR). Shows the typed tag's
 * problem (the model's sentence) under the field.
 */
import { Autocomplete } from '@mantine/core';
import { COMMON_LANGUAGES } from '@folio/model';
import { useMemo } from 'react';
import { useTranslation } from '../i18n/react.tsx';

/** The common languages, named in the app's language (English keeps the model's names). */
function languageOptions(appLanguage: string): { value: string; label: string }[] {
  let names: Intl.DisplayNames | null = null;
  if (appLanguage !== 'en') {
    try {
      names = new Intl.DisplayNames([appLanguage], { type: 'language' });
    } catch {
      names = null;
    }
  }
  return COMMON_LANGUAGES.map((l) => ({ value: l.tag, label: `${names?.of(l.tag) ?? l.name} (${l.tag})` }));
}

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
  const { i18n } = useTranslation();
  const options = useMemo(() => languageOptions(i18n.language), [i18n.language]);
  return (
    <Autocomplete
      label={label}
      description={description}
      placeholder={placeholder}
      data={options}
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
