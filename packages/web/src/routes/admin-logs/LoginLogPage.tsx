/**
 * /admin/logins — sign-in attempts, newest first, filtered by user, result, address and days: every one for a super
 * admin; for an admin those of ordinary accounts and of unknown names (spec §6).
 */
import { Badge, Button, Container, EmptyState, Paper, Select, SimpleGrid, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconLogin } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useLoginLogs, type LoginLogFilters } from '../../api/admin.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { formatDate } from '../../i18n/format.ts';
import { useRoles } from '../../layout/useRoles.ts';
import { usePageTitle } from '../../lib/title.ts';
import { ResultCount } from '../../components/ResultCount.tsx';
import { loginReasonText } from './auditText.ts';

const PAGE = 50;

export function LoginLogPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('logins.title'));
  const roles = useRoles();
  const [filters, setFilters] = useState<LoginLogFilters>({ user: '', success: '', ip: '', from: '', to: '' });
  const [debounced] = useDebouncedValue(filters, 300);
  const [first, setFirst] = useState(PAGE);
  const logs = useLoginLogs(first, debounced);
  const set = (key: keyof LoginLogFilters) => (v: string | null) => setFilters((f) => ({ ...f, [key]: v ?? '' }));
  const items = logs.data?.items ?? [];
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('logins.title')}
          </Title>
          {!roles.superAdmin && (
            <Text c="dimmed" size="sm" data-testid="logins-scope">
              {t('logins.scope')}
            </Text>
          )}
        </Stack>
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs">
          <TextInput placeholder={t('logins.filters.userPlaceholder')} aria-label={t('logins.filters.user')} value={filters.user} onChange={(e) => set('user')(e.currentTarget.value)} data-testid="logins-user" />
          <Select
            placeholder={t('logins.filters.anyResult')}
            aria-label={t('logins.filters.result')}
            data={[
              { value: 'true', label: t('logins.signedIn') },
              { value: 'false', label: t('logins.refused') },
            ]}
            value={filters.success || null}
            onChange={set('success')}
            clearable
          />
          <TextInput placeholder={t('logins.filters.address')} aria-label={t('logins.filters.address')} value={filters.ip} onChange={(e) => set('ip')(e.currentTarget.value)} />
          <TextInput type="date" aria-label={t('filters.from')} value={filters.from} onChange={(e) => set('from')(e.currentTarget.value)} />
          <TextInput type="date" aria-label={t('filters.to')} value={filters.to} onChange={(e) => set('to')(e.currentTarget.value)} />
        </SimpleGrid>
        <ErrorAlert of={logs} testId="logins-error" />
        {logs.isPending ? (
          <Skeleton h={200} />
        ) : items.length === 0 ? (
          <EmptyState icon={<IconLogin size={28} />} title={t('logins.noMatch')} description={t('filters.loosen')} />
        ) : (
          <Paper withBorder radius="lg" p="xs">
            <ResultCount total={logs.data!.total} loading={logs.isFetching} px="xs" testId="logins-total" />
            <Table.ScrollContainer minWidth={560}>
              <Table data-testid="logins-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('audit.columns.when')}</Table.Th>
                    <Table.Th>{t('logins.filters.user')}</Table.Th>
                    <Table.Th>{t('logins.filters.result')}</Table.Th>
                    <Table.Th>{t('logins.filters.address')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((l) => (
                    <Table.Tr key={l.id} data-testid="logins-row">
                      <Table.Td>{formatDate(l.createdAt)}</Table.Td>
                      <Table.Td>{l.email}</Table.Td>
                      <Table.Td>{l.success ? <Badge variant="filled" color="teal.9">{t('logins.signedIn')}</Badge> : <Badge variant="filled" color="red.9">{loginReasonText(l.reason)}</Badge>}</Table.Td>
                      <Table.Td>{l.ip}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        )}
        {(logs.data?.total ?? 0) > items.length && (
          <Button variant="subtle" onClick={() => setFirst((n) => n + PAGE)} loading={logs.isFetching}>
            {t('showMore')}
          </Button>
        )}
      </Stack>
    </Container>
  );
}
