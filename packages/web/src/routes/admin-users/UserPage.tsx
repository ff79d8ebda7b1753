/**
 * /admin/users/:id — one account for an administrator (issue 15): who it is, its type and storage, open sessions,
 * login history, the audit entries about it (super admins), and the actions, each confirmed: change the type,
 * deactivate or activate, send a password reset, change the email, make or unmake an admin (super admins).
 */
import { AccountTokens } from '../profile/TokensSection.tsx';
import { Alert, Badge, Button, Container, Group, Modal, Paper, Progress, Select, SimpleGrid, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ACCOUNT_TYPES, auditActionText, auditChangeLines, formatDate, formatStorage } from '@folio/model';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useAudit, useUserAction, useUserDetail } from '../../api/admin.ts';
import { errorMessage } from '../../api/client.ts';
import { BackLink } from '../../components/BackLink.tsx';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { usePageTitle } from '../../lib/title.ts';
import { useSession } from '../../session/store.ts';
import { RoleBadges } from './UsersPage.tsx';


interface Pending {
  title: string;
  message: string;
  label: string;
  run: () => void;
  danger?: boolean;
}

export function UserPage() {
  const { id = '' } = useParams();
  const session = useSession();
  const detail = useUserDetail(id);
  const audit = useAudit(20, id, session?.isSuperAdmin === true);
  const action = useUserAction(id);
  const [confirm, setConfirm] = useState<Pending | null>(null);
  const [emailOpen, setEmailOpen] = useState(false);
  const [newEmail, setNewEmail] = useState('');
  const d = detail.data;
  usePageTitle(d?.user.displayName ?? 'User');
  const run = (path: string, done: string, body?: unknown, method?: 'POST' | 'PUT') =>
    action.mutate(
      { path, ...(body !== undefined ? { body } : {}), ...(method ? { method } : {}) },
      {
        onSuccess: () => {
          setConfirm(null);
          setEmailOpen(false);
          notifications.show({ color: 'green', message: done });
        },
        onError: (e) => notifications.show({ color: 'red', message: errorMessage(e) }),
      },
    );
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <BackLink to="/admin/users" label="All users" testId="user-back" />
        <ErrorAlert of={detail} testId="user-error" />
        {!d ? (
          <Skeleton h={300} />
        ) : (
          <>
            <Stack gap={4}>
              <Title order={1} size="h2" data-testid="user-name">
                {d.user.displayName}
              </Title>
              <Text c="dimmed" data-testid="user-email">
                {d.user.email}
              </Text>
              <RoleBadges user={d.user} />
            </Stack>
            {!d.canManage && <Alert color="gray">Only a super admin can change this account.</Alert>}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Paper withBorder radius="lg" p="md">
                <Text fw={700} size="sm" mb="xs">
                  Account type
                </Text>
                <Select
                  data={ACCOUNT_TYPES.map((t) => ({ value: String(t.id), label: t.name }))}
                  value={String(d.user.accountTypeId)}
                  allowDeselect={false}
                  disabled={!d.canManage}
                  aria-label="Account type"
                  onChange={(v) =>
                    v &&
                    setConfirm({
                      title: 'Change the account type?',
                      message: `${d.user.displayName} becomes ${ACCOUNT_TYPES.find((t) => String(t.id) === v)?.name}. Nothing stored is removed when a type is lowered.`,
                      label: 'Change',
                      run: () => run('/changeAccountType', 'Account type changed.', { accountTypeId: Number(v) }),
                    })
                  }
                  data-testid="user-type"
                />
                <Text size="xs" c="dimmed" mt="sm">
                  Storage: {formatStorage(d.storage.used, d.storage.limit)} ({d.storage.accountTypeName} in effect)
                </Text>
                <Progress value={Math.min(100, (d.storage.used / d.storage.limit) * 100)} mt={4} aria-label="Storage used" />
              </Paper>
              <Paper withBorder radius="lg" p="md">
                <Text fw={700} size="sm" mb="xs">
                  Actions
                </Text>
                <Stack gap="xs">
                  {d.user.isActive ? (
                    <Button
                      color="red"
                      variant="light"
                      disabled={!d.canManage || d.user.id === session?.currentUserId}
                      onClick={() =>
                        setConfirm({ title: 'Deactivate this account?', message: 'Their sessions end at once and they cannot sign in until reactivated. Nothing is deleted.', label: 'Deactivate', danger: true, run: () => run('/deactivate', 'Account deactivated.') })
                      }
                      data-testid="user-deactivate"
                    >
                      Deactivate
                    </Button>
                  ) : (
                    <Button variant="light" disabled={!d.canManage} onClick={() => run('/activate', 'Account activated.')} data-testid="user-activate">
                      Activate
                    </Button>
                  )}
                  <Button
                    variant="light"
                    disabled={!d.canManage}
                    onClick={() => setConfirm({ title: 'Send a password reset?', message: `A link to choose a new password is mailed to ${d.user.email}.`, label: 'Send', run: () => run('/reset-password', 'Password reset mailed.') })}
                    data-testid="user-reset"
                  >
                    Send a password reset
                  </Button>
                  <Button variant="light" disabled={!d.canManage} onClick={() => setEmailOpen(true)} data-testid="user-change-email">
                    Change the email
                  </Button>
                  {session?.isSuperAdmin && !d.user.isSuperAdmin && d.user.id !== session.currentUserId && (
                    <Button variant="subtle" onClick={() => run('', d.user.isAdmin ? 'No longer an admin.' : 'Now an admin.', { isAdmin: !d.user.isAdmin }, 'PUT')} data-testid="user-admin-toggle">
                      {d.user.isAdmin ? 'Remove admin role' : 'Make admin'}
                    </Button>
                  )}
                </Stack>
              </Paper>
            </SimpleGrid>
            <Paper withBorder radius="lg" p="md">
              <Text fw={700} size="sm" mb="xs">
                Sign-ins ({d.sessions.length} open {d.sessions.length === 1 ? 'session' : 'sessions'}; joined {formatDate(d.user.createdAt)})
              </Text>
              {d.logins.length === 0 ? (
                <Text size="sm" c="dimmed" data-testid="user-logins-empty">
                  {d.canManage ? 'No sign-in yet.' : 'Only a super admin sees the sign-ins of an administrator.'}
                </Text>
              ) : (
                <Table.ScrollContainer minWidth={420}>
                  <Table data-testid="user-logins">
                    <Table.Tbody>
                      {d.logins.map((l) => (
                        <Table.Tr key={l.createdAt + l.ip}>
                          <Table.Td>{formatDate(l.createdAt)}</Table.Td>
                          <Table.Td>{l.success ? <Badge color="green">Signed in</Badge> : <Badge color="red">{l.reason || 'Refused'}</Badge>}</Table.Td>
                          <Table.Td>{l.ip}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              )}
            </Paper>
            {d.canManage && (
              <Paper withBorder radius="lg" p="md" component="section" aria-label="Access tokens">
                <Text fw={700} size="sm" mb="xs">
                  Access tokens
                </Text>
                <AccountTokens owner={d.user.id} />
              </Paper>
            )}
            {session?.isSuperAdmin && (
              <Paper withBorder radius="lg" p="md" data-testid="user-audit">
                <Text fw={700} size="sm" mb="xs">
                  What administrators did
                </Text>
                {(audit.data?.items ?? []).length === 0 ? (
                  <Text size="sm" c="dimmed">
                    Nothing yet.
                  </Text>
                ) : (
                  <Stack gap={4}>
                    {audit.data!.items.map((e) => (
                      <Text key={e.id} size="sm" data-testid="user-audit-entry">
                        {formatDate(e.createdAt)} · {e.actor?.displayName ?? 'someone'} · {auditActionText(e.action)}
                        {auditChangeLines(e.before, e.after).map((line) => ` · ${line}`).join('')}
                      </Text>
                    ))}
                  </Stack>
                )}
              </Paper>
            )}
          </>
        )}
      </Stack>
      <Modal opened={confirm !== null} onClose={() => setConfirm(null)} title={confirm?.title} centered>
        <Stack>
          <Text size="sm">{confirm?.message}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirm(null)}>
              Cancel
            </Button>
            <Button color={confirm?.danger ? 'red' : undefined} loading={action.isPending} onClick={() => confirm?.run()} data-testid="user-confirm">
              {confirm?.label}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal opened={emailOpen} onClose={() => setEmailOpen(false)} title="Change the email" centered>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            run('/change-email', 'Email changed; the new address must be verified.', { email: newEmail });
          }}
        >
          <Stack>
            <TextInput label="New email" type="email" required value={newEmail} onChange={(e) => setNewEmail(e.currentTarget.value)} data-testid="user-new-email" />
            <Text size="xs" c="dimmed">
              A verification link goes to the new address, and the old one is told. They sign in again once it is verified.
            </Text>
            <Group justify="flex-end">
              <Button type="submit" loading={action.isPending} data-testid="user-new-email-save">
                Change
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Container>
  );
}
