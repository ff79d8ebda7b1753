/**
 * Version history (issue 29): the folio's kept versions, newest first, with when and by whom; any version opens
 * read-only as it looked; a restore brings it back as a new change that everyone editing follows (the state before
 * it is kept too); the current state can be kept under a name.
 */
import { Alert, Badge, Button, Drawer, Group, Loader, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { FolioPage } from '@folio/render';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { formatDate, formatNumber } from '../../i18n/format.ts';
import { errorMessage } from '../../api/client.ts';
import { useNameVersion, useRestoreVersion, useVersion, useVersions, type FolioVersion } from '../../api/versions.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { useEditor, useEditorStore } from '../store/react.tsx';
import { useAssetResolver } from '../../assets-picker/useAssetResolver.ts';
import type { FolioDocument } from '@folio/model';

const EMPTY: FolioDocument = { schemaVersion: 1, root: { pages: [] } as unknown as FolioDocument['root'], nodes: {} };

const NAME_MAX = 120;

function who(version: FolioVersion): string {
  const people = version.authors.length > 0 ? version.authors : version.createdBy ? [version.createdBy] : [];
  return people.map((p) => p.displayName).join(', ');
}

export function HistoryDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('editor');
  const folioId = useEditor((s) => s.folioId);
  const canRestore = useEditor((s) => s.canEditContent);
  const versions = useVersions(folioId, opened);
  const [viewing, setViewing] = useState<FolioVersion | null>(null);
  const [restoring, setRestoring] = useState<FolioVersion | null>(null);
  const restore = useRestoreVersion(folioId);

  const confirmRestore = async () => {
    if (!restoring) return;
    try {
      await restore.mutateAsync(restoring.id);
      notifications.show({ message: t('history.restored', { date: formatDate(restoring.createdAt) }), color: 'green' });
      setRestoring(null);
      setViewing(null);
    } catch (error) {
      notifications.show({ message: errorMessage(error), color: 'red' });
    }
  };

  return (
    <>
      <Drawer opened={opened} onClose={onClose} position={document.documentElement.dir === 'rtl' ? 'left' : 'right'} size="md" title={t('bar.history')} data-testid="history-drawer">
        <Stack gap="md">
          <NameCurrent folioId={folioId} />
          {versions.isPending ? (
            <Group gap="xs">
              <Loader size="sm" />
              <Text size="sm">{t('history.loading')}</Text>
            </Group>
          ) : versions.isError ? (
            <ErrorAlert of={versions} testId="history-error" />
          ) : versions.data.versions.length === 0 ? (
            <Text size="sm" c="dimmed" data-testid="history-empty">
              {t('history.empty')}
            </Text>
          ) : (
            <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('history.versions')} data-testid="history-list">
              {versions.data.versions.map((version) => (
                <li key={version.id} data-testid="history-item" data-kind={version.kind}>
                  <Stack gap={2} p="xs" style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 6 }}>
                    <Group justify="space-between" wrap="nowrap" gap="xs">
                      <Text size="sm" fw={600}>
                        {formatDate(version.createdAt)}
                      </Text>
                      <Badge size="sm" variant="light" color={version.kind === 'named' ? 'violet' : version.kind === 'publish' ? 'green' : 'gray'} styles={{ label: { color: 'var(--mantine-color-text)' } }}>
                        {t(`history.kind.${version.kind}`)}
                      </Badge>
                    </Group>
                    {version.name && version.kind === 'named' && (
                      <Text size="sm" data-testid="history-name">
                        {version.name}
                      </Text>
                    )}
                    {who(version) && (
                      <Text size="xs" c="dimmed">
                        {who(version)}
                      </Text>
                    )}
                    <Group gap="xs" mt={4}>
                      <Button size="compact-sm" variant="default" onClick={() => setViewing(version)} data-testid="history-open" aria-label={t('history.openLabel', { date: formatDate(version.createdAt) })}>
                        {t('history.open')}
                      </Button>
                      {canRestore && (
                        <Button size="compact-sm" variant="light" onClick={() => setRestoring(version)} data-testid="history-restore" aria-label={t('history.restoreLabel', { date: formatDate(version.createdAt) })}>
                          {t('history.restore')}
                        </Button>
                      )}
                    </Group>
                  </Stack>
                </li>
              ))}
            </Stack>
          )}
        </Stack>
      </Drawer>
      <VersionView folioId={folioId} version={viewing} onClose={() => setViewing(null)} onRestore={canRestore ? setRestoring : null} />
      <Modal opened={restoring !== null} onClose={() => setRestoring(null)} title={t('history.restoreTitle')} data-testid="history-restore-dialog">
        <Stack>
          <Text size="sm">
            {t('history.restoreText', { date: restoring ? formatDate(restoring.createdAt) : '' })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRestoring(null)}>
              {t('common:actions.cancel')}
            </Button>
            <Button onClick={() => void confirmRestore()} loading={restore.isPending} data-testid="history-restore-confirm">
              {t('history.restore')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

function NameCurrent({ folioId }: { folioId: string }) {
  const { t } = useTranslation('editor');
  const [name, setName] = useState('');
  const keep = useNameVersion(folioId);
  const store = useEditorStore();
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setProblem(t('history.nameMissing'));
    if (trimmed.length > NAME_MAX) return setProblem(t('history.nameTooLong', { length: formatNumber(trimmed.length), max: formatNumber(NAME_MAX) }));
    setProblem(null);
    // What was typed a moment ago is kept too: the server stores the shared document first.
    store.breakMerge();
    try {
      await keep.mutateAsync(trimmed);
      setName('');
      notifications.show({ message: t('history.kept', { name: trimmed }), color: 'green' });
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} data-testid="history-name-form">
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          label={t('history.nameLabel')}
          placeholder={t('history.namePlaceholder')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={problem}
          style={{ flex: 1 }}
          data-testid="history-name-input"
        />
        <Button type="submit" loading={keep.isPending} data-testid="history-name-save">
          {t('history.keep')}
        </Button>
      </Group>
    </form>
  );
}

function VersionView({ folioId, version, onClose, onRestore }: { folioId: string; version: FolioVersion | null; onClose: () => void; onRestore: ((v: FolioVersion) => void) | null }) {
  const { t } = useTranslation('editor');
  const loaded = useVersion(folioId, version?.id ?? null);
  const [pageId, setPageId] = useState<string | null>(null);
  const doc = loaded.data?.document;
  const resolveAsset = useAssetResolver(doc ?? EMPTY, folioId);
  const pages = doc?.root.pages ?? [];
  const shown = pageId && pages.includes(pageId) ? pageId : pages[0];
  return (
    <Modal
      opened={version !== null}
      onClose={() => {
        setPageId(null);
        onClose();
      }}
      size="xl"
      title={version ? t('history.viewTitle', { date: formatDate(version.createdAt) }) : ''}
      data-testid="history-view"
    >
      {loaded.isPending ? (
        <Loader size="sm" />
      ) : loaded.isError ? (
        <ErrorAlert of={loaded} />
      ) : doc && shown ? (
        <Stack>
          <Alert color="gray" p="xs">
            {t('history.viewNote')}
          </Alert>
          <Group justify="space-between">
            {pages.length > 1 ? (
              <Select
                label={t('history.page')}
                data={pages.map((id) => ({ value: id, label: (doc.nodes[id] as { name?: string } | undefined)?.name || t('pages.untitled') }))}
                value={shown}
                onChange={(value) => setPageId(value)}
                allowDeselect={false}
                w={220}
              />
            ) : (
              <span />
            )}
            {onRestore && version && (
              <Button onClick={() => onRestore(version)} data-testid="history-view-restore">
                {t('history.restoreThis')}
              </Button>
            )}
          </Group>
          <div style={{ border: '1px solid var(--mantine-color-default-border)', maxHeight: '60vh', overflow: 'auto' }} data-testid="history-view-page" inert>
            <FolioPage doc={doc} pageId={shown} mode="view" resolveAsset={resolveAsset} />
          </div>
        </Stack>
      ) : null}
    </Modal>
  );
}
