/**
 * Version history (issue 29): the folio's kept versions, newest first, with when and by whom; any version opens
 * read-only as it looked; a restore brings it back as a new change that everyone editing follows (the state before
 * it is kept too); the current state can be kept under a name.
 */
import { Alert, Badge, Button, Drawer, Group, Loader, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatDate } from '@folio/model';
import { FolioPage } from '@folio/render';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../api/client.ts';
import { useNameVersion, useRestoreVersion, useVersion, useVersions, type FolioVersion } from '../../api/versions.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { useEditor, useEditorStore } from '../store/react.tsx';
import { useAssetResolver } from '../../assets-picker/useAssetResolver.ts';
import type { FolioDocument } from '@folio/model';

const EMPTY: FolioDocument = { schemaVersion: 1, root: { pages: [] } as unknown as FolioDocument['root'], nodes: {} };

const KIND_LABEL: Record<FolioVersion['kind'], string> = {
  auto: 'Edited',
  publish: 'Published',
  restore: 'Before a restore',
  named: 'Named',
};

const NAME_MAX = 120;

function who(version: FolioVersion): string {
  const people = version.authors.length > 0 ? version.authors : version.createdBy ? [version.createdBy] : [];
  return people.map((p) => p.displayName).join(', ');
}

export function HistoryDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
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
      notifications.show({ message: `Restored the version of ${formatDate(restoring.createdAt)}.`, color: 'green' });
      setRestoring(null);
      setViewing(null);
    } catch (error) {
      notifications.show({ message: errorMessage(error), color: 'red' });
    }
  };

  return (
    <>
      <Drawer opened={opened} onClose={onClose} position="right" size="md" title="Version history" data-testid="history-drawer">
        <Stack gap="md">
          <NameCurrent folioId={folioId} />
          {versions.isPending ? (
            <Group gap="xs">
              <Loader size="sm" />
              <Text size="sm">Loading the versions…</Text>
            </Group>
          ) : versions.isError ? (
            <ErrorAlert of={versions} testId="history-error" />
          ) : versions.data.versions.length === 0 ? (
            <Text size="sm" c="dimmed" data-testid="history-empty">
              No versions yet. One is kept after a pause in editing, on every publish, and whenever you name one.
            </Text>
          ) : (
            <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Versions" data-testid="history-list">
              {versions.data.versions.map((version) => (
                <li key={version.id} data-testid="history-item" data-kind={version.kind}>
                  <Stack gap={2} p="xs" style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 6 }}>
                    <Group justify="space-between" wrap="nowrap" gap="xs">
                      <Text size="sm" fw={600}>
                        {formatDate(version.createdAt)}
                      </Text>
                      <Badge size="sm" variant="light" color={version.kind === 'named' ? 'violet' : version.kind === 'publish' ? 'green' : 'gray'} styles={{ label: { color: 'var(--mantine-color-text)' } }}>
                        {KIND_LABEL[version.kind]}
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
                      <Button size="compact-sm" variant="default" onClick={() => setViewing(version)} data-testid="history-open" aria-label={`Open the version of ${formatDate(version.createdAt)}`}>
                        Open
                      </Button>
                      {canRestore && (
                        <Button size="compact-sm" variant="light" onClick={() => setRestoring(version)} data-testid="history-restore" aria-label={`Restore the version of ${formatDate(version.createdAt)}`}>
                          Restore
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
      <Modal opened={restoring !== null} onClose={() => setRestoring(null)} title="Restore this version?" data-testid="history-restore-dialog">
        <Stack>
          <Text size="sm">
            The folio goes back to how it was on {restoring ? formatDate(restoring.createdAt) : ''}. Everyone editing it sees the change, and the
            current state is kept as a version, so you can come back to it.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRestoring(null)}>
              Cancel
            </Button>
            <Button onClick={() => void confirmRestore()} loading={restore.isPending} data-testid="history-restore-confirm">
              Restore
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

function NameCurrent({ folioId }: { folioId: string }) {
  const [name, setName] = useState('');
  const keep = useNameVersion(folioId);
  const store = useEditorStore();
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setProblem('Give the version a name.');
    if (trimmed.length > NAME_MAX) return setProblem(`The name is ${trimmed.length} characters long, more than the ${NAME_MAX} allowed; shorten it.`);
    setProblem(null);
    // What was typed a moment ago is kept too: the server stores the shared document first.
    store.breakMerge();
    try {
      await keep.mutateAsync(trimmed);
      setName('');
      notifications.show({ message: `Kept this version as “${trimmed}”.`, color: 'green' });
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} data-testid="history-name-form">
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          label="Name the current version"
          placeholder="e.g. Sent to the client"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={problem}
          style={{ flex: 1 }}
          data-testid="history-name-input"
        />
        <Button type="submit" loading={keep.isPending} data-testid="history-name-save">
          Keep
        </Button>
      </Group>
    </form>
  );
}

function VersionView({ folioId, version, onClose, onRestore }: { folioId: string; version: FolioVersion | null; onClose: () => void; onRestore: ((v: FolioVersion) => void) | null }) {
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
      title={version ? `The folio on ${formatDate(version.createdAt)}` : ''}
      data-testid="history-view"
    >
      {loaded.isPending ? (
        <Loader size="sm" />
      ) : loaded.isError ? (
        <ErrorAlert of={loaded} />
      ) : doc && shown ? (
        <Stack>
          <Alert color="gray" p="xs">
            A kept version, shown as it looked. It cannot be edited here; restore it to make it the folio again.
          </Alert>
          <Group justify="space-between">
            {pages.length > 1 ? (
              <Select
                label="Page"
                data={pages.map((id) => ({ value: id, label: (doc.nodes[id] as { name?: string } | undefined)?.name || 'Untitled page' }))}
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
                Restore this version
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
