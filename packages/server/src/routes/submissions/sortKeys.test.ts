// The stored sort keys of "sort by an answer" (issue 28, migration 0044): none are stored until a folio's list is
// sorted by a widget; that sort stores the answers to that widget only, and from then on every submission stored,
// including one being written while the keys are built, has its key exactly once.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bearer } from '../../../test/factories.ts';
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

const insertSql = (folioId: string, age: number) => ({
  text: `insert into submissions (folio_id, button_id, folio_version, data) values ($1, 'send', 1, jsonb_build_object('name', 'N', 'age', $2::int)) returning id`,
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

    // A second widget sorted by adds its keys beside the first's.
    await sorted(folio.id, access, 'name');
    expect((await keysOf(folio.id)).filter((k) => k.startsWith('name:'))).toHaveLength(4);
    await db.execute(sql`delete from folios where id = ${folio.id}`);
    expect(await keysOf(folio.id)).toEqual([]);
    const left = await db.execute(sql`select 1 from submission_sort_keys where folio_id = ${folio.id}`);
    expect(left.rows).toHaveLength(0);
  });

  it('keeps exactly once a submission written while the keys are built, whichever of the two commits first', async () => {
    const { folio, access } = await publishedForm(app, db);
    const before = (await pool.query<{ id: string }>(insertSql(folio.id, 5))).rows[0]!.id;
    // A submission being written (not committed) holds its folio's key shared.
    const writing = await pool.connect();
    try {
      await writing.query('begin');
      const inFlight = (await writing.query<{ id: string }>(insertSql(folio.id, 7))).rows[0]!.id;
      // The first sort by age waits for it to commit...
      const building = sorted(folio.id, access, '-age');
      await queuedLocks(1);
      // ...and a submission written meanwhile waits behind the build, then reads the key it added.
      const behind = pool.query<{ id: string }>(insertSql(folio.id, 6));
      await queuedLocks(2);
      await writing.query('commit');
      const afterId = (await behind).rows[0]!.id;
      const listed = await building;
      // The build's own page may or may not hold the one written behind it (that commits as the page is read).
      expect(listed.map((s) => s.id).filter((id) => id !== afterId)).toEqual([inFlight, before]);
      expect(await keysOf(folio.id)).toEqual([before, inFlight, afterId].map((id) => `age:${id}`).sort());
      expect((await sorted(folio.id, access, '-age')).map((s) => s.id)).toEqual([inFlight, afterId, before]);
    } finally {
      writing.release();
    }
  });
});
