/** The asset library's filters → the GET /api/assets query. */
import type { AssetSearch } from '../../api/assets.ts';

export const ASSET_TABS = ['owned', 'shared', 'purchased'] as const;
export type AssetTab = (typeof ASSET_TABS)[number];

export const TAB_LABELS: Record<AssetTab, string> = { owned: 'Owned', shared: 'Shared', purchased: 'Purchased' };

export const isAssetTab = (value: string | null | undefined): value is AssetTab => ASSET_TABS.includes(value as AssetTab);

/**
 * Splits the search box: words written `#tag` (or `tag:name`) filter by tag, the rest searches titles.
 * Tags are lowercased and deduplicated; the title keeps its words in order, single-spaced.
 */
export function parseSearch(text: string): { title: string; tags: string[] } {
  const tags: string[] = [];
  const words: string[] = [];
  for (const word of text.trim().split(/\s+/)) {
    if (!word) continue;
    const tag = word.startsWith('#') ? word.slice(1) : /^tag:/i.test(word) ? word.slice(4) : null;
    if (tag === null) words.push(word);
    else if (tag && !tags.includes(tag.toLowerCase())) tags.push(tag.toLowerCase());
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

/** Tags typed in the detail panel ("a, b c") → a clean list: trimmed, lowercased, no '#', no duplicates or empties. */
export function parseTags(input: string[] | string): string[] {
  const raw = Array.isArray(input) ? input : input.split(/[,\s]+/);
  const out: string[] = [];
  for (const t of raw) {
    const tag = t.trim().replace(/^#/, '').toLowerCase();
    if (tag && !out.includes(tag)) out.push(tag);
  }
  return out;
}
