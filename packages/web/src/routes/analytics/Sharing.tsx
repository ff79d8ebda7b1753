/** Sharing analytics (issue 26): read-only dashboard links for one item, and the weekly summary mail. */
import { Button, CopyButton, Group, Modal, Paper, Stack, Switch, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCopy, IconLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { errorMessage } from '../../api/client.ts';
import { useDashboardLinkChanges, useDashboardLinks, useWeeklyReport, type Selected } from '../../api/analytics.ts';

const failed = (e: unknown) => notifications.show({ color: 'red', message: errorMessage(e) });

export function ShareDashboard({ selected }: { selected: Selected }) {
  const { t } = useTranslation('analytics');
  const links = useDashboardLinks(selected);
  const { create, remove } = useDashboardLinkChanges(selected);
  const [stopping, setStopping] = useState<string | null>(null);
  const list = links.data?.items ?? [];
  return (
    <Paper withBorder radius="lg" p="md" data-testid="analytics-share">
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={2} style={{ flex: '1 1 240px' }}>
          <Text fw={700} size="sm">
            {t('share.title')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('share.text')}
          </Text>
        </Stack>
        <Button variant="light" leftSection={<IconLink size={16} />} loading={create.isPending} onClick={() => create.mutate(undefined, { onError: failed })} data-testid="analytics-share-create">
          {t('share.make')}
        </Button>
      </Group>
      {list.map((l) => (
        <Group key={l.token} gap="xs" mt="sm" wrap="nowrap" data-testid="analytics-share-link">
          <TextInput value={l.url} readOnly aria-label={t('share.link')} style={{ flex: 1, minWidth: 0 }} onFocus={(e) => e.currentTarget.select()} />
          <CopyButton value={l.url}>
            {({ copied, copy }) => (
              <Button variant="default" leftSection={<IconCopy size={16} />} onClick={copy} aria-label={copied ? t('share.copiedLabel') : t('share.copyLabel')}>
                {copied ? t('share.copied') : t('share.copy')}
              </Button>
            )}
          </CopyButton>
          <Button variant="subtle" color="red" onClick={() => setStopping(l.token)} data-testid="analytics-share-stop">
            {t('share.stop')}
          </Button>
        </Group>
      ))}
      <Modal opened={stopping !== null} onClose={() => setStopping(null)} title={t('share.stopTitle')} centered>
        <Text size="sm">{t('share.stopText')}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setStopping(null)}>
            {t('share.keep')}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() => remove.mutate(stopping!, { onError: failed, onSettled: () => setStopping(null) })}
            data-testid="analytics-share-stop-confirm"
          >
            {t('share.stop')}
          </Button>
        </Group>
      </Modal>
    </Paper>
  );
}

export function WeeklyReportSwitch() {
  const { t } = useTranslation('analytics');
  const { setting, change } = useWeeklyReport();
  return (
    <Paper withBorder radius="lg" p="md">
      <Switch
        checked={change.isPending ? (change.variables ?? false) : (setting.data?.weeklyReport ?? false)}
        disabled={setting.isPending}
        onChange={(e) => change.mutate(e.currentTarget.checked, { onError: failed })}
        label={t('weekly.label')}
        description={t('weekly.text')}
        data-testid="analytics-weekly"
      />
    </Paper>
  );
}
