/**
 * A submit button's issue-31 settings: the thank-you message as rich text (a small markup: a blank line starts a
 * paragraph, **bold**, _italic_, [words](https://…), {{Field label}} quotes an answer), whether visitors may send
 * another answer, hidden fields read from the page's address, and prefilling visible fields from it.
 */
import { Stack, TagsInput, Text } from '@mantine/core';
import {
  DEFAULT_THANK_YOU,
  HIDDEN_FIELDS_MAX,
  THANKS_MARKUP_MAX,
  HIDDEN_FIELD_NAME,
  hiddenFieldsProblem,
  labelOf,
  quoteTargets,
  quotedKeys,
  thanksHtmlToMarkup,
  thanksMarkupToHtml,
  type FolioDocument,
  type SubmitAction,
} from '@folio/model';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { formatNumber } from '../../i18n/format.ts';
import { SwitchField, TextField } from './fields.tsx';

interface Props {
  click: SubmitAction;
  setClick: (next: SubmitAction) => void;
  doc: FolioDocument;
}

/** The click without these keys (an empty setting is no setting). */
function without(click: SubmitAction, ...keys: Array<keyof SubmitAction>): SubmitAction {
  const next = { ...click };
  for (const key of keys) delete next[key];
  return next;
}

/** The model's hiddenFieldsProblem, in the app's language. */
function hiddenProblem(names: readonly string[], t: (key: string, values?: Record<string, unknown>) => string): string | null {
  const problem = hiddenFieldsProblem(names);
  if (problem === null) return null;
  if (names.length > HIDDEN_FIELDS_MAX) return t('submit.hiddenTooMany', { max: formatNumber(HIDDEN_FIELDS_MAX) });
  const bad = names.find((name) => !HIDDEN_FIELD_NAME.test(name));
  if (bad !== undefined) return t('submit.hiddenBadName', { name: bad.slice(0, 40) });
  const seen = new Set<string>();
  const twice = names.find((name) => (seen.has(name.toLowerCase()) ? true : (seen.add(name.toLowerCase()), false)));
  return twice !== undefined ? t('submit.hiddenTwice', { name: twice }) : problem;
}

export function SubmitFormFields({ click, setClick, doc }: Props) {
  const { t } = useTranslation('editorPanel');
  const stored = click.thankYouHtml !== undefined ? thanksHtmlToMarkup(click.thankYouHtml) : (click.thankYouMessage ?? '');
  // The markup as typed (spaces and unfinished marks included); the HTML is what is saved.
  const [markup, setMarkup] = useState(stored);
  const widgets = click.widgetIds.map((id) => doc.nodes[id]).filter((n) => n !== undefined);
  const unknown = quotedKeys(markup).filter((key) => !(key in quoteTargets([key], widgets)));
  const [names, setNames] = useState(click.hiddenFields ?? []);
  const namesProblem = hiddenProblem(names, t);
  const example = names[0] ?? 'ref';
  const firstField = widgets[0];
  return (
    <Stack gap="xs" data-testid="panel-meta-button-form">
      <TextField
        label={t('submit.thanks')}
        description={t('submit.thanksHint', { quote: `{{${firstField ? labelOf(firstField) : t('submit.fieldLabel')}}}` })}
        placeholder={DEFAULT_THANK_YOU}
        multiline
        error={
          markup.length > THANKS_MARKUP_MAX
            ? t('submit.thanksTooLong', { max: formatNumber(THANKS_MARKUP_MAX) })
            : unknown.length
              ? t('submit.unknownQuote', { names: unknown.map((k) => t('submit.quoted', { name: k })).join(', ') })
              : undefined
        }
        value={markup}
        onChange={(text) => {
          setMarkup(text);
          const html = thanksMarkupToHtml(text.slice(0, THANKS_MARKUP_MAX));
          setClick(html ? { ...without(click, 'thankYouMessage'), thankYouHtml: html } : without(click, 'thankYouMessage', 'thankYouHtml'));
        }}
        testId="panel-meta-button-thank-you"
      />
      <SwitchField
        label={t('submit.allowAnother')}
        value={click.allowAnother !== false}
        onChange={(allow) => setClick(allow ? without(click, 'allowAnother') : { ...click, allowAnother: false })}
        testId="panel-meta-button-allow-another"
      />
      <TagsInput
        size="xs"
        label={t('submit.hidden')}
        description={t('submit.hiddenHint', { example, max: formatNumber(HIDDEN_FIELDS_MAX) })}
        placeholder={t('submit.hiddenPlaceholder')}
        value={names}
        maxTags={HIDDEN_FIELDS_MAX}
        error={namesProblem ?? undefined}
        onChange={(next) => {
          setNames(next);
          if (!hiddenFieldsProblem(next)) setClick(next.length ? { ...click, hiddenFields: next } : without(click, 'hiddenFields'));
        }}
        data-testid="panel-meta-button-hidden-fields"
      />
      <SwitchField
        label={t('submit.prefill')}
        value={click.prefill === true}
        onChange={(prefill) => setClick(prefill ? { ...click, prefill } : without(click, 'prefill'))}
        testId="panel-meta-button-prefill"
      />
      <Text size="xs" c="dimmed">
        {click.prefill
          ? t('submit.prefillOn', { example: firstField ? ((firstField as { name?: string }).name ?? firstField.id) : 'name' })
          : t('submit.prefillOff')}
      </Text>
    </Stack>
  );
}
