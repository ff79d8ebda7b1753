import { useQuery } from '@tanstack/react-query';
import { blobIdOfAddress } from '@folio/model';
import { assetKeys, getAsset, listAssets, type Asset } from '../api/assets.ts';
import type { AssetChoice } from './choice.ts';

/**
 * The asset a field's choice shows, for its preview: found by the stored file (`/blob/{id}`) among the user's
 * assets, or by its asset id when only that is stored (logos, website images). Null for an external address.
 */
export function useChosenAsset(choice: AssetChoice | null) {
  const blobId = choice ? blobIdOfAddress(choice.url) : null;
  const assetId = choice?.assetId ?? null;
  return useQuery({
    queryKey: [...assetKeys.all, 'chosen', blobId, assetId] as const,
    queryFn: async ({ signal }): Promise<Asset | null> => {
      if (blobId) {
        const page = await listAssets({ blob: [blobId], first: 10 }, signal);
        return page.items.find((a) => a.id === assetId) ?? page.items[0] ?? null;
      }
      return assetId ? getAsset(assetId, {}, signal) : null;
    },
    enabled: blobId !== null || assetId !== null,
    staleTime: 30_000,
  });
}
