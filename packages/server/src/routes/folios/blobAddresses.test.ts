import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { buildAsset, buildFolio, buildUser, tokenFor } from '../../../test/factories.ts';
import { add, fetchForEditing, patchFolio, sampleDoc } from './testing.ts';

const { app, db, config } = await createTestApp();

async function ownFolio() {
  const user = await buildUser(db);
  const folio = await buildFolio(db, { authorId: user.id, doc: sampleDoc(user.id) });
  return { user, folio, token: await tokenFor(db, user.id) };
}

describe('PATCH /api/folios/{id} with addresses of uploaded files', () => {
  it('stores the app’s full, signed or copy address of the user’s own file as /blob/{id} with the asset id', async () => {
    const { user, folio, token } = await ownFolio();
    const asset = await buildAsset(db, { authorId: user.id });
    const doc = add(add(sampleDoc(user.id), 'b2', 'asset-resource', 'a1', { assetId: null, url: `${config.APP_ORIGIN}/blob/${asset.blobId}/display?exp=1&sig=abc`, name: 'Cat' }), 'b3', 'gallery-widget', 'g1', {
      meta: {
        display: 'grid',
        format: 'cover',
        items: [
          { assetId: '', url: `${config.SITES_ORIGIN}/blob/${asset.blobId}/thumbnail` },
          { assetId: '', url: 'https://example.com/dog.png?w=2' },
        ],
      },
    });
    const res = await patchFolio(app, token, folio.id, { baseVersion: 1, log: [{ action: 'insert' }], nodes: { b2: doc.nodes.b2, a1: doc.nodes.a1, b3: doc.nodes.b3, g1: doc.nodes.g1 } });
    expect(res.statusCode).toBe(200);
    const saved = await fetchForEditing(app, token, folio.id);
    expect(saved.nodes.a1).toMatchObject({ assetId: asset.id, url: `/blob/${asset.blobId}`, name: 'Cat' });
    expect(saved.nodes.g1).toMatchObject({
      meta: {
        items: [
          { assetId: asset.id, url: `/blob/${asset.blobId}` },
          { assetId: '', url: 'https://example.com/dog.png?w=2' },
        ],
      },
    });
  });

  it('stores another user’s file as /blob/{id} too but names no asset for it, and leaves look-alike addresses elsewhere alone', async () => {
    const { user, folio, token } = await ownFolio();
    const others = await buildAsset(db);
    const lookAlike = `https://example.com/blob/${others.blobId}`;
    let doc = add(sampleDoc(user.id), 'b2', 'asset-resource', 'a1', { assetId: null, url: `${config.APP_ORIGIN}/blob/${others.blobId}`, name: '' });
    doc = add(doc, 'b3', 'asset-resource', 'a2', { assetId: null, url: lookAlike, name: '' });
    const res = await patchFolio(app, token, folio.id, {
      baseVersion: 1,
      log: [{ action: 'insert' }],
      nodes: { b2: doc.nodes.b2, a1: doc.nodes.a1, b3: doc.nodes.b3, a2: doc.nodes.a2 },
    });
    expect(res.statusCode).toBe(200);
    const saved = await fetchForEditing(app, token, folio.id);
    expect(saved.nodes.a1).toMatchObject({ assetId: null, url: `/blob/${others.blobId}` });
    expect(saved.nodes.a2).toMatchObject({ assetId: null, url: lookAlike });
  });

  it('keeps the asset id the browser chose', async () => {
    const { user, folio, token } = await ownFolio();
    const first = await buildAsset(db, { authorId: user.id });
    const second = await buildAsset(db, { authorId: user.id, blobId: first.blobId });
    const doc = add(sampleDoc(user.id), 'b2', 'asset-resource', 'a1', { assetId: first.id, url: `/blob/${first.blobId}`, name: '' });
    await patchFolio(app, token, folio.id, { baseVersion: 1, log: [{ action: 'insert' }], nodes: { b2: doc.nodes.b2, a1: doc.nodes.a1 } });
    const saved = await fetchForEditing(app, token, folio.id);
    expect(saved.nodes.a1).toMatchObject({ assetId: first.id });
    expect(second.id).not.toBe(first.id);
  });
});
