import { ActionIcon, Badge, Button, Group, Paper, Progress, Stack, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconPlayerPause, IconPlayerPlay, IconRefresh, IconX } from '@tabler/icons-react';
import { useTranslation, type TFunction } from '../i18n/react.tsx';
import type { AssetUploader, UploadItem } from './AssetUploader.ts';
import { readableBadge } from '../components/readableBadge.ts';
import { formatBytes, formatPercent } from '../i18n/format.ts';

/** What the list needs of an uploader, whatever its save step answers (asset uploads and the avatar share it). */
type UploadControls = Pick<AssetUploader<unknown>, 'pauseResume' | 'retry' | 'remove' | 'clearFinished'>;


function statusText(t: TFunction, status: UploadItem['status']): string {
  switch (status) {
    case 'preparing':
      return t('upload.status.preparing');
    case 'uploading':
      return t('upload.status.uploading');
    case 'paused':
      return t('upload.status.paused');
    case 'saving':
      return t('upload.status.saving');
    case 'done':
      return t('upload.status.done');
    case 'failed':
      return t('upload.status.failed');
    case 'refused':
      return t('upload.status.refused');
  }
}

function UploadRow({ item, uploader }: { item: UploadItem<unknown>; uploader: UploadControls }) {
  const { t } = useTranslation('assets');
  const active = item.status === 'uploading' || item.status === 'paused' || item.status === 'preparing' || item.status === 'saving';
  const color = item.status === 'refused' || item.status === 'failed' ? 'red' : item.status === 'done' ? 'green' : item.status === 'paused' ? 'yellow' : undefined;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="upload-item" data-status={item.status} data-name={item.name} aria-label={t('upload.itemLabel', { name: item.name, status: statusText(t, item.status) })}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} truncate data-testid="upload-item-name">
              {item.name}
            </Text>
            <Text size="xs" c="dimmed">
              {active && item.status !== 'preparing' ? t('upload.progress', { done: formatBytes(item.bytesUploaded), size: formatBytes(item.size) }) : formatBytes(item.size)}
            </Text>
          </Stack>
          <Group gap={4} wrap="nowrap">
            <Badge variant="light" color={color ?? 'gray'} style={readableBadge(color ?? 'gray')} leftSection={item.status === 'done' ? <IconCheck size={12} /> : undefined} data-testid="upload-item-status">
              {item.status === 'uploading' ? formatPercent(Math.round(item.percentage) / 100, 0) : statusText(t, item.status)}
            </Badge>
            {(item.status === 'uploading' || item.status === 'paused') && (
              <Tooltip label={item.status === 'paused' ? t('upload.resume') : t('upload.pause')}>
                <ActionIcon variant="subtle" color="gray" onClick={() => uploader.pauseResume(item.id)} aria-label={item.status === 'paused' ? t('upload.resumeNamed', { name: item.name }) : t('upload.pauseNamed', { name: item.name })} data-testid="upload-pause">
                  {item.status === 'paused' ? <IconPlayerPlay size={16} /> : <IconPlayerPause size={16} />}
                </ActionIcon>
              </Tooltip>
            )}
            {item.status === 'failed' && (
              <Tooltip label={t('upload.retry')}>
                <ActionIcon variant="subtle" onClick={() => uploader.retry(item.id)} aria-label={t('upload.retryNamed', { name: item.name })} data-testid="upload-retry">
                  <IconRefresh size={16} />
                </ActionIcon>
              </Tooltip>
            )}
            <Tooltip label={active ? t('upload.cancel') : t('upload.dismiss')}>
              <ActionIcon variant="subtle" color="gray" onClick={() => uploader.remove(item.id)} aria-label={active ? t('upload.cancelNamed', { name: item.name }) : t('upload.dismissNamed', { name: item.name })} data-testid="upload-remove">
                <IconX size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        {item.status !== 'refused' && item.status !== 'done' && (
          <Progress
            value={item.percentage}
            color={color}
            striped={item.status === 'uploading' || item.status === 'saving'}
            animated={item.status === 'uploading'}
            size="sm"
            aria-label={t('upload.progressOf', { name: item.name })}
            data-testid="upload-progress"
            data-value={Math.round(item.percentage)}
          />
        )}
        {item.error && (
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconAlertTriangle size={16} color="var(--mantine-color-red-7)" style={{ flexShrink: 0, marginTop: 2 }} aria-hidden />
            <Text size="sm" c="red.8" role="alert" data-testid="upload-error">
              {item.error}
            </Text>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** The running and finished uploads, each with its progress bar, pause/resume, retry and a clear error when refused. */
export function UploadList({ items, uploader }: { items: UploadItem<unknown>[]; uploader: UploadControls }) {
  const { t } = useTranslation('assets');
  if (items.length === 0) return null;
  const finished = items.filter((item) => item.status === 'done').length;
  return (
    <Stack gap="xs" data-testid="upload-list" aria-label={t('upload.list')} component="section">
      {items.map((item) => (
        <UploadRow key={item.id} item={item} uploader={uploader} />
      ))}
      {finished > 0 && (
        <Button variant="subtle" size="compact-sm" w="fit-content" onClick={() => uploader.clearFinished()} data-testid="upload-clear">
          {t('upload.clear')}
        </Button>
      )}
    </Stack>
  );
}
