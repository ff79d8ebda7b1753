/**
 * A folio's submissions (issue 11): a table with one column per form field, named by its label and kept when the
 * form changes; search, a filter on one field, sort by any column, paging on the server; one submission in a
 * drawer; exports of all or the filtered rows. The owner's and receivers' screen (receivers only read).
 */
import { Anchor, Badge, Button, Container, Group, Menu, Pagination, Paper, Select, Skeleton, Stack, Table, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconArrowDown, IconArrowUp, IconDownload, IconInbox, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import { PartialSubmissions } from './PartialSubmissions.tsx';
import { downloadExport, useSubmissions, type Submission, type SubmissionColumn } from '../../api/submissions.ts';
import { BackLink } from '../../components/BackLink.tsx';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { usePageTitle } from '../../lib/title.ts';
import { answerLabel, formatWhen, submitterName } from './answers.ts';
import { SubmissionDrawer } from './SubmissionDrawer.tsx';
import { languageLabel } from '../../editor/translations/languageLabel.ts';
import { ResultCount } from '../../components/ResultCount.tsx';

const PAGE_SIZE = 25;
/** The sort key of the submitted time. */
const SENT_AT = 'createdAt';

export function SubmissionsPage() {
  const { t } = useTranslation('submissions');
  const folioId = useParams().id ?? '';
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState('-createdAt');
  const [search, setSearch] = useState('');
  const [searched] = useDebouncedValue(search.trim(), 300);
  const [filterField, setFilterField] = useState<string | null>(null);
  const [filterValue, setFilterValue] = useState('');
  const [filterDebounced] = useDebouncedValue(filterValue.trim(), 300);
  const [openId, setOpenId] = useState<string | null>(null);
  const [exporting, setExporting] = useState<'csv' | 'xlsx' | null>(null);
  const filter = filterField && filterDebounced ? JSON.stringify({ [filterField]: filterDebounced }) : undefined;
  const query = useSubmissions(folioId, { first: PAGE_SIZE, after: (page - 1) * PAGE_SIZE, sort, search: searched || undefined, filter });
  const data = query.data;
  usePageTitle(data ? t('page.titleOf', { name: data.folio.name }) : t('page.title'));
  const columns = useMemo(() => data?.columns ?? [], [data]);
  const open = data?.items.find((s) => s.id === openId) ?? null;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  const filtering = Boolean(searched || filter);

  const exportAs = async (format: 'csv' | 'xlsx') => {
    setExporting(format);
    try {
      await downloadExport(folioId, format, { search: searched || undefined, filter });
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error) });
    } finally {
      setExporting(null);
    }
  };

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <BackLink to="/home" label={t('dashboard')} testId="submissions-back" />
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={2}>
            <Title order={1} size="h2" data-testid="submissions-heading">
              {t('page.title')}
            </Title>
            <Text c="dimmed" data-testid="submissions-folio">
              {data ? data.folio.name : ' '}
            </Text>
          </Stack>
          <Menu position="bottom-end">
            <Menu.Target>
              <Button leftSection={<IconDownload size={16} />} loading={exporting !== null} disabled={!data || data.total === 0} data-testid="submissions-export">
                {filtering ? t('page.exportFiltered') : t('page.exportAll')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => void exportAs('csv')} data-testid="submissions-export-csv">
                {t('page.exportCsv')}
              </Menu.Item>
              <Menu.Item onClick={() => void exportAs('xlsx')} data-testid="submissions-export-xlsx">
                {t('page.exportXlsx')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>

        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            label={t('page.search')}
            placeholder={t('page.searchPlaceholder')}
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              setPage(1);
            }}
            style={{ flex: '1 1 220px' }}
            data-testid="submissions-search"
          />
          <Select
            label={t('page.filterBy')}
            placeholder={t('page.field')}
            clearable
            data={columns.map((c) => ({ value: c.widgetId, label: c.label }))}
            value={filterField}
            onChange={(v) => {
              setFilterField(v);
              setFilterValue('');
              setPage(1);
            }}
            style={{ flex: '0 1 200px' }}
            data-testid="submissions-filter-field"
          />
          <FilterValue
            column={columns.find((c) => c.widgetId === filterField)}
            value={filterValue}
            onChange={(v) => {
              setFilterValue(v);
              setPage(1);
            }}
          />
        </Group>

        <Paper withBorder radius="md" p={0} style={{ overflow: 'hidden' }}>
          <ErrorAlert of={query} testId="submissions-error" />
          {query.isPending ? (
            <Stack p="md" gap="xs" data-testid="submissions-loading" aria-label={t('page.loading')}>
              <Skeleton h={36} />
              <Skeleton h={36} />
              <Skeleton h={36} />
            </Stack>
          ) : data && data.total === 0 ? (
            <Stack align="center" gap="xs" p="xl" data-testid="submissions-empty">
              <IconInbox size={40} stroke={1.4} />
              <Text fw={600}>{filtering ? t('page.noMatch') : t('page.emptyTitle')}</Text>
              <Text c="dimmed" size="sm" ta="center" maw={420}>
                {filtering ? t('page.noMatchHelp') : t('page.emptyHelp')}
              </Text>
              {!filtering ? (
                <Anchor component={Link} to={`/folios/${encodeURIComponent(folioId)}/edit`} size="sm">
                  {t('page.openFolio')}
                </Anchor>
              ) : null}
            </Stack>
          ) : data ? (
            <SubmissionTable items={data.items} columns={columns} dense={data.folio.spreadsheet} sort={sort} onSort={(s) => { setSort(s); setPage(1); }} onOpen={setOpenId} />
          ) : null}
        </Paper>

        {data && data.total > 0 ? (
          <Group justify="space-between" gap="sm">
            <ResultCount total={data.total} estimate={data.totalIsEstimate} loading={query.isFetching} size="sm" testId="submissions-count" />
            {pages > 1 ? <Pagination total={pages} value={page} onChange={setPage} size="sm" siblings={1} aria-label={t('page.pages')} /> : null}
          </Group>
        ) : null}
        <PartialSubmissions folioId={folioId} />
      </Stack>
      <SubmissionDrawer
        folioId={folioId}
        submission={open}
        columns={columns}
        canEdit={data?.folio.canEdit ?? false}
        canDelete={data?.folio.canDelete ?? false}
        onClose={() => setOpenId(null)}
      />
    </Container>
  );
}

function FilterValue({ column, value, onChange }: { column: SubmissionColumn | undefined; value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation('submissions');
  if (column?.options) {
    return (
      <Select
        label={t('page.answer')}
        placeholder={t('page.choose')}
        data={column.options}
        value={value || null}
        onChange={(v) => onChange(v ?? '')}
        style={{ flex: '0 1 200px' }}
        data-testid="submissions-filter-value"
      />
    );
  }
  return (
    <TextInput
      label={t('page.answer')}
      placeholder={column ? t('page.exactAnswer') : t('page.chooseFieldFirst')}
      disabled={!column}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      style={{ flex: '0 1 200px' }}
      data-testid="submissions-filter-value"
    />
  );
}

interface TableProps {
  items: Submission[];
  columns: SubmissionColumn[];
  dense: boolean;
  sort: string;
  onSort: (sort: string) => void;
  onOpen: (id: string) => void;
}

function SubmissionTable({ items, columns, dense, sort, onSort, onOpen }: TableProps) {
  const { t, i18n } = useTranslation(['submissions', 'translations']);
  // A folio read in several languages (issue 32): the language each visitor read it in.
  const withLanguage = items.some((s) => s.language);
  const header = (key: string, label: string) => {
    const active = sort === key || sort === `-${key}`;
    const descending = sort === `-${key}`;
    return (
      <Table.Th key={key} aria-sort={active ? (descending ? 'descending' : 'ascending') : undefined} style={{ whiteSpace: 'nowrap' }}>
        <UnstyledButton onClick={() => onSort(active && !descending ? `-${key}` : key)} fw={600} fz="sm" data-testid={`submissions-sort-${key}`}>
          <Group gap={4} wrap="nowrap">
            {label}
            {active ? descending ? <IconArrowDown size={14} /> : <IconArrowUp size={14} /> : null}
          </Group>
        </UnstyledButton>
      </Table.Th>
    );
  };
  return (
    <Table.ScrollContainer minWidth={Math.max(480, 180 + columns.length * 160)}>
      <Table
        striped
        highlightOnHover
        withColumnBorders={dense}
        verticalSpacing={dense ? 4 : 'sm'}
        fz={dense ? 'xs' : 'sm'}
        data-testid="submissions-table"
      >
        <Table.Thead>
          <Table.Tr>
            {header(SENT_AT, t('table.submitted'))}
            <Table.Th>{t('table.submitter')}</Table.Th>
            {columns.map((c) =>
              header(c.widgetId, c.removed ? t('table.removedColumn', { label: c.label }) : c.label),
            )}
            {withLanguage ? <Table.Th>{t('translations:submissions.language')}</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((s) => (
            <Table.Tr key={s.id} onClick={() => onOpen(s.id)} style={{ cursor: 'pointer' }} data-testid="submission-row">
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Anchor component="button" type="button" size={dense ? 'xs' : 'sm'} onClick={(e) => { e.stopPropagation(); onOpen(s.id); }}>
                  {formatWhen(s.createdAt)}
                </Anchor>
                {s.editedAt ? (
                  <Badge size="xs" variant="light" ms={6}>
                    {t('table.edited')}
                  </Badge>
                ) : null}
              </Table.Td>
              <Table.Td>{submitterName(s)}</Table.Td>
              {columns.map((c) => (
                <Table.Td key={c.widgetId} style={{ maxWidth: 260, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                  {answerLabel(c, s.data[c.widgetId])}
                </Table.Td>
              ))}
              {withLanguage ? (
                <Table.Td data-testid="submission-language">
                  {s.language ? `${languageLabel(s.language, i18n.language)} (${s.language})` : t('translations:submissions.unknown')}
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
