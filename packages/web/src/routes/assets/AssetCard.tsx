import { Box, Card, Group, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconFile, IconLock, IconMovie, IconMusic, IconPhoto, IconWorld, type Icon } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import type { Asset, AssetKind } from '../../api/assets.ts';
import { formatBytes, formatDate } from '../../i18n/format.ts';
import { translate } from '../../i18n/i18n.ts';

export const KIND_ICONS: Record<AssetKind, Icon> = { image: IconPhoto, video: IconMovie, audio: IconMusic, file: IconFile };
/** A kind's name in the app's language ('Image'); `lower` for one inside a sentence ('image'). */
export function kindLabel(kind: AssetKind, lower = false): string {
  switch (kind) {
    case 'image':
      return lower ? translate('assets:kinds.imageLower') : translate('assets:kinds.image');
    case 'video':
      return lower ? translate('assets:kinds.videoLower') : translate('assets:kinds.video');
    case 'audio':
      return lower ? translate('assets:kinds.audioLower') : translate('assets:kinds.audio');
    default:
      return lower ? translate('assets:kinds.fileLower') : translate('assets:kinds.file');
  }
}

export const kindOf = (asset: Asset): AssetKind => asset.data?.meta?.type ?? 'file';

/** The thumbnail, or the type's icon when there is none (yet) or it fails to load. */
export function AssetPreview({ asset, height, fit = 'cover' }: { asset: Asset; height: number | string; fit?: 'cover' | 'contain' }) {
  const [failed, setFailed] = useState(false);
  const kind = kindOf(asset);
  const KindIcon = KIND_ICONS[kind];
  const src = asset.thumbnailUrl;
  return (
    <Box h={height} bg="gray.1" style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', overflow: 'hidden' }}>
      {src && !failed ? (
        <img src={src} alt="" loading="lazy" onError={() => setFailed(true)} data-testid="asset-thumbnail" style={{ width: '100%', height: '100%', objectFit: fit }} />
      ) : (
        <KindIcon size={40} stroke={1.25} color="var(--mantine-color-gray-6)" aria-hidden data-testid="asset-type-icon" />
      )}
    </Box>
  );
}

export function AssetCard({ asset, onOpen }: { asset: Asset; onOpen: (asset: Asset) => void }) {
  const { t } = useTranslation('assets');
  const kind = kindOf(asset);
  const KindIcon = KIND_ICONS[kind];
  const title = asset.title || t('untitled');
  return (
    <Card
      component="button"
      type="button"
      withBorder
      radius="md"
      padding={0}
      onClick={() => onOpen(asset)}
      // Named by what it shows (title, size, public or private, date): a label of its own never matched the visible
      // text word for word (axe label-content-name-mismatch, WCAG 2.5.3).
      data-testid="asset-card"
      data-asset-id={asset.id}
      style={{ textAlign: 'start', cursor: 'pointer', width: '100%', font: 'inherit', color: 'inherit' }}
    >
      <Card.Section>
        <AssetPreview asset={asset} height={140} />
      </Card.Section>
      <Stack gap={4} p="sm">
        <Text fw={600} size="sm" truncate data-testid="asset-title">
          {title}
        </Text>
        <Group gap={6} wrap="nowrap" justify="space-between">
          <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
            <ThemeIcon size={18} variant="light" radius="sm" role="img" aria-label={kindLabel(kind)}>
              <KindIcon size={12} />
            </ThemeIcon>
            <Text size="xs" c="dimmed" data-testid="asset-size">
              {formatBytes(asset.data?.meta?.size ?? 0)}
            </Text>
          </Group>
          <Tooltip label={asset.isPublic ? t('public') : t('private')}>
            {asset.isPublic ? <IconWorld size={14} aria-label={t('public')} /> : <IconLock size={14} aria-label={t('private')} color="var(--mantine-color-gray-6)" />}
          </Tooltip>
        </Group>
        <Text size="xs" c="dimmed" truncate data-testid="asset-date">
          {formatDate(asset.createdAt)}
        </Text>
      </Stack>
    </Card>
  );
}
