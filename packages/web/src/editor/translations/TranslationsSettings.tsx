/**
 * A folio in several languages (issue 32), in the folio settings: its translations (languages added, how much of
 * each is done), a language added or removed, and the dialog where each translatable text is typed beside its
 * original, the missing ones marked. Rich texts are typed as plain lines and stored as paragraphs (richText.ts), so
 * what is stored is what the server's sanitizer leaves. Visitors get the translations from the next publish.
 */
import { Badge, Button, Group, Modal, Paper, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  directionOf,
  languageProblem,
  normalizeLanguage,
  ownLanguage,
  translatableTexts,
  type FolioDocument,
  type FolioTranslations,
  type TranslatableText,
} from '@folio/model';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { LanguageField } from '../../components/LanguageField.tsx';
import { useEditor, useEditorStore } from '../store/react.tsx';
import { htmlToLines, linesToHtml } from './richText.ts';
import { languageLabel } from './languageLabel.ts';


const filled = (text: string | undefined) => (text ?? '').trim() !== '';

function progressOf(texts: TranslatableText[], own: Record<string, string> | undefined) {
  return { done: texts.filter((t) => filled(own?.[t.id])).length, total: texts.length };
}

export function TranslationsSettings({ readOnly }: { readOnly: boolean }) {
  const { t, i18n } = useTranslation('translations');
  const store = useEditorStore();
  const doc = useEditor((s) => s.doc);
  const translations: FolioTranslations = doc.root.translations ?? {};
  const own = ownLanguage(doc.root);
  const texts = useMemo(() => translatableTexts(doc), [doc]);
  const [typed, setTyped] = useState('');
  const [editing, setEditing] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const name = (tag: string) => languageLabel(tag, i18n.language);

  const tag = typed.trim() ? normalizeLanguage(typed) : '';
  const addProblem = !tag
    ? null
    : (languageProblem(tag) ?? (tag === own ? t('add.own') : tag in translations ? t('add.exists') : null));
  const set = (next: FolioTranslations) => store.dispatch({ type: 'updateRoot', patch: { translations: next } });
  const add = () => {
    if (!tag || addProblem || readOnly) return;
    set({ ...translations, [tag]: {} });
    setTyped('');
    setEditing(tag);
  };
  const remove = (language: string) => {
    const next = { ...translations };
    delete next[language];
    set(next);
    setRemoving(null);
  };

  return (
    <Stack gap="xs" data-testid="translations-settings">
      <Text size="sm" fw={500} component="h3" m={0}>
        {t('title')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('intro')}
      </Text>
      {Object.keys(translations).length === 0 ? (
        <Text size="sm">{t('none')}</Text>
      ) : (
        <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {Object.keys(translations).map((language) => {
            const { done, total } = progressOf(texts, translations[language]);
            return (
              <li key={language} data-testid={`translation-${language}`}>
                <Group gap="xs" wrap="wrap" justify="space-between">
                  <div>
                    <Text size="sm" fw={500}>
                      {name(language)} ({language})
                    </Text>
                    <Text size="xs" c="dimmed" data-testid={`translation-progress-${language}`}>
                      {t('progress', { done, total })}
                    </Text>
                  </div>
                  <Group gap={6}>
                    <Button size="xs" variant="light" onClick={() => setEditing(language)} aria-label={t('editLanguage', { language: name(language) })} data-testid={`translation-edit-${language}`}>
                      {t('edit')}
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      disabled={readOnly}
                      onClick={() => setRemoving(language)}
                      aria-label={t('removeLanguage', { language: name(language) })}
                      data-testid={`translation-remove-${language}`}
                    >
                      {t('remove')}
                    </Button>
                  </Group>
                </Group>
                {removing === language ? (
                  <Paper withBorder p="xs" mt={6} role="group" aria-label={t('removeLanguage', { language: name(language) })}>
                    <Text size="sm">{t('removeConfirm', { language: name(language), count: done })}</Text>
                    <Group gap={6} mt={6}>
                      <Button size="xs" color="red.9" onClick={() => remove(language)} data-testid={`translation-remove-confirm-${language}`}>
                        {t('remove')}
                      </Button>
                      <Button size="xs" variant="default" onClick={() => setRemoving(null)}>
                        {t('common:actions.cancel')}
                      </Button>
                    </Group>
                  </Paper>
                ) : null}
              </li>
            );
          })}
        </Stack>
      )}
      {readOnly ? null : (
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <div style={{ flex: 1 }}>
            <LanguageField
              label={t('add.label')}
              description={t('add.description')}
              value={typed}
              onChange={setTyped}
              error={addProblem ?? undefined}
              testId="translation-add-language"
              placeholder={t('add.placeholder')}
            />
          </div>
          <Button mt={46} onClick={add} disabled={!tag || addProblem !== null} data-testid="translation-add">
            {t('add.button')}
          </Button>
        </Group>
      )}
      {editing !== null ? (
        <TranslationDialog doc={doc} language={editing} texts={texts} readOnly={readOnly} onClose={() => setEditing(null)} name={name(editing)} />
      ) : null}
    </Stack>
  );
}

function TranslationDialog({
  doc,
  language,
  texts,
  readOnly,
  onClose,
  name,
}: {
  doc: FolioDocument;
  language: string;
  texts: TranslatableText[];
  readOnly: boolean;
  onClose: () => void;
  name: string;
}) {
  const { t } = useTranslation('translations');
  const store = useEditorStore();
  const narrow = useMediaQuery('(max-width: 40em)');
  const [onlyMissing, setOnlyMissing] = useState(false);
  // The texts missing when the switch was turned on stay listed while they are typed.
  const [listed, setListed] = useState<Set<string> | null>(null);
  const own = doc.root.translations?.[language] ?? {};
  const { done, total } = progressOf(texts, own);
  const dir = directionOf(language);
  const ownLang = ownLanguage(doc.root);

  const write = (id: string, value: string) => {
    const all = doc.root.translations ?? {};
    const next = { ...(all[language] ?? {}) };
    if (value.trim()) next[id] = value;
    else delete next[id];
    store.dispatch({ type: 'updateRoot', patch: { translations: { ...all, [language]: next } } });
  };
  const shown = onlyMissing && listed ? texts.filter((x) => listed.has(x.id)) : texts;

  return (
    <Modal opened onClose={onClose} title={t('dialog.title', { language: name })} size="xl" fullScreen={narrow === true} zIndex={400} data-testid="translation-dialog">
      <Stack gap="md">
        <Text size="sm" role="status" data-testid="translation-summary">
          {t('dialog.summary', { done, total })}
        </Text>
        <Switch
          label={t('dialog.onlyMissing')}
          checked={onlyMissing}
          onChange={(e) => {
            const on = e.currentTarget.checked;
            setOnlyMissing(on);
            setListed(on ? new Set(texts.filter((x) => !filled(own[x.id])).map((x) => x.id)) : null);
          }}
          data-testid="translation-only-missing"
        />
        {texts.length === 0 ? <Text size="sm">{t('dialog.empty')}</Text> : null}
        {onlyMissing && shown.length === 0 ? <Text size="sm">{t('dialog.allDone')}</Text> : null}
        {shown.map((text) => {
          const value = own[text.id] ?? '';
          const original = text.rich ? htmlToLines(text.text) : text.text;
          const missing = !filled(value);
          const role = t(`roles.${text.role}`, { defaultValue: t('roles.text') });
          const label = (
            <Group gap={6} component="span">
              <span>{role}</span>
              {missing ? (
                <Badge size="xs" variant="outline" color="red.9" component="span">
                  {t('dialog.missing')}
                </Badge>
              ) : null}
            </Group>
          );
          const common = {
            label,
            description: (
              <span lang={ownLang}>
                {t('dialog.original')}: {original.length > 300 ? `${original.slice(0, 300)}…` : original}
              </span>
            ),
            lang: language,
            dir,
            disabled: readOnly,
            'data-testid': `translation-text-${text.id}`,
          };
          return text.rich ? (
            <Textarea
              key={text.id}
              {...common}
              description={
                <>
                  {common.description} <span>({t('dialog.richHint')})</span>
                </>
              }
              autosize
              minRows={2}
              maxRows={8}
              value={htmlToLines(value)}
              onChange={(e) => write(text.id, linesToHtml(e.currentTarget.value))}
              onBlur={() => store.breakMerge()}
            />
          ) : original.length > 80 || original.includes('\n') ? (
            <Textarea key={text.id} {...common} autosize minRows={2} maxRows={6} value={value} onChange={(e) => write(text.id, e.currentTarget.value)} onBlur={() => store.breakMerge()} />
          ) : (
            <TextInput key={text.id} {...common} value={value} onChange={(e) => write(text.id, e.currentTarget.value)} onBlur={() => store.breakMerge()} />
          );
        })}
        <Group justify="flex-end">
          <Button onClick={onClose} data-testid="translation-done">
            {t('dialog.done')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
