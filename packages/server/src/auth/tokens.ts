import { createHash, randomBytes } from 'node:crypto';

/** A fresh opaque token (256 random bits, base64url) and the hash that is stored instead of it. */
export function newToken(): { token: string; hash: Buffer } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}
