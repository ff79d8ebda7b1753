// The server's own check of a proof (node:crypto, synchronous) answers as altcha-lib's verifySolution does.
import { createHmac } from 'node:crypto';
import { solveChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { describe, expect, it } from 'vitest';
import { canonicalJson, checkProof, encodeProof, makeChallenge, proofKeysOf, type SignedChallenge } from './proofOfWork.ts';

const keys = proofKeysOf(Buffer.from('a test key of thirty-two bytes!!'));
const solved = async (challenge: SignedChallenge) => ({ challenge, solution: (await solveChallenge({ challenge, deriveKey }))! });
const library = (p: Awaited<ReturnType<typeof solved>>) =>
  verifySolution({ ...p, deriveKey, hmacSignatureSecret: keys.challenge, hmacKeySignatureSecret: keys.derivedKey });
const ours = (p: Awaited<ReturnType<typeof solved>>, folio = 'f1') => checkProof(keys, folio, encodeProof(p.challenge, p.solution));

describe('checkProof', () => {
  it('agrees with altcha-lib on good, tampered, wrong and expired proofs', async () => {
    const good = await solved(await makeChallenge(keys, 'f1', { counterMax: 20 }));
    expect((await library(good)).verified).toBe(true);
    expect(ours(good)).toMatchObject({ ok: true, expiresAt: new Date(good.challenge.parameters.expiresAt * 1000) });

    const wrongKey = { ...good, solution: { ...good.solution, derivedKey: '00'.repeat(32) } };
    expect((await library(wrongKey)).verified).toBe(false);
    expect(ours(wrongKey)).toEqual({ ok: false, why: 'invalid' });

    const moved = { ...good, challenge: { ...good.challenge, parameters: { ...good.challenge.parameters, cost: 1 } } };
    expect((await library(moved)).invalidSignature).toBe(true);
    expect(ours(moved)).toEqual({ ok: false, why: 'invalid' });

    const old = await solved(await makeChallenge(keys, 'f1', { counterMax: 5, now: Math.floor(Date.now() / 1000) - 601 }));
    expect((await library(old)).expired).toBe(true);
    expect(ours(old)).toEqual({ ok: false, why: 'expired' });

    const otherKeys = proofKeysOf(Buffer.from('another key, of thirty-two bytes'));
    const foreign = await solved(await makeChallenge(otherKeys, 'f1', { counterMax: 5 }));
    expect((await library(foreign)).verified).toBe(false);
    expect(ours(foreign)).toEqual({ ok: false, why: 'invalid' });
  });

  it('takes the signatures only as the lower-case hex of the right bytes, whatever else a sender re-signs', async () => {
    const good = await solved(await makeChallenge(keys, 'f1', { counterMax: 5 }));
    // Parameters changed and signed again with the server's key, so that only the key signature's spelling differs.
    const resigned = (keySignature: string) => {
      const parameters = { ...good.challenge.parameters, keySignature };
      const signature = createHmac('sha256', keys.challenge).update(canonicalJson(parameters)).digest('hex');
      return { ...good, challenge: { ...good.challenge, parameters, signature } };
    };
    const right = good.challenge.parameters.keySignature;
    expect(ours(resigned(right))).toMatchObject({ ok: true });
    for (const spelled of [right.toUpperCase(), right.slice(0, -1), `${right}0`, `${right.slice(0, -2)}zz`, '']) {
      expect(ours(resigned(spelled))).toEqual({ ok: false, why: 'invalid' });
    }
    const shouted = { ...good, challenge: { ...good.challenge, signature: good.challenge.signature.toUpperCase() } };
    expect(ours(shouted)).toEqual({ ok: false, why: 'malformed' });
  });

  it('binds a proof to its folio and refuses what is no payload', async () => {
    const good = await solved(await makeChallenge(keys, 'f1', { counterMax: 5 }));
    expect(ours(good, 'f2')).toEqual({ ok: false, why: 'otherForm' });
    expect(checkProof(keys, 'f1', undefined)).toEqual({ ok: false, why: 'missing' });
    for (const bad of ['x', Buffer.from('[]').toString('base64'), Buffer.from('{"challenge":{},"solution":{}}').toString('base64'), 'A'.repeat(5000)]) {
      expect(checkProof(keys, 'f1', bad)).toEqual({ ok: false, why: 'malformed' });
    }
  });
});

describe('canonicalJson', () => {
  // altcha-lib's canonicalJSON (v2 helpers.js, not exported): the object rebuilt from its sorted keys, stringified.
  const sortKeys = (v: unknown): unknown =>
    typeof v !== 'object' || v === null || Array.isArray(v)
      ? v
      : Object.fromEntries(Object.keys(v).sort().flatMap((k) => ((v as Record<string, unknown>)[k] === undefined ? [] : [[k, sortKeys((v as Record<string, unknown>)[k])]])));
  const library = (v: unknown) => JSON.stringify(sortKeys(v));

  it('writes what altcha-lib signs, whatever the keys', () => {
    const cases: unknown[] = [
      { salt: 'ab', nonce: 'cd', data: { folio: 'f1' }, expiresAt: 1, cost: 1000, keyLength: 32, algorithm: 'PBKDF2/SHA-256' },
      JSON.parse('{"b":1,"10":2,"9":3,"a":{"z":[{"y":1,"x":2}],"4294967295":0,"4294967294":1,"01":2,"1":3},"__proto__":{"q":1},"é":null,"E":true}'),
      { gone: undefined, kept: 'yes', list: [3, 'two', null, { b: 1, a: 2 }], n: -0.5e-7 },
      // Keys sorted already, as this server's parameters come back (written by JSON.stringify as they are), and nearly so.
      { algorithm: 'PBKDF2/SHA-256', cost: 1, data: { folio: 'f1' }, expiresAt: 2, list: [{ b: 1, a: 2 }], salt: 'ab' },
      { a: 1, b: { d: 1, c: 2 } },
      { a: 1, b: { c: 1, d: undefined } },
      { a: new Date(0), b: Object.assign(Object.create(null) as object, { y: 1, x: 2 }) },
      { a: 1, B: 2 },
      'text',
      [1, { b: 2, a: 1 }],
      null,
    ];
    for (const value of cases) expect(canonicalJson(value)).toBe(library(value));
  });
});
