/** Sharing analytics (issue 26): read-only dashboard links for one item, and the weekly summary mail. */
import { Button, CopyButton, Group, Modal, Paper, Stack, Switch, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCopy, IconLink } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../api/client.ts';
import { useDashboardLinkChanges, useDashboardLinks, useWeeklyReport, type Selected } from '../../api/analytics.ts';

const failed = (e: unknown) => notifications.show({ color: 'red', message: errorMessage(e) });

export function ShareDashboard({ selected }: { selected: Selected }) {
  const links = useDashboardLinks(selected);
  const { create, remove } = useDashboardLinkChanges(selected);
  const [stopping, setStopping] = useState<string | null>(null);
  const list = links.data?.items ?? [];
  return (
    <Paper withBorder radius="lg" p="md" data-testid="analytics-share">
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={2} style={{ flex: '1 1 240px' }}>
          <Text fw={700} size="sm">
            Share this dashboard
          </Text>
          <Text size="xs" c="dimmed">
            Anyone with the link sees these figures without signing in, and nothing else of yours.
          </Text>
        </Stack>
        <Button variant="light" leftSection={<IconLink size={16} />} loading={create.isPending} onClick={() => create.mutate(undefined, { onError: failed })} data-testid="analytics-share-create">
          Make a link
        </Button>
      </Group>
      {list.map((l) => (
        <Group key={l.token} gap="xs" mt="sm" wrap="nowrap" data-testid="analytics-share-link">
          <TextInput value={l.url} readOnly aria-label="Dashboard link" style={{ flex: 1, minWidth: 0 }} onFocus={(e) => e.currentTarget.select()} />
          <CopyButton value={l.url}>
            {({ copied, copy }) => (
              <Button variant="default" leftSection={<IconCopy size={16} />} onClick={copy} aria-label={copied ? 'Link copied' : 'Copy the link'}>
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
          <Button variant="subtle" color="red" onClick={() => setStopping(l.token)} data-testid="analytics-share-stop">
            Stop sharing
          </Button>
        </Group>
      ))}
      <Modal opened={stopping !== null} onClose={() => setStopping(null)} title="Stop sharing this dashboard?" centered>
        <Text size="sm">Whoever has the link will no longer see these figures.</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setStopping(null)}>
            Keep sharing
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() => remove.mutate(stopping!, { onError: failed, onSettled: () => setStopping(null) })}
            data-testid="analytics-share-stop-confirm"
          >
            Stop sharing
          </Button>
        </Group>
      </Modal>
    </Paper>
  );
}

export function WeeklyReportSwitch() {
  const { setting, change } = useWeeklyReport();
  return (
    <Paper withBorder radius="lg" p="md">
      <Switch
        checked={change.isPending ? (change.variables ?? false) : (setting.data?.weeklyReport ?? false)}
        disabled={setting.isPending}
        onChange={(e) => change.mutate(e.currentTarget.checked, { onError: failed })}
        label="Email me a weekly summary"
        description="Every Monday: last week’s visitors, page views and most viewed folios and websites."
        data-testid="analytics-weekly"
      />
    </Paper>
  );
}
