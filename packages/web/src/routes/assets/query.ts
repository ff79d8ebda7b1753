/** The asset library's filters → the GET /api/assets query. */
import type { Asset, AssetPatch, AssetSearch } from '../../api/assets.ts';
import { FEATURES } from '../../lib/features.ts';

export type AssetTab = 'owned' | 'shared' | 'purchased';

/** The tabs shown: Shared and Purchased once sharing and the marketplace exist. */
export const ASSET_TABS: readonly AssetTab[] = [
  'owned',
  ...(FEATURES.sharing ? (['shared'] as const) : []),
  ...(FEATURES.marketplace ? (['purchased'] as const) : []),
];

export const isAssetTab = (value: string | null | undefined): value is AssetTab => ASSET_TABS.includes(value as AssetTab);

/**
 * Splits the search box: words written `#tag` (or `tag:name`) filter by tag, the rest searches titles.
 * Tags are matched exactly as stored, so they keep their case; duplicates go. The title keeps its words in order, single-spaced.
 */
export function parseSearch(text: string): { title: string; tags: string[] } {
  const tags: string[] = [];
  const words: string[] = [];
  for (const word of text.trim().split(/\s+/)) {
    if (!word) continue;
    const tag = word.startsWith('#') ? word.slice(1) : /^tag:/i.test(word) ? word.slice(4) : null;
    if (tag === null) words.push(word);
    else if (tag && !tags.includes(tag)) tags.push(tag);
  }
  return { title: words.join(' '), tags };
}

/**
 * The request for a tab, a search text and a page window: the asset list (GET /api/assets) for tags alone, the
 * signed-in marketplace listing (the one with a title filter) once the search has words for the title.
 */
export function buildAssetQuery({ tab, search, first, after = 0 }: { tab: AssetTab; search: string; first: number; after?: number }): AssetSearch {
  const { title, tags } = parseSearch(search);
  const source = tab === 'owned' ? { isOwned: true } : tab === 'shared' ? { isShared: true } : { isPurchased: true };
  const query = { first, after, ...source, ...(tags.length ? { tag: tags } : {}) };
  return title ? { via: 'marketplace', query: { ...query, title } } : { via: 'list', query };
}

/** Tags typed in the detail panel ("a, b c") → a clean list: trimmed, no leading '#', no duplicates or empties. */
export function parseTags(input: string[] | string): string[] {
  const raw = Array.isArray(input) ? input : input.split(/[,\s]+/);
  const out: string[] = [];
  for (const t of raw) {
    const tag = t.trim().replace(/^#/, '');
    if (tag && !out.includes(tag)) out.push(tag);
  }
  return out;
}

/** The detail panel's editable fields. */
export interface AssetFormValues {
  title: string;
  tags: string[];
  isPublic: boolean;
  url: string;
}

export const assetFormValues = (asset: Asset): AssetFormValues => ({ title: asset.title, tags: asset.tags, isPublic: asset.isPublic, url: asset.url ?? '' });

/** Only the fields that changed, so a save never overwrites what it did not touch. */
export function assetPatch(asset: Asset, values: AssetFormValues): AssetPatch {
  const patch: AssetPatch = {};
  const title = values.title.trim();
  if (title !== asset.title) patch.title = title;
  const tags = parseTags(values.tags);
  if (tags.join('\u0000') !== asset.tags.join('\u0000')) patch.tags = tags;
  if (values.isPublic !== asset.isPublic) patch.isPublic = values.isPublic;
  const url = values.url.trim();
  if (url !== (asset.url ?? '')) patch.url = url === '' ? null : url;
  return patch;
}
