import { describe, expect, it } from 'vitest';
import { SIGNED_URL_WINDOW_SECONDS, signerWithKey } from './signedUrls.ts';

const blobId = '0b9e3c52-5d0e-4d7e-9a3f-3f6c1c1b2a10';
const viewer = '7f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';
const query = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams) as { exp: string; sig: string; u?: string };

describe('signed blob URLs kept per expiry', () => {
  it('signs the same URL within a window and a new one, with a later expiry, once the window turns', () => {
    let now = Date.UTC(2026, 10, 27, 12, 0, 0);
    const signer = signerWithKey(Buffer.alloc(32, 3), () => now);
    const first = signer.signedFor(viewer, blobId, 'thumbnail');
    expect(signer.signedFor(viewer, blobId, 'thumbnail')).toBe(first);
    // Another viewer, another variant, nobody in particular: each its own URL.
    expect(new Set([first, signer.signedFor(blobId, blobId, 'thumbnail'), signer.signedFor(viewer, blobId), signer.signed(blobId, 'thumbnail')]).size).toBe(4);
    expect(signer.verify(blobId, 'preview', query(first))).toEqual({ viewerId: viewer });

    now += SIGNED_URL_WINDOW_SECONDS * 1000;
    const next = signer.signedFor(viewer, blobId, 'thumbnail');
    expect(Number(query(next).exp)).toBe(Number(query(first).exp) + SIGNED_URL_WINDOW_SECONDS);
    expect(signer.verify(blobId, 'preview', query(next))).toEqual({ viewerId: viewer });
    // The earlier URL still opens the file until its own expiry, and not after.
    expect(signer.verify(blobId, 'preview', query(first))).toEqual({ viewerId: viewer });
    now = Number(query(first).exp) * 1000;
    expect(signer.verify(blobId, 'preview', query(first))).toBeNull();
    expect(signer.signed(blobId)).not.toContain(`exp=${query(first).exp}&`);
  });
});
