/** Under the receivers picker (the owner's view): which named accounts accepted and which are still asked. */
import { Group, List, Text } from '@mantine/core';
import { useReceiverStates, type ReceiverStatus } from '../../api/receivers.ts';
import { useEditor } from '../store/react.tsx';

const LABEL: Record<ReceiverStatus, { text: string; color: string }> = {
  pending: { text: 'Waiting for an answer', color: 'dark.7' },
  accepted: { text: 'Accepted', color: 'teal.9' },
  declined: { text: 'Declined', color: 'gray.7' },
  left: { text: 'Stopped receiving', color: 'gray.7' },
};

export function ReceiverAnswers({ folioId, named }: { folioId: string; named: string[] }) {
  // The stored answers, read again after each save (a newly named account shows as waiting once saved).
  const savedVersion = useEditor((s) => s.save.version);
  const states = useReceiverStates(folioId, savedVersion);
  const rows = (states.data?.receivers ?? []).filter((r) => r.kind === 'submission' && named.includes(r.userId));
  if (!rows.length) return null;
  return (
    <div data-testid="submission-receiver-answers">
      <Text size="sm" fw={500} id="receiver-answers-title">
        Their answers
      </Text>
      <List listStyleType="none" spacing={4} aria-labelledby="receiver-answers-title">
        {rows.map((r) => (
          <List.Item key={r.userId} data-testid="submission-receiver-answer">
            <Group gap="xs" wrap="nowrap">
              <Text size="sm">{r.displayName}:</Text>
              <Text size="sm" fw={600} c={LABEL[r.status].color}>
                {LABEL[r.status].text}
              </Text>
            </Group>
          </List.Item>
        ))}
      </List>
    </div>
  );
}
