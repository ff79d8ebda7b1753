import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAnswerInvitation } from '../../api/receivers.ts';
import { useMySubmissions, useReceivedForms } from '../../api/submissions.ts';

/**
 * Forms beyond the user's own folios: other people's forms whose submissions they receive, and the forms they sent
 * while signed in, each received form with a way to stop receiving it. Nothing is shown to users who have neither.
 */
export function YourSubmissionsLink() {
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
                Submissions you receive
              </Text>
            </Group>
            {forms.map((f) => (
              <Group key={f.id} gap="xs" justify="space-between" wrap="nowrap">
                <Text size="sm">
                  <Anchor component={Link} to={`/folios/${encodeURIComponent(f.id)}/submissions`}>
                    {f.name}
                  </Anchor>{' '}
                  <Text span c="dimmed" size="sm">
                    by {f.authorName} · {f.total === 1 ? '1 submission' : `${f.total.toLocaleString()} submissions`}
                  </Text>
                </Text>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="gray"
                  aria-label={`Stop receiving ${f.name}`}
                  loading={leave.isPending && leave.variables.folioId === f.id}
                  onClick={() => leave.mutate({ folioId: f.id, kind: 'submission', answer: 'leave' })}
                  data-testid="dashboard-received-leave"
                >
                  Stop receiving
                </Button>
              </Group>
            ))}
          </div>
        ) : null}
        {sent ? (
          <Text size="sm">
            You have sent {sent === 1 ? 'one form submission' : `${sent.toLocaleString()} form submissions`}.{' '}
            <Anchor component={Link} to="/submissions">
              See your submissions
            </Anchor>
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
