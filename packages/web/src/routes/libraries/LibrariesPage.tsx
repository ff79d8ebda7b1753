/** The library list: the user's libraries in their order (drag or up/down to reorder), create, rename, delete. */
import { SharedLibraries } from './SharedLibraries.tsx';
import { Anchor, Badge, Button, Group, Menu, Modal, Select, Stack, Switch, Text, TextInput, ActionIcon } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBooks, IconDots, IconPencil, IconTrash, IconWorld } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import {
  useCreateLibrary,
  useDeleteLibrary,
  useLibraries,
  useSetLibraryPositions,
  useUpdateLibrary,
  type LibrarySummary,
  type LibraryType,
} from '../../api/libraries.ts';
import { ListScreen } from '../../components/ListScreen.tsx';
import { ConfirmDelete } from '../../components/ConfirmDelete.tsx';
import { usePageTitle } from '../../lib/title.ts';
import { libraryTypeLabel, libraryTypeOptions } from './libraryTypes.ts';
import { SortableList, moved } from './SortableList.tsx';

const fail = (error: unknown) => notifications.show({ color: 'red', message: errorMessage(error) });

/** Create (no library given) or rename a library: name, and for a new one its type and visibility. */
function LibraryDialog({ library, opened, onClose }: { library: LibrarySummary | null; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('libraries');
  const create = useCreateLibrary();
  const update = useUpdateLibrary();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [libraryType, setLibraryType] = useState<LibraryType>('standard');
  const [isPublic, setIsPublic] = useState(false);
  useEffect(() => {
    if (!opened) return;
    setName(library?.name ?? '');
    setLibraryType(library?.libraryType ?? 'standard');
    setIsPublic(library?.isPublic ?? false);
  }, [opened, library]);

  const submit = () => {
    const trimmed = name.trim();
    if (!trimmed) return;
    if (library) {
      update.mutate({ id: library.id, changes: { name: trimmed } }, { onSuccess: onClose, onError: fail });
    } else {
      create.mutate(
        { name: trimmed, libraryType, isPublic },
        { onSuccess: (created) => { onClose(); void navigate(`/libraries/${created.id}`); }, onError: fail },
      );
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={library ? t('list.rename') : t('list.new')} centered data-testid="library-dialog">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack>
          <TextInput label={t('name')} value={name} onChange={(e) => setName(e.currentTarget.value)} maxLength={200} required data-autofocus data-testid="library-name-input" />
          {!library && (
            <>
              <Select label={t('type')} data={libraryTypeOptions()} value={libraryType} onChange={(v) => v && setLibraryType(v as LibraryType)} allowDeselect={false} data-testid="library-type-input" />
              <Switch label={t('list.publicSwitch')} checked={isPublic} onChange={(e) => setIsPublic(e.currentTarget.checked)} data-testid="library-public-input" />
            </>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending} disabled={!name.trim()} data-testid="library-dialog-save">
              {library ? t('common:actions.save') : t('list.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export function LibrariesPage() {
  const { t } = useTranslation('libraries');
  usePageTitle(t('list.title'));
  const libraries = useLibraries({ first: 100 });
  const positions = useSetLibraryPositions();
  const remove = useDeleteLibrary();
  const [order, setOrder] = useState<LibrarySummary[] | null>(null);
  const [dialog, setDialog] = useState<{ library: LibrarySummary | null } | null>(null);
  const [confirm, setConfirm] = useState<LibrarySummary | null>(null);
  const loaded = libraries.data?.items;
  // The order shown: the one just made by the user until the server's list catches up.
  useEffect(() => setOrder(null), [loaded]);
  const items = order ?? loaded ?? [];

  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length || from === to) return;
    const next = moved(items, from, to);
    setOrder(next);
    positions.mutate(
      next.map((l, position) => ({ id: l.id, position })),
      { onError: (error) => { setOrder(null); fail(error); } },
    );
  };

  return (
    <>
      <ListScreen
        name="libraries"
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        create={{ label: t('list.new'), onClick: () => setDialog({ library: null }), testId: 'library-new' }}
        query={libraries}
        count={items.length}
        empty={{
          icon: <IconBooks size={28} />,
          title: t('list.emptyTitle'),
          description: t('list.emptyDescription'),
        }}
      >
        <Stack gap={0} data-testid="library-list">
          <SortableList items={items} getId={(l) => String(l.id)} getLabel={(l) => l.name} onMove={move} disabled={positions.isPending}>
            {(library, { handle, moveButtons }) => (
              <Group
                justify="space-between"
                wrap="nowrap"
                py="xs"
                gap="xs"
                data-testid="library-row"
                data-library-id={library.id}
                style={{ borderTop: '1px solid var(--mantine-color-default-border)', background: 'var(--mantine-color-body)' }}
              >
                <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                  {handle}
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Anchor component={Link} to={`/libraries/${library.id}`} fw={600} truncate data-testid="library-open">
                      {library.name}
                    </Anchor>
                    <Group gap={6} wrap="nowrap">
                      <Text size="xs" c="dimmed" data-testid="library-meta">
                        {t('itemCount', { count: library.itemCount })}
                      </Text>
                      <Badge size="xs" variant="light" color={library.libraryType === 'search' ? 'grape' : 'gray'}>
                        {libraryTypeLabel(library.libraryType)}
                      </Badge>
                      {library.isPublic && (
                        <Badge size="xs" variant="light" color="teal" leftSection={<IconWorld size={10} />}>
                          {t('public')}
                        </Badge>
                      )}
                    </Group>
                  </Stack>
                </Group>
                <Group gap={2} wrap="nowrap">
                  {moveButtons}
                  <Menu position="bottom-end" withinPortal>
                    <Menu.Target>
                      <ActionIcon variant="subtle" color="gray" aria-label={t('list.moreActions', { name: library.name })} data-testid="library-actions">
                        <IconDots size={16} />
                      </ActionIcon>
                    </Menu.Target>
                    <Menu.Dropdown>
                      <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => setDialog({ library })} data-testid="library-rename">
                        {t('list.renameAction')}
                      </Menu.Item>
                      <Menu.Divider />
                      <Menu.Item c="red.9" leftSection={<IconTrash size={14} />} onClick={() => setConfirm(library)} data-testid="library-delete">
                        {t('list.delete')}
                      </Menu.Item>
                    </Menu.Dropdown>
                  </Menu>
                </Group>
              </Group>
            )}
          </SortableList>
        </Stack>
      </ListScreen>
      <SharedLibraries />

      <LibraryDialog library={dialog?.library ?? null} opened={dialog !== null} onClose={() => setDialog(null)} />

      <ConfirmDelete
        opened={confirm !== null}
        onClose={() => setConfirm(null)}
        title={t('list.deleteTitle')}
        message={t('list.deleteMessage', { name: confirm?.name ?? '' })}
        confirmLabel={t('list.deleteConfirm')}
        pending={remove.isPending}
        testId="library-delete"
        onConfirm={() => confirm && remove.mutate(confirm.id, { onSuccess: () => setConfirm(null), onError: fail })}
      />
    </>
  );
}
