import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { startAzurite } from '../routes/uploads/testing.ts';
import { createAzureBlobStore } from './azure.ts';
import { createLocalBlobStore } from './local.ts';
import { createS3BlobStore } from './s3.ts';
import { startSwift } from '../../test/objectStores/swift.ts';
import { BlobNotFoundError, type BlobStore } from './types.ts';

// The BlobStore contract, the same tests for the local directory, Azure Blob (Azurite) and S3 (OpenStack Swift's
// s3api from Debian).
const [azurite, swift] = await Promise.all([startAzurite(), startSwift()]);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-store-'));
afterAll(async () => {
  await Promise.all([azurite.stop(), swift.stop()]);
  fs.rmSync(dir, { recursive: true, force: true });
});
const stores: Record<string, BlobStore> = {
  local: createLocalBlobStore(dir),
  azure: await createAzureBlobStore(azurite.connectionString),
  s3: await createS3BlobStore({ endpoint: swift.endpoint, region: 'us-east-1', bucket: 'contract', accessKeyId: swift.accessKeyId, secretAccessKey: swift.secretAccessKey, forcePathStyle: true }),
};

const text = async (s: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const c of s) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString();
};

describe.each(['local', 'azure', 's3'])('the %s blob store', (kind) => {
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

  it('streams a file larger than one part (multipart on S3) and reads a range across parts', async () => {
    const size = 20 * 1024 * 1024 + 17;
    const block = Buffer.alloc(1024 * 1024);
    for (let i = 0; i < block.length; i++) block[i] = i % 251;
    const chunks = function* () {
      for (let sent = 0; sent < size; sent += block.length) yield block.subarray(0, Math.min(block.length, size - sent));
    };
    await store.put('big', Readable.from(chunks()), { size, contentType: 'application/octet-stream' });
    expect((await store.stat('big'))?.size).toBe(size);
    const start = 8 * 1024 * 1024 - 3;
    const { stream } = await store.get('big', { start, end: start + 5 });
    const parts: Buffer[] = [];
    for await (const c of stream) parts.push(c as Buffer);
    const got = [...Buffer.concat(parts)];
    expect(got).toEqual([0, 1, 2, 3, 4, 5].map((k) => ((start + k) % block.length) % 251));
    await store.delete('big');
  });

  it('refuses keys that could leave the store', async () => {
    for (const key of ['../escape', '/abs', '.hidden', 'a/../../b', '']) {
      await expect(store.stat(key)).rejects.toThrow(/Invalid blob key/);
    }
  });
});
