/**
 * /receiving/:folioId/:kind (the invitation mail's links and the bell): what the owner asks the user to receive,
 * with Accept / Decline, and later a way to stop receiving.
 */
import { Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { Link, useParams, useSearchParams } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import { useAnswerInvitation, useInvitation, type Invitation, type ReceiverKind } from '../../api/receivers.ts';
import { AuthCard } from '../../layout/AuthCard.tsx';
import { usePageTitle } from '../../lib/title.ts';

function describe(i: Invitation): string {
  return i.kind === 'purchase'
    ? `${i.ownerName} asks you to get an email for each sale of “${i.folioName}”.`
    : `${i.ownerName} asks you to receive the form submissions of “${i.folioName}”: you could read all of them and get an email for each new one.`;
}

const STATE: Record<Invitation['status'], string> = {
  pending: 'You have not answered yet. Nothing reaches you until you accept.',
  accepted: 'You accepted: you receive it.',
  member: 'You receive it as a member of one of the owner’s account groups.',
  declined: 'You declined: nothing reaches you.',
  left: 'You stopped receiving it: nothing reaches you.',
};

export function ReceivingPage() {
  usePageTitle('Invitation to receive');
  const { folioId = '' } = useParams();
  const kind: ReceiverKind = useParams().kind === 'purchase' ? 'purchase' : 'submission';
  const [params] = useSearchParams();
  const suggested = params.get('answer');
  const invitation = useInvitation(folioId, kind);
  const answer = useAnswerInvitation();
  const reply = (value: 'accept' | 'decline' | 'leave') => answer.mutate({ folioId, kind, answer: value });
  const busy = (value: string) => answer.isPending && answer.variables.answer === value;

  if (invitation.isPending) {
    return (
      <AuthCard title="Invitation to receive" testId="receiving-pending">
        <Loader aria-label="Loading the invitation" mx="auto" />
      </AuthCard>
    );
  }
  if (invitation.isError) {
    return (
      <AuthCard title="Invitation to receive" testId="receiving-error">
        <Text>{errorMessage(invitation.error)}</Text>
        <Anchor component={Link} to="/home">
          Back to your dashboard
        </Anchor>
      </AuthCard>
    );
  }
  const i = invitation.data;
  const receives = i.status === 'accepted' || i.status === 'member';
  return (
    <AuthCard title={`Receive “${i.folioName}”`} testId="receiving">
      <Stack gap="sm">
        <Text>{describe(i)}</Text>
        <Text fw={500} data-testid="receiving-status" role="status">
          {STATE[i.status]}
        </Text>
        {receives ? (
          <Group>
            {i.kind === 'submission' ? (
              <Button component={Link} to={`/folios/${encodeURIComponent(i.folioId)}/submissions`} data-testid="receiving-open">
                Open the submissions
              </Button>
            ) : null}
            <Button variant="default" onClick={() => reply('leave')} loading={busy('leave')} data-testid="receiving-leave">
              Stop receiving
            </Button>
          </Group>
        ) : (
          <Group>
            <Button variant={suggested === 'decline' ? 'default' : 'filled'} onClick={() => reply('accept')} loading={busy('accept')} data-testid="receiving-accept">
              Accept
            </Button>
            {i.status === 'pending' ? (
              <Button variant={suggested === 'decline' ? 'filled' : 'default'} onClick={() => reply('decline')} loading={busy('decline')} data-testid="receiving-decline">
                Decline
              </Button>
            ) : null}
          </Group>
        )}
        {answer.isError ? (
          <Text c="red" size="sm" role="alert">
            {errorMessage(answer.error)}
          </Text>
        ) : null}
      </Stack>
    </AuthCard>
  );
}
