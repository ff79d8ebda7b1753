import { describe, expect, it } from 'vitest';
import type { Asset } from '../../api/assets.ts';
import { FEATURES } from '../../lib/features.ts';
import { assetFormValues, assetPatch, buildAssetQuery, isAssetTab, parseSearch, parseTags } from './query.ts';

const asset = (over: Partial<Asset> = {}): Asset => ({
  id: 'a1',
  authorId: 'u1',
  authorName: 'Jane',
  title: 'Sunset',
  url: null,
  tags: ['beach', 'summer'],
  isPublic: false,
  isShared: false,
  isPurchased: false,
  isOwned: true,
  isPurchasable: false,
  price: '0',
  currency: 'CAD',
  licenseTypes: [],
  licenseOptionRefs: [],
  data: { id: 'b1', url: '/blob/b1', meta: { type: 'image', mime: { type: 'image', subtype: 'png' }, size: 10, width: 1, height: 1 } },
  blobUrl: '/blob/b1',
  blobUrlShort: '/blob/b1',
  thumbnailUrl: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

describe('the asset library search', () => {
  it('splits the search box into title words and #tags (also tag:name), dropping duplicates and empty tags', () => {
    expect(parseSearch('  red   #beach sunset tag:summer #beach # ')).toEqual({ title: 'red sunset', tags: ['beach', 'summer'] });
    expect(parseSearch('')).toEqual({ title: '', tags: [] });
    expect(parseSearch('#Beach')).toEqual({ title: '', tags: ['Beach'] });
  });

  it('lists a tab with the asset list and its source flag when the search has no title words', () => {
    expect(buildAssetQuery({ tab: 'owned', search: '', first: 24 })).toEqual({ via: 'list', query: { first: 24, after: 0, isOwned: true } });
    expect(buildAssetQuery({ tab: 'shared', search: '#a #b', first: 10, after: 20 })).toEqual({
      via: 'list',
      query: { first: 10, after: 20, isShared: true, tag: ['a', 'b'] },
    });
    expect(buildAssetQuery({ tab: 'purchased', search: ' ', first: 5 })).toEqual({ via: 'list', query: { first: 5, after: 0, isPurchased: true } });
  });

  it('searches titles through the signed-in marketplace listing, which has a title filter, keeping the tab and tags', () => {
    expect(buildAssetQuery({ tab: 'owned', search: 'sun #beach', first: 24 })).toEqual({
      via: 'marketplace',
      query: { first: 24, after: 0, isOwned: true, tag: ['beach'], title: 'sun' },
    });
  });

  it('shows Shared and Purchased only once sharing and the marketplace exist, and knows no other tab', () => {
    expect(isAssetTab('owned')).toBe(true);
    expect(isAssetTab('shared')).toBe(FEATURES.sharing);
    expect(isAssetTab('purchased')).toBe(FEATURES.marketplace);
    expect(isAssetTab('all')).toBe(false);
    expect(isAssetTab(null)).toBe(false);
  });
});

describe('the asset detail form', () => {
  it('cleans typed tags: trimmed, no leading #, no duplicates or empties', () => {
    expect(parseTags(' a, #b  c,,a ')).toEqual(['a', 'b', 'c']);
    expect(parseTags(['x', ' x ', '', '#y'])).toEqual(['x', 'y']);
  });

  it('sends nothing when nothing changed', () => {
    const a = asset();
    expect(assetPatch(a, assetFormValues(a))).toEqual({});
    expect(assetPatch(a, { ...assetFormValues(a), title: ' Sunset ' })).toEqual({});
  });

  it('sends only the changed fields, with a cleared custom URL as null', () => {
    const a = asset({ url: 'my-sunset' });
    expect(assetPatch(a, { title: 'Dusk', tags: ['beach'], isPublic: true, url: '' })).toEqual({ title: 'Dusk', tags: ['beach'], isPublic: true, url: null });
    expect(assetPatch(a, { ...assetFormValues(a), url: ' new-url ' })).toEqual({ url: 'new-url' });
    expect(assetPatch(a, { ...assetFormValues(a), tags: ['summer', 'beach'] })).toEqual({ tags: ['summer', 'beach'] });
  });
});
