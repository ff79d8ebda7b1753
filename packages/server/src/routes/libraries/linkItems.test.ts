// GET /public/api/libraries/{id}/items?share=…: a link share opens a private library's items to whoever holds the link.
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { call, person, share } from '../shares/testing.ts';

const { app, db } = await createTestApp();

describe('the public items of a library opened by a link', () => {
  it('answers a private library’s items to the holder of its link, not without it, not with a revoked or another library’s link', async () => {
    const owner = await person(db, 'Librarian');
    const made = await call(app, owner, 'POST', '/api/libraries', { name: 'Private shelf', isPublic: false });
    expect(made.statusCode, made.body).toBe(201);
    const library = made.json() as { id: number };
    const other = (await call(app, owner, 'POST', '/api/libraries', { name: 'Another shelf', isPublic: false })).json() as { id: number };
    const { link, shares } = await share(app, owner, { itemType: 'library', itemId: String(library.id), isAnonymous: true });
    const items = (query: string) => call(app, null, 'GET', `/public/api/libraries/${library.id}/items${query}`);

    expect((await items('')).statusCode).toBe(404);
    const opened = await items(`?share=${encodeURIComponent(link!.token)}`);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({ items: [], total: 0 });
    expect((await call(app, null, 'GET', `/public/api/libraries/${other.id}/items?share=${encodeURIComponent(link!.token)}`)).statusCode).toBe(404);
    expect((await items('?share=not-a-token')).statusCode).toBe(404);
    expect((await call(app, owner, 'DELETE', `/api/shares/byId/${shares[0]!.id}`)).statusCode).toBeLessThan(300);
    expect((await items(`?share=${encodeURIComponent(link!.token)}`)).statusCode).toBe(404);
  });
});
