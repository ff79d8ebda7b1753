/**
 * One library: its items in order (drag by the handle or move with the up/down buttons), add folios and assets,
 * remove items, name, type (including search, whose items are found by tags) and visibility.
 */
import {
  ActionIcon,
  Anchor,
  Badge,
  Box,
  Button,
  Container,
  EmptyState,
  Group,
  Modal,
  MultiSelect,
  Paper,
  Select,
  Skeleton,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileText, IconFile, IconMovie, IconMusic, IconPhoto, IconPlus, IconSearch, IconTrash, type Icon } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link, useParams } from 'react-router';
import { useAssets } from '../../api/assets.ts';
import { errorMessage } from '../../api/client.ts';
import { useMyFoliosForDropDown } from '../../api/folios.ts';
import {
  addLibraryItem,
  libraryKeys,
  useLibrary,
  useRemoveLibraryItem,
  useUpdateLibrary,
  type Library,
  type LibraryItemRef,
  type LibraryItemType,
  type LibraryItemView,
  type LibraryType,
} from '../../api/libraries.ts';
import { BackLink } from '../../components/BackLink.tsx';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { formatDate } from '../../i18n/format.ts';
import { usePageTitle } from '../../lib/title.ts';
import { ShareButton } from '../../components/share/ShareButton.tsx';
import { LicenseOptionsEditor } from '../../components/selling/LicenseOptionsEditor.tsx';
import { FEATURES } from '../../lib/features.ts';
import { useSession } from '../../session/store.ts';
import { libraryTypeLabel, libraryTypeOptions } from '../libraries/libraryTypes.ts';
import { SortableList, moved } from '../libraries/SortableList.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { DIALOG_PICKER_COMBOBOX, DIALOG_PICKER_MAX_HEIGHT } from '../../components/dialogPicker.ts';

const KIND_ICONS: Record<string, Icon> = { folio: IconFileText, image: IconPhoto, video: IconMovie, audio: IconMusic, file: IconFile };
const fail = (error: unknown) => notifications.show({ color: 'red', message: errorMessage(error) });
const keyOf = (item: { itemType: string; itemId: string }) => `${item.itemType}:${item.itemId}`;

type Row = LibraryItemRef & Partial<Omit<LibraryItemView, keyof LibraryItemRef>>;

function ItemThumb({ item }: { item: Row }) {
  const [failed, setFailed] = useState(false);
  const KindIcon = KIND_ICONS[item.kind ?? item.itemType] ?? IconFile;
  return (
    <Box w={44} h={44} bg="gray.1" style={{ borderRadius: 6, overflow: 'hidden', flex: 'none', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      {item.thumbnailUrl && !failed ? (
        <img src={item.thumbnailUrl} alt="" loading="lazy" onError={() => setFailed(true)} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
      ) : (
        <KindIcon size={22} stroke={1.4} color="var(--mantine-color-gray-6)" aria-hidden />
      )}
    </Box>
  );
}

/** Pick own folios and assets (those not in the library yet) and add them at the end, in the order picked. */
function AddItemsDialog({
  library,
  kind,
  present,
  onClose,
}: {
  library: Library;
  kind: LibraryItemType | null;
  present: ReadonlySet<string>;
  onClose: () => void;
}) {
  const { t } = useTranslation('libraries');
  const folios = useMyFoliosForDropDown();
  const assets = useAssets({ via: 'list', query: { first: 100, isOwned: true } });
  const client = useQueryClient();
  const [picked, setPicked] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  useEffect(() => setPicked([]), [kind]);

  const options =
    kind === 'folio'
      ? (folios.data ?? []).filter((f) => !present.has(`folio:${f.id}`)).map((f) => ({ value: f.id, label: f.name || t('untitledFolio') }))
      : (assets.data?.items ?? []).filter((a) => !present.has(`asset:${a.id}`)).map((a) => ({ value: a.id, label: a.title || t('untitledAsset') }));
  const loading = kind === 'folio' ? folios.isPending : assets.isPending;

  const add = async () => {
    if (!kind) return;
    setBusy(true);
    let added = 0;
    try {
      for (const itemId of picked) {
        await addLibraryItem({ libraryId: library.id, itemId, itemType: kind });
        added++;
      }
      notifications.show({ color: 'green', message: t('detail.added', { count: added }) });
      onClose();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
      await client.invalidateQueries({ queryKey: libraryKeys.all });
    }
  };

  return (
    <Modal opened={kind !== null} onClose={onClose} title={kind === 'folio' ? t('detail.addFolios') : t('detail.addAssets')} centered data-testid="library-add-dialog">
      <Stack>
        <ErrorAlert of={kind === 'folio' ? folios : assets} />
        <MultiSelect
          label={kind === 'folio' ? t('detail.yourFolios') : t('detail.yourAssets')}
          placeholder={loading ? t('loading') : options.length === 0 ? t('detail.allIn') : t('detail.pick')}
          data={options}
          value={picked}
          onChange={setPicked}
          searchable
          clearable
          disabled={loading || options.length === 0}
          comboboxProps={DIALOG_PICKER_COMBOBOX}
          maxDropdownHeight={DIALOG_PICKER_MAX_HEIGHT}
          data-testid="library-add-picker"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button onClick={() => void add()} loading={busy} disabled={picked.length === 0} data-testid="library-add-confirm">
            {picked.length > 0 ? t('detail.addCount', { count: picked.length }) : t('detail.add')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function Settings({ library }: { library: Library }) {
  const { t } = useTranslation('libraries');
  const update = useUpdateLibrary();
  // What a library is sold for is its owner's to say: a sharee never sees the licence editor.
  const isOwner = library.ownerId !== null && library.ownerId === useSession()?.currentUserId;
  const [name, setName] = useState(library.name);
  useEffect(() => setName(library.name), [library.name]);
  const save = (changes: Parameters<typeof update.mutate>[0]['changes']) =>
    update.mutate({ id: library.id, changes }, { onError: (error) => { setName(library.name); fail(error); } });
  const saveName = () => {
    const trimmed = name.trim();
    if (trimmed && trimmed !== library.name) save({ name: trimmed });
    else setName(library.name);
  };
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} component="section" aria-label={t('detail.settings')}>
      <Stack gap="sm">
        <Group grow align="flex-start" wrap="wrap" gap="sm">
          <TextInput
            label={t('name')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            onBlur={saveName}
            onKeyDown={(e) => e.key === 'Enter' && saveName()}
            maxLength={200}
            miw={200}
            data-testid="library-name"
          />
          <Select
            label={t('type')}
            data={libraryTypeOptions()}
            value={library.libraryType}
            onChange={(v) => v && v !== library.libraryType && save({ libraryType: v as LibraryType })}
            allowDeselect={false}
            miw={200}
            data-testid="library-type"
          />
        </Group>
        {library.libraryType === 'search' && (
          <TagsInput
            label={t('detail.searchTags')}
            description={t('detail.searchTagsHelp')}
            value={library.tags}
            onChange={(tags) => save({ tags })}
            clearable
            data-testid="library-search-tags"
          />
        )}
        <Switch
          label={t('detail.publicSwitch')}
          checked={library.isPublic}
          disabled={library.isGuest || !library.canEditSettings}
          description={library.canEditSettings ? undefined : t('detail.publicLocked')}
          onChange={(e) => save({ isPublic: e.currentTarget.checked })}
          data-testid="library-public"
        />
        {FEATURES.marketplace && !library.isGuest && isOwner && <LicenseOptionsEditor itemType="library" itemId={String(library.id)} isPublic={library.isPublic} />}
      </Stack>
    </Paper>
  );
}

export function LibraryDetailPage() {
  const { t } = useTranslation('libraries');
  const id = Number(useParams().id);
  const full = useLibrary(id, { full: true });
  const session = useSession();
  const canEdit = full.data?.canEdit ?? false;
  // Every stored reference (items the user can no longer see included), so a reorder never drops one.
  const editing = useLibrary(id, { forEditing: true }, canEdit);
  const update = useUpdateLibrary();
  const remove = useRemoveLibraryItem();
  const [order, setOrder] = useState<LibraryItemRef[] | null>(null);
  const [adding, setAdding] = useState<LibraryItemType | null>(null);
  usePageTitle(full.data?.name ?? t('detail.title'));
  useEffect(() => setOrder(null), [editing.data]);

  const library = full.data;
  const isSearch = library?.libraryType === 'search';
  const details = useMemo(() => new Map((library?.items ?? []).map((i) => [keyOf(i), i as LibraryItemView])), [library]);
  const refs: LibraryItemRef[] = order ?? (canEdit && !isSearch ? editing.data?.items : library?.items) ?? [];
  const rows: Row[] = refs.map((ref) => ({ ...ref, ...details.get(keyOf(ref)) }));
  const present = useMemo(() => new Set(refs.map(keyOf)), [refs]);
  const sortable = canEdit && (full.data?.canEditContent ?? false) && !isSearch;

  const move = (from: number, to: number) => {
    if (!library || to < 0 || to >= refs.length || from === to) return;
    const next = moved(refs, from, to).map((r, idx) => ({ itemType: r.itemType, itemId: r.itemId, idx }));
    setOrder(next);
    update.mutate({ id: library.id, changes: { items: next } }, { onError: (error) => { setOrder(null); fail(error); } });
  };

  if (!Number.isInteger(id)) return <Container py="xl"><Text>{t('detail.badId')}</Text></Container>;

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <BackLink to="/libraries" label={t('list.title')} testId="library-back" />
        <ErrorAlert of={full} testId="library-error" />
        {full.isPending ? (
          <Skeleton h={120} />
        ) : library ? (
          <>
            <Group justify="space-between" align="flex-end" gap="sm">
              <Stack gap={4} style={{ minWidth: 0 }}>
                <Title order={1} size="h2" data-testid="library-heading">
                  {library.name}
                </Title>
                <Group gap={6}>
                  <Badge variant="light" color={isSearch ? 'grape' : 'gray'} data-testid="library-type-badge">
                    {libraryTypeLabel(library.libraryType)}
                  </Badge>
                  <Text size="sm" c="dimmed" data-testid="library-count">
                    {t('itemCount', { count: rows.length })}
                  </Text>
                </Group>
              </Stack>
              {library.ownerId !== null && library.ownerId === session?.currentUserId && (
                <ShareButton itemType="library" itemId={String(library.id)} itemName={library.name} testId="library-share" />
              )}
              {sortable && (
                <Group gap="xs">
                  <Button
                    leftSection={<IconPlus size={16} />}
                    variant="light"
                    onClick={() => setAdding('folio')}
                    disabled={library.libraryType === 'asset'}
                    data-testid="library-add-folios"
                  >
                    {t('detail.addFolios')}
                  </Button>
                  <Button
                    leftSection={<IconPlus size={16} />}
                    variant="light"
                    onClick={() => setAdding('asset')}
                    disabled={library.libraryType === 'folio'}
                    data-testid="library-add-assets"
                  >
                    {t('detail.addAssets')}
                  </Button>
                </Group>
              )}
            </Group>

            {canEdit && <Settings library={library} />}

            <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} component="section" aria-label={t('detail.items')}>
              {rows.length === 0 ? (
                <EmptyState
                  icon={isSearch ? <IconSearch size={28} /> : <IconFileText size={28} />}
                  variant="light"
                  title={isSearch ? t('detail.emptySearchTitle') : t('detail.emptyTitle')}
                  description={
                    isSearch ? t('detail.emptySearch') : t('detail.empty')
                  }
                  data-testid="library-items-empty"
                />
              ) : (
                <Stack gap={0} data-testid="library-items">
                  <SortableList items={rows} getId={keyOf} getLabel={(r) => r.title || t('detail.itemFallback')} onMove={move} disabled={!sortable || update.isPending}>
                    {(item, { handle, moveButtons }) => (
                      <Group
                        justify="space-between"
                        wrap="nowrap"
                        py="xs"
                        gap="xs"
                        data-testid="library-item"
                        data-item-id={item.itemId}
                        style={{ borderTop: '1px solid var(--mantine-color-default-border)', background: 'var(--mantine-color-body)' }}
                      >
                        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                          {sortable && handle}
                          <ItemThumb item={item} />
                          <Stack gap={2} style={{ minWidth: 0 }}>
                            {item.itemType === 'folio' && item.title !== undefined && item.authorId === library.ownerId ? (
                              <Anchor component={Link} to={`/folios/${item.itemId}/edit`} fw={600} truncate data-testid="library-item-title">
                                {item.title || t('untitledFolio')}
                              </Anchor>
                            ) : (
                              <Text fw={600} truncate data-testid="library-item-title" c={item.title === undefined ? 'dimmed' : undefined}>
                                {item.title === undefined ? t('detail.unavailable') : item.title || t('untitled')}
                              </Text>
                            )}
                            <Text size="xs" c="dimmed" truncate>
                              {item.itemType === 'folio' ? t('detail.kindFolio') : t('detail.kindAsset')}
                              {item.updatedAt ? t('detail.updated', { date: formatDate(item.updatedAt) }) : ''}
                            </Text>
                          </Stack>
                        </Group>
                        {sortable && (
                          <Group gap={2} wrap="nowrap">
                            {moveButtons}
                            <ActionIcon
                              variant="subtle"
                              color="red"
                              aria-label={t('detail.remove', { title: item.title || t('detail.itemFallback') })}
                              onClick={() => remove.mutate({ libraryId: library.id, itemId: item.itemId }, { onError: fail })}
                              data-testid="library-item-remove"
                            >
                              <IconTrash size={16} />
                            </ActionIcon>
                          </Group>
                        )}
                      </Group>
                    )}
                  </SortableList>
                </Stack>
              )}
            </Paper>
            {library && <AddItemsDialog library={library} kind={adding} present={present} onClose={() => setAdding(null)} />}
          </>
        ) : null}
      </Stack>
    </Container>
  );
}
