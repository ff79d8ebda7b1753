import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { cloneTestDatabase } from '../../../test/db.ts';
import { buildUser, tokenFor, bearer } from '../../../test/factories.ts';
import { blobs } from '../../db/schema.ts';
import sharp from 'sharp';
import { thumbnailsOf } from './tus.ts';
import { patternStream, startAppOn, startAzurite, tusCreate, tusHead, tusPatch } from './testing.ts';
import { startSwift } from '../../../test/objectStores/swift.ts';

const [azurite, swift] = await Promise.all([startAzurite(), startSwift()]);
afterAll(() => Promise.all([azurite.stop(), swift.stop()]));

const SIZE = 24 * 1024 * 1024;
const FIRST = 10 * 1024 * 1024 + 123;

describe.each([
  ['local', {}],
  ['azure', { BLOB_STORE: 'azure', AZURE_STORAGE_CONNECTION_STRING: azurite.connectionString }],
  ['s3', swift.env('resume')],
] as const)('an interrupted upload with the %s store', (_kind, env) => {
  it('resumes against a restarted server on the same data dir: HEAD gives the offset, PATCH finishes it', async () => {
    const url = await cloneTestDatabase();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-resume-'));
    afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

    const first = await startAppOn(url, dataDir, env);
    const { db } = first.app.deps.database;
    const user = await buildUser(db);
    const access = await tokenFor(db, user.id);
    const tokenRes = await first.app.inject({
      method: 'GET',
      url: `/api/assets/upload-token?fileSize=${SIZE}`,
      headers: bearer(access),
    });
    const { token, uuid } = tokenRes.json<{ token: string; uuid: string }>();
    const created = await tusCreate(first.base, token, SIZE);
    expect(created.status).toBe(201);
    const location = created.headers.location!;
    const part = await tusPatch(first.base, location, token, 0, patternStream(FIRST), FIRST);
    expect(part.status).toBe(204);
    expect(part.headers['upload-offset']).toBe(String(FIRST));
    await first.stop();

    const second = await startAppOn(url, dataDir, env);
    try {
      const head = await tusHead(second.base, location, token);
      expect(head.status).toBe(200);
      expect(head.headers['upload-offset']).toBe(String(FIRST));
      expect(head.headers['upload-length']).toBe(String(SIZE));

      // The rest of the same byte stream: skip what was already sent.
      const whole = patternStream(SIZE);
      let skipped = 0;
      const rest = whole.filter(() => true).map((chunk: Buffer) => {
        const drop = Math.max(0, Math.min(chunk.length, FIRST - skipped));
        skipped += drop;
        return chunk.subarray(drop);
      });
      const done = await tusPatch(second.base, location, token, FIRST, rest, SIZE - FIRST);
      expect(done.status).toBe(204);

      const [blob] = await second.app.deps.database.db.select().from(blobs).where(eq(blobs.id, uuid));
      expect(blob).toMatchObject({ size: SIZE, kind: 'file' });
      // The stored bytes are exactly the stream that was sent, in two halves across the restart.
      const { stream } = await second.app.deps.blobs.get(uuid);
      const expected = patternStream(SIZE);
      const hash = async (s: NodeJS.ReadableStream) => {
        const { createHash } = await import('node:crypto');
        const h = createHash('sha256');
        for await (const c of s) h.update(c as Buffer);
        return h.digest('hex');
      };
      expect(await hash(stream)).toBe(await hash(expected));
    } finally {
      await second.stop();
    }
  });

  it('makes a thumbnail still pending at shutdown when the server starts again', async () => {
    const url = await cloneTestDatabase();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-resume-'));
    afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const first = await startAppOn(url, dataDir, env);
    const { db } = first.app.deps.database;
    const user = await buildUser(db);
    const png = await sharp({ create: { width: 800, height: 200, channels: 3, background: '#cc3366' } }).png().toBuffer();
    const access = await tokenFor(db, user.id);
    const t = (
      await first.app.inject({
        method: 'GET',
        url: `/api/assets/upload-token?fileSize=${png.length}&contentType=image/png`,
        headers: bearer(access),
      })
    ).json<{ token: string; uuid: string }>();
    const created = await tusCreate(first.base, t.token, png.length);
    expect((await tusPatch(first.base, created.headers.location!, t.token, 0, png)).status).toBe(204);
    await thumbnailsOf(first.app).idle();
    // As if the process had died before making it: no thumbnail, still marked pending.
    await first.app.deps.blobs.delete(`thumbnails/${t.uuid}.webp`);
    await db.update(blobs).set({ thumbnailKey: null, thumbnailPending: true }).where(eq(blobs.id, t.uuid));
    await first.stop();

    const second = await startAppOn(url, dataDir, env);
    try {
      await thumbnailsOf(second.app).idle();
      const [blob] = await second.app.deps.database.db.select().from(blobs).where(eq(blobs.id, t.uuid));
      expect(blob).toMatchObject({ thumbnailKey: `thumbnails/${t.uuid}.webp`, thumbnailPending: false });
      const thumb = await second.app.inject({ method: 'GET', url: `/blob/${t.uuid}/thumbnail`, headers: bearer(access) });
      expect((await sharp(thumb.rawPayload).metadata()).width).toBe(400);
    } finally {
      await second.stop();
    }
  });
});
