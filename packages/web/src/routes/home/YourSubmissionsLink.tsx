import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { Trans, useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { useAnswerInvitation } from '../../api/receivers.ts';
import { useMySubmissions, useReceivedForms } from '../../api/submissions.ts';

/**
 * Forms beyond the user's own folios: other people's forms whose submissions they receive, and the forms they sent
 * while signed in, each received form with a way to stop receiving it. Nothing is shown to users who have neither.
 */
export function YourSubmissionsLink() {
  const { t } = useTranslation('home');
  const mine = useMySubmissions(1, 0);
  const received = useReceivedForms();
  const leave = useAnswerInvitation();
  const sent = mine.data?.total ?? 0;
  const forms = received.data ?? [];
  if (sent === 0 && forms.length === 0) return null;
  return (
    <Paper withBorder radius="lg" p="md" data-testid="dashboard-my-submissions">
      <Stack gap="xs">
        {forms.length ? (
          <div data-testid="dashboard-received">
            <Group gap="xs" mb={4}>
              <IconInbox size={18} aria-hidden />
              <Text size="sm" fw={600}>
                {t('received.title')}
              </Text>
            </Group>
            {forms.map((f) => (
              <Group key={f.id} gap="xs" justify="space-between" wrap="nowrap">
                <Text size="sm">
                  <Anchor component={Link} to={`/folios/${encodeURIComponent(f.id)}/submissions`}>
                    {f.name}
                  </Anchor>{' '}
                  <Text span c="dimmed" size="sm">
                    {t('received.byline', { author: f.authorName, count: f.total })}
                  </Text>
                </Text>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="gray"
                  aria-label={t('received.stopNamed', { name: f.name })}
                  loading={leave.isPending && leave.variables.folioId === f.id}
                  onClick={() => leave.mutate({ folioId: f.id, kind: 'submission', answer: 'leave' })}
                  data-testid="dashboard-received-leave"
                >
                  {t('received.stop')}
                </Button>
              </Group>
            ))}
          </div>
        ) : null}
        {sent ? (
          <Text size="sm">
            <Trans t={t} i18nKey="received.sent" values={{ count: sent }} components={{ anchor: <Anchor component={Link} to="/submissions" /> }} />
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
