/**
 * /analytics/shared/:token — a folio's or website's analytics dashboard as its owner shared it by link (issue 26):
 * read-only, no sign-in; a link the owner stopped sharing says so.
 */
import { Container, EmptyState, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChartLine } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useParams } from 'react-router';
import { useSharedDashboard, type AnalyticsQuery } from '../../api/analytics.ts';
import { ApiError } from '../../api/client.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { usePageTitle } from '../../lib/title.ts';
import { Figure, ItemReport } from './ItemReport.tsx';
import { effectiveInterval, PeriodControls, queryOf } from './Period.tsx';
import { TrafficChart } from './TrafficChart.tsx';

export function SharedDashboardPage() {
  const { t } = useTranslation('analytics');
  const { token = '' } = useParams();
  const [days, setDays] = useState('30');
  const [interval, setInterval] = useState<AnalyticsQuery['interval']>('day');
  const effective = effectiveInterval(interval, days);
  const shared = useSharedDashboard(token, queryOf(Number(days), effective, false));
  const data = shared.data;
  usePageTitle(data ? t('shared.titleOf', { name: data.name || t('untitled') }) : t('shared.title'));
  if (shared.error instanceof ApiError && shared.error.status === 404) {
    return (
      <Container size="sm" py="xl">
        <EmptyState icon={<IconChartLine size={24} />} title={t('shared.notSharedTitle')} description={t('shared.notSharedText')} />
      </Container>
    );
  }
  const r = data?.report;
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2" data-testid="shared-analytics-title">
            {data ? t('shared.titleOf', { name: data.name || t('untitled') }) : t('title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('shared.intro', { kind: data?.entityType === 'website' ? 'website' : 'folio' })} {t('noCookies')}
          </Text>
        </Stack>
        <Group gap="sm" wrap="wrap">
          <PeriodControls days={days} onDays={setDays} interval={interval} onInterval={setInterval} />
        </Group>
        <ErrorAlert of={shared} testId="analytics-error" />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <Figure label={t('figures.visitors')} value={r?.visitors ?? 0} before={r?.previous.visitors} description={t('figures.visitorsText')} testId="analytics-visitors" />
          <Figure label={t('figures.views')} value={r?.views ?? 0} before={r?.previous.views} description={t('figures.viewsText')} testId="analytics-views" />
        </SimpleGrid>
        <Paper withBorder radius="lg" p="md">
          {r ? <TrafficChart current={r.series.current} previous={r.series.previous} interval={effective} /> : <Skeleton h={240} />}
        </Paper>
        {r && <ItemReport report={r} />}
      </Stack>
    </Container>
  );
}
