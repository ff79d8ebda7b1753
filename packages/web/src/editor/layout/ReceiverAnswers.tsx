/** Under the receivers picker (the owner's view): which named accounts accepted and which are still asked. */
import { Group, List, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react.tsx';
import { useReceiverStates, type ReceiverStatus } from '../../api/receivers.ts';
import { useEditor } from '../store/react.tsx';

const COLOUR: Record<ReceiverStatus, string> = { pending: 'dark.7', accepted: 'teal.9', declined: 'gray.7', left: 'gray.7' };

export function ReceiverAnswers({ folioId, named }: { folioId: string; named: string[] }) {
  const { t } = useTranslation('editor');
  // The stored answers, read again after each save (a newly named account shows as waiting once saved).
  const savedVersion = useEditor((s) => s.save.version);
  const states = useReceiverStates(folioId, savedVersion);
  const rows = (states.data?.receivers ?? []).filter((r) => r.kind === 'submission' && named.includes(r.userId));
  if (!rows.length) return null;
  return (
    <div data-testid="submission-receiver-answers">
      <Text size="sm" fw={500} id="receiver-answers-title">
        {t('receivers.answers')}
      </Text>
      <List listStyleType="none" spacing={4} aria-labelledby="receiver-answers-title">
        {rows.map((r) => (
          <List.Item key={r.userId} data-testid="submission-receiver-answer">
            <Group gap="xs" wrap="nowrap">
              <Text size="sm">{t('receivers.name', { name: r.displayName })}</Text>
              <Text size="sm" fw={600} c={COLOUR[r.status]}>
                {t(`receivers.status.${r.status}`)}
              </Text>
            </Group>
          </List.Item>
        ))}
      </List>
    </div>
  );
}
