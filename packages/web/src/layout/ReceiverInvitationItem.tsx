/** A bell row asking the user to receive someone's folio: Accept / Decline, or the answer once given. */
import { Anchor, Box, Button, Group, Text } from '@mantine/core';
import { useTranslation } from '../i18n/react.tsx';
import { Link } from 'react-router';
import type { NotificationItem } from '../api/people.ts';
import { useAnswerInvitation, type ReceiverKind } from '../api/receivers.ts';
import { errorMessage } from '../api/client.ts';
import { formatDate } from '../i18n/format.ts';
import { translate } from '../i18n/i18n.ts';
import { actorName, quoted } from './notificationText.ts';

const ANSWERED: Record<string, () => string> = {
  accepted: () => translate('layout:invitation.accepted'),
  declined: () => translate('layout:invitation.declined'),
  left: () => translate('layout:invitation.left'),
};

export function receiverInvitationText(n: NotificationItem): string {
  const who = actorName(n);
  const name = n.data.name ? quoted(n.data.name) : translate('layout:invitation.aFolio');
  return n.data.receiverKind === 'purchase' ? translate('layout:invitation.sales', { who, name }) : translate('layout:invitation.submissions', { who, name });
}

export function ReceiverInvitationItem({ n, onOpen }: { n: NotificationItem; onOpen: () => void }) {
  const { t } = useTranslation('layout');
  const answer = useAnswerInvitation();
  const kind: ReceiverKind = n.data.receiverKind === 'purchase' ? 'purchase' : 'submission';
  const folioId = n.itemId ?? '';
  const given = answer.data?.status ?? n.data.answer;
  const answered = given ? ANSWERED[given] : undefined;
  const reply = (value: 'accept' | 'decline') => answer.mutate({ folioId, kind, answer: value });
  return (
    <Box p="sm" style={{ borderBottom: '1px solid var(--mantine-color-default-border)', background: n.read ? undefined : 'var(--mantine-color-violet-light)' }} data-testid="bell-item">
      <Text size="sm">
        <Anchor component={Link} to={`/receiving/${encodeURIComponent(folioId)}/${kind}`} onClick={onOpen} c="inherit">
          {receiverInvitationText(n)}
        </Anchor>
      </Text>
      {answered ? (
        <Text size="sm" c="dimmed" data-testid="bell-invitation-answer">
          {answered()}
        </Text>
      ) : (
        <Group gap="xs" mt={6}>
          <Button size="compact-sm" onClick={() => reply('accept')} loading={answer.isPending && answer.variables.answer === 'accept'} data-testid="bell-invitation-accept">
            {t('invitation.accept')}
          </Button>
          <Button size="compact-sm" variant="default" onClick={() => reply('decline')} loading={answer.isPending && answer.variables.answer === 'decline'} data-testid="bell-invitation-decline">
            {t('invitation.decline')}
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
