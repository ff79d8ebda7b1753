import { add } from '@folio/model/testing';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { buildBlob, buildUser, tokenFor } from '../../../test/factories.ts';
import { publishedFolio, textDoc } from '../../routes/sites/testing.ts';
import { findPublicPage, findPublicPageWithSnapshot, loadPublicPage } from './publicPages.ts';

const { app, db } = await createTestApp();

describe('a public page read with its snapshot in one query', () => {
  it('is the page, document and image details the separate queries give', async () => {
    const user = await buildUser(db);
    const token = await tokenFor(db, user.id);
    const photo = await buildBlob(db, { ownerId: user.id, width: 1200, height: 675, thumbnailKey: 'thumb/x.webp' });
    const signed = await buildBlob(db, { ownerId: user.id, width: 300, height: 200 });
    const pdf = await buildBlob(db, { ownerId: user.id, kind: 'file', mimeType: 'application', mimeSubtype: 'pdf', width: null, height: null });
    // Not shown as our file: an address with more after the id, and one in capitals (BLOB_URL takes neither).
    const other = await buildBlob(db, { ownerId: user.id, thumbnailPending: true });
    const addresses = [
      `/blob/${photo.id}`,
      `/blob/${signed.id}?exp=1700000000&sig=abc_-1`,
      `/blob/${pdf.id}`,
      `/blob/${other.id}/thumbnail`,
      `/blob/${other.id.toUpperCase()}`,
      'https://cdn.example.com/pic',
    ];
    const doc = textDoc(user.id, 'Pictures', '<p>Pictures</p>', (d) => {
      let out = d;
      for (const [i, url] of addresses.entries()) {
        out = add(out, 'c1', 'block', `ab${i}`);
        out = add(out, `ab${i}`, 'asset-resource', `ar${i}`, { url, name: `Asset ${i}`, alt: `Picture ${i}` });
      }
      return out;
    });
    const folio = await publishedFolio(app, db, token, doc);

    const separate = await findPublicPage(db, folio.id, 'p1');
    const together = await findPublicPageWithSnapshot(db, folio.id, 'p1');
    expect(together?.found).toEqual(separate);
    const loadedApart = await loadPublicPage(db, separate!);
    const loadedTogether = await loadPublicPage(db, together!.found, together!.stored);
    expect(loadedTogether).toEqual(loadedApart);
    // The blob whose thumbnail is pending is not shown: the page is complete.
    expect(loadedTogether.complete).toBe(true);
    expect(loadedTogether.doc.nodes.ar1).toMatchObject({ type: 'image', width: 300, url: `/blob/${signed.id}` });
    expect(loadedTogether.doc.nodes.ar3).not.toHaveProperty('type');
    expect(loadedTogether.doc.nodes.ar0).toMatchObject({ type: 'image', width: 1200, priority: true });
  });

  it('is null for a private folio unless opened through a link, and for a page not in the snapshot', async () => {
    const user = await buildUser(db);
    const token = await tokenFor(db, user.id);
    const hidden = await publishedFolio(app, db, token, textDoc(user.id, 'Hidden', '<p>Hi</p>'), { isPublic: false });
    expect(await findPublicPageWithSnapshot(db, hidden.id, 'p1')).toBeNull();
    expect((await findPublicPageWithSnapshot(db, hidden.id, 'p1', { throughLink: true }))?.found.pageId).toBe('p1');
    expect(await findPublicPageWithSnapshot(db, hidden.id, 'nope', { throughLink: true })).toBeNull();
    expect(await findPublicPageWithSnapshot(db, 'not-a-uuid')).toBeNull();
  });
});
