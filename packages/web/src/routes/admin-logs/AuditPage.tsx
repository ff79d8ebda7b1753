/**
 * /admin/audit — what administrators did, newest first, in plain words: who, what, to whom, what changed (super
 * admins); filtered by action, by person (administrator or account) and by days.
 */
import { Button, Container, EmptyState, Paper, Select, SimpleGrid, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { useAudit, type AuditFilters } from '../../api/admin.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { formatDate } from '../../i18n/format.ts';
import { usePageTitle } from '../../lib/title.ts';
import { actionText, auditActionOptions, changeLines } from './auditText.ts';

const PAGE = 50;

export function AuditPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('audit.title'));
  const [filters, setFilters] = useState<AuditFilters>({ action: '', person: '', from: '', to: '' });
  const [debounced] = useDebouncedValue(filters, 300);
  const [first, setFirst] = useState(PAGE);
  const audit = useAudit(first, null, true, debounced);
  const set = (key: keyof AuditFilters) => (v: string | null) => setFilters((f) => ({ ...f, [key]: v ?? '' }));
  const filtered = Object.values(filters).some((v) => v !== '');
  const items = audit.data?.items ?? [];
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t('audit.title')}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
          <Select label={t('audit.filters.action')} placeholder={t('audit.filters.anyAction')} data={auditActionOptions()} value={filters.action || null} onChange={set('action')} clearable data-testid="audit-action" />
          <TextInput label={t('audit.filters.person')} placeholder={t('audit.filters.personPlaceholder')} value={filters.person} onChange={(e) => set('person')(e.currentTarget.value)} data-testid="audit-person" />
          <TextInput type="date" label={t('filters.from')} value={filters.from} onChange={(e) => set('from')(e.currentTarget.value)} data-testid="audit-from" />
          <TextInput type="date" label={t('filters.to')} value={filters.to} onChange={(e) => set('to')(e.currentTarget.value)} data-testid="audit-to" />
        </SimpleGrid>
        <ErrorAlert of={audit} testId="audit-error" />
        {audit.isPending ? (
          <Skeleton h={200} />
        ) : items.length === 0 ? (
          filtered ? (
            <EmptyState icon={<IconHistory size={28} />} title={t('audit.noMatch')} description={t('filters.loosen')} />
          ) : (
            <EmptyState icon={<IconHistory size={28} />} title={t('audit.emptyTitle')} description={t('audit.emptyText')} />
          )
        ) : (
          <Paper withBorder radius="lg" p="xs">
            <Table.ScrollContainer minWidth={640}>
              <Table data-testid="audit-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('audit.columns.when')}</Table.Th>
                    <Table.Th>{t('audit.columns.who')}</Table.Th>
                    <Table.Th>{t('audit.columns.what')}</Table.Th>
                    <Table.Th>{t('audit.columns.account')}</Table.Th>
                    <Table.Th>{t('audit.columns.changed')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((e) => (
                    <Table.Tr key={e.id} data-testid="audit-row">
                      <Table.Td>{formatDate(e.createdAt)}</Table.Td>
                      <Table.Td>{e.actor?.displayName ?? '—'}</Table.Td>
                      <Table.Td data-testid="audit-what">{actionText(e.action)}</Table.Td>
                      <Table.Td>{e.target ? <Link to={`/admin/users/${e.target.id}`}>{e.target.email}</Link> : '—'}</Table.Td>
                      <Table.Td>
                        {changeLines(e.before, e.after).map((line) => (
                          <Text key={line} size="xs">
                            {line}
                          </Text>
                        ))}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        )}
        {(audit.data?.total ?? 0) > items.length && (
          <Button variant="subtle" onClick={() => setFirst((n) => n + PAGE)} loading={audit.isFetching}>
            {t('showMore')}
          </Button>
        )}
      </Stack>
    </Container>
  );
}
