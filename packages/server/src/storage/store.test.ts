import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { startAzurite } from '../routes/uploads/testing.ts';
import { createAzureBlobStore } from './azure.ts';
import { createLocalBlobStore } from './local.ts';
import { BlobNotFoundError, type BlobStore } from './types.ts';

// The BlobStore contract, the same tests for the local directory and for Azure Blob (Azurite).
const azurite = await startAzurite();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-store-'));
afterAll(async () => {
  await azurite.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});
const stores: Record<string, BlobStore> = {
  local: createLocalBlobStore(dir),
  azure: await createAzureBlobStore(azurite.connectionString),
};

const text = async (s: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const c of s) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString();
};

describe.each(['local', 'azure'])('the %s blob store', (kind) => {
  const store = stores[kind]!;

  it('stores a stream and gives it back whole or by inclusive byte range, with its size and type', async () => {
    await store.put('a1', Readable.from([Buffer.from('hello '), Buffer.from('world')]), { size: 11, contentType: 'text/plain' });
    const whole = await store.get('a1');
    expect([await text(whole.stream), whole.size, whole.contentType]).toEqual(['hello world', 11, 'text/plain']);
    const part = await store.get('a1', { start: 6, end: 10 });
    expect([await text(part.stream), part.size]).toEqual(['world', 11]);
    const from = await store.get('a1', { start: 4 });
    expect(await text(from.stream)).toBe('o world');
    expect(await store.stat('a1')).toEqual({ size: 11, contentType: 'text/plain' });
  });

  it('stores a file from disk under a nested key and replaces an existing key', async () => {
    const file = path.join(dir, `src-${kind}.bin`);
    fs.writeFileSync(file, 'first');
    await store.putFile('thumbnails/b1.webp', file, { size: 5, contentType: 'image/webp' });
    await store.put('thumbnails/b1.webp', Readable.from([Buffer.from('second')]), { size: 6, contentType: 'image/webp' });
    expect(await text((await store.get('thumbnails/b1.webp')).stream)).toBe('second');
  });

  it('deletes, after which the key neither exists nor reads, and deleting again is harmless', async () => {
    await store.put('c1', Readable.from([Buffer.from('x')]), { size: 1, contentType: 'application/octet-stream' });
    expect(await store.exists('c1')).toBe(true);
    await store.delete('c1');
    await store.delete('c1');
    expect(await store.exists('c1')).toBe(false);
    expect(await store.stat('c1')).toBeNull();
    await expect(store.get('c1')).rejects.toBeInstanceOf(BlobNotFoundError);
  });

  it('refuses keys that could leave the store', async () => {
    for (const key of ['../escape', '/abs', '.hidden', 'a/../../b', '']) {
      await expect(store.stat(key)).rejects.toThrow(/Invalid blob key/);
    }
  });
});
