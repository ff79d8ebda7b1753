import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { formatBytes } from '@folio/model';
import { useMemo, useSyncExternalStore } from 'react';
import { useSession } from '../session/store.ts';
import type { UploadItem } from './AssetUploader.ts';
import { forgetUpload, onUnfinishedChange, unfinishedUploads, type UnfinishedUpload } from './resumable.ts';

const NONE: UnfinishedUpload[] = [];
let cache: { raw: string; list: UnfinishedUpload[] } = { raw: '[]', list: NONE };

/** The remembered list as a stable snapshot (a new array only when its content changed). */
function snapshot(userId: string): UnfinishedUpload[] {
  const list = unfinishedUploads(userId);
  const raw = JSON.stringify(list);
  if (raw !== cache.raw) cache = { raw, list };
  return cache.list;
}

/**
 * Uploads that stopped when the page was left or reloaded: choosing the same file again continues where it stopped.
 * Files already back in the running list are not repeated here.
 */
export function UnfinishedUploads({ running, onChoose }: { running: UploadItem<unknown>[]; onChoose: () => void }) {
  const userId = useSession()?.currentUserId ?? '';
  const all = useSyncExternalStore(onUnfinishedChange, () => snapshot(userId));
  const list = useMemo(() => all.filter((u) => !running.some((r) => r.name === u.name && r.size === u.size)), [all, running]);
  if (!list.length) return null;
  return (
    <Alert color="violet" variant="light" title="Unfinished uploads" data-testid="unfinished-uploads">
      <Stack gap="xs">
        <Text size="sm">Choose the same file again to continue where it stopped.</Text>
        {list.map((u) => (
          <Group key={u.key} justify="space-between" wrap="nowrap" gap="xs" data-testid="unfinished-upload" data-name={u.name}>
            <Text size="sm" truncate>
              <Text span size="sm" fw={600}>
                {u.name}
              </Text>{' '}
              · {formatBytes(u.bytesUploaded)} of {formatBytes(u.size)} sent
            </Text>
            <Group gap={4} wrap="nowrap">
              <Button size="compact-xs" variant="light" leftSection={<IconPlayerPlay size={12} aria-hidden />} onClick={onChoose} aria-label={`Continue ${u.name}: choose the file`}>
                Continue
              </Button>
              <Button size="compact-xs" variant="subtle" color="gray" onClick={() => forgetUpload(u.key)} aria-label={`Forget ${u.name}`} data-testid="unfinished-forget">
                Forget
              </Button>
            </Group>
          </Group>
        ))}
      </Stack>
    </Alert>
  );
}
