/**
 * When the form takes answers (issue 31): opening and closing times in the author's time zone and the message
 * visitors read in place of a closed or full form. A window that closes before it opens is shown as an error and
 * not saved (the server refuses it too). Like the form itself, it acts on the published page from the next publish.
 */
import { Stack, Text, TextInput, Textarea } from '@mantine/core';
import { CLOSED_MESSAGE_MAX, FORM_WINDOW_TEXTS, formWindowProblem, type FolioRoot } from '@folio/model';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { fromLocalInput, toLocalInput } from './formWindowInput.ts';

interface Props {
  root: Pick<FolioRoot, 'opensAt' | 'closesAt' | 'closedMessage'>;
  readOnly: boolean;
  set: (patch: Partial<FolioRoot>) => void;
}

export function FormWindowSettings({ root, readOnly, set }: Props) {
  const { t } = useTranslation('editor');
  // What the inputs hold, saved only when the window is a window.
  const [draft, setDraft] = useState({ opens: toLocalInput(root.opensAt), closes: toLocalInput(root.closesAt) });
  const next = { opensAt: fromLocalInput(draft.opens), closesAt: fromLocalInput(draft.closes) };
  const problem = formWindowProblem(next) ? t('formWindow.closesBeforeOpens') : null;
  const change = (key: 'opens' | 'closes', value: string) => {
    const changed = { ...draft, [key]: value };
    setDraft(changed);
    const window = { opensAt: fromLocalInput(changed.opens), closesAt: fromLocalInput(changed.closes) };
    if (!formWindowProblem(window)) set(window);
  };
  const message = root.closedMessage ?? '';
  return (
    <Stack gap="xs" data-testid="form-window-settings">
      <Text size="sm" fw={500}>
        {t('formWindow.title')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('formWindow.intro')}
      </Text>
      <TextInput
        type="datetime-local"
        label={t('formWindow.opens')}
        description={t('formWindow.opensHint')}
        value={draft.opens}
        disabled={readOnly}
        onChange={(e) => change('opens', e.currentTarget.value)}
        data-testid="form-opens-at"
      />
      <TextInput
        type="datetime-local"
        label={t('formWindow.closes')}
        description={t('formWindow.closesHint')}
        value={draft.closes}
        disabled={readOnly}
        error={problem}
        onChange={(e) => change('closes', e.currentTarget.value)}
        data-testid="form-closes-at"
      />
      <Textarea
        label={t('formWindow.closedMessage')}
        description={t('formWindow.closedMessageHint', { closed: FORM_WINDOW_TEXTS.closed })}
        autosize
        minRows={2}
        maxRows={6}
        maxLength={CLOSED_MESSAGE_MAX}
        value={message}
        disabled={readOnly}
        onChange={(e) => set({ closedMessage: e.currentTarget.value.slice(0, CLOSED_MESSAGE_MAX) })}
        data-testid="form-closed-message"
      />
    </Stack>
  );
}
