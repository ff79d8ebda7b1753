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

export function SubmitFormFields({ click, setClick, doc }: Props) {
  const stored = click.thankYouHtml !== undefined ? thanksHtmlToMarkup(click.thankYouHtml) : (click.thankYouMessage ?? '');
  // The markup as typed (spaces and unfinished marks included); the HTML is what is saved.
  const [markup, setMarkup] = useState(stored);
  const widgets = click.widgetIds.map((id) => doc.nodes[id]).filter((n) => n !== undefined);
  const unknown = quotedKeys(markup).filter((key) => !(key in quoteTargets([key], widgets)));
  const [names, setNames] = useState(click.hiddenFields ?? []);
  const namesProblem = hiddenFieldsProblem(names);
  const example = names[0] ?? 'ref';
  const firstField = widgets[0];
  return (
    <Stack gap="xs" data-testid="panel-meta-button-form">
      <TextField
        label="Thank-you message"
        description={`Shown in place of the form after a visitor sends it. A blank line starts a paragraph; **bold**, _italic_, [words](https://…) for a link; {{${firstField ? labelOf(firstField) : 'Field label'}}} quotes that answer.`}
        placeholder={DEFAULT_THANK_YOU}
        multiline
        error={
          markup.length > THANKS_MARKUP_MAX
            ? `Keep it to ${THANKS_MARKUP_MAX.toLocaleString('en')} characters`
            : unknown.length
              ? `No field this button sends is called ${unknown.map((k) => `“${k}”`).join(', ')}: quote a field’s label or name`
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
        label="Offer “Send another answer”"
        value={click.allowAnother !== false}
        onChange={(allow) => setClick(allow ? without(click, 'allowAnother') : { ...click, allowAnother: false })}
        testId="panel-meta-button-allow-another"
      />
      <TagsInput
        size="xs"
        label="Hidden fields"
        description={`Read from the page’s address and stored with each answer, e.g. …?${example}=newsletter. Letters, digits and _, at most ${HIDDEN_FIELDS_MAX}.`}
        placeholder="Type a name, then Enter"
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
        label="Prefill fields from the page’s address"
        value={click.prefill === true}
        onChange={(prefill) => setClick(prefill ? { ...click, prefill } : without(click, 'prefill'))}
        testId="panel-meta-button-prefill"
      />
      <Text size="xs" c="dimmed">
        {click.prefill
          ? `A field takes its first value from a parameter named after its name or id, e.g. …?${firstField ? ((firstField as { name?: string }).name ?? firstField.id) : 'name'}=Ada. Visitors can still change it.`
          : 'Off: fields start empty whatever the address says.'}
      </Text>
    </Stack>
  );
}
