import { describe, expect, it } from 'vitest';
import type { Asset } from '../api/assets.ts';
import { addressChoice, choiceOf, gridMove, pickerSearch } from './choice.ts';
import { describeAsset, documentFiles } from './useAssetResolver.ts';
import { add, sampleFolio } from '../editor/panel/testing.ts';

const ID = '0b6d3c1e-2f4a-4b8c-9d0e-1f2a3b4c5d6e';
const ORIGIN = 'http://localhost:3000';

describe('pickerSearch', () => {
  it('lists the own assets of one kind, by tag through the list and by title through the search with a title filter', () => {
    expect(pickerSearch({ source: 'owned', search: '#sky', kind: 'image', first: 24 })).toEqual({
      via: 'list',
      query: { first: 24, after: 0, isOwned: true, tag: ['sky'], type: 'image' },
    });
    expect(pickerSearch({ source: 'owned', search: 'sunset #sky', kind: 'image', first: 24 })).toEqual({
      via: 'marketplace',
      query: { first: 24, after: 0, isOwned: true, tag: ['sky'], title: 'sunset', type: 'image' },
    });
    expect(pickerSearch({ source: 'owned', search: '', kind: null, first: 24 })).toEqual({ via: 'list', query: { first: 24, after: 0, isOwned: true } });
  });
});

describe('addressChoice', () => {
  it('turns any address of one of our files into the stored /blob/{id}', () => {
    for (const text of [`${ORIGIN}/blob/${ID}`, `${ORIGIN}/blob/${ID}/thumbnail`, ` /blob/${ID}/display?exp=9&sig=x `]) {
      expect(addressChoice(text, [ORIGIN])).toEqual({ choice: { assetId: null, url: `/blob/${ID}` }, blobId: ID });
    }
  });

  it('keeps a web address as typed and refuses what is not one', () => {
    expect(addressChoice('https://example.com/a.png', [ORIGIN])).toEqual({ choice: { assetId: null, url: 'https://example.com/a.png' }, blobId: null });
    expect(addressChoice('', [ORIGIN])).toEqual({ problem: 'Enter an address' });
    expect(addressChoice('cat.png', [ORIGIN])).toEqual({ problem: 'Enter a full address starting with https://' });
    expect(addressChoice('javascript:alert(1)', [ORIGIN])).toEqual({ problem: 'Enter a full address starting with https://' });
  });
});

describe('gridMove', () => {
  it('moves along rows and columns and stays inside the grid', () => {
    expect(gridMove('ArrowRight', 0, 10, 4)).toBe(1);
    expect(gridMove('ArrowRight', 9, 10, 4)).toBe(9);
    expect(gridMove('ArrowLeft', 0, 10, 4)).toBe(0);
    expect(gridMove('ArrowDown', 1, 10, 4)).toBe(5);
    expect(gridMove('ArrowDown', 7, 10, 4)).toBe(7);
    expect(gridMove('ArrowUp', 5, 10, 4)).toBe(1);
    expect(gridMove('ArrowUp', 2, 10, 4)).toBe(2);
    expect(gridMove('Home', 6, 10, 4)).toBe(0);
    expect(gridMove('End', 0, 10, 4)).toBe(9);
    expect(gridMove('a', 0, 10, 4)).toBeNull();
    expect(gridMove('ArrowRight', 0, 0, 4)).toBeNull();
  });
});

const asset = (over: Partial<Asset['data']['meta']> = {}): Asset =>
  ({
    id: 'as1',
    title: 'Sky',
    data: { id: ID, url: `/blob/${ID}`, meta: { type: 'image', mime: { type: 'image', subtype: 'png' }, size: 10, width: 640, height: 480, ...over } },
    blobUrl: `/blob/${ID}?exp=1&sig=s`,
    blobUrlShort: `/blob/${ID}`,
    thumbnailUrl: null,
  }) as Asset;

describe('choices and the canvas description', () => {
  it('chooses an asset as its id and its file’s stored address, never the address it is served at', () => {
    expect(choiceOf(asset())).toEqual({ assetId: 'as1', url: `/blob/${ID}` });
  });

  it('describes an asset for the canvas from the API: kind, MIME type, size and blobUrl as given', () => {
    expect(describeAsset(asset())).toEqual({ type: 'image', mime: 'image/png', width: 640, height: 480, src: `/blob/${ID}?exp=1&sig=s` });
    expect(describeAsset(asset({ type: 'file', mime: { type: 'application', subtype: 'pdf' }, width: undefined, height: undefined }))).toEqual({
      type: 'file',
      mime: 'application/pdf',
      src: `/blob/${ID}?exp=1&sig=s`,
    });
  });

  it('finds the files a document shows and the logos it names', () => {
    let doc = sampleFolio();
    doc = add(doc, 'b2', 'asset-resource', 'a1', { assetId: null, url: `/blob/${ID}`, name: '' });
    doc = add(doc, 'b3', 'logo-widget', 'logo1', { meta: { caption: '', linkTo: '', websitePartLogoId: 'logo-asset', width: '', height: '' } });
    expect(documentFiles(doc)).toEqual({ blobIds: [ID], logoIds: ['logo-asset'], needsSiteLogo: false });
    doc = add(doc, 'c3', 'block', 'b9');
    doc = add(doc, 'b9', 'logo-widget', 'logo2');
    expect(documentFiles(doc).needsSiteLogo).toBe(true);
  });

  it('follows an edit that replaces a node: the new address is read, the old one forgotten', () => {
    const OTHER = '1c7e4d2f-3a5b-4c9d-8e1f-2a3b4c5d6e7f';
    let doc = sampleFolio();
    doc = add(doc, 'b2', 'asset-resource', 'a1', { assetId: null, url: `/blob/${ID}`, name: '' });
    expect(documentFiles(doc).blobIds).toEqual([ID]);
    const edited = { ...doc, nodes: { ...doc.nodes, a1: { ...doc.nodes.a1!, url: `/blob/${OTHER}` } as (typeof doc.nodes)[string] } };
    expect(documentFiles(edited).blobIds).toEqual([OTHER]);
    // The unedited document still reads as it was.
    expect(documentFiles(doc).blobIds).toEqual([ID]);
  });
});
