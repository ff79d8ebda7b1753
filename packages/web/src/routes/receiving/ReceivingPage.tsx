/**
 * /receiving/:folioId/:kind (the invitation mail's links and the bell): what the owner asks the user to receive,
 * with Accept / Decline, and later a way to stop receiving.
 */
import { Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation, type TFunction } from '../../i18n/react.tsx';
import { Link, useParams, useSearchParams } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import { useAnswerInvitation, useInvitation, type Invitation, type ReceiverKind } from '../../api/receivers.ts';
import { AuthCard } from '../../layout/AuthCard.tsx';
import { usePageTitle } from '../../lib/title.ts';


function describe(t: TFunction, i: Invitation): string {
  const values = { owner: i.ownerName, name: i.folioName };
  return i.kind === 'purchase' ? t('receiving.askSales', values) : t('receiving.askSubmissions', values);
}

function stateText(t: TFunction, status: Invitation['status']): string {
  switch (status) {
    case 'pending':
      return t('receiving.state.pending');
    case 'accepted':
      return t('receiving.state.accepted');
    case 'member':
      return t('receiving.state.member');
    case 'declined':
      return t('receiving.state.declined');
    case 'left':
      return t('receiving.state.left');
  }
}

export function ReceivingPage() {
  const { t } = useTranslation('submissions');
  usePageTitle(t('receiving.title'));
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
      <AuthCard title={t('receiving.title')} testId="receiving-pending">
        <Loader aria-label={t('receiving.loading')} mx="auto" />
      </AuthCard>
    );
  }
  if (invitation.isError) {
    return (
      <AuthCard title={t('receiving.title')} testId="receiving-error">
        <Text>{errorMessage(invitation.error)}</Text>
        <Anchor component={Link} to="/home">
          {t('receiving.back')}
        </Anchor>
      </AuthCard>
    );
  }
  const i = invitation.data;
  const receives = i.status === 'accepted' || i.status === 'member';
  return (
    <AuthCard title={t('receiving.receiveNamed', { name: i.folioName })} testId="receiving">
      <Stack gap="sm">
        <Text>{describe(t, i)}</Text>
        <Text fw={500} data-testid="receiving-status" role="status">
          {stateText(t, i.status)}
        </Text>
        {receives ? (
          <Group>
            {i.kind === 'submission' ? (
              <Button component={Link} to={`/folios/${encodeURIComponent(i.folioId)}/submissions`} data-testid="receiving-open">
                {t('receiving.open')}
              </Button>
            ) : null}
            <Button variant="default" onClick={() => reply('leave')} loading={busy('leave')} data-testid="receiving-leave">
              {t('receiving.stop')}
            </Button>
          </Group>
        ) : (
          <Group>
            <Button variant={suggested === 'decline' ? 'default' : 'filled'} onClick={() => reply('accept')} loading={busy('accept')} data-testid="receiving-accept">
              {t('receiving.accept')}
            </Button>
            {i.status === 'pending' ? (
              <Button variant={suggested === 'decline' ? 'filled' : 'default'} onClick={() => reply('decline')} loading={busy('decline')} data-testid="receiving-decline">
                {t('receiving.decline')}
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
