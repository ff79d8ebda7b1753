/**
 * The form's partial submissions (issue 31), apart from the complete ones: where visitors stopped (how many per
 * step, as bars) and the answers each kept, newest first. Shown only when there are some.
 */
import { Pagination, Paper, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { usePartials } from '../../api/partials.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { formatDate, formatNumber } from '../../i18n/format.ts';

const PAGE_SIZE = 20;

const shown = (value: unknown): string => (Array.isArray(value) ? value.join(', ') : value === null || value === undefined ? '' : String(value));

export function PartialSubmissions({ folioId }: { folioId: string }) {
  const { t } = useTranslation('submissions');
  const [page, setPage] = useState(1);
  const query = usePartials(folioId, { first: PAGE_SIZE, after: (page - 1) * PAGE_SIZE });
  const data = query.data;
  if (query.isError) return <ErrorAlert of={query} testId="partials-error" />;
  if (!data || data.total === 0) return null;
  const fields = data.fields.slice(0, 4);
  const titleOf = (step: string | null) => data.byStep.find((s) => s.step === step)?.title ?? '';
  const pages = Math.ceil(data.total / PAGE_SIZE);
  return (
    <Stack gap="sm" data-testid="partials">
      <Title order={2} size="h3">
        {t('partials.title', { count: formatNumber(data.total) })}
      </Title>
      <Text size="sm" c="dimmed">
        {t('partials.note')}
      </Text>
      <Paper withBorder radius="md" p="md">
        <Text fw={600} size="sm" mb="xs">
          {t('partials.byStep')}
        </Text>
        <Stack gap="xs" data-testid="partials-by-step">
          {data.byStep.map((s) => (
            <div key={s.step ?? 'none'}>
              <Text size="sm">{t('partials.stepCount', { step: s.title, count: formatNumber(s.count) })}</Text>
              <Progress value={(s.count / data.total) * 100} aria-label={t('partials.stepShare', { step: s.title, count: formatNumber(s.count), total: formatNumber(data.total) })} />
            </div>
          ))}
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p={0} style={{ overflowX: 'auto' }}>
        <Table striped data-testid="partials-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('partials.lastKept')}</Table.Th>
              <Table.Th>{t('partials.stoppedAt')}</Table.Th>
              {fields.map((f) => (
                <Table.Th key={f.widgetId}>{f.label}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.items.map((item) => (
              <Table.Tr key={item.id} data-testid="partial-row">
                <Table.Td>{formatDate(item.updatedAt)}</Table.Td>
                <Table.Td>{titleOf(item.step)}</Table.Td>
                {fields.map((f) => (
                  <Table.Td key={f.widgetId}>{item.texts[f.widgetId] ?? shown(item.data[f.widgetId])}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      {pages > 1 ? <Pagination total={pages} value={page} onChange={setPage} size="sm" aria-label={t('partials.pages')} /> : null}
    </Stack>
  );
}
