/**
 * /admin/users/:id — one account for an administrator (issue 15): who it is, its type and storage, open sessions,
 * login history, the audit entries about it (super admins), and the actions, each confirmed: change the type,
 * deactivate or activate, send a password reset, change the email, make or unmake an admin (super admins).
 */
import { AccountTokens } from '../profile/TokensSection.tsx';
import { Alert, Badge, Button, Container, Group, Modal, Paper, Progress, Select, SimpleGrid, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useParams } from 'react-router';
import { useAudit, useUserAction, useUserDetail } from '../../api/admin.ts';
import { errorMessage } from '../../api/client.ts';
import { BackLink } from '../../components/BackLink.tsx';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { formatDate, storageParts } from '../../i18n/format.ts';
import { usePageTitle } from '../../lib/title.ts';
import { useSession } from '../../session/store.ts';
import { actionText, changeLines, loginReasonText } from '../admin-logs/auditText.ts';
import { accountTypeName } from '../profile/accountTypeName.ts';
import { accountTypeOptions, RoleBadges } from './UsersPage.tsx';


interface Pending {
  title: string;
  message: string;
  label: string;
  run: () => void;
  danger?: boolean;
}

export function UserPage() {
  const { t } = useTranslation('admin');
  const { id = '' } = useParams();
  const session = useSession();
  const detail = useUserDetail(id);
  const audit = useAudit(20, id, session?.isSuperAdmin === true);
  const action = useUserAction(id);
  const [confirm, setConfirm] = useState<Pending | null>(null);
  const [emailOpen, setEmailOpen] = useState(false);
  const [newEmail, setNewEmail] = useState('');
  const d = detail.data;
  usePageTitle(d?.user.displayName ?? t('user.title'));
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
        <BackLink to="/admin/users" label={t('user.back')} testId="user-back" />
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
            {!d.canManage && <Alert color="gray">{t('user.onlySuperAdmin')}</Alert>}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Paper withBorder radius="lg" p="md">
                <Text fw={700} size="sm" mb="xs">
                  {t('users.accountType')}
                </Text>
                <Select
                  data={accountTypeOptions()}
                  value={String(d.user.accountTypeId)}
                  allowDeselect={false}
                  disabled={!d.canManage}
                  aria-label={t('users.accountType')}
                  onChange={(v) =>
                    v &&
                    setConfirm({
                      title: t('user.type.confirmTitle'),
                      message: t('user.type.confirmText', { name: d.user.displayName, type: accountTypeName(v) }),
                      label: t('user.type.confirmButton'),
                      run: () => run('/changeAccountType', t('user.type.done'), { accountTypeId: Number(v) }),
                    })
                  }
                  data-testid="user-type"
                />
                <Text size="xs" c="dimmed" mt="sm">
                  {t('user.storage', { storage: t('common:storage', storageParts(d.storage.used, d.storage.limit)), type: accountTypeName(d.storage.accountTypeName) })}
                </Text>
                <Progress value={Math.min(100, (d.storage.used / d.storage.limit) * 100)} mt={4} aria-label={t('user.storageUsed')} />
              </Paper>
              <Paper withBorder radius="lg" p="md">
                <Text fw={700} size="sm" mb="xs">
                  {t('user.actions')}
                </Text>
                <Stack gap="xs">
                  {d.user.isActive ? (
                    <Button
                      color="red"
                      variant="light"
                      disabled={!d.canManage || d.user.id === session?.currentUserId}
                      onClick={() =>
                        setConfirm({ title: t('user.deactivate.confirmTitle'), message: t('user.deactivate.confirmText'), label: t('user.deactivate.button'), danger: true, run: () => run('/deactivate', t('user.deactivate.done')) })
                      }
                      data-testid="user-deactivate"
                    >
                      {t('user.deactivate.button')}
                    </Button>
                  ) : (
                    <Button variant="light" disabled={!d.canManage} onClick={() => run('/activate', t('user.activate.done'))} data-testid="user-activate">
                      {t('user.activate.button')}
                    </Button>
                  )}
                  <Button
                    variant="light"
                    disabled={!d.canManage}
                    onClick={() => setConfirm({ title: t('user.reset.confirmTitle'), message: t('user.reset.confirmText', { email: d.user.email }), label: t('user.reset.confirmButton'), run: () => run('/reset-password', t('user.reset.done')) })}
                    data-testid="user-reset"
                  >
                    {t('user.reset.button')}
                  </Button>
                  <Button variant="light" disabled={!d.canManage} onClick={() => setEmailOpen(true)} data-testid="user-change-email">
                    {t('user.email.button')}
                  </Button>
                  {session?.isSuperAdmin && !d.user.isSuperAdmin && d.user.id !== session.currentUserId && (
                    <Button variant="subtle" onClick={() => run('', d.user.isAdmin ? t('user.admin.removed') : t('user.admin.made'), { isAdmin: !d.user.isAdmin }, 'PUT')} data-testid="user-admin-toggle">
                      {d.user.isAdmin ? t('user.admin.remove') : t('user.admin.make')}
                    </Button>
                  )}
                </Stack>
              </Paper>
            </SimpleGrid>
            <Paper withBorder radius="lg" p="md">
              <Text fw={700} size="sm" mb="xs">
                {t('user.signIns', { count: d.sessions.length, joined: formatDate(d.user.createdAt) })}
              </Text>
              {d.logins.length === 0 ? (
                <Text size="sm" c="dimmed" data-testid="user-logins-empty">
                  {d.canManage ? t('user.noSignIn') : t('user.signInsHidden')}
                </Text>
              ) : (
                <Table.ScrollContainer minWidth={420}>
                  <Table data-testid="user-logins">
                    <Table.Tbody>
                      {d.logins.map((l) => (
                        <Table.Tr key={l.createdAt + l.ip}>
                          <Table.Td>{formatDate(l.createdAt)}</Table.Td>
                          <Table.Td>{l.success ? <Badge color="green">{t('logins.signedIn')}</Badge> : <Badge color="red">{loginReasonText(l.reason)}</Badge>}</Table.Td>
                          <Table.Td>{l.ip}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              )}
            </Paper>
            {d.canManage && (
              <Paper withBorder radius="lg" p="md" component="section" aria-label={t('user.tokens')}>
                <Text fw={700} size="sm" mb="xs">
                  {t('user.tokens')}
                </Text>
                <AccountTokens owner={d.user.id} />
              </Paper>
            )}
            {session?.isSuperAdmin && (
              <Paper withBorder radius="lg" p="md" data-testid="user-audit">
                <Text fw={700} size="sm" mb="xs">
                  {t('user.audit')}
                </Text>
                {(audit.data?.items ?? []).length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {t('user.auditEmpty')}
                  </Text>
                ) : (
                  <Stack gap={4}>
                    {audit.data!.items.map((e) => (
                      <Text key={e.id} size="sm" data-testid="user-audit-entry">
                        {formatDate(e.createdAt)} · {e.actor?.displayName ?? t('user.someone')} · {actionText(e.action)}
                        {changeLines(e.before, e.after).map((line) => ` · ${line}`).join('')}
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
              {t('common:actions.cancel')}
            </Button>
            <Button color={confirm?.danger ? 'red' : undefined} loading={action.isPending} onClick={() => confirm?.run()} data-testid="user-confirm">
              {confirm?.label}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal opened={emailOpen} onClose={() => setEmailOpen(false)} title={t('user.email.button')} centered>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            run('/change-email', t('user.email.done'), { email: newEmail });
          }}
        >
          <Stack>
            <TextInput label={t('user.email.label')} type="email" required value={newEmail} onChange={(e) => setNewEmail(e.currentTarget.value)} data-testid="user-new-email" />
            <Text size="xs" c="dimmed">
              {t('user.email.note')}
            </Text>
            <Group justify="flex-end">
              <Button type="submit" loading={action.isPending} data-testid="user-new-email-save">
                {t('user.email.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Container>
  );
}
