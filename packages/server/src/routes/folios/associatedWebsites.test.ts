import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { buildFolio, buildUser, buildWebsite } from '../../../test/factories.ts';
import { signedIn, websiteApi } from '../websites/testing.ts';

const { app, db } = await createTestApp();
const api = websiteApi(app);

describe('GET /api/folios/{id}/associatedWebsites', () => {
  it('lists the caller’s websites showing the folio as a page, the header or the footer, newest updated first', async () => {
    const { user, token } = await signedIn(db);
    const folio = await buildFolio(db, { authorId: user.id, isPublic: true });
    const other = await buildFolio(db, { authorId: user.id });
    const at = (day: number) => new Date(Date.UTC(2026, 0, day));
    const asPage = await buildWebsite(db, { authorId: user.id, pages: [other.id, folio.id], updatedAt: at(1) });
    const asHeader = await buildWebsite(db, { authorId: user.id, headerFolioId: folio.id, updatedAt: at(3) });
    const asFooter = await buildWebsite(db, { authorId: user.id, footerFolioId: folio.id, pages: [other.id], updatedAt: at(2) });
    await buildWebsite(db, { authorId: user.id, pages: [other.id] });
    // Another user showing the same public folio is not the caller's business.
    await buildWebsite(db, { pages: [folio.id] });

    const res = await api.associated(token, folio.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: asHeader.id,
        authorId: user.id,
        name: asHeader.name,
        slug: asHeader.slug,
        customDomain: null,
        pageCount: 0,
        publishedAt: null,
        updatedAt: at(3).toISOString(),
      },
      expect.objectContaining({ id: asFooter.id, pageCount: 1 }),
      expect.objectContaining({ id: asPage.id, pageCount: 2 }),
    ]);
  });

  it('answers an empty list for a folio no website shows, and for another user’s public folio', async () => {
    const { user, token } = await signedIn(db);
    const unused = await buildFolio(db, { authorId: user.id });
    const theirs = await buildFolio(db, { isPublic: true });
    await buildWebsite(db, { authorId: theirs.authorId, pages: [theirs.id] });
    expect((await api.associated(token, unused.id)).json()).toEqual([]);
    expect((await api.associated(token, theirs.id)).json()).toEqual([]);
  });

  it('answers 404 for a folio the caller cannot read, and 401 without a token', async () => {
    const { token } = await signedIn(db);
    const author = await buildUser(db);
    const secret = await buildFolio(db, { authorId: author.id, isPublic: false });
    await buildWebsite(db, { authorId: author.id, pages: [secret.id] });
    const deleted = await buildFolio(db, { authorId: author.id, isPublic: true, isDeleted: true });
    for (const id of [secret.id, deleted.id, randomUUID(), 'not-a-uuid']) {
      const res = await api.associated(token, id);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ error: 'Not Found', message: 'No folio with this id' });
    }
    const anonymous = await api.associated(null, secret.id);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('Authorized use only');
  });
});
