/**
 * One folio's or website's report below its chart: top pages, entry and exit pages, referrers, campaigns,
 * countries, devices, browsers, systems, the form conversion and the events. Shown to the owner and on a read-only
 * dashboard link alike.
 */
import { Group, Paper, SimpleGrid, Text } from '@mantine/core';
import type { AnalyticsReport } from '../../api/analytics.ts';
import { ConversionCard, EventsTable } from './ReportCards.tsx';
import { TopList } from './TopList.tsx';

const regions = new Intl.DisplayNames(['en'], { type: 'region' });
const countryName = (code: string) => {
  if (!code) return 'Unknown';
  try {
    return regions.of(code) ?? code;
  } catch {
    return code;
  }
};

export function ItemReport({ report: r }: { report: AnalyticsReport }) {
  const none = 'No views in this period.';
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TopList title="Top pages" rows={r.pages} empty={none} testId="analytics-pages" />
        <TopList title="Entry pages" rows={r.entries} empty={none} testId="analytics-entries" measure="Visits" description="The first page of each visit." />
        <TopList title="Exit pages" rows={r.exits} empty={none} testId="analytics-exits" measure="Visits" description="The last page of each visit." />
        <TopList title="Referrers" rows={r.referrers} empty="No visits from other sites." testId="analytics-referrers" />
        <TopList
          title="Campaigns"
          rows={r.campaigns}
          empty="No visits from links with a campaign (utm_campaign)."
          testId="analytics-campaigns"
          description="From links tagged with utm_campaign."
        />
        <TopList title="Campaign sources" rows={r.sources} empty="No visits from links with a source (utm_source)." testId="analytics-sources" description="From links tagged with utm_source." />
        <TopList title="Countries" rows={r.countries} empty={none} testId="analytics-countries" show={countryName} description="From the visitor’s address, which is not kept." />
        <TopList title="Devices" rows={r.devices} empty={none} testId="analytics-devices" />
        <TopList title="Browsers" rows={r.browsers} empty={none} testId="analytics-browsers" />
        <TopList title="Operating systems" rows={r.systems} empty={none} testId="analytics-systems" />
        <ConversionCard conversion={r.conversion} />
        {r.formStops.length ? (
          <TopList
            title="Where form visitors stopped"
            rows={r.formStops}
            empty=""
            testId="analytics-form-stops"
            measure="Partials"
            description="Answers kept and never sent, by the step the visitor last reached (when the form keeps partial submissions)."
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
  const delta = before === undefined ? null : change(value, before);
  return (
    <Paper withBorder radius="lg" p="md" data-testid={testId}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Group gap="xs" align="baseline">
        <Text fw={700} size="xl">
          {value.toLocaleString('en')}
        </Text>
        {delta !== null && (
          <Text size="xs" c={delta >= 0 ? 'teal.8' : 'red.8'}>
            {delta >= 0 ? '+' : ''}
            {delta} % vs the period before
          </Text>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {description}
      </Text>
    </Paper>
  );
}
