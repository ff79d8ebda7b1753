// The batched writer (issue 28): submissions of forms no limit applies to are stored many to a statement and a commit,
// each answered with its own row; repeats and a row that cannot be stored stay exact; limited rows are never batched.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { submissions, users, visualizations } from '../../db/schema.ts';
import { SITES, answers, publishedForm, submit } from '../../routes/submissions/testing.ts';
import { KEY_REUSED } from './create.ts';
import { SubmissionWriter } from './batchWriter.ts';
import { insertBatch, type ToStore } from './insert.ts';
import { findFormFolio, type FormFolio } from './publishedForm.ts';

const t = await createTestApp({ SITES_ORIGIN: `http://${SITES}` });
const { app, db } = t;
const { pool } = app.deps.database;

const send = (folioId: string, address: string, data: Record<string, unknown>, headers: Record<string, string> = {}) =>
  submit(app, { folioId, buttonId: 'send', data }, headers, address);

/** A published form of a Business owner: no monthly limit, no limit of its own, so its submissions are batched. */
async function unlimitedForm() {
  const form = await publishedForm(app, db);
  await db.update(users).set({ accountTypeId: 3 }).where(eq(users.id, form.user.id));
  await app.changes.sync();
  return form;
}

const rowsOf = (folioId: string) =>
  db.select({ id: submissions.id, data: submissions.data, createdAt: submissions.createdAt, key: submissions.idempotencyKey }).from(submissions).where(eq(submissions.folioId, folioId));

/** A row for the writer itself, as `store` makes it. */
const toStore = (folio: FormFolio, name: string, key: string | null = null): ToStore => ({
  folio,
  monthLimit: null,
  values: { folioId: folio.id, buttonId: 'send', folioVersion: folio.version!, data: { name }, searchText: name.toLowerCase(), idempotencyKey: key },
});

describe('submissions to a form no limit applies to', () => {
  it('40 at once are stored in shared commits, each answered with the row that holds its own answers', async () => {
    const { folio } = await unlimitedForm();
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => send(folio.id, `198.51.100.${i + 1}`, answers({ name: `Visitor ${i}` }))));
    expect(results.map((r) => r.statusCode)).toEqual(Array(40).fill(201));
    const rows = await rowsOf(folio.id);
    expect(rows).toHaveLength(40);
    const byId = new Map(rows.map((r) => [r.id, r]));
    results.forEach((r, i) => expect((byId.get(r.json().id)?.data as { name: string }).name).toBe(`Visitor ${i}`));
    // Rows of one commit share its timestamp: fewer timestamps than rows means they were written in batches.
    expect(new Set(rows.map((r) => r.createdAt.getTime())).size).toBeLessThan(40);
  });

  it('concurrent repeats of one key store one row and all answer its id; the key with other answers is 422', async () => {
    const { folio } = await unlimitedForm();
    const key = { 'idempotency-key': 'batched-retry-0001' };
    const results = await Promise.all([
      ...Array.from({ length: 10 }, () => send(folio.id, '192.0.2.31', answers(), key)),
      ...Array.from({ length: 10 }, (_, i) => send(folio.id, `192.0.2.${40 + i}`, answers({ name: `Other ${i}` }))),
    ]);
    const repeats = results.slice(0, 10);
    expect(repeats.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(repeats.map((r) => r.json().id)).size).toBe(1);
    expect((await rowsOf(folio.id)).filter((r) => r.key === 'batched-retry-0001')).toHaveLength(1);
    expect(await rowsOf(folio.id)).toHaveLength(11);
    const reused = await send(folio.id, '192.0.2.31', answers({ name: 'Someone else' }), key);
    expect([reused.statusCode, reused.json().message]).toEqual([422, KEY_REUSED]);
  });
});

describe('the writer', () => {
  it('stores the rows of a failed batch one by one: only the row that cannot be stored fails', async () => {
    const { folio } = await unlimitedForm();
    const form = (await findFormFolio(db, folio.id))!;
    const gone: FormFolio = { ...form, id: crypto.randomUUID() };
    const writer = new SubmissionWriter(db, pool);
    // The first is written at once, alone; the five sent meanwhile wait and go together, the bad one among them.
    const sent = [toStore(form, 'First'), toStore(form, 'A'), toStore(form, 'B'), toStore(gone, 'Nowhere'), toStore(form, 'C'), toStore(form, 'D')].map((row) =>
      writer.insert(row).then(
        (a) => ({ ok: true as const, id: a.id }),
        (err: unknown) => ({ ok: false as const, err: String((err as { cause?: unknown }).cause ?? err) }),
      ),
    );
    const answered = await Promise.all(sent);
    expect(answered.map((a) => a.ok)).toEqual([true, true, true, false, true, true]);
    expect(answered[3]).toMatchObject({ err: expect.stringMatching(/foreign key/) });
    const names = (await rowsOf(folio.id)).map((r) => (r.data as { name: string }).name).sort();
    expect(names).toEqual(['A', 'B', 'C', 'D', 'First']);
  });

  it('two rows of one batch with one key store the first; the other comes back as a repeat (no id)', async () => {
    const { folio } = await unlimitedForm();
    const form = (await findFormFolio(db, folio.id))!;
    const answers = await insertBatch(pool, [toStore(form, 'One', 'twice'), toStore(form, 'Two', 'twice'), toStore(form, 'Three')]);
    expect(answers.map((a) => a.id === null)).toEqual([false, true, false]);
    expect((await rowsOf(folio.id)).map((r) => (r.data as { name: string }).name).sort()).toEqual(['One', 'Three']);
  });

  it('stores every column a row carries as given, and the defaults for the ones it leaves out', async () => {
    const { folio, user } = await unlimitedForm();
    const form = (await findFormFolio(db, folio.id))!;
    const shareId = crypto.randomUUID();
    const full: ToStore = {
      ...toStore(form, 'Full', 'full-key'),
      proof: { id: Buffer.alloc(32, 7), expiresAt: new Date(Date.now() + 60_000) },
    };
    Object.assign(full.values, { authorId: user.id, sessionTokenHash: Buffer.alloc(32, 9), shareId, isFromWebsite: true, language: 'de' });
    const bare: ToStore = { ...toStore(form, 'Bare'), values: { folioId: folio.id, buttonId: 'send', folioVersion: form.version!, data: {} } };
    const [a, b] = await insertBatch(pool, [full, bare]);
    const stored = await db.execute<Record<string, unknown>>(sql`
      select data, author_id, encode(session_token_hash, 'hex') as hash, share_id, is_from_website, website_id, search_text, idempotency_key, language
      from submissions where id in (${a!.id}, ${b!.id}) order by data->>'name' nulls last`);
    expect(stored.rows).toEqual([
      { data: { name: 'Full' }, author_id: user.id, hash: '09'.repeat(32), share_id: shareId, is_from_website: true, website_id: null, search_text: 'full', idempotency_key: 'full-key', language: 'de' },
      { data: {}, author_id: null, hash: null, share_id: null, is_from_website: false, website_id: null, search_text: '', idempotency_key: null, language: null },
    ]);
    const proof = await db.execute(sql`select 1 from used_proofs where signature = ${Buffer.alloc(32, 7)}`);
    expect(proof.rows).toHaveLength(1);
  });

  it('never batches a row a limit applies to', async () => {
    const { folio } = await unlimitedForm();
    const form = (await findFormFolio(db, folio.id))!;
    await expect(insertBatch(pool, [toStore(form, 'Free'), { ...toStore(form, 'Limited'), monthLimit: 1000 }])).rejects.toThrow(/limited/);
    await expect(insertBatch(pool, [toStore({ ...form, submissionLimit: 5 }, 'Limited')])).rejects.toThrow(/limited/);
    expect(await db.execute(sql`select 1 from submissions where folio_id = ${folio.id}`)).toMatchObject({ rows: [] });
  });
});

describe('what a stored submission tells the other caches (decision 71)', () => {
  it('announces nothing and answers without waiting for the change feed, unless a chart counts its form', async () => {
    const { folio, user } = await unlimitedForm();
    const notified: string[] = [];
    const unsubscribe = app.changes.subscribe({ changed: (tag) => void notified.push(tag), reset: () => {}, size: 1 });
    try {
      let markers = app.changes.markersSent;
      expect((await send(folio.id, '203.0.113.71', answers())).statusCode).toBe(201);
      await app.changes.sync();
      // No webhook delivery was added: no 'whd'; no chart: no 's:'. And the answer sent no marker of its own.
      expect(notified.filter((tag) => tag === 'whd' || tag.startsWith('s:'))).toEqual([]);
      expect(app.changes.markersSent).toBe(markers + 1);

      await db.insert(visualizations).values({ folioId: folio.id, authorId: user.id, root: {} });
      await app.changes.sync();
      notified.length = 0;
      markers = app.changes.markersSent;
      expect((await send(folio.id, '203.0.113.72', answers())).statusCode).toBe(201);
      // A chart counts this form: the pages drawing it are told, and the answer waited for the feed to hear it.
      expect(app.changes.markersSent).toBe(markers + 1);
      expect(notified).toContain(`s:${folio.id}`);
    } finally {
      unsubscribe();
    }
  });
});
