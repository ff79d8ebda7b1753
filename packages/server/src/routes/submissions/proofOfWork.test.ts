// Proof of work on forms (issue 31): the challenge route, and submissions to a form that asks for a proof.
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SPAM_TEXTS } from '@folio/model';
import { createTestApp } from '../../../test/app.ts';
import { bearer } from '../../../test/factories.ts';
import { submissions, usedProofs } from '../../db/schema.ts';
import { encodeProof, makeChallenge, proofKeys, type SignedChallenge } from '../../services/spam/proofOfWork.ts';
import { sweepUsedProofs } from '../../services/spam/sweep.ts';
import { SITES, answers, owner, publishedForm, submit } from './testing.ts';

const COUNTER = 20;
const t = await createTestApp({
  SITES_ORIGIN: `http://${SITES}`,
  PROOF_OF_WORK_COUNTER: String(COUNTER),
  PROOF_OF_WORK_CALM_CHALLENGES: '3',
  PROOF_OF_WORK_CALM_SUBMISSIONS: '3',
});
const { app, db } = t;
const POW = { root: { spamProtection: 'proofOfWork' as const } };

const countFor = async (folioId: string) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(submissions).where(eq(submissions.folioId, folioId)))[0]!.n;

/** Asks the page's origin for a challenge, from `address`. */
async function challengeFor(folioId: string, address = '203.0.113.1'): Promise<SignedChallenge> {
  const res = await app.inject({ method: 'GET', url: `/public/api/folios/${folioId}/challenge`, headers: { host: SITES }, remoteAddress: address });
  expect(res.statusCode).toBe(200);
  return res.json() as SignedChallenge;
}

/** What the widget does in the page: solve, and encode the payload. */
async function solved(challenge: SignedChallenge): Promise<{ payload: string; counter: number }> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('not solved');
  return { payload: encodeProof(challenge, solution), counter: solution.counter };
}

const proofFor = async (folioId: string, address?: string) => (await solved(await challengeFor(folioId, address))).payload;

describe('GET /public/api/folios/{id}/challenge', () => {
  it('answers a signed ALTCHA challenge bound to the folio, 10 minutes long, never cached, on both origins', async () => {
    const { folio } = await publishedForm(app, db, POW);
    const res = await app.inject({ method: 'GET', url: `/public/api/folios/${folio.id}/challenge`, headers: { host: SITES } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const challenge = res.json() as SignedChallenge;
    expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 1000, keyLength: 32, data: { folio: folio.id } });
    expect(challenge.parameters.keyPrefix).toMatch(/^[0-9a-f]{32}$/);
    expect(challenge.parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters.expiresAt - Date.now() / 1000).toBeGreaterThan(590);
    expect(challenge.parameters.expiresAt - Date.now() / 1000).toBeLessThanOrEqual(600);
    const { counter } = await solved(challenge);
    expect(counter).toBeGreaterThanOrEqual(COUNTER / 2);
    expect(counter).toBeLessThanOrEqual(COUNTER);

    expect((await app.inject({ method: 'GET', url: `/public/api/folios/${folio.id}/challenge` })).statusCode).toBe(200);
  });

  it('answers 404 for a folio that is missing, not published, or whose form asks for no proof', async () => {
    const { folio } = await publishedForm(app, db, { ...POW, publish: false });
    const { folio: none } = await publishedForm(app, db);
    for (const id of [folio.id, none.id, crypto.randomUUID(), 'nope']) {
      const res = await app.inject({ method: 'GET', url: `/public/api/folios/${id}/challenge`, headers: { host: SITES } });
      expect(res.statusCode).toBe(404);
    }
  });

  it('asks more work of an address that fetched many challenges, and of one that sent many submissions', async () => {
    const { folio } = await publishedForm(app, db, POW);
    const counters = [];
    for (let i = 0; i < 5; i++) counters.push((await solved(await challengeFor(folio.id, '198.51.100.7'))).counter);
    expect(counters.slice(0, 3).every((c) => c <= COUNTER)).toBe(true);
    expect(counters.slice(3).every((c) => c >= COUNTER * 5 && c <= COUNTER * 10)).toBe(true);
    // Another address is not held to it.
    expect((await solved(await challengeFor(folio.id, '198.51.100.8'))).counter).toBeLessThanOrEqual(COUNTER);

    const { folio: plain } = await publishedForm(app, db);
    for (let i = 0; i < 3; i++) expect((await submit(app, { folioId: plain.id, buttonId: 'send', data: answers() }, {}, '198.51.100.9')).statusCode).toBe(201);
    expect((await solved(await challengeFor(folio.id, '198.51.100.9'))).counter).toBeGreaterThanOrEqual(COUNTER * 5);
  });
});

describe('POST /public/api/submissions to a form with proof of work', () => {
  it('stores a submission with a valid proof, and records the proof until its challenge expires', async () => {
    const { folio } = await publishedForm(app, db, POW);
    const challenge = await challengeFor(folio.id);
    const res = await submit(app, { folioId: folio.id, buttonId: 'send', data: answers(), altcha: (await solved(challenge)).payload });
    expect(res.statusCode).toBe(201);
    expect(await countFor(folio.id)).toBe(1);
    const [row] = await db.select().from(usedProofs).where(eq(usedProofs.signature, Buffer.from(challenge.signature, 'hex')));
    expect(row!.expiresAt.getTime()).toBe(challenge.parameters.expiresAt * 1000);
  });

  it.each([
    ['missing', async () => undefined],
    ['not a payload', async () => 'bm90IGpzb24='],
    ['with a wrong solution', async (folioId: string) => {
      const challenge = await challengeFor(folioId);
      return encodeProof(challenge, { counter: 1, derivedKey: '00'.repeat(32) });
    }],
    ['with a challenge whose signature was changed', async (folioId: string) => {
      const challenge = await challengeFor(folioId);
      const { payload } = await solved(challenge);
      const proof = JSON.parse(Buffer.from(payload, 'base64').toString()) as { challenge: SignedChallenge };
      proof.challenge.parameters.expiresAt += 3600;
      return Buffer.from(JSON.stringify(proof)).toString('base64');
    }],
    ['expired', async (folioId: string) => {
      const old = await makeChallenge(await proofKeys(db), folioId, { counterMax: COUNTER, now: Math.floor(Date.now() / 1000) - 601 });
      return (await solved(old)).payload;
    }],
    ['made for another form', async () => proofFor((await publishedForm(app, db, POW)).folio.id)],
  ])('refuses a proof %s with a 400 naming altcha, storing nothing', async (_name, proof) => {
    const { folio } = await publishedForm(app, db, POW);
    const altcha = await proof(folio.id);
    const res = await submit(app, { folioId: folio.id, buttonId: 'send', data: answers(), ...(altcha === undefined ? {} : { altcha }) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Bad Request', message: SPAM_TEXTS.proofNeeded, field: 'altcha' });
    expect(await countFor(folio.id)).toBe(0);
  });

  it('takes a proof once: another submission with it is a 400', async () => {
    const { folio } = await publishedForm(app, db, POW);
    const altcha = await proofFor(folio.id);
    expect((await submit(app, { folioId: folio.id, buttonId: 'send', data: answers(), altcha }, { 'idempotency-key': 'first' })).statusCode).toBe(201);
    const again = await submit(app, { folioId: folio.id, buttonId: 'send', data: answers({ name: 'Bob' }), altcha }, { 'idempotency-key': 'second' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: 'Bad Request', message: SPAM_TEXTS.proofUsed, field: 'altcha' });
    const noKey = await submit(app, { folioId: folio.id, buttonId: 'send', data: answers(), altcha });
    expect(noKey.statusCode).toBe(400);
    expect(await countFor(folio.id)).toBe(1);
  });

  it('takes a proof once when many submissions carry it at the same moment (one batch)', async () => {
    const { folio } = await publishedForm(app, db, POW);
    const altcha = await proofFor(folio.id);
    const answersOf = await Promise.all(
      Array.from({ length: 8 }, (_, i) => submit(app, { folioId: folio.id, buttonId: 'send', data: answers({ name: `P${i}` }), altcha }, { 'idempotency-key': `k${i}` })),
    );
    expect(answersOf.map((r) => r.statusCode).sort()).toEqual([201, 400, 400, 400, 400, 400, 400, 400]);
    expect(await countFor(folio.id)).toBe(1);
  });

  it('answers a retry with the same Idempotency-Key and answers with the first 201, although its proof was used by the first', async () => {
    const { folio } = await publishedForm(app, db, POW);
    const altcha = await proofFor(folio.id);
    const body = { folioId: folio.id, buttonId: 'send', data: answers(), altcha };
    const first = await submit(app, body, { 'idempotency-key': 'retry-me' });
    expect(first.statusCode).toBe(201);
    const retry = await submit(app, body, { 'idempotency-key': 'retry-me' });
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(await countFor(folio.id)).toBe(1);
  });

  it('needs no proof when the form says none or says nothing (a folio published before), and ignores one sent', async () => {
    const { folio: none } = await publishedForm(app, db, { root: { spamProtection: 'none' } });
    expect((await submit(app, { folioId: none.id, buttonId: 'send', data: answers() })).statusCode).toBe(201);
    expect((await submit(app, { folioId: none.id, buttonId: 'send', data: answers(), altcha: 'anything' })).statusCode).toBe(201);
    const { folio: before } = await publishedForm(app, db);
    expect((await submit(app, { folioId: before.id, buttonId: 'send', data: answers() })).statusCode).toBe(201);
  });

  it('follows the published snapshot: turning proof of work on asks for proofs from the next publish', async () => {
    const { folio, access } = await publishedForm(app, db, { root: { spamProtection: 'none' } });
    const patched = await app.inject({
      method: 'PATCH',
      url: `/api/folios/${folio.id}`,
      headers: bearer(access),
      payload: { baseVersion: folio.version, log: [{ action: 'updateSettings', path: 'root.spamProtection' }], root: { spamProtection: 'proofOfWork' } },
    });
    expect(patched.statusCode).toBe(200);
    expect((await submit(app, { folioId: folio.id, buttonId: 'send', data: answers() })).statusCode).toBe(201);
    expect((await app.inject({ method: 'PATCH', url: `/api/folios/${folio.id}/publish`, headers: bearer(access) })).statusCode).toBe(200);
    expect((await submit(app, { folioId: folio.id, buttonId: 'send', data: answers() })).statusCode).toBe(400);
    expect((await submit(app, { folioId: folio.id, buttonId: 'send', data: answers(), altcha: await proofFor(folio.id) })).statusCode).toBe(201);
  });
});

describe('the setting', () => {
  it('is proof of work on a new folio, takes only proofOfWork or none, and is kept by a copy', async () => {
    const { access } = await owner(db);
    const created = await app.inject({ method: 'POST', url: '/api/folios', headers: bearer(access), payload: { name: 'New form' } });
    const folio = created.json() as { id: string; version: number; root: { spamProtection?: string } };
    expect(folio.root.spamProtection).toBe('proofOfWork');
    const bad = await app.inject({
      method: 'PATCH',
      url: `/api/folios/${folio.id}`,
      headers: bearer(access),
      payload: { baseVersion: folio.version, log: [], root: { spamProtection: 'captcha' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('spamProtection');
    const copy = await app.inject({ method: 'POST', url: `/api/folios/${folio.id}/copy`, headers: bearer(access) });
    expect(copy.statusCode).toBeLessThan(300);
    expect((copy.json() as { root: { spamProtection?: string } }).root.spamProtection).toBe('proofOfWork');
  });
});

describe('the hourly sweep', () => {
  it('forgets used proofs whose challenge has expired, and keeps the others', async () => {
    const fresh = crypto.getRandomValues(Buffer.alloc(32));
    const old = crypto.getRandomValues(Buffer.alloc(32));
    await db.insert(usedProofs).values([
      { signature: fresh, expiresAt: new Date(Date.now() + 60_000) },
      { signature: old, expiresAt: new Date(Date.now() - 1000) },
    ]);
    expect(await sweepUsedProofs(db)).toBeGreaterThanOrEqual(1);
    const left = await db.select({ signature: usedProofs.signature }).from(usedProofs);
    expect(left.some((r) => r.signature.equals(fresh))).toBe(true);
    expect(left.some((r) => r.signature.equals(old))).toBe(false);
  });
});
