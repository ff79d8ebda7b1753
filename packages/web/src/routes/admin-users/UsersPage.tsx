/**
 * /admin/users — accounts for admins and super admins (issue 15): search by name or email, filters (type, active,
 * verified, role), sort, and a new account by invitation. A row opens the user's page.
 */
import { Badge, Button, Container, EmptyState, Group, Modal, Paper, Select, SimpleGrid, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconSearch, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { ACCOUNT_TYPES, formatDate } from '@folio/model';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useCreateUser, useManagedUsers, type ManagedUser, type UserFilters } from '../../api/admin.ts';
import { errorMessage } from '../../api/client.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { usePageTitle } from '../../lib/title.ts';
import { ResultCount } from '../../components/ResultCount.tsx';

const PAGE = 50;
const TYPES = ACCOUNT_TYPES.map((t) => ({ value: String(t.id), label: t.name }));

export function RoleBadges({ user }: { user: ManagedUser }) {
  return (
    <Group gap={4}>
      {user.isSuperAdmin && <Badge color="grape">Super admin</Badge>}
      {user.isAdmin && <Badge color="violet">Admin</Badge>}
      {!user.isActive && <Badge color="red">Deactivated</Badge>}
      {!user.isVerified && <Badge color="gray">Unverified</Badge>}
    </Group>
  );
}

function NewAccount({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const create = useCreateUser();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [type, setType] = useState('1');
  return (
    <Modal opened={opened} onClose={onClose} title="New account" centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate(
            { email, displayName: name, accountTypeId: Number(type) },
            {
              onSuccess: (u) => {
                notifications.show({ color: 'green', message: `Account made; ${u.email} was mailed a link to choose a password.` });
                onClose();
                void navigate(`/admin/users/${u.id}`);
              },
            },
          );
        }}
      >
        <Stack>
          <TextInput label="Email" type="email" required value={email} onChange={(e) => setEmail(e.currentTarget.value)} data-testid="new-user-email" />
          <TextInput label="Name" required value={name} onChange={(e) => setName(e.currentTarget.value)} data-testid="new-user-name" />
          <Select label="Account type" data={TYPES} value={type} onChange={(v) => v && setType(v)} allowDeselect={false} />
          <Text size="xs" c="dimmed">
            They get a mail with a link to choose their password. You never see or set it.
          </Text>
          {create.isError && <Text c="red" size="sm">{errorMessage(create.error)}</Text>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending} data-testid="new-user-create">
              Make the account
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export function UsersPage() {
  usePageTitle('Users');
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
            Users
          </Title>
          <Button leftSection={<IconUserPlus size={16} />} onClick={() => setCreating(true)} data-testid="users-new">
            New account
          </Button>
        </Group>
        <TextInput leftSection={<IconSearch size={16} />} placeholder="Search by name or email" value={search} onChange={(e) => setSearch(e.currentTarget.value)} aria-label="Search users" data-testid="users-search" />
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs">
          <Select placeholder="Any type" aria-label="Account type" data={TYPES} value={filters.accountTypeId || null} onChange={set('accountTypeId')} clearable data-testid="users-type" />
          <Select placeholder="Active or not" aria-label="Active" data={yesNo('Active', 'Deactivated')} value={filters.active || null} onChange={set('active')} clearable />
          <Select placeholder="Verified or not" aria-label="Verified" data={yesNo('Verified', 'Unverified')} value={filters.verified || null} onChange={set('verified')} clearable />
          <Select placeholder="Any role" aria-label="Role" data={yesNo('Admins', 'Not admins')} value={filters.admin || null} onChange={set('admin')} clearable />
          <Select
            placeholder="Newest first"
            aria-label="Sort"
            data={[
              { value: 'newest', label: 'Newest first' },
              { value: 'oldest', label: 'Oldest first' },
              { value: 'name', label: 'By name' },
              { value: 'email', label: 'By email' },
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
          <EmptyState icon={<IconUsers size={28} />} title="No account matches" description="Loosen a filter or search for something else." />
        ) : (
          <Paper withBorder radius="lg" p="xs">
            <ResultCount total={list.total} estimate={list.totalIsEstimate} loading={list.isFetching} px="xs" pb={4} testId="users-total" />
            <Table.ScrollContainer minWidth={560}>
              <Table highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Account</Table.Th>
                    <Table.Th>Type</Table.Th>
                    <Table.Th>Joined</Table.Th>
                    <Table.Th>Last sign-in</Table.Th>
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
                      <Table.Td>{u.accountTypeName}</Table.Td>
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
            Show more
          </Button>
        )}
      </Stack>
      <NewAccount opened={creating} onClose={() => setCreating(false)} />
    </Container>
  );
}
