/**
 * ALTCHA proof of work (issue 31, decision 65): challenges made and proofs checked with altcha-lib, self-hosted (no
 * call leaves the server). A challenge is PBKDF2/SHA-256 in ALTCHA's deterministic mode: the server picks the
 * counter the visitor's browser must reach, signs the parameters (with the folio's id in `data` and an expiry) and
 * the derived key, so checking a proof is two HMACs, whatever the difficulty. They are computed here with node:crypto,
 * as altcha-lib's `verifySolution` does with Web Crypto (its async HMACs cost 190 µs a proof, these 30 µs; the
 * tests check both agree). The keys come from the
 * `proof-of-work` row of `app_secrets` (migration 0039), so every app server makes and checks alike.
 */
import { createHmac, createSecretKey, type KeyObject } from 'node:crypto';
import { createChallenge, randomInt } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Challenge, Solution } from 'altcha-lib/types';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { appSecrets } from '../../db/schema.ts';

export const POW_ALGORITHM = 'PBKDF2/SHA-256';
/** PBKDF2 iterations per try: about 0.3 ms in a browser's Web Crypto or in Node. */
export const POW_COST = 1000;
/** How long a challenge may be solved and sent. */
export const CHALLENGE_SECONDS = 600;
/** The longest payload a page sends (a proof is about 600 characters). */
export const PROOF_MAX_LENGTH = 4000;

const SECRET_NAME = 'proof-of-work';

/** The two HMAC secrets of altcha-lib: the challenge's parameters, and the key the counter derives. */
export interface ProofKeys {
  challenge: string;
  derivedKey: string;
}

/** Both secrets, derived from one stored key. */
export function proofKeysOf(secret: Buffer): ProofKeys {
  const derive = (purpose: string) => createHmac('sha256', secret).update(purpose).digest('hex');
  return { challenge: derive('altcha-challenge'), derivedKey: derive('altcha-derived-key') };
}

const kept = new WeakMap<Executor, Promise<ProofKeys>>();

/** This database's keys (one primary-key read, then kept for the handle). */
export function proofKeys(db: Executor): Promise<ProofKeys> {
  let keys = kept.get(db);
  if (!keys) {
    keys = (async () => {
      const [row] = await db.select({ secret: appSecrets.secret }).from(appSecrets).where(eq(appSecrets.name, SECRET_NAME)).limit(1);
      if (!row) throw new Error(`app_secrets has no '${SECRET_NAME}' key; the migrations have not run`);
      return proofKeysOf(row.secret);
    })();
    kept.set(db, keys);
    keys.catch(() => kept.delete(db));
  }
  return keys;
}

export interface ChallengeOptions {
  /** the highest counter; the one asked for is drawn between half of it and it */
  counterMax: number;
  /** PBKDF2 iterations per try (POW_COST unless a bench asks for less work per try) */
  cost?: number;
  /** seconds since the epoch (tests) */
  now?: number;
}

/** A challenge as this server makes them: signed, with its derived key signed, its expiry and its folio. */
export interface SignedChallenge extends Challenge {
  parameters: Challenge['parameters'] & { expiresAt: number; keySignature: string; data: { folio: string } };
  signature: string;
}

/** A signed challenge for the form of `folioId`. */
export async function makeChallenge(keys: ProofKeys, folioId: string, options: ChallengeOptions): Promise<SignedChallenge> {
  const max = Math.max(1, Math.floor(options.counterMax));
  const challenge = await createChallenge({
    algorithm: POW_ALGORITHM,
    cost: options.cost ?? POW_COST,
    counter: randomInt(max, Math.max(1, Math.ceil(max / 2))),
    deriveKey,
    data: { folio: folioId },
    expiresAt: (options.now ?? Math.floor(Date.now() / 1000)) + CHALLENGE_SECONDS,
    hmacSignatureSecret: keys.challenge,
    hmacKeySignatureSecret: keys.derivedKey,
  });
  return challenge as SignedChallenge;
}

/** A proof as the widget sends it: base64 of `{challenge, solution}`. */
export const encodeProof = (challenge: Challenge, solution: Solution): string =>
  Buffer.from(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution })).toString('base64');

export type ProofCheck =
  | { ok: true; /** the challenge's signature: what makes the proof good once */ id: Buffer; expiresAt: Date }
  | { ok: false; why: 'missing' | 'malformed' | 'otherForm' | 'expired' | 'invalid' };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function parse(payload: string): { challenge: Challenge; solution: Solution } | null {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  if (!isRecord(value) || !isRecord(value.challenge) || !isRecord(value.solution)) return null;
  const { parameters, signature } = value.challenge;
  if (!isRecord(parameters) || typeof signature !== 'string' || !/^[0-9a-f]{64}$/.test(signature)) return null;
  if (typeof parameters.expiresAt !== 'number' || !isRecord(parameters.data)) return null;
  return value as unknown as { challenge: Challenge; solution: Solution };
}

/**
 * altcha-lib's canonical form of the parameters it signs, `JSON.stringify` of them with the keys of every object sorted
 * (undefined members left out), written directly: building the sorted copies first was a third of a check (issue 28).
 * Parameters as this server makes them have their keys sorted already; those are `JSON.stringify` as they are.
 */
export function canonicalJson(value: unknown): string {
  return isCanonical(value) ? JSON.stringify(value) : sortedJson(value);
}

/**
 * Whether JSON.stringify of `value` is its canonical form: its objects plain, with their keys sorted, none an index,
 * none undefined. (Objects inside arrays are written as they are, by altcha-lib too.)
 */
function isCanonical(value: unknown): boolean {
  if (!isRecord(value)) return true;
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return false;
  let previous: string | null = null;
  for (const key in value) {
    if ((previous !== null && previous >= key) || isArrayIndex(key) || value[key] === undefined || !isCanonical(value[key])) return false;
    previous = key;
  }
  return true;
}

function sortedJson(value: unknown): string {
  if (!isRecord(value)) return JSON.stringify(value);
  // As the object altcha-lib rebuilds from the sorted keys lists them: array indices first (ascending, where
  // Object.keys has them already), then the other keys in the sorted order.
  const keys = Object.keys(value);
  let indices = 0;
  while (indices < keys.length && isArrayIndex(keys[indices]!)) indices++;
  let out = '';
  for (const key of indices ? [...keys.slice(0, indices), ...keys.slice(indices).sort()] : keys.sort()) {
    if (value[key] === undefined) continue;
    out += `${out ? ',' : ''}${JSON.stringify(key)}:${canonicalJson(value[key])}`;
  }
  return `{${out}}`;
}

const isArrayIndex = (key: string) => /^(?:0|[1-9]\d{0,9})$/.test(key) && Number(key) < 2 ** 32 - 1;
/** Lower-case hex of whole bytes. */
const isHex = (s: string) => s.length % 2 === 0 && /^[0-9a-f]+$/.test(s);
/** altcha-lib keys its HMACs with the secret string's UTF-8 bytes; each secret's key is made once. */
const hmacKeys = new Map<string, KeyObject>();
function hmacKey(secret: string): KeyObject {
  let key = hmacKeys.get(secret);
  if (!key) {
    if (hmacKeys.size >= 16) hmacKeys.clear();
    hmacKeys.set(secret, (key = createSecretKey(Buffer.from(secret, 'utf8'))));
  }
  return key;
}
/** HMAC-SHA256 of `data` under a secret as altcha-lib keys it, equal in constant time to `hex` (lower case). */
const signs = (secret: string, data: string | Buffer, hex: string) => sameText(createHmac('sha256', hmacKey(secret)).update(data).digest('hex'), hex);

/** Whether two strings are equal, in a time that depends only on their lengths. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let differ = 0;
  for (let i = 0; i < a.length; i++) differ |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return differ === 0;
}

/** Whether `payload` proves the work of a challenge this server made for `folioId`, unexpired (not whether it was used). */
export function checkProof(keys: ProofKeys, folioId: string, payload: string | undefined): ProofCheck {
  if (!payload) return { ok: false, why: 'missing' };
  const proof = payload.length <= PROOF_MAX_LENGTH ? parse(payload) : null;
  if (!proof) return { ok: false, why: 'malformed' };
  const { challenge, solution } = proof;
  const { parameters } = challenge;
  // In altcha-lib's order: expiry, the parameters' signature, the solution's shape, the derived key's signature.
  if (parameters.expiresAt! < Date.now() / 1000) return { ok: false, why: 'expired' };
  if (!signs(keys.challenge, canonicalJson(parameters), challenge.signature!)) return { ok: false, why: 'invalid' };
  const { derivedKey, counter } = solution;
  if (typeof derivedKey !== 'string' || !isHex(derivedKey) || !Number.isInteger(counter) || counter < 0 || counter > 0xffffffff) return { ok: false, why: 'invalid' };
  if (typeof parameters.keySignature !== 'string' || !signs(keys.derivedKey, Buffer.from(derivedKey, 'hex'), parameters.keySignature)) return { ok: false, why: 'invalid' };
  // Signed, so the folio is the one the challenge was made for.
  if (challenge.parameters.data?.folio !== folioId) return { ok: false, why: 'otherForm' };
  return { ok: true, id: Buffer.from(challenge.signature!, 'hex'), expiresAt: new Date(challenge.parameters.expiresAt! * 1000) };
}
