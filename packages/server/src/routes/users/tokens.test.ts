// Personal access tokens (issue 30): made signed in, shown once, held to their scopes through can(), revoked at
// once, admin powers only with an admin scope from an administrator, rate limited per token.
import { ACCOUNT_DEACTIVATED, SESSION_EXPIRED } from '@folio/model';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bearer, buildFolio, buildUser, tokenFor } from '../../../test/factories.ts';
import { apiTokens, users } from '../../db/schema.ts';
import { person, type Person } from '../shares/testing.ts';
import { textDoc } from '../sites/testing.ts';
import { listen } from '../uploads/testing.ts';
import { openEditor } from '../collab/testing.ts';

const LIMIT = 30;
const { app, db } = await createTestApp({ API_TOKEN_REQUESTS_PER_MINUTE: String(LIMIT) });

interface Made {
  id: string;
  token: string;
  prefix: string;
  scopes: string[];
  expiresAt: string | null;
  lastUsedAt: string | null;
}

const as = (token: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function makeToken(owner: Person, scopes: string[], extra: Record<string, unknown> = {}): Promise<Made> {
  const res = await as(owner.token, 'POST', '/api/users/me/tokens', { name: 'Sync', scopes, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Made;
}

async function admin(kind: 'super' | 'admin'): Promise<Person> {
  const user = await buildUser(db, kind === 'super' ? { superAdmin: true, displayName: 'Root' } : { isAdmin: true, displayName: 'Admin' });
  return { user, token: await tokenFor(db, user.id) };
}

describe('personal access tokens', () => {
  it('are shown once, listed without the secret, and act as their owner within their scopes', async () => {
    const owner = await person(db, 'Dev');
    const made = await makeToken(owner, ['folios:read']);
    expect(made.token).toMatch(/^fol_[A-Za-z0-9_-]{43}$/);
    expect(made.token.startsWith(made.prefix)).toBe(true);
    const listed = (await as(owner.token, 'GET', '/api/users/me/tokens')).json() as { tokens: Array<Record<string, unknown>> };
    expect(listed.tokens).toHaveLength(1);
    expect(listed.tokens[0]).toMatchObject({ id: made.id, name: 'Sync', scopes: ['folios:read'], expiresAt: null });
    expect(JSON.stringify(listed)).not.toContain(made.token);
    // Only the hash is stored.
    const [row] = await db.select().from(apiTokens).where(eq(apiTokens.id, made.id));
    expect(row!.tokenHash.toString('utf8')).not.toContain(made.token.slice(4, 20));

    // Who it is: always. Its folios: with folios:read. Writing: not without folios:write.
    const me = await as(made.token, 'GET', '/api/users/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: owner.user.id });
    await buildFolio(db, { authorId: owner.user.id, doc: textDoc(owner.user.id, 'Mine', '<p>Mine</p>') });
    const list = await as(made.token, 'GET', '/api/folios?isOwned=true');
    expect(list.statusCode, list.body).toBe(200);
    expect((list.json() as { folios?: unknown[]; items?: unknown[] }).folios ?? (list.json() as { items: unknown[] }).items).toHaveLength(1);
    const create = await as(made.token, 'POST', '/api/folios', { name: 'From a script' });
    expect(create.statusCode).toBe(403);
    expect(create.json().message).toBe('This access token needs the scope folios:write for this request');
    expect((await as(made.token, 'PATCH', `/api/usersR1/${owner.user.id}`, { displayName: 'Renamed' })).statusCode).toBe(403);

    const writer = await makeToken(owner, ['folios:write']);
    expect((await as(writer.token, 'POST', '/api/folios', { name: 'From a script' })).statusCode).toBe(201);
    // The last use is kept (to the minute).
    await expect.poll(async () => (await db.select({ at: apiTokens.lastUsedAt }).from(apiTokens).where(eq(apiTokens.id, writer.id)))[0]?.at).not.toBeNull();
  });

  it('reach only their areas: submissions without folios, nothing that needs a session', async () => {
    const owner = await person(db, 'Forms');
    const folio = await buildFolio(db, { authorId: owner.user.id, doc: textDoc(owner.user.id, 'Form', '<p>Form</p>') });
    const made = await makeToken(owner, ['submissions:read']);
    expect((await as(made.token, 'GET', `/api/folios/${folio.id}/submissions`)).statusCode).toBe(200);
    const folioRead = await as(made.token, 'GET', `/api/folios/${folio.id}`);
    expect(folioRead.statusCode).toBe(403);
    expect(folioRead.json().message).toContain('folios:read');
    // Tokens, shares, notifications and passwords are a signed-in person's.
    for (const [method, url] of [
      ['GET', '/api/users/me/tokens'],
      ['POST', '/api/users/me/tokens'],
      ['GET', '/api/notifications'],
      ['POST', '/api/shares'],
      ['POST', '/api/logout'],
    ] as const) {
      const res = await as(made.token, method, url, method === 'POST' ? { name: 'x', scopes: ['folios:read'] } : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toBe('An access token cannot be used for this; sign in to do it');
    }
  });

  it('stop working the moment they are revoked, expire, or their account is deactivated', async () => {
    const owner = await person(db, 'Revoker');
    const made = await makeToken(owner, ['folios:read']);
    expect((await as(made.token, 'GET', '/api/folios')).statusCode).toBe(200);
    expect((await as(owner.token, 'DELETE', `/api/users/me/tokens/${made.id}`)).statusCode).toBe(204);
    const after = await as(made.token, 'GET', '/api/folios');
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(SESSION_EXPIRED);
    expect((await as(owner.token, 'DELETE', `/api/users/me/tokens/${made.id}`)).statusCode).toBe(404);
    expect((await as(owner.token, 'GET', '/api/users/me/tokens')).json()).toEqual({ tokens: [] });

    const dated = await makeToken(owner, ['folios:read'], { expiresAt: new Date(Date.now() + 86_400_000).toISOString() });
    expect(dated.expiresAt).not.toBeNull();
    expect((await as(dated.token, 'GET', '/api/folios')).statusCode).toBe(200);
    // Written behind the API's back: the change feed tells the token cache a moment later.
    await db.update(apiTokens).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(apiTokens.id, dated.id));
    await expect.poll(async () => (await as(dated.token, 'GET', '/api/folios')).statusCode).toBe(401);
    const past = await as(owner.token, 'POST', '/api/users/me/tokens', { name: 'Old', scopes: ['folios:read'], expiresAt: '2020-01-01T00:00:00Z' });
    expect(past.statusCode).toBe(422);
    expect(past.json().message).toBe('The expiry must be in the future');

    const live = await makeToken(owner, ['folios:read']);
    await db.update(users).set({ isActive: false }).where(eq(users.id, owner.user.id));
    await expect.poll(async () => (await as(live.token, 'GET', '/api/folios')).statusCode).toBe(401);
    expect((await as(live.token, 'GET', '/api/folios')).json().message).toBe(ACCOUNT_DEACTIVATED);
  });

  it('reach admin powers only with an admin scope an administrator gave', async () => {
    const root = await admin('super');
    const plain = await makeToken(root, ['folios:read']);
    expect((await as(plain.token, 'GET', '/api/users/management')).statusCode).toBe(403);
    const withAdmin = await makeToken(root, ['admin:read']);
    expect((await as(withAdmin.token, 'GET', '/api/users/management')).statusCode).toBe(200);
    // admin:read does not change anything.
    const someone = await person(db, 'Someone');
    expect((await as(withAdmin.token, 'POST', `/api/users/${someone.user.id}/deactivate`)).statusCode).toBe(403);
    // An ordinary account cannot give itself an admin scope.
    const refused = await as(someone.token, 'POST', '/api/users/me/tokens', { name: 'Sneaky', scopes: ['admin:write'] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only an administrator can give a token an admin scope');
    // An admin scope on an ordinary account's token gives it nothing either (it holds no role).
    expect((await as(someone.token, 'GET', '/api/users/management')).statusCode).toBe(403);
  });

  it('an administrator sees and revokes an account’s tokens; nobody else does', async () => {
    const owner = await person(db, 'Owned');
    const made = await makeToken(owner, ['assets:read']);
    const stranger = await person(db, 'Stranger');
    expect((await as(stranger.token, 'GET', `/api/users/management/${owner.user.id}/tokens`)).statusCode).toBe(403);
    expect((await as(stranger.token, 'DELETE', `/api/users/management/${owner.user.id}/tokens/${made.id}`)).statusCode).toBe(403);
    expect((await as(stranger.token, 'DELETE', `/api/users/me/tokens/${made.id}`)).statusCode).toBe(404);
    const boss = await admin('admin');
    const seen = (await as(boss.token, 'GET', `/api/users/management/${owner.user.id}/tokens`)).json() as { tokens: Array<{ id: string }> };
    expect(seen.tokens.map((t) => t.id)).toEqual([made.id]);
    // Not with a token, even an admin one.
    const bossToken = await makeToken(boss, ['admin:write']);
    expect((await as(bossToken.token, 'GET', `/api/users/management/${owner.user.id}/tokens`)).statusCode).toBe(403);
    expect((await as(boss.token, 'DELETE', `/api/users/management/${owner.user.id}/tokens/${made.id}`)).statusCode).toBe(204);
    expect((await as(made.token, 'GET', '/api/assets')).statusCode).toBe(401);
  });

  it('refuses bad input with a clear error and keeps what was stored', async () => {
    const owner = await person(db, 'Careful');
    for (const body of [
      { name: '', scopes: ['folios:read'] },
      { name: 'x'.repeat(101), scopes: ['folios:read'] },
      { name: 'No scopes', scopes: [] },
      { name: 'Unknown', scopes: ['everything:write'] },
      { name: 'Nul\u0000', scopes: ['folios:read'] },
      { name: 'Extra', scopes: ['folios:read'], owner: 'someone' },
      { name: 'Bad date', scopes: ['folios:read'], expiresAt: 'tomorrow' },
    ]) {
      const res = await as(owner.token, 'POST', '/api/users/me/tokens', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await as(owner.token, 'GET', '/api/users/me/tokens')).json()).toEqual({ tokens: [] });
    expect((await as(owner.token, 'DELETE', '/api/users/me/tokens/not-a-uuid')).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/users/me/tokens' })).statusCode).toBe(401);
  });

  it('cannot open a folio for co-editing, even with folios:write (a signed-in person co-edits)', async () => {
    const owner = await person(db, 'Coeditor');
    const folio = await buildFolio(db, { authorId: owner.user.id, doc: textDoc(owner.user.id, 'Doc', '<p>Doc</p>') });
    const made = await makeToken(owner, ['folios:write']);
    const origin = await listen(app);
    const refused = await openEditor(origin, folio.id, made.token);
    refused.close();
    expect(refused.synced).toBe(false);
    // The owner's session opens it.
    const allowed = await openEditor(origin, folio.id, owner.token);
    allowed.close();
    expect(allowed.synced).toBe(true);
  });

  it(`are limited to ${LIMIT} requests a minute each`, async () => {
    const owner = await person(db, 'Busy');
    const made = await makeToken(owner, ['folios:read']);
    const other = await makeToken(owner, ['folios:read']);
    const codes: number[] = [];
    for (let i = 0; i <= LIMIT; i++) codes.push((await as(made.token, 'GET', '/api/users/me')).statusCode);
    expect(codes.slice(0, LIMIT).every((c) => c === 200)).toBe(true);
    const over = await as(made.token, 'GET', '/api/users/me');
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Another token of the same account has its own count.
    expect((await as(other.token, 'GET', '/api/users/me')).statusCode).toBe(200);
  });
});
