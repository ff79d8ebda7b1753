import { Box } from '@mantine/core';
import { useState } from 'react';
import type { Asset } from '../api/assets.ts';
import { KIND_ICONS, kindOf } from '../routes/assets/AssetCard.tsx';

/** An asset's picture: the thumbnail, the image itself while its thumbnail is being made, else its kind's icon. */
export function AssetThumb({ asset, size, fit = 'cover' }: { asset: Asset | null; size: number | string; fit?: 'cover' | 'contain' }) {
  const [failed, setFailed] = useState<string | null>(null);
  const kind = asset ? kindOf(asset) : 'image';
  const KindIcon = KIND_ICONS[kind];
  const src = asset ? (asset.thumbnailUrl ?? (kind === 'image' ? asset.blobUrl : null)) : null;
  return (
    <Box
      w={size}
      bg="gray.1"
      style={{ aspectRatio: '1 / 1', display: 'flex', alignItems: 'center', justifyContent: 'center', overflow: 'hidden', borderRadius: 'var(--mantine-radius-sm)', flex: 'none' }}
    >
      {src && failed !== src ? (
        <img src={src} alt="" loading="lazy" onError={() => setFailed(src)} style={{ width: '100%', height: '100%', objectFit: fit }} />
      ) : (
        <KindIcon size={28} stroke={1.25} color="var(--mantine-color-gray-6)" aria-hidden />
      )}
    </Box>
  );
}
