/** A bell row asking the user to receive someone's folio: Accept / Decline, or the answer once given. */
import { Anchor, Box, Button, Group, Text } from '@mantine/core';
import { formatDate } from '@folio/model';
import { Link } from 'react-router';
import type { NotificationItem } from '../api/people.ts';
import { useAnswerInvitation, type ReceiverKind } from '../api/receivers.ts';
import { errorMessage } from '../api/client.ts';

const ANSWERED: Record<string, string> = {
  accepted: 'You accepted.',
  declined: 'You declined.',
  left: 'You stopped receiving it.',
};

export function receiverInvitationText(n: NotificationItem): string {
  const who = n.actor?.displayName ?? 'Someone';
  const name = n.data.name ? `“${n.data.name}”` : 'a folio';
  return n.data.receiverKind === 'purchase'
    ? `${who} asks you to get an email for each sale of ${name}`
    : `${who} asks you to receive the form submissions of ${name}`;
}

export function ReceiverInvitationItem({ n, onOpen }: { n: NotificationItem; onOpen: () => void }) {
  const answer = useAnswerInvitation();
  const kind: ReceiverKind = n.data.receiverKind === 'purchase' ? 'purchase' : 'submission';
  const folioId = n.itemId ?? '';
  const given = answer.data?.status ?? n.data.answer;
  const reply = (value: 'accept' | 'decline') => answer.mutate({ folioId, kind, answer: value });
  return (
    <Box p="sm" style={{ borderBottom: '1px solid var(--mantine-color-default-border)', background: n.read ? undefined : 'var(--mantine-color-violet-light)' }} data-testid="bell-item">
      <Text size="sm">
        <Anchor component={Link} to={`/receiving/${encodeURIComponent(folioId)}/${kind}`} onClick={onOpen} c="inherit">
          {receiverInvitationText(n)}
        </Anchor>
      </Text>
      {given && ANSWERED[given] ? (
        <Text size="sm" c="dimmed" data-testid="bell-invitation-answer">
          {ANSWERED[given]}
        </Text>
      ) : (
        <Group gap="xs" mt={6}>
          <Button size="compact-sm" onClick={() => reply('accept')} loading={answer.isPending && answer.variables.answer === 'accept'} data-testid="bell-invitation-accept">
            Accept
          </Button>
          <Button size="compact-sm" variant="default" onClick={() => reply('decline')} loading={answer.isPending && answer.variables.answer === 'decline'} data-testid="bell-invitation-decline">
            Decline
          </Button>
        </Group>
      )}
      {answer.isError ? (
        <Text size="xs" c="red" role="alert">
          {errorMessage(answer.error)}
        </Text>
      ) : null}
      <Text size="xs" c="dimmed">
        {formatDate(n.createdAt)}
      </Text>
    </Box>
  );
}
