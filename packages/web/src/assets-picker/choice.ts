/**
 * What a file field of a folio or website holds, and the picker's pure rules: which assets to list for a search,
 * how an address typed by the author becomes a choice, how the arrow keys move through the grid.
 */
import { blobAddress, blobIdOfAddress, normaliseBlobAddress } from '@folio/model';
import type { Asset, AssetKind, AssetSearch } from '../api/assets.ts';
import { translate } from '../i18n/i18n.ts';
import { buildAssetQuery } from '../routes/assets/query.ts';

/** A chosen file: the asset it was chosen as (null for an address) and its stored address (`/blob/{id}` or external). */
export interface AssetChoice {
  assetId: string | null;
  url: string;
}

/**
 * Where the picker lists assets from. Only the user's own for now; shared and purchased assets join here (as
 * `buildAssetQuery` tabs) once shares and purchases exist, and the picker shows a switch when there is more than one.
 */
export const PICKER_SOURCES = ['owned'] as const;
export type PickerSource = (typeof PICKER_SOURCES)[number];

/** The assets request for a search text (`#tag` words filter by tag, the rest by title), narrowed to one kind. */
export function pickerSearch({ source, search, kind, first }: { source: PickerSource; search: string; kind: AssetKind | null; first: number }): AssetSearch {
  const request = buildAssetQuery({ tab: source, search, first });
  if (!kind) return request;
  return request.via === 'list' ? { via: 'list', query: { ...request.query, type: kind } } : { via: 'marketplace', query: { ...request.query, type: kind } };
}

/** The choice an asset makes: its id and its file's stored address. */
export const choiceOf = (asset: Asset): AssetChoice => ({ assetId: asset.id, url: blobAddress(asset.data.id) });

/** Origins whose full addresses are ours, as seen from the browser (the server adds the sites origin). */
export const browserOrigins = (): string[] => (typeof window === 'undefined' ? [] : [window.location.origin]);

/**
 * An address the author typed, as a choice: one of our files in any form becomes `/blob/{id}` (its asset found
 * by the caller, see `useAddressChoice`); anything else must be an http(s) address. Null with a reason otherwise.
 */
export function addressChoice(text: string, origins: readonly string[]): { choice: AssetChoice; blobId: string | null } | { problem: string } {
  const trimmed = text.trim();
  if (!trimmed) return { problem: translate('assets:picker.addressMissing') };
  const blobId = blobIdOfAddress(trimmed, origins);
  if (blobId) return { choice: { assetId: null, url: normaliseBlobAddress(trimmed, origins) }, blobId };
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return { problem: translate('assets:picker.addressNotFull') };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { problem: translate('assets:picker.addressNotFull') };
  return { choice: { assetId: null, url: trimmed }, blobId: null };
}

/** The index the grid's focus moves to for a key, or null for keys it does not handle. */
export function gridMove(key: string, index: number, count: number, columns: number): number | null {
  if (count === 0) return null;
  const clamp = (i: number) => Math.max(0, Math.min(count - 1, i));
  switch (key) {
    case 'ArrowRight':
      return clamp(index + 1);
    case 'ArrowLeft':
      return clamp(index - 1);
    case 'ArrowDown':
      return index + columns < count ? index + columns : index;
    case 'ArrowUp':
      return index - columns >= 0 ? index - columns : index;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
