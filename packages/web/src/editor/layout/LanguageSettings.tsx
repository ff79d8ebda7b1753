/**
 * The folio's language (a BCP 47 tag, chosen or typed) and text direction in the folio settings: published pages
 * say them in `<html lang dir>`, and the canvas follows them. Only a well-formed tag reaches the document.
 */
import { Select } from '@mantine/core';
import { directionOf, languageProblem, normalizeLanguage, type FolioRoot } from '@folio/model';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { LanguageField } from '../../components/LanguageField.tsx';
import { useEditor, useEditorStore } from '../store/react.tsx';

export function LanguageSettings({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation('editor');
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
        label={t('language.label')}
        description={t('language.hint')}
        placeholder={t('language.placeholder')}
        value={typed}
        onChange={onLanguage}
        error={problem ?? undefined}
        testId="folio-settings-language"
      />
      <Select
        label={t('language.direction')}
        description={t('language.directionHint')}
        data={[
          { value: 'auto', label: directionOf(root.language ?? 'en') === 'rtl' ? t('language.autoRtl') : t('language.autoLtr') },
          { value: 'ltr', label: t('language.ltr') },
          { value: 'rtl', label: t('language.rtl') },
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
