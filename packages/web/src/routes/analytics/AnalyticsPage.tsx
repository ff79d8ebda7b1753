/**
 * /analytics — cookieless analytics of the user's published folios and websites (issue 14): visitors and page
 * views over time against the period before, live visitors, then per item the top pages, referrers, devices,
 * browsers and systems, the form conversion (views → starts → submissions), events per element and a CSV export.
 */
import { Badge, Button, Container, EmptyState, Group, Paper, SegmentedControl, SimpleGrid, Skeleton, Stack, Table, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChartLine, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import { downloadAnalytics, useAllSeries, useAnalyticsItems, useAnalyticsMeta, useAnalyticsReport, type AnalyticsQuery, type Selected } from '../../api/analytics.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { useRoles } from '../../layout/useRoles.ts';
import { usePageTitle } from '../../lib/title.ts';
import { useSession } from '../../session/store.ts';
import { Figure, ItemReport } from './ItemReport.tsx';
import { effectiveInterval, PeriodControls, queryOf } from './Period.tsx';
import { ShareDashboard, WeeklyReportSwitch } from './Sharing.tsx';
import { TrafficChart } from './TrafficChart.tsx';

export function AnalyticsPage() {
  usePageTitle('Analytics');
  const [params, setParams] = useSearchParams();
  const [days, setDays] = useState('30');
  const [interval, setInterval] = useState<AnalyticsQuery['interval']>('day');
  const [filter, setFilter] = useState('');
  const effective = effectiveInterval(interval, days);
  // An administrator may look at every account's folios and websites (spec §6); `?all=1` keeps that choice.
  const roles = useRoles();
  const everyone = roles.administrator && params.get('all') === '1';
  const q = queryOf(Number(days), effective, everyone);
  const selected: Selected | null = params.get('id') ? { entityType: params.get('type') === 'website' ? 'website' : 'folio', entityId: params.get('id')! } : null;
  const items = useAnalyticsItems(q, filter.trim());
  const meta = useAnalyticsMeta(q);
  const all = useAllSeries(q, selected === null);
  const report = useAnalyticsReport(q, selected);
  const series = selected ? report.data?.series : all.data;
  const current = selected ? report.data : meta.data;
  const select = (s: Selected | null, all = everyone) => setParams({ ...(s ? { type: s.entityType, id: s.entityId } : {}), ...(all ? { all: '1' } : {}) }, { replace: false });
  const selectedItem = selected ? items.data?.items.find((i) => i.entityId === selected.entityId) : undefined;
  const selectedName = selected ? (selectedItem?.name ?? 'This item') : null;
  // Only the owner shares a dashboard (a sharee who may read it may not give it out).
  const userId = useSession()?.currentUserId;
  const r = report.data;
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <Stack gap={4}>
            <Title order={1} size="h2">
              Analytics
            </Title>
            <Text c="dimmed" size="sm">
              {everyone ? 'Visits to every account’s published folios and websites.' : 'Visits to your published folios and websites.'} No cookies; visitors who ask not to be
              tracked are not counted.
            </Text>
            {everyone && !roles.superAdmin && (
              <Text c="dimmed" size="sm" data-testid="analytics-everyone-scope">
                Administrators’ own folios and websites are shown to super admins only.
              </Text>
            )}
          </Stack>
          <Badge size="lg" variant="light" color="teal" styles={{ label: { color: 'var(--mantine-color-text)' } }} data-testid="analytics-live">
            {(current?.live ?? 0).toLocaleString('en')} online now
          </Badge>
        </Group>
        <Group gap="sm" wrap="wrap">
          {roles.administrator && (
            <SegmentedControl
              value={everyone ? 'all' : 'own'}
              onChange={(v) => select(null, v === 'all')}
              data={[
                { value: 'own', label: 'Yours' },
                { value: 'all', label: 'All accounts' },
              ]}
              aria-label="Whose folios and websites"
              data-testid="analytics-whose"
            />
          )}
          <PeriodControls days={days} onDays={setDays} interval={interval} onInterval={setInterval} />
          {selected && (
            <>
              <Button variant="subtle" onClick={() => select(null)} data-testid="analytics-all">
                All folios and websites
              </Button>
              <Button
                variant="light"
                leftSection={<IconDownload size={16} />}
                onClick={() => downloadAnalytics(q, selected).catch((e: unknown) => notifications.show({ color: 'red', message: errorMessage(e) }))}
                data-testid="analytics-export"
              >
                Export CSV
              </Button>
            </>
          )}
        </Group>
        {selectedName && (
          <Title order={2} size="h4" data-testid="analytics-selected">
            {selectedName}
          </Title>
        )}
        <ErrorAlert of={selected ? report : meta} testId="analytics-error" />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <Figure
            label="Visitors"
            value={current?.visitors ?? 0}
            before={current?.previous.visitors}
            description={selected ? 'People, each counted once a day.' : 'People, each counted once a day however many of these folios and websites they open.'}
            testId="analytics-visitors"
          />
          <Figure label="Page views" value={current?.views ?? 0} before={current?.previous.views} description="Pages opened, every time." testId="analytics-views" />
        </SimpleGrid>
        <Paper withBorder radius="lg" p="md">
          {series ? <TrafficChart current={series.current} previous={series.previous} interval={effective} /> : <Skeleton h={240} />}
        </Paper>
        {selected && r && <ItemReport report={r} />}
        {selected && !everyone && selectedItem?.ownerId === userId && <ShareDashboard selected={selected} />}
        {!selected && (
          <Paper withBorder radius="lg" p="md" data-testid="analytics-items">
            <Group justify="space-between" mb="xs">
              <Text fw={700} size="sm">
                Folios and websites
              </Text>
              <TextInput size="xs" placeholder="Filter by name" value={filter} onChange={(e) => setFilter(e.currentTarget.value)} aria-label="Filter by name" data-testid="analytics-filter" />
            </Group>
            {items.isPending ? (
              <Skeleton h={80} />
            ) : (items.data?.items ?? []).length === 0 ? (
              <EmptyState size="sm" icon={<IconChartLine size={24} />} title="No visits yet" description="Publish a public folio or a website and share its address; visits show up here within a minute." />
            ) : (
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Name</Table.Th>
                    <Table.Th ta="right">Visitors</Table.Th>
                    <Table.Th ta="right">Page views</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.data!.items.map((i) => (
                    <Table.Tr key={`${i.entityType}:${i.entityId}`} data-testid="analytics-item">
                      <Table.Td>
                        <UnstyledButton onClick={() => select({ entityType: i.entityType, entityId: i.entityId })} c="violet.7" fw={600} data-testid="analytics-item-open">
                          {i.name || 'Untitled'}
                        </UnstyledButton>
                        <Text span size="xs" c="dimmed" ml={6}>
                          {i.entityType === 'website' ? 'website' : 'folio'}
                        </Text>
                      </Table.Td>
                      <Table.Td ta="right">{i.visitors.toLocaleString('en')}</Table.Td>
                      <Table.Td ta="right">{i.views.toLocaleString('en')}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
            {(items.data?.items.length ?? 0) > 1 && (
              <Text size="xs" c="dimmed" mt="xs" data-testid="analytics-items-note">
                Someone who opens several of them counts as a visitor in each row, and once in the total above.
              </Text>
            )}
          </Paper>
        )}
        {!everyone && <WeeklyReportSwitch />}
      </Stack>
    </Container>
  );
}
