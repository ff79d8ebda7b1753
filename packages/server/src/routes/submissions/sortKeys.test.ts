// What a folio's submissions list keeps only once it is used (issue 28, migrations 0044 and 0045): no sort key is
// stored until the list is sorted by a widget, and no search text indexed until it is searched; the first use stores
// them for the submissions sent so far, and from then on every submission stored, including one being written while
// they are stored, has its row exactly once.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bearer, buildUser, tokenFor } from '../../../test/factories.ts';
import { SITES, answers, publishedForm, submit } from './testing.ts';

const t = await createTestApp({ SITES_ORIGIN: `http://${SITES}` });
const { app, db } = t;
const { pool } = app.deps.database;

const sorted = async (folioId: string, token: string, sort: string) => {
  const res = await app.inject({ method: 'GET', url: `/api/folios/${folioId}/submissions?sort=${sort}&first=100`, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return (res.json() as { items: Array<{ id: string; data: Record<string, unknown> }> }).items;
};

/** The stored keys of a folio: `widget:submission` for each row, sorted. */
const keysOf = async (folioId: string) =>
  (await db.execute<{ k: string }>(sql`select widget_id || ':' || submission_id as k from submission_answers where folio_id = ${folioId} order by 1`)).rows.map((r) => r.k);

/** The submissions whose search text the folio's index holds, sorted. */
const searchableOf = async (folioId: string) =>
  (await db.execute<{ id: string }>(sql`select submission_id as id from submission_search where folio_id = ${folioId} order by 1`)).rows.map((r) => r.id);

const searched = async (folioId: string, token: string, search: string) => {
  const res = await app.inject({ method: 'GET', url: `/api/folios/${folioId}/submissions?search=${encodeURIComponent(search)}&first=100`, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return (res.json() as { items: Array<{ id: string }> }).items.map((i) => i.id).sort();
};

const insertSql = (folioId: string, age: number) => ({
  text: `insert into submissions (folio_id, button_id, folio_version, data, search_text)
    values ($1, 'send', 1, jsonb_build_object('name', 'N', 'age', $2::int), 'n ' || $2::int) returning id`,
  values: [folioId, age],
});

/** Waits until `n` advisory lock requests are queued (not granted). */
async function queuedLocks(n: number): Promise<void> {
  for (;;) {
    const { rows } = await pool.query<{ n: number }>(`select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`);
    if (rows[0]!.n >= n) return;
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('sort keys of answers, stored from the first sort by a widget on', () => {
  it('stores none for submissions until the list is sorted by an answer, then only that widget’s, and keeps them for new ones', async () => {
    const { folio, access } = await publishedForm(app, db);
    for (const age of [1, 3, 2]) expect((await submit(app, { folioId: folio.id, buttonId: 'send', data: answers({ age }) })).statusCode).toBe(201);
    expect(await keysOf(folio.id)).toEqual([]);

    const first = await sorted(folio.id, access, '-age');
    expect(first.map((s) => s.data.age)).toEqual([3, 2, 1]);
    const ids = first.map((s) => s.id);
    expect(await keysOf(folio.id)).toEqual(ids.map((id) => `age:${id}`).sort());

    // Sent after the first sort: its key is stored with it, and only for the widget sorted by.
    const later = await submit(app, { folioId: folio.id, buttonId: 'send', data: answers({ age: 2 }) });
    const laterId = (later.json() as { id: string }).id;
    expect(await keysOf(folio.id)).toEqual([...ids, laterId].map((id) => `age:${id}`).sort());
    expect((await sorted(folio.id, access, '-age')).map((s) => s.id)).toContain(laterId);
    expect((await sorted(folio.id, access, 'age')).map((s) => s.data.age)).toEqual([1, 2, 2, 3]);

    // A name no published version had stores nothing (and is not remembered): every submission, in time order.
    const none = await sorted(folio.id, access, 'nosuchwidget');
    expect(none.map((x) => x.id)).toEqual((await sorted(folio.id, access, 'createdAt')).map((x) => x.id));
    expect(none).toHaveLength(4);
    const noKey = await db.execute(sql`select 1 from submission_sort_keys where folio_id = ${folio.id} and widget_id = 'nosuchwidget'`);
    expect(noKey.rows).toHaveLength(0);
    // A second widget sorted by adds its keys beside the first's.
    await sorted(folio.id, access, 'name');
    expect((await keysOf(folio.id)).filter((k) => k.startsWith('name:'))).toHaveLength(4);
    await db.execute(sql`delete from folios where id = ${folio.id}`);
    expect(await keysOf(folio.id)).toEqual([]);
    const left = await db.execute(sql`select 1 from submission_sort_keys where folio_id = ${folio.id}`);
    expect(left.rows).toHaveLength(0);
  });

  it('indexes no search text until the list is searched, then every submission’s, kept through edits and deletions', async () => {
    const { folio, access } = await publishedForm(app, db, { root: { editableSubmission: true } });
    const ids: string[] = [];
    for (const name of ['Ada Lovelace', 'Grace Hopper', 'Ada Yonath']) ids.push((await submit(app, { folioId: folio.id, buttonId: 'send', data: answers({ name, email: 'someone@example.com' }) })).json().id);
    expect(await searchableOf(folio.id)).toEqual([]);

    expect(await searched(folio.id, access, 'ADA')).toEqual([ids[0]!, ids[2]!].sort());
    expect(await searchableOf(folio.id)).toEqual([...ids].sort());
    const later = (await submit(app, { folioId: folio.id, buttonId: 'send', data: answers({ name: 'Ada Bright', email: 'someone@example.com' }) })).json().id as string;
    expect(await searched(folio.id, access, 'ada')).toEqual([ids[0]!, ids[2]!, later].sort());

    const edited = await app.inject({ method: 'PATCH', url: `/api/submissions/${ids[1]}`, headers: bearer(access), payload: { data: answers({ name: 'Ada Hopper', email: 'someone@example.com' }) } });
    expect(edited.statusCode).toBe(200);
    await db.execute(sql`delete from submissions where id = ${ids[0]!}`);
    expect(await searched(folio.id, access, 'ada')).toEqual([ids[1]!, ids[2]!, later].sort());
    expect(await searched(folio.id, access, 'grace')).toEqual([]);
    await db.execute(sql`delete from folios where id = ${folio.id}`);
    expect(await searchableOf(folio.id)).toEqual([]);
  });

  it('builds nothing for a stranger (404) or for a sender searching their own, who finds only theirs', async () => {
    const { folio } = await publishedForm(app, db);
    const sender = await tokenFor(db, (await buildUser(db)).id);
    const stranger = await tokenFor(db, (await buildUser(db)).id);
    const mine = await app.inject({ method: 'POST', url: '/public/api/submissions', headers: bearer(sender), payload: { folioId: folio.id, buttonId: 'send', data: answers({ name: 'Ada Mine' }) } });
    expect(mine.statusCode).toBe(201);
    await submit(app, { folioId: folio.id, buttonId: 'send', data: answers({ name: 'Ada Theirs' }) });
    const get = (token: string, query: string) => app.inject({ method: 'GET', url: `/api/folios/${folio.id}/submissions?${query}`, headers: bearer(token) });
    for (const query of ['sort=-age', 'search=ada']) expect((await get(stranger, query)).statusCode).toBe(404);
    const found = await get(sender, 'mySubmissions=true&search=ada');
    expect(found.statusCode).toBe(200);
    expect((found.json() as { items: Array<{ id: string }> }).items.map((i) => i.id)).toEqual([mine.json().id]);
    expect(await searchableOf(folio.id)).toEqual([]);
    expect(await keysOf(folio.id)).toEqual([]);
  });

  it.each([
    ['sorted by an answer', (folioId: string, token: string) => sorted(folioId, token, '-age'), async (folioId: string) => (await keysOf(folioId)).map((k) => k.replace('age:', ''))],
    ['searched', (folioId: string, token: string) => searched(folioId, token, 'n '), searchableOf],
  ])('keeps exactly once a submission written while the list is first %s, whichever commits first', async (_name, use, kept) => {
    const { folio, access } = await publishedForm(app, db);
    const before = (await pool.query<{ id: string }>(insertSql(folio.id, 5))).rows[0]!.id;
    // A submission being written (not committed) holds its folio's key shared.
    const writing = await pool.connect();
    try {
      await writing.query('begin');
      const inFlight = (await writing.query<{ id: string }>(insertSql(folio.id, 7))).rows[0]!.id;
      // The first use waits for it to commit...
      const building = use(folio.id, access);
      await queuedLocks(1);
      // ...and a submission written meanwhile waits behind it, then reads that the folio's rows are kept.
      const behind = pool.query<{ id: string }>(insertSql(folio.id, 6));
      await queuedLocks(2);
      await writing.query('commit');
      const afterId = (await behind).rows[0]!.id;
      await building;
      expect(await kept(folio.id)).toEqual([before, inFlight, afterId].sort());
    } finally {
      writing.release();
    }
  });
});
