// Submissions at ingestion speed stay exact (issue 28): limits hold under concurrency through the maintained counts,
// and an Idempotency-Key makes a retried submission answer the first answer without storing it twice.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bearer } from '../../../test/factories.ts';
import { folioSubmissionCounts, ownerSubmissionMonths, submissions, users } from '../../db/schema.ts';
import { LIMIT_REACHED, KEY_REUSED } from '../../services/submissions/create.ts';
import { SITES, answers, publishedForm, setRoot, submit } from './testing.ts';

const t = await createTestApp({ SITES_ORIGIN: `http://${SITES}` });
const { app, db } = t;
const MONTH_FULL = "This form's owner has received this month's 1,000 submissions, the limit of a Free account; try again next month.";

const send = (folioId: string, address: string, headers: Record<string, string> = {}, data = answers()) =>
  submit(app, { folioId, buttonId: 'send', data }, headers, address);

/** 30 visitors at once, each from their own address. */
const thirty = (folioId: string, headers: (i: number) => Record<string, string> = () => ({})) =>
  Promise.all(Array.from({ length: 30 }, (_, i) => send(folioId, `198.51.100.${100 + i}`, headers(i))));

const stored = async (folioId: string) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(submissions).where(eq(submissions.folioId, folioId)))[0]!.n;
const folioCount = async (folioId: string) =>
  (await db.select({ n: folioSubmissionCounts.n }).from(folioSubmissionCounts).where(eq(folioSubmissionCounts.folioId, folioId)))[0]?.n ?? 0;
const monthCount = async (ownerId: string) =>
  (await db.select({ n: ownerSubmissionMonths.n }).from(ownerSubmissionMonths).where(eq(ownerSubmissionMonths.ownerId, ownerId)))[0]?.n ?? 0;

describe('limits under concurrency', () => {
  it('30 concurrent submissions against a folio limit of 7 store exactly 7; the others hear the form is full; a deletion frees one place', async () => {
    const { folio, access } = await publishedForm(app, db);
    await setRoot(db, folio.id, { submissionLimit: 7 });
    await app.changes.sync();
    const results = await thirty(folio.id);
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(7);
    const refused = results.filter((r) => r.statusCode !== 201);
    expect(refused).toHaveLength(23);
    for (const r of refused) expect([r.statusCode, r.json().message]).toEqual([403, LIMIT_REACHED]);
    expect(await stored(folio.id)).toBe(7);
    expect(await folioCount(folio.id)).toBe(7);

    const first = results.find((r) => r.statusCode === 201)!.json().id as string;
    expect((await app.inject({ method: 'DELETE', url: `/api/submissions/${first}`, headers: bearer(access) })).statusCode).toBe(204);
    expect(await folioCount(folio.id)).toBe(6);
    const again = await thirty(folio.id);
    expect(again.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(await stored(folio.id)).toBe(7);
    expect(await folioCount(folio.id)).toBe(7);
  });

  it('60 concurrent submissions against the Free month (1,000, of which 945 used) store exactly 55, over two forms of one owner', async () => {
    const { folio, user } = await publishedForm(app, db);
    const second = await publishedForm(app, db);
    await db.execute(sql`update folios set author_id = ${user.id} where id = ${second.folio.id}`);
    await app.changes.sync();
    // Stored by any means, submissions are counted: from count(*) when the month's limit first applies, then by triggers.
    await db.execute(sql`insert into submissions (folio_id, button_id, folio_version, data) select ${folio.id}, 'send', 1, '{}'::jsonb from generate_series(1, 945)`);
    const results = await Promise.all(Array.from({ length: 60 }, (_, i) => send(i % 2 ? folio.id : second.folio.id, `203.0.113.${100 + i}`)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(55);
    for (const r of results.filter((x) => x.statusCode !== 201)) expect([r.statusCode, r.json().message]).toEqual([403, MONTH_FULL]);
    expect((await stored(folio.id)) + (await stored(second.folio.id))).toBe(1000);
    expect(await monthCount(user.id)).toBe(1000);
    // Deleting submissions (here in bulk) frees room in the month.
    await db.execute(sql`delete from submissions where id in (select id from submissions where folio_id = ${folio.id} limit 3)`);
    expect(await monthCount(user.id)).toBe(997);
    expect((await thirty(folio.id)).filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(await monthCount(user.id)).toBe(1000);
  });
});

describe('forms no limit applies to', () => {
  it('keep no count row (their submissions queue behind none); one is made, exact, when a limit is set', async () => {
    const { folio, user } = await publishedForm(app, db);
    await db.update(users).set({ accountTypeId: 3 }).where(eq(users.id, user.id));
    expect((await thirty(folio.id)).every((r) => r.statusCode === 201)).toBe(true);
    expect(await db.select().from(folioSubmissionCounts).where(eq(folioSubmissionCounts.folioId, folio.id))).toEqual([]);
    expect(await db.select().from(ownerSubmissionMonths).where(eq(ownerSubmissionMonths.ownerId, user.id))).toEqual([]);
    await setRoot(db, folio.id, { submissionLimit: 40 });
    await app.changes.sync();
    const results = await thirty(folio.id);
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(10);
    expect(await stored(folio.id)).toBe(40);
    expect(await folioCount(folio.id)).toBe(40);
  });
});

describe('the form this server keeps in memory', () => {
  it('hears at once of a new limit, and of the owner’s new account type', async () => {
    const { folio, user } = await publishedForm(app, db);
    await db.update(users).set({ accountTypeId: 3 }).where(eq(users.id, user.id));
    await db.execute(sql`insert into submissions (folio_id, button_id, folio_version, data) select ${folio.id}, 'send', 1, '{}'::jsonb from generate_series(1, 1000)`);
    expect((await send(folio.id, '192.0.2.20')).statusCode).toBe(201);
    // Changed behind the server's back (as another server would): the change feed tells it.
    await db.update(users).set({ accountTypeId: 1 }).where(eq(users.id, user.id));
    await app.changes.sync();
    expect((await send(folio.id, '192.0.2.20')).json().message).toBe(MONTH_FULL);
    await db.update(users).set({ accountTypeId: 3 }).where(eq(users.id, user.id));
    await app.changes.sync();
    expect((await send(folio.id, '192.0.2.20')).statusCode).toBe(201);
    await setRoot(db, folio.id, { submissionLimit: 3 });
    await app.changes.sync();
    expect((await send(folio.id, '192.0.2.20')).json().message).toBe(LIMIT_REACHED);
  });
});

describe('Idempotency-Key', () => {
  it('a repeat answers the first answer (201, same id) and stores one row, even past the form’s limit', async () => {
    const { folio } = await publishedForm(app, db);
    await setRoot(db, folio.id, { submissionLimit: 1 });
    await app.changes.sync();
    const key = { 'idempotency-key': crypto.randomUUID() };
    const first = await send(folio.id, '192.0.2.10', key);
    expect(first.statusCode).toBe(201);
    const repeat = await send(folio.id, '192.0.2.10', key);
    expect([repeat.statusCode, repeat.json().id]).toEqual([201, first.json().id]);
    expect(await stored(folio.id)).toBe(1);
    expect(await folioCount(folio.id)).toBe(1);
    // The form is full for anything new.
    expect((await send(folio.id, '192.0.2.10', { 'idempotency-key': crypto.randomUUID() })).statusCode).toBe(403);
  });

  it('concurrent repeats of one key store one row and all answer 201 with its id', async () => {
    const { folio } = await publishedForm(app, db);
    const key = { 'idempotency-key': 'retry-me-0001' };
    const results = await Promise.all(Array.from({ length: 10 }, () => send(folio.id, '192.0.2.11', key)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(results.map((r) => r.json().id)).size).toBe(1);
    expect(await stored(folio.id)).toBe(1);
  });

  it('the same key with other answers is 422; a key of another form is its own', async () => {
    const { folio } = await publishedForm(app, db);
    const other = await publishedForm(app, db);
    const key = { 'idempotency-key': 'same key, other answers' };
    expect((await send(folio.id, '192.0.2.12', key)).statusCode).toBe(201);
    const reused = await send(folio.id, '192.0.2.12', key, answers({ name: 'Someone else' }));
    expect([reused.statusCode, reused.json().message]).toEqual([422, KEY_REUSED]);
    expect((await send(other.folio.id, '192.0.2.12', key)).statusCode).toBe(201);
    expect(await stored(folio.id)).toBe(1);
  });

  it('a key that is empty, too long or not printable ASCII is a 400 saying what it must be', async () => {
    const { folio } = await publishedForm(app, db);
    for (const bad of ['', 'k'.repeat(256), 'clé-unique']) {
      const res = await send(folio.id, '192.0.2.13', { 'idempotency-key': bad });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/idempotency-key.*1–255 printable ASCII characters/i);
    }
    expect((await send(folio.id, '192.0.2.13', { 'idempotency-key': 'k'.repeat(255) })).statusCode).toBe(201);
    expect(await stored(folio.id)).toBe(1);
  });
});
