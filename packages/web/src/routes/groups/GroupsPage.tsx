/** /groups — the user's account groups: named lists of people to share with or to receive form submissions. */
import { ActionIcon, Button, Container, EmptyState, Group, Paper, Skeleton, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconTrash, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { errorMessage } from '../../api/client.ts';
import { useDeleteGroup, useMyGroups, useSaveGroup, type AccountGroup } from '../../api/people.ts';
import { AccountPicker } from '../../components/AccountPicker.tsx';
import { ConfirmDelete } from '../../components/ConfirmDelete.tsx';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { usePageTitle } from '../../lib/title.ts';
import { useSession } from '../../session/store.ts';

function GroupForm({ group, onDone }: { group?: AccountGroup; onDone: () => void }) {
  const { t } = useTranslation('people');
  const session = useSession();
  const [name, setName] = useState(group?.name ?? '');
  const [members, setMembers] = useState<string[]>(group?.members.map((m) => m.id) ?? []);
  const save = useSaveGroup();
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    save.mutate(
      { ...(group ? { id: group.id } : {}), name: name.trim(), memberIds: members },
      {
        onSuccess: (saved) => {
          notifications.show({ color: 'green', message: t('groups.saved', { name: saved.name }) });
          onDone();
        },
        onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
      },
    );
  };
  return (
    <form onSubmit={submit} data-testid="group-form">
      <Stack gap="sm">
        <TextInput label={t('groups.name')} required maxLength={80} value={name} onChange={(e) => setName(e.currentTarget.value)} data-testid="group-name" />
        <AccountPicker label={t('groups.members')} value={members} onChange={setMembers} exclude={[session?.currentUserId ?? '']} testId="group-members" />
        <Group gap="xs">
          <Button type="submit" loading={save.isPending} disabled={!name.trim()} data-testid="group-save">
            {group ? t('groups.save') : t('groups.create')}
          </Button>
          <Button variant="default" onClick={onDone}>
            {t('common:actions.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function GroupsPage() {
  const { t } = useTranslation('people');
  usePageTitle(t('groups.title'));
  const groups = useMyGroups();
  const remove = useDeleteGroup();
  const [editing, setEditing] = useState<AccountGroup | 'new' | null>(null);
  const [confirm, setConfirm] = useState<AccountGroup | null>(null);
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <Stack gap={4}>
            <Title order={1} size="h2">
              {t('groups.title')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('groups.intro')}
            </Text>
          </Stack>
          {editing === null && (
            <Button onClick={() => setEditing('new')} data-testid="group-new">
              {t('groups.new')}
            </Button>
          )}
        </Group>
        {editing !== null && (
          <Paper withBorder radius="lg" p="md">
            <GroupForm {...(editing === 'new' ? {} : { group: editing })} onDone={() => setEditing(null)} />
          </Paper>
        )}
        <ErrorAlert of={groups} testId="groups-error" />
        {groups.isPending ? (
          <Skeleton h={60} />
        ) : groups.data?.length ? (
          <Stack gap="sm" data-testid="group-list">
            {groups.data.map((g) => (
              <Paper key={g.id} withBorder radius="md" p="md" data-testid="group-row">
                <Group justify="space-between" wrap="nowrap">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text fw={600}>{g.name}</Text>
                    <Text size="sm" c="dimmed" lineClamp={2}>
                      {g.members.length ? g.members.map((m) => m.displayName).join(', ') : t('groups.noMembers')}
                    </Text>
                  </Stack>
                  <Group gap={4} wrap="nowrap">
                    <Tooltip label={t('groups.edit', { name: g.name })}>
                      <ActionIcon variant="subtle" aria-label={t('groups.edit', { name: g.name })} onClick={() => setEditing(g)} data-testid="group-edit">
                        <IconPencil size={16} />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t('groups.delete', { name: g.name })}>
                      <ActionIcon variant="subtle" color="red" aria-label={t('groups.delete', { name: g.name })} onClick={() => setConfirm(g)} data-testid="group-delete">
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Group>
              </Paper>
            ))}
          </Stack>
        ) : (
          editing === null && <EmptyState icon={<IconUsersGroup size={28} />} title={t('groups.emptyTitle')} description={t('groups.emptyText')} />
        )}
      </Stack>
      <ConfirmDelete
        opened={confirm !== null}
        onClose={() => setConfirm(null)}
        title={t('groups.confirmTitle')}
        message={t('groups.confirmText', { name: confirm?.name ?? '' })}
        confirmLabel={t('groups.confirmButton')}
        pending={remove.isPending}
        testId="group-delete-confirm"
        onConfirm={() => {
          if (!confirm) return;
          remove.mutate(confirm.id, {
            onSuccess: () => setConfirm(null),
            onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
          });
        }}
      />
    </Container>
  );
}
