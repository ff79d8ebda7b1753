/**
 * /analytics — cookieless analytics of the user's published folios and websites (issue 14): visitors and page
 * views over time against the period before, live visitors, then per item the top pages, referrers, devices,
 * browsers and systems, the form conversion (views → starts → submissions), events per element and a CSV export.
 */
import { Badge, Button, Container, EmptyState, Group, Paper, SegmentedControl, SimpleGrid, Skeleton, Stack, Table, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChartLine, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import { downloadAnalytics, useAllSeries, useAnalyticsItems, useAnalyticsMeta, useAnalyticsReport, type AnalyticsQuery, type Selected } from '../../api/analytics.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { formatNumber } from '../../i18n/format.ts';
import { useRoles } from '../../layout/useRoles.ts';
import { usePageTitle } from '../../lib/title.ts';
import { useSession } from '../../session/store.ts';
import { Figure, ItemReport } from './ItemReport.tsx';
import { effectiveInterval, PeriodControls, queryOf } from './Period.tsx';
import { ShareDashboard, WeeklyReportSwitch } from './Sharing.tsx';
import { TrafficChart } from './TrafficChart.tsx';

export function AnalyticsPage() {
  const { t } = useTranslation('analytics');
  usePageTitle(t('title'));
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
  const selectedName = selected ? (selectedItem?.name ?? t('thisItem')) : null;
  // Only the owner shares a dashboard (a sharee who may read it may not give it out).
  const userId = useSession()?.currentUserId;
  const r = report.data;
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <Stack gap={4}>
            <Title order={1} size="h2">
              {t('title')}
            </Title>
            <Text c="dimmed" size="sm">
              {everyone ? t('introAll') : t('introOwn')} {t('noCookies')}
            </Text>
            {everyone && !roles.superAdmin && (
              <Text c="dimmed" size="sm" data-testid="analytics-everyone-scope">
                {t('everyoneScope')}
              </Text>
            )}
          </Stack>
          <Badge size="lg" variant="light" color="teal" styles={{ label: { color: 'var(--mantine-color-text)' } }} data-testid="analytics-live">
            {t('live', { count: formatNumber(current?.live ?? 0) })}
          </Badge>
        </Group>
        <Group gap="sm" wrap="wrap">
          {roles.administrator && (
            <SegmentedControl
              value={everyone ? 'all' : 'own'}
              onChange={(v) => select(null, v === 'all')}
              data={[
                { value: 'own', label: t('whose.own') },
                { value: 'all', label: t('whose.all') },
              ]}
              aria-label={t('whose.label')}
              data-testid="analytics-whose"
            />
          )}
          <PeriodControls days={days} onDays={setDays} interval={interval} onInterval={setInterval} />
          {selected && (
            <>
              <Button variant="subtle" onClick={() => select(null)} data-testid="analytics-all">
                {t('allItems')}
              </Button>
              <Button
                variant="light"
                leftSection={<IconDownload size={16} />}
                onClick={() => downloadAnalytics(q, selected).catch((e: unknown) => notifications.show({ color: 'red', message: errorMessage(e) }))}
                data-testid="analytics-export"
              >
                {t('export')}
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
            label={t('figures.visitors')}
            value={current?.visitors ?? 0}
            before={current?.previous.visitors}
            description={selected ? t('figures.visitorsText') : t('figures.visitorsAllText')}
            testId="analytics-visitors"
          />
          <Figure label={t('figures.views')} value={current?.views ?? 0} before={current?.previous.views} description={t('figures.viewsText')} testId="analytics-views" />
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
                {t('items.title')}
              </Text>
              <TextInput size="xs" placeholder={t('items.filter')} value={filter} onChange={(e) => setFilter(e.currentTarget.value)} aria-label={t('items.filter')} data-testid="analytics-filter" />
            </Group>
            {items.isPending ? (
              <Skeleton h={80} />
            ) : (items.data?.items ?? []).length === 0 ? (
              <EmptyState size="sm" icon={<IconChartLine size={24} />} title={t('items.emptyTitle')} description={t('items.emptyText')} />
            ) : (
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('items.name')}</Table.Th>
                    <Table.Th ta="end">{t('figures.visitors')}</Table.Th>
                    <Table.Th ta="end">{t('figures.views')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.data!.items.map((i) => (
                    <Table.Tr key={`${i.entityType}:${i.entityId}`} data-testid="analytics-item">
                      <Table.Td>
                        <UnstyledButton onClick={() => select({ entityType: i.entityType, entityId: i.entityId })} c="violet.7" fw={600} data-testid="analytics-item-open">
                          {i.name || t('untitled')}
                        </UnstyledButton>
                        <Text span size="xs" c="dimmed" ms={6}>
                          {i.entityType === 'website' ? t('items.website') : t('items.folio')}
                        </Text>
                      </Table.Td>
                      <Table.Td ta="end">{formatNumber(i.visitors)}</Table.Td>
                      <Table.Td ta="end">{formatNumber(i.views)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
            {(items.data?.items.length ?? 0) > 1 && (
              <Text size="xs" c="dimmed" mt="xs" data-testid="analytics-items-note">
                {t('items.note')}
              </Text>
            )}
          </Paper>
        )}
        {!everyone && <WeeklyReportSwitch />}
      </Stack>
    </Container>
  );
}
