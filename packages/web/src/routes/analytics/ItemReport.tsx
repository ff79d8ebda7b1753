/**
 * One folio's or website's report below its chart: top pages, entry and exit pages, referrers, campaigns,
 * countries, devices, browsers, systems, the form conversion and the events. Shown to the owner and on a read-only
 * dashboard link alike.
 */
import { Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react.tsx';
import type { AnalyticsReport } from '../../api/analytics.ts';
import { formatNumber, regionName } from '../../i18n/format.ts';
import { ConversionCard, EventsTable } from './ReportCards.tsx';
import { TopList } from './TopList.tsx';

export function ItemReport({ report: r }: { report: AnalyticsReport }) {
  const { t } = useTranslation('analytics');
  const none = t('report.none');
  const countryName = (code: string) => (code ? regionName(code) : t('report.unknownCountry'));
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TopList title={t('report.pages')} rows={r.pages} empty={none} testId="analytics-pages" />
        <TopList title={t('report.entries')} rows={r.entries} empty={none} testId="analytics-entries" measure={t('report.visits')} description={t('report.entriesText')} />
        <TopList title={t('report.exits')} rows={r.exits} empty={none} testId="analytics-exits" measure={t('report.visits')} description={t('report.exitsText')} />
        <TopList title={t('report.referrers')} rows={r.referrers} empty={t('report.referrersEmpty')} testId="analytics-referrers" />
        <TopList
          title={t('report.campaigns')}
          rows={r.campaigns}
          empty={t('report.campaignsEmpty')}
          testId="analytics-campaigns"
          description={t('report.campaignsText')}
        />
        <TopList title={t('report.sources')} rows={r.sources} empty={t('report.sourcesEmpty')} testId="analytics-sources" description={t('report.sourcesText')} />
        <TopList title={t('report.countries')} rows={r.countries} empty={none} testId="analytics-countries" show={countryName} description={t('report.countriesText')} />
        <TopList title={t('report.devices')} rows={r.devices} empty={none} testId="analytics-devices" />
        <TopList title={t('report.browsers')} rows={r.browsers} empty={none} testId="analytics-browsers" />
        <TopList title={t('report.systems')} rows={r.systems} empty={none} testId="analytics-systems" />
        <ConversionCard conversion={r.conversion} />
        {r.formStops.length ? (
          <TopList
            title={t('report.formStops')}
            rows={r.formStops}
            empty=""
            testId="analytics-form-stops"
            measure={t('report.partials')}
            description={t('report.formStopsText')}
          />
        ) : null}
      </SimpleGrid>
      <EventsTable events={r.events} />
    </>
  );
}

const change = (now: number, before: number) => (before === 0 ? null : Math.round(((now - before) / before) * 100));

/** A headline figure, what it counts, and its change on the period before. */
export function Figure({ label, value, before, description, testId }: { label: string; value: number; before?: number | undefined; description: string; testId: string }) {
  const { t } = useTranslation('analytics');
  const delta = before === undefined ? null : change(value, before);
  return (
    <Paper withBorder radius="lg" p="md" data-testid={testId}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Group gap="xs" align="baseline">
        <Text fw={700} size="xl">
          {formatNumber(value)}
        </Text>
        {delta !== null && (
          <Text size="xs" c={delta >= 0 ? 'teal.8' : 'red.8'}>
            {t('figures.change', { delta: `${delta >= 0 ? '+' : ''}${formatNumber(delta)}` })}
          </Text>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {description}
      </Text>
    </Paper>
  );
}
