import { Anchor, Group, Paper, Text } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useMySubmissions } from '../../api/submissions.ts';

/** For users who have filled forms while signed in: the way to what they sent. Nothing for the others. */
export function YourSubmissionsLink() {
  const mine = useMySubmissions(1, 0);
  const total = mine.data?.total ?? 0;
  if (total === 0) return null;
  return (
    <Paper withBorder radius="lg" p="md" data-testid="dashboard-my-submissions">
      <Group gap="sm">
        <IconInbox size={20} aria-hidden />
        <Text size="sm">
          You have sent {total === 1 ? 'one form submission' : `${total.toLocaleString()} form submissions`}.{' '}
          <Anchor component={Link} to="/submissions">
            See your submissions
          </Anchor>
        </Text>
      </Group>
    </Paper>
  );
}
