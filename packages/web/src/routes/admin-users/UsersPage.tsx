/**
 * /admin/users — accounts for admins and super admins (issue 15): search by name or email, filters (type, active,
 * verified, role), sort, and a new account by invitation. A row opens the user's page.
 */
import { Badge, Button, Container, EmptyState, Group, Modal, Paper, Select, SimpleGrid, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconSearch, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { ACCOUNT_TYPES } from '@folio/model';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link, useNavigate } from 'react-router';
import { useCreateUser, useManagedUsers, type ManagedUser, type UserFilters } from '../../api/admin.ts';
import { errorMessage } from '../../api/client.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { formatDate } from '../../i18n/format.ts';
import { usePageTitle } from '../../lib/title.ts';
import { ResultCount } from '../../components/ResultCount.tsx';
import { accountTypeName } from '../profile/accountTypeName.ts';

const PAGE = 50;
/** The account types for a Select, named in the app's language. */
export const accountTypeOptions = () => ACCOUNT_TYPES.map((t) => ({ value: String(t.id), label: accountTypeName(t.id) }));

export function RoleBadges({ user }: { user: ManagedUser }) {
  const { t } = useTranslation('admin');
  return (
    <Group gap={4}>
      {user.isSuperAdmin && <Badge color="grape">{t('users.roles.superAdmin')}</Badge>}
      {user.isAdmin && <Badge color="violet">{t('users.roles.admin')}</Badge>}
      {!user.isActive && <Badge color="red">{t('users.roles.deactivated')}</Badge>}
      {!user.isVerified && <Badge color="gray">{t('users.roles.unverified')}</Badge>}
    </Group>
  );
}

function NewAccount({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const create = useCreateUser();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [type, setType] = useState('1');
  return (
    <Modal opened={opened} onClose={onClose} title={t('users.new.title')} centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate(
            { email, displayName: name, accountTypeId: Number(type) },
            {
              onSuccess: (u) => {
                notifications.show({ color: 'green', message: t('users.new.made', { email: u.email }) });
                onClose();
                void navigate(`/admin/users/${u.id}`);
              },
            },
          );
        }}
      >
        <Stack>
          <TextInput label={t('users.new.email')} type="email" required value={email} onChange={(e) => setEmail(e.currentTarget.value)} data-testid="new-user-email" />
          <TextInput label={t('users.new.name')} required value={name} onChange={(e) => setName(e.currentTarget.value)} data-testid="new-user-name" />
          <Select label={t('users.accountType')} data={accountTypeOptions()} value={type} onChange={(v) => v && setType(v)} allowDeselect={false} />
          <Text size="xs" c="dimmed">
            {t('users.new.note')}
          </Text>
          {create.isError && <Text c="red" size="sm">{errorMessage(create.error)}</Text>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending} data-testid="new-user-create">
              {t('users.new.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export function UsersPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('users.title'));
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<Omit<UserFilters, 'search'>>({ accountTypeId: '', active: '', verified: '', admin: '', sort: '' });
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [creating, setCreating] = useState(false);
  const list = useManagedUsers(PAGE, { ...filters, search: debounced });
  const set = (key: keyof typeof filters) => (v: string | null) => setFilters((f) => ({ ...f, [key]: v ?? '' }));
  const yesNo = (yes: string, no: string) => [
    { value: 'true', label: yes },
    { value: 'false', label: no },
  ];
  const { items } = list;
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1} size="h2">
            {t('users.title')}
          </Title>
          <Button leftSection={<IconUserPlus size={16} />} onClick={() => setCreating(true)} data-testid="users-new">
            {t('users.new.button')}
          </Button>
        </Group>
        <TextInput leftSection={<IconSearch size={16} />} placeholder={t('users.search')} value={search} onChange={(e) => setSearch(e.currentTarget.value)} aria-label={t('users.searchLabel')} data-testid="users-search" />
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs">
          <Select placeholder={t('users.filters.anyType')} aria-label={t('users.accountType')} data={accountTypeOptions()} value={filters.accountTypeId || null} onChange={set('accountTypeId')} clearable data-testid="users-type" />
          <Select placeholder={t('users.filters.anyActive')} aria-label={t('users.filters.active')} data={yesNo(t('users.filters.active'), t('users.roles.deactivated'))} value={filters.active || null} onChange={set('active')} clearable />
          <Select placeholder={t('users.filters.anyVerified')} aria-label={t('users.filters.verified')} data={yesNo(t('users.filters.verified'), t('users.roles.unverified'))} value={filters.verified || null} onChange={set('verified')} clearable />
          <Select placeholder={t('users.filters.anyRole')} aria-label={t('users.filters.role')} data={yesNo(t('users.filters.admins'), t('users.filters.notAdmins'))} value={filters.admin || null} onChange={set('admin')} clearable />
          <Select
            placeholder={t('users.sort.newest')}
            aria-label={t('users.sort.label')}
            data={[
              { value: 'newest', label: t('users.sort.newest') },
              { value: 'oldest', label: t('users.sort.oldest') },
              { value: 'name', label: t('users.sort.name') },
              { value: 'email', label: t('users.sort.email') },
            ]}
            value={filters.sort || null}
            onChange={set('sort')}
            clearable
          />
        </SimpleGrid>
        <ErrorAlert of={list} testId="users-error" />
        {list.isPending ? (
          <Skeleton h={200} />
        ) : items.length === 0 ? (
          <EmptyState icon={<IconUsers size={28} />} title={t('users.emptyTitle')} description={t('users.emptyText')} />
        ) : (
          <Paper withBorder radius="lg" p="xs">
            <ResultCount total={list.total} estimate={list.totalIsEstimate} loading={list.isFetching} px="xs" pb={4} testId="users-total" />
            <Table.ScrollContainer minWidth={560}>
              <Table highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('users.columns.account')}</Table.Th>
                    <Table.Th>{t('users.columns.type')}</Table.Th>
                    <Table.Th>{t('users.columns.joined')}</Table.Th>
                    <Table.Th>{t('users.columns.lastSignIn')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((u) => (
                    <Table.Tr key={u.id} data-testid="users-row">
                      <Table.Td>
                        <Link to={`/admin/users/${u.id}`} style={{ fontWeight: 600 }}>
                          {u.displayName}
                        </Link>
                        <Text size="xs" c="dimmed">
                          {u.email}
                        </Text>
                        <RoleBadges user={u} />
                      </Table.Td>
                      <Table.Td>{accountTypeName(u.accountTypeName)}</Table.Td>
                      <Table.Td>{formatDate(u.createdAt)}</Table.Td>
                      <Table.Td>{u.lastLoginAt ? formatDate(u.lastLoginAt) : '—'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        )}
        {list.hasMore && (
          <Button variant="subtle" onClick={list.more} loading={list.loadingMore}>
            {t('showMore')}
          </Button>
        )}
      </Stack>
      <NewAccount opened={creating} onClose={() => setCreating(false)} />
    </Container>
  );
}
