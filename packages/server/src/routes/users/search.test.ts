import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bearer, buildUser, tokenFor } from '../../../test/factories.ts';

const { app, db } = await createTestApp();

describe('GET /api/users/search and searchByIDs', () => {
  it('finds active accounts by name or exact email, never answering emails', async () => {
    const me = await tokenFor(db, (await buildUser(db)).id);
    const grace = await buildUser(db, { displayName: 'Grace Hopper Searchable', email: 'grace.searchable@example.test' });
    await buildUser(db, { displayName: 'Grace Hidden Searchable', isActive: false });
    const byName = await app.inject({ method: 'GET', url: '/api/users/search?name=hopper%20search', headers: bearer(me) });
    expect(byName.statusCode).toBe(200);
    expect(byName.json()).toEqual([{ id: grace.id, displayName: 'Grace Hopper Searchable', avatarUrl: null }]);
    expect(byName.body).not.toContain('@');
    const byEmail = await app.inject({ method: 'GET', url: '/api/users/search?name=Grace.Searchable@example.test', headers: bearer(me) });
    expect(byEmail.json().map((u: { id: string }) => u.id)).toEqual([grace.id]);
    const partialEmail = await app.inject({ method: 'GET', url: '/api/users/search?name=example.test', headers: bearer(me) });
    expect(partialEmail.json().map((u: { id: string }) => u.id)).not.toContain(grace.id);
    const ids = await app.inject({ method: 'GET', url: `/api/users/searchByIDs?id=${grace.id}&id=nope`, headers: bearer(me) });
    expect(ids.json()).toEqual([{ id: grace.id, displayName: 'Grace Hopper Searchable', avatarUrl: null }]);
  });

  it('is for signed-in users only', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/users/search?name=grace' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/users/searchByIDs?id=x' })).statusCode).toBe(401);
  });
});
