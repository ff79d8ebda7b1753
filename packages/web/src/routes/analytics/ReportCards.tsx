/** The analytics screen's cards for one folio or website: form conversion and events per element. */
import { Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { AnalyticsReport } from '../../api/analytics.ts';

const n = (v: number) => v.toLocaleString('en');
const share = (part: number, whole: number) => (whole > 0 ? ` (${Math.round((part / whole) * 100)} %)` : '');

/**
 * The funnel in visitors, each step part of the one before (so never above 100 %), and every submission received,
 * those without a tracked visit apart.
 */
export function ConversionCard({ conversion: c }: { conversion: AnalyticsReport['conversion'] }) {
  const untracked = c.submissions - c.trackedSubmissions;
  const steps: Array<[string, number, string]> = [
    ['Visitors', c.visitors, ''],
    ['Started a form', c.starters, share(c.starters, c.visitors)],
    ['Sent a form', c.submitters, share(c.submitters, c.visitors)],
  ];
  return (
    <Paper withBorder radius="lg" p="md" data-testid="analytics-conversion">
      <Text fw={700} size="sm">
        Form conversion
      </Text>
      <Text size="xs" c="dimmed" mb="xs">
        Of the visitors who opened a page, how many started a form and how many sent one.
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
          ? 'No submissions received in this period.'
          : `${n(c.submissions)} ${c.submissions === 1 ? 'submission' : 'submissions'} received: ${n(c.trackedSubmissions)} during a counted visit` +
            (untracked > 0 ? `, ${n(untracked)} without one (sent through the API, or by visitors who ask not to be tracked).` : '.')}
      </Text>
    </Paper>
  );
}

export function EventsTable({ events }: { events: AnalyticsReport['events'] }) {
  return (
    <Paper withBorder radius="lg" p="md" data-testid="analytics-events">
      <Text fw={700} size="sm" mb="xs">
        Events
      </Text>
      {events.length === 0 ? (
        <Text size="sm" c="dimmed">
          No interactions in this period.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Element</Table.Th>
                <Table.Th>Event</Table.Th>
                <Table.Th>Which</Table.Th>
                <Table.Th ta="right">Times</Table.Th>
                <Table.Th ta="right">Visitors</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {events.map((e) => (
                <Table.Tr key={`${e.elementType}:${e.eventType}:${e.elementId}`}>
                  <Table.Td>{e.elementType}</Table.Td>
                  <Table.Td>{e.eventType}</Table.Td>
                  <Table.Td>{e.elementId}</Table.Td>
                  <Table.Td ta="right">{e.count}</Table.Td>
                  <Table.Td ta="right">{e.visitors}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
