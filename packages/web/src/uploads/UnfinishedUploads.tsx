import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { formatBytes } from '../i18n/format.ts';
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
  const { t } = useTranslation('assets');
  const userId = useSession()?.currentUserId ?? '';
  const all = useSyncExternalStore(onUnfinishedChange, () => snapshot(userId));
  const list = useMemo(() => all.filter((u) => !running.some((r) => r.name === u.name && r.size === u.size)), [all, running]);
  if (!list.length) return null;
  return (
    <Alert color="violet" variant="light" title={t('upload.unfinished')} data-testid="unfinished-uploads">
      <Stack gap="xs">
        <Text size="sm">{t('upload.unfinishedHelp')}</Text>
        {list.map((u) => (
          <Group key={u.key} justify="space-between" wrap="nowrap" gap="xs" data-testid="unfinished-upload" data-name={u.name}>
            <Text size="sm" truncate>
              <Text span size="sm" fw={600}>
                {u.name}
              </Text>{' '}
              · {t('upload.sent', { done: formatBytes(u.bytesUploaded), size: formatBytes(u.size) })}
            </Text>
            <Group gap={4} wrap="nowrap">
              <Button size="compact-xs" variant="light" leftSection={<IconPlayerPlay size={12} aria-hidden />} onClick={onChoose} aria-label={t('upload.continueNamed', { name: u.name })}>
                {t('upload.continue')}
              </Button>
              <Button size="compact-xs" variant="subtle" color="gray" onClick={() => forgetUpload(u.key)} aria-label={t('upload.forgetNamed', { name: u.name })} data-testid="unfinished-forget">
                {t('upload.forget')}
              </Button>
            </Group>
          </Group>
        ))}
      </Stack>
    </Alert>
  );
}
