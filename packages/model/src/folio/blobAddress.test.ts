import { describe, expect, it } from 'vitest';
import { blobAddress, blobIdOfAddress, blobUses, linkNodeAssets, normaliseBlobAddress, normaliseNodeBlobAddresses } from './blobAddress.ts';
import { createNode } from './defaults.ts';
import { deepFreeze } from './testing.ts';

const ID = '0b6d3c1e-2f4a-4b8c-9d0e-1f2a3b4c5d6e';
const ORIGINS = ['http://localhost:3000', 'http://127.0.0.1:3000/'];

describe('blobIdOfAddress', () => {
  it.each([
    [`/blob/${ID}`],
    [`http://localhost:3000/blob/${ID}`],
    [`http://127.0.0.1:3000/blob/${ID}`],
    [`/blob/${ID}/thumbnail`],
    [`http://localhost:3000/blob/${ID}/display`],
    [`http://localhost:3000/blob/${ID}?exp=1790000000&sig=abc123`],
    [`  /blob/${ID}/thumbnail?exp=1#top  `],
    [`/blob/${ID.toUpperCase()}`],
  ])('finds the blob in %s', (address) => {
    expect(blobIdOfAddress(address, ORIGINS)).toBe(ID);
  });

  it.each([
    [`https://example.com/blob/${ID}`, 'another site'],
    [`http://localhost:4000/blob/${ID}`, 'another port of the same host'],
    [`https://localhost:3000/blob/${ID}`, 'another scheme'],
    [`/blob/${ID}/original`, 'an unknown copy'],
    [`/blob/not-a-uuid`, 'a malformed id'],
    [`/files/blob/${ID}`, 'a deeper path'],
    ['', 'nothing'],
    ['https://', 'a broken address'],
  ])('answers null for %s (%s)', (address) => {
    expect(blobIdOfAddress(address, ORIGINS)).toBeNull();
  });

  it('accepts a path without any origins but no absolute address', () => {
    expect(blobIdOfAddress(`/blob/${ID}`)).toBe(ID);
    expect(blobIdOfAddress(`http://localhost:3000/blob/${ID}`)).toBeNull();
  });
});

describe('normaliseBlobAddress', () => {
  it('turns every form of an address of ours into /blob/{id}', () => {
    expect(normaliseBlobAddress(`http://localhost:3000/blob/${ID}/display?exp=1&sig=x`, ORIGINS)).toBe(`/blob/${ID}`);
    expect(blobAddress(ID.toUpperCase())).toBe(`/blob/${ID}`);
  });

  it('leaves an external address as it was given', () => {
    expect(normaliseBlobAddress('https://example.com/cat.png?size=2', ORIGINS)).toBe('https://example.com/cat.png?size=2');
  });
});

describe('normaliseNodeBlobAddresses', () => {
  it('normalises an asset resource’s url and keeps the rest', () => {
    const node = deepFreeze(createNode('asset-resource', { id: 'r1', assetId: null, url: `http://localhost:3000/blob/${ID}`, name: 'Cat' }));
    expect(normaliseNodeBlobAddresses(node, ORIGINS)).toEqual({ ...node, url: `/blob/${ID}` });
  });

  it('normalises gallery images and image options, and answers the same node when all is stored form already', () => {
    const gallery = deepFreeze(
      createNode('gallery-widget', {
        id: 'g1',
        meta: {
          display: 'grid',
          format: 'cover',
          items: [
            { assetId: '', url: `/blob/${ID}/thumbnail`, caption: 'one' },
            { assetId: '', url: 'https://example.com/b.png' },
          ],
        },
      }),
    );
    const out = normaliseNodeBlobAddresses(gallery, ORIGINS);
    expect(out.kind === 'gallery-widget' && out.meta.items.map((i) => i.url)).toEqual([`/blob/${ID}`, 'https://example.com/b.png']);
    expect(normaliseNodeBlobAddresses(out, ORIGINS)).toBe(out);

    const choice = createNode('multiple-choice-widget', { id: 'm1' });
    const withImage = deepFreeze({
      ...choice,
      meta: { ...choice.meta, options: [{ value: 'a', option: { type: 'asset' as const, assetId: '', url: `http://127.0.0.1:3000/blob/${ID}` } }] },
    });
    const normal = normaliseNodeBlobAddresses(withImage, ORIGINS);
    expect(normal.kind === 'multiple-choice-widget' && normal.meta.options[0]!.option).toEqual({ type: 'asset', assetId: '', url: `/blob/${ID}` });
  });
});

describe('blobUses and linkNodeAssets', () => {
  const resource = createNode('asset-resource', { id: 'r1', assetId: null, url: `/blob/${ID}`, name: '' });
  const gallery = createNode('gallery-widget', {
    id: 'g1',
    meta: { display: 'grid', format: 'cover', items: [{ assetId: 'kept', url: `/blob/${ID}` }, { assetId: '', url: 'https://example.com/x.png' }] },
  });

  it('lists the stored blob addresses with the asset each was chosen as', () => {
    expect(blobUses([resource, gallery])).toEqual([
      { nodeId: 'r1', blobId: ID, assetId: null },
      { nodeId: 'g1', blobId: ID, assetId: 'kept' },
    ]);
  });

  it('fills a missing asset id from the blob and keeps one already chosen', () => {
    const assets = new Map([[ID, 'asset-1']]);
    expect(linkNodeAssets(resource, assets)).toEqual({ ...resource, assetId: 'asset-1' });
    expect(linkNodeAssets(gallery, assets)).toBe(gallery);
    expect(linkNodeAssets(resource, new Map())).toBe(resource);
  });
});
