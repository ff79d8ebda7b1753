/** The analytics screen's cards for one folio or website: form conversion and events per element. */
import { Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react.tsx';
import type { AnalyticsReport } from '../../api/analytics.ts';
import { formatNumber as n } from '../../i18n/format.ts';

const percentOf = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : null);

/**
 * The funnel in visitors, each step part of the one before (so never above 100 %), and every submission received,
 * those without a tracked visit apart.
 */
export function ConversionCard({ conversion: c }: { conversion: AnalyticsReport['conversion'] }) {
  const { t } = useTranslation('analytics');
  const untracked = c.submissions - c.trackedSubmissions;
  const share = (part: number, whole: number) => {
    const percent = percentOf(part, whole);
    return percent === null ? '' : ` ${t('conversion.share', { percent: n(percent) })}`;
  };
  const steps: Array<[string, number, string]> = [
    [t('figures.visitors'), c.visitors, ''],
    [t('conversion.started'), c.starters, share(c.starters, c.visitors)],
    [t('conversion.sent'), c.submitters, share(c.submitters, c.visitors)],
  ];
  return (
    <Paper withBorder radius="lg" p="md" data-testid="analytics-conversion">
      <Text fw={700} size="sm">
        {t('conversion.title')}
      </Text>
      <Text size="xs" c="dimmed" mb="xs">
        {t('conversion.text')}
      </Text>
      <Group gap="lg" data-testid="analytics-funnel">
        {steps.map(([label, value, percent]) => (
          <Stack key={label} gap={0}>
            <Text fw={700} size="lg">
              {n(value)}
            </Text>
            <Text size="xs" c="dimmed">
              {label}
              {percent}
            </Text>
          </Stack>
        ))}
      </Group>
      <Text size="sm" mt="sm" data-testid="analytics-submissions">
        {c.submissions === 0
          ? t('conversion.noSubmissions')
          : untracked > 0
            ? t('conversion.submissionsUntracked', { count: c.submissions, tracked: n(c.trackedSubmissions), untracked: n(untracked) })
            : t('conversion.submissions', { count: c.submissions, tracked: n(c.trackedSubmissions) })}
      </Text>
    </Paper>
  );
}

export function EventsTable({ events }: { events: AnalyticsReport['events'] }) {
  const { t } = useTranslation('analytics');
  return (
    <Paper withBorder radius="lg" p="md" data-testid="analytics-events">
      <Text fw={700} size="sm" mb="xs">
        {t('events.title')}
      </Text>
      {events.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('events.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('events.element')}</Table.Th>
                <Table.Th>{t('events.event')}</Table.Th>
                <Table.Th>{t('events.which')}</Table.Th>
                <Table.Th ta="end">{t('events.times')}</Table.Th>
                <Table.Th ta="end">{t('figures.visitors')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {events.map((e) => (
                <Table.Tr key={`${e.elementType}:${e.eventType}:${e.elementId}`}>
                  <Table.Td>{e.elementType}</Table.Td>
                  <Table.Td>{e.eventType}</Table.Td>
                  <Table.Td>{e.elementId}</Table.Td>
                  <Table.Td ta="end">{n(e.count)}</Table.Td>
                  <Table.Td ta="end">{n(e.visitors)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
