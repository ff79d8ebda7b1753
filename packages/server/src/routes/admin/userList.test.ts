// Keyset paging of the administrators' user list (issue 28): following nextCursor visits every matching account
// exactly once in the sort's order, with ties in the key (same instant, same name); filters hold across pages;
// foreign cursors are a 400; the total is exact up to 1,000 and a flagged estimate beyond.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { followCursor as followPages, queriesDuring } from '../../../test/pages.ts';
import { bearer, buildUser, tokenFor } from '../../../test/factories.ts';

const { app, db } = await createTestApp();
const admin = await buildUser(db, { displayName: 'The admin', isAdmin: true });
const token = await tokenFor(db, admin.id);

// 40 accounts: four per instant, names repeating, every third unverified.
await db.execute(sql`insert into users (email, password_hash, display_name, email_verified_at, created_at)
  select 'member' || i || '@example.test', 'x', 'Member ' || (i % 7), case when i % 3 = 0 then null else now() end,
    timestamptz '2026-01-01 00:00:00.000001' + (i / 4) * interval '1.000003 second'
  from generate_series(1, 40) i`);

const get = (query: string) => app.inject({ method: 'GET', url: `/api/users/management?${query}`, headers: bearer(token) });

/** The order the database gives the whole list in, for the sort: what the pages must add up to. */
async function wholeList(order: string, where = 'true'): Promise<string[]> {
  return (await db.execute<{ id: string }>(sql.raw(`select id from users where ${where} order by ${order}`))).rows.map((r) => r.id);
}

const followCursor = (query: string, first: number) =>
  followPages(async (cursor) => {
    const res = await get(`${query}&first=${first}${cursor}`);
    return { status: res.statusCode, body: res.json() };
  });

describe('GET /api/users/management by keyset', () => {
  it.each([
    ['newest', 'created_at desc, id asc'],
    ['oldest', 'created_at asc, id desc'],
    ['name', 'display_name asc, id asc'],
    ['email', 'email asc, id asc'],
  ])('visits every account once sorted by %s, with ties in the key', async (sort, order) => {
    const want = await wholeList(order);
    for (const first of [1, 6]) expect(await followCursor(`sort=${sort}`, first)).toEqual(want);
    const offsetIds: string[] = [];
    for (let after = 0; after < want.length; after += 9) offsetIds.push(...((await get(`sort=${sort}&first=9&after=${after}`)).json() as { items: Array<{ id: string }> }).items.map((i) => i.id));
    expect(offsetIds).toEqual(want);
  });

  it('keeps filters across the pages it follows', async () => {
    expect(await followCursor('sort=email&verified=false', 4)).toEqual(await wholeList('email asc, id asc', 'email_verified_at is null'));
    expect(await followCursor('sort=name&search=member%201', 2)).toEqual(await wholeList('display_name asc, id asc', `display_name ilike '%member 1%' or email ilike '%member 1%'`));
  });

  it('refuses a cursor of another sort, garbage and NUL bytes with a 400 naming cursor', async () => {
    const page = (await get('sort=email&first=2')).json() as { nextCursor: string; total: number; totalIsEstimate: boolean };
    expect(page).toMatchObject({ total: 41, totalIsEstimate: false });
    const other = await get(`sort=name&cursor=${page.nextCursor}`);
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toMatch(/cursor: was made for another sort/);
    const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const zero = '00000000-0000-0000-0000-000000000000';
    for (const [sort, cursor] of [
      ['email', '!!'],
      ['email', b64({ s: 'email', k: ['a\u0000', zero] })],
      ['email', b64({ s: 'email', k: [1, zero] })],
      ['email', b64({ s: 'email', k: ['a', 'nope'] })],
      ['newest', b64({ s: 'newest', k: ['2026-01-01', zero] })],
      ['newest', b64({ s: 'newest', k: ['9999999999999999999', zero] })],
      ['newest', b64({ s: 'newest' })],
      ['newest', 'x'.repeat(2001)],
    ]) {
      const res = await get(`sort=${sort}&cursor=${encodeURIComponent(cursor!)}`);
      expect(res.statusCode, cursor).toBe(400);
      expect(res.json().message, cursor).toMatch(/cursor/);
    }
  });

  it('answers an estimate, flagged, past 1,000 accounts', async () => {
    await db.execute(sql`insert into users (email, password_hash, display_name) select 'many' || i || '@example.test', 'x', 'Many' from generate_series(1, 1200) i`);
    await db.execute(sql`analyze users`);
    const body = (await get('first=1')).json() as { total: number; totalIsEstimate: boolean };
    expect(body.totalIsEstimate).toBe(true);
    expect(body.total).toBeGreaterThan(1050);
    expect((await get('first=1&verified=false&search=member')).json()).toMatchObject({ total: 13, totalIsEstimate: false });
  });

  it('counts nothing for a first page that holds every match: its rows are the total', async () => {
    let whole: Awaited<ReturnType<typeof get>> | undefined;
    // The page is the only query (the admin's token is known to this server already).
    await get('first=1');
    expect(await queriesDuring(app.deps.database.pool, async () => (whole = await get('first=50&search=member1')))).toBe(1);
    const ids = await wholeList('created_at desc, id asc', `display_name ilike '%member1%' or email ilike '%member1%'`);
    expect(ids).toHaveLength(11);
    expect(whole!.json()).toMatchObject({ total: 11, totalIsEstimate: false, nextCursor: null });
    expect(whole!.json().items.map((i: { id: string }) => i.id)).toEqual(ids);
    // One fewer on the page than match: counted, and exact.
    expect((await get('first=10&search=member1')).json()).toMatchObject({ total: 11, totalIsEstimate: false });
  });
});
