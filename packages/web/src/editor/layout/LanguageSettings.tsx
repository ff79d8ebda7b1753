/**
 * The folio's language (a BCP 47 tag, chosen or typed) and text direction in the folio settings: published pages
 * say them in `<html lang dir>`, and the canvas follows them. Only a well-formed tag reaches the document.
 */
import { Select } from '@mantine/core';
import { directionOf, languageProblem, normalizeLanguage, type FolioRoot } from '@folio/model';
import { useState } from 'react';
import { LanguageField } from '../../components/LanguageField.tsx';
import { useEditor, useEditorStore } from '../store/react.tsx';

const DIRECTION_NAMES = { ltr: 'left to right', rtl: 'right to left' } as const;

export function LanguageSettings({ readOnly }: { readOnly: boolean }) {
  const store = useEditorStore();
  const root = useEditor((s) => s.doc.root);
  const [typed, setTyped] = useState(root.language ?? '');
  const tag = typed.trim();
  const problem = tag === '' ? null : languageProblem(tag);

  const update = (patch: Partial<Pick<FolioRoot, 'language' | 'direction'>>) => store.dispatch({ type: 'updateRoot', patch });
  const onLanguage = (value: string) => {
    setTyped(value);
    if (readOnly) return;
    const next = value.trim();
    if (next === '') update({ language: undefined });
    else if (languageProblem(next) === null && normalizeLanguage(next) !== root.language) update({ language: normalizeLanguage(next) });
  };

  return (
    <>
      <LanguageField
        label="Language"
        description="The language of the folio's text, for screen readers, translation and search engines. A website's language wins on its pages."
        placeholder="English (en)"
        value={typed}
        onChange={onLanguage}
        error={problem ?? undefined}
        testId="folio-settings-language"
      />
      <Select
        label="Text direction"
        description="How lines of text run. Automatic follows the language."
        data={[
          { value: 'auto', label: `Automatic (${DIRECTION_NAMES[directionOf(root.language ?? 'en')]})` },
          { value: 'ltr', label: 'Left to right' },
          { value: 'rtl', label: 'Right to left' },
        ]}
        value={root.direction ?? 'auto'}
        allowDeselect={false}
        disabled={readOnly}
        onChange={(value) => update({ direction: value === 'ltr' || value === 'rtl' ? value : undefined })}
        comboboxProps={{ withinPortal: true }}
        data-testid="folio-settings-direction"
      />
    </>
  );
}
