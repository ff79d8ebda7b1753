import { useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { assetKeys } from '../api/assets.ts';
import { AssetUploader, type UploadItem } from './AssetUploader.ts';

const ACTIVE: ReadonlySet<UploadItem['status']> = new Set(['preparing', 'uploading', 'paused', 'saving']);

/** One uploader for the screen that holds it: new assets refresh the asset lists; leaving mid-upload asks first. */
export function useAssetUploader() {
  const client = useQueryClient();
  const [uploader] = useState(
    () =>
      new AssetUploader({
        onAssetCreated: () => void client.invalidateQueries({ queryKey: assetKeys.all }),
        onRejected: (message) => notifications.show({ color: 'red', message }),
      }),
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
