/** The analytics screen's cards for one folio or website: form conversion and events per element. */
import { Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { AnalyticsReport } from '../../api/analytics.ts';

export function ConversionCard({ conversion }: { conversion: AnalyticsReport['conversion'] }) {
  return (
    <Paper withBorder radius="lg" p="md" data-testid="analytics-conversion">
      <Text fw={700} size="sm" mb="xs">
        Form conversion
      </Text>
      <Group gap="lg">
        {[
          ['Views', conversion.views],
          ['Started a form', conversion.starts],
          ['Submitted', conversion.submissions],
        ].map(([label, n]) => (
          <Stack key={label} gap={0}>
            <Text fw={700} size="lg">
              {Number(n).toLocaleString('en')}
            </Text>
            <Text size="xs" c="dimmed">
              {label}
              {conversion.views > 0 && label !== 'Views' ? ` (${Math.round((Number(n) / conversion.views) * 100)} %)` : ''}
            </Text>
          </Stack>
        ))}
      </Group>
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
