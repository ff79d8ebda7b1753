// Keyset paging of a folio's submissions (issue 28): following nextCursor visits every matching submission exactly
// once, in the order asked, with ties in the sort key; filters hold across pages; foreign cursors are a 400; the
// total is exact up to 1,000 and an estimate beyond, and says which.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { followCursor as followPages, queriesDuring } from '../../../test/pages.ts';
import { bearer } from '../../../test/factories.ts';
import { SITES, publishedForm } from './testing.ts';

const t = await createTestApp({ SITES_ORIGIN: `http://${SITES}` });
const { app, db } = t;

interface Seeded {
  id: string;
  micros: bigint;
  age: number | null;
  colour: string;
}

/** 23 submissions: 4 share each instant, ages repeat (and some have none), colours alternate. */
async function seeded(n = 23) {
  const form = await publishedForm(app, db);
  const rows = await db.execute<{ id: string; micros: string; age: number | null; colour: string }>(sql`
    insert into submissions (folio_id, button_id, folio_version, data, search_text, created_at)
    select ${form.folio.id}, 'send', 1,
      jsonb_strip_nulls(jsonb_build_object('name', 'P' || i, 'age', case when i % 6 = 0 then null else i % 3 end, 'colour', jsonb_build_array(case when i % 2 = 0 then 'r' else 'g' end))),
      'p' || i, timestamptz '2026-01-01 00:00:00.000001' + (i / 4) * interval '1.000007 second'
    from generate_series(1, ${n}::int) i
    returning id, (extract(epoch from created_at) * 1000000)::bigint::text as micros, (data->>'age')::int as age, data->'colour'->>0 as colour`);
  const items: Seeded[] = rows.rows.map((r) => ({ ...r, micros: BigInt(r.micros) }));
  return { ...form, items };
}

const cmp = (a: bigint | number | string, b: bigint | number | string) => (a < b ? -1 : a > b ? 1 : 0);
const byTime = (a: Seeded, b: Seeded) => cmp(a.micros, b.micros) || cmp(a.id, b.id);

/** The order the spec's sort asks for: by the key, ties by time then id, in the same direction; no answer last. */
function expected(items: Seeded[], sort: string): string[] {
  const desc = sort.startsWith('-');
  const key = sort.replace(/^-/, '');
  const sign = desc ? -1 : 1;
  if (key === 'createdAt') return [...items].sort((a, b) => sign * byTime(a, b)).map((i) => i.id);
  const answered = items.filter((i) => i.age !== null).sort((a, b) => sign * (cmp(a.age!, b.age!) || byTime(a, b)));
  const missing = items.filter((i) => i.age === null).sort((a, b) => sign * byTime(a, b));
  return [...answered, ...missing].map((i) => i.id);
}

const get = (folioId: string, token: string, query: string) =>
  app.inject({ method: 'GET', url: `/api/folios/${folioId}/submissions?${query}`, headers: bearer(token) });

const followCursor = (folioId: string, token: string, query: string, first: number) =>
  followPages(async (cursor) => {
    const res = await get(folioId, token, `${query}&first=${first}${cursor}`);
    return { status: res.statusCode, body: res.json() };
  });

describe('GET /api/folios/{id}/submissions by keyset', () => {
  it.each(['-createdAt', 'createdAt', '-age', 'age'])('visits every submission once, in %s order, with ties in the key', async (sort) => {
    const { folio, access, items } = await seeded();
    const want = expected(items, sort);
    for (const first of [1, 4, 7]) expect(await followCursor(folio.id, access, `sort=${sort}`, first)).toEqual(want);
    // The offset pages still answer the same order.
    const offsetIds: string[] = [];
    for (let after = 0; after < items.length; after += 5) {
      const body = (await get(folio.id, access, `sort=${sort}&first=5&after=${after}`)).json() as { items: Array<{ id: string }> };
      offsetIds.push(...body.items.map((i) => i.id));
    }
    expect(offsetIds).toEqual(want);
  });

  it('keeps a filter across the pages it follows', async () => {
    const { folio, access, items } = await seeded();
    const red = items.filter((i) => i.colour === 'r');
    const filter = `filter=${encodeURIComponent('{"colour":"r"}')}`;
    expect(await followCursor(folio.id, access, `${filter}&sort=-age`, 3)).toEqual(expected(red, '-age'));
    expect(await followCursor(folio.id, access, `${filter}&sort=createdAt`, 2)).toEqual(expected(red, 'createdAt'));
  });

  it('refuses, with a 400 saying what to do, a cursor made for another sort, garbage and NUL bytes', async () => {
    const { folio, access } = await seeded(6);
    const first = (await get(folio.id, access, 'sort=-age&first=2')).json() as { nextCursor: string };
    expect(first.nextCursor).toEqual(expect.any(String));
    const other = await get(folio.id, access, `sort=createdAt&first=2&cursor=${first.nextCursor}`);
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toMatch(/cursor: was made for another sort/);
    const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const zero = '00000000-0000-0000-0000-000000000000';
    const bad: Array<[string, string]> = [
      ['-age', 'not a cursor!'],
      ['-age', 'AAAA'],
      ['-age', '%00'],
      ['-age', b64({ s: '-age', k: ['a', '"\\u0000"', '1', zero] })],
      ['-age', b64({ s: '-age', k: ['a', '{', '1', zero] })],
      ['-age', b64({ s: '-age', k: ['x', '1', '1', zero] })],
      ['-age', b64({ s: '-age', k: ['a', null, '1', zero] })],
      ['-age', b64({ s: '-age', k: ['a', '1', '1'] })],
      ['-createdAt', b64({ s: '-createdAt', k: ['99999999999999999999', zero] })],
      ['-createdAt', b64({ s: '-createdAt', k: ['1', 'not-a-uuid'] })],
      ['-createdAt', b64({ s: '-createdAt', k: ['1\u0000', zero] })],
      ['-createdAt', b64({ s: '-createdAt', k: [{}, []] })],
      ['-createdAt', b64({ s: 'age', k: ['1', zero] })],
      ['-createdAt', b64([1, 2])],
      ['-createdAt', b64('text')],
      ['-createdAt', 'x'.repeat(2001)],
    ];
    for (const [sort, cursor] of bad) {
      const res = await get(folio.id, access, `sort=${sort}&cursor=${encodeURIComponent(cursor)}`);
      expect(res.statusCode, cursor).toBe(400);
      expect(res.json().message, cursor).toMatch(/cursor/);
    }
    // A well-formed cursor past the last row is simply an empty last page.
    const past = b64({ s: '-createdAt', k: ['0', '00000000-0000-0000-0000-000000000000'] });
    expect((await get(folio.id, access, `cursor=${past}`)).json()).toMatchObject({ items: [], nextCursor: null });
  });

  it('answers an exact total up to 1,000 and an estimate, flagged, beyond', async () => {
    const small = await seeded(1000);
    expect((await get(small.folio.id, small.access, 'first=1')).json()).toMatchObject({ total: 1000, totalIsEstimate: false });
    expect((await get(small.folio.id, small.access, `first=1&filter=${encodeURIComponent('{"colour":"r"}')}`)).json()).toMatchObject({ total: 500, totalIsEstimate: false });
    const big = await seeded(1500);
    await db.execute(sql`analyze submissions`);
    const body = (await get(big.folio.id, big.access, 'first=1')).json() as { total: number; totalIsEstimate: boolean };
    expect(body.totalIsEstimate).toBe(true);
    expect(body.total).toBeGreaterThan(1050);
    expect((await get(big.folio.id, big.access, `first=1&filter=${encodeURIComponent('{"colour":"r"}')}`)).json()).toMatchObject({ total: 750, totalIsEstimate: false });
  });

  it('keeps an estimate for the next pages (no count), and counts an exact total on every page', async () => {
    const big = await seeded(1200);
    await db.execute(sql`analyze submissions`);
    const { pool } = app.deps.database;
    const first = await get(big.folio.id, big.access, 'first=5');
    expect(first.json()).toMatchObject({ totalIsEstimate: true });
    // The next page asks for the rows only (the form row and the page): the estimate is kept, its count not run again.
    let next: Awaited<ReturnType<typeof get>> | undefined;
    const queries = await queriesDuring(pool, async () => (next = await get(big.folio.id, big.access, `first=5&cursor=${first.json().nextCursor}`)));
    expect(next!.json()).toMatchObject({ total: first.json().total, totalIsEstimate: true });
    expect(queries).toBe(2);
    // An exact total is counted every time: a new submission shows at once.
    const small = await seeded(3);
    expect((await get(small.folio.id, small.access, 'first=1')).json()).toMatchObject({ total: 3 });
    await db.execute(sql`insert into submissions (folio_id, button_id, folio_version, data) values (${small.folio.id}, 'send', 1, '{}'::jsonb)`);
    expect((await get(small.folio.id, small.access, 'first=1')).json()).toMatchObject({ total: 4, totalIsEstimate: false });
    // A first page that holds every match is its own total: nothing is counted.
    let whole: Awaited<ReturnType<typeof get>> | undefined;
    expect(await queriesDuring(pool, async () => (whole = await get(small.folio.id, small.access, 'first=25')))).toBe(2);
    expect(whole!.json()).toMatchObject({ total: 4, totalIsEstimate: false, nextCursor: null });
    expect(whole!.json().items).toHaveLength(4);
  });

  it('keeps the stored sort keys in step when an answer changes and when a submission or its folio goes', async () => {
    const { folio, access, items } = await seeded(6);
    const [a, b] = items;
    // Sorted once first, so the keys are stored before the answer changes (sortKeys.test.ts: they are built then).
    expect(await followCursor(folio.id, access, 'sort=-age', 2)).toEqual(expected(items, '-age'));
    await db.execute(sql`update submissions set data = data || '{"age": 99}'::jsonb where id = ${a!.id}`);
    await db.execute(sql`delete from submissions where id = ${b!.id}`);
    const changed = items.filter((i) => i.id !== b!.id).map((i) => (i.id === a!.id ? { ...i, age: 99 } : i));
    expect(await followCursor(folio.id, access, 'sort=-age', 2)).toEqual(expected(changed, '-age'));
    await db.execute(sql`delete from folios where id = ${folio.id}`);
    const left = await db.execute<{ n: number }>(sql`select count(*)::int as n from submission_answers where folio_id = ${folio.id}`);
    expect(left.rows[0]!.n).toBe(0);
  });
});
