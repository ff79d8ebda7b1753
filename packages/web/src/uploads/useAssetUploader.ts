import { useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { assetKeys, type Asset } from '../api/assets.ts';
import { AssetUploader, type AssetUploaderOptions, type UploadItem } from './AssetUploader.ts';

const ACTIVE: ReadonlySet<UploadItem['status']> = new Set(['preparing', 'uploading', 'paused', 'saving']);

/**
 * One uploader for the screen that holds it (made once, from the options of the first render): refusals before
 * sending show as notifications, leaving mid-upload asks first, unmounting cancels.
 */
export function useUploader<R>(options: AssetUploaderOptions<R>) {
  const [uploader] = useState(
    () => new AssetUploader<R>({ onRejected: (message) => notifications.show({ color: 'red', message }), ...options }),
  );
  const items = useSyncExternalStore(uploader.subscribe, uploader.getSnapshot);
  const busy = items.some((item) => ACTIVE.has(item.status));

  // Unmounting cancels running uploads (their partial bytes are dropped by the server's expiry).
  useEffect(() => () => uploader.cancelAll(), [uploader]);

  useEffect(() => {
    if (!busy) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [busy]);

  return { uploader, items, busy };
}

/** Uploads that become assets: new assets refresh the asset lists. */
export function useAssetUploader() {
  const client = useQueryClient();
  return useUploader<Asset>({
    onSaved: () => void client.invalidateQueries({ queryKey: assetKeys.all }),
  });
}
