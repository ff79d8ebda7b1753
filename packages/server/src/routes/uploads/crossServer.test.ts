// Two app servers at once on one database and one object store (Azure through Azurite, S3 through OpenStack
// Swift): an upload started on one continues on the other, and two servers writing one upload at the same moment
// take turns through the PostgreSQL locker instead of corrupting it.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloneTestDatabase } from '../../../test/db.ts';
import { bearer, buildUser, tokenFor } from '../../../test/factories.ts';
import { startAzurite } from '../../../test/objectStores/azurite.ts';
import { startSwift } from '../../../test/objectStores/swift.ts';
import { blobs, tusLocks, tusUploads } from '../../db/schema.ts';
import { patternStream, startAppOn, tusCreate, tusHead, tusPatch, type TusAnswer } from './testing.ts';

const [azurite, swift] = await Promise.all([startAzurite(), startSwift()]);
afterAll(() => Promise.all([azurite.stop(), swift.stop()]));

const SIZE = 9 * 1024 * 1024 + 77;
const whole = Buffer.concat((await patternStream(SIZE).toArray()) as Buffer[]);
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

type Server = Awaited<ReturnType<typeof startAppOn>>;

describe.each([
  ['azure', azurite.env()],
  ['s3', swift.env('cross')],
] as const)('two app servers on the %s store', (_kind, env) => {
  let one: Server;
  let two: Server;
  let access: string;
  const dirs: string[] = [];

  beforeAll(async () => {
    const url = await cloneTestDatabase();
    const dataDir = () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-cross-'));
      dirs.push(dir);
      return dir;
    };
    // Each server has its own data dir, as on its own machine: only PostgreSQL and the object store are shared.
    [one, two] = await Promise.all([startAppOn(url, dataDir(), env), startAppOn(url, dataDir(), env)]);
    const { db } = one.app.deps.database;
    access = await tokenFor(db, (await buildUser(db)).id);
  });
  afterAll(async () => {
    await Promise.all([one?.stop(), two?.stop()]);
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  const newUpload = async () => {
    const res = await one.app.inject({ method: 'GET', url: `/api/assets/upload-token?fileSize=${SIZE}`, headers: bearer(access) });
    const { token, uuid } = res.json<{ token: string; uuid: string }>();
    const created = await tusCreate(one.base, token, SIZE);
    expect(created.status).toBe(201);
    return { token, uuid, location: created.headers.location! };
  };
  const db = () => one.app.deps.database.db;

  /** The stored file, read through each server: the same bytes as sent, and the blob recorded once. */
  const expectStored = async (uuid: string) => {
    const [blob] = await db().select().from(blobs).where(eq(blobs.id, uuid));
    expect(blob).toMatchObject({ size: SIZE, kind: 'file' });
    for (const server of [one, two]) {
      const res = await server.app.inject({ method: 'GET', url: `/blob/${uuid}`, headers: bearer(access) });
      expect(res.statusCode).toBe(200);
      expect(sha(res.rawPayload)).toBe(sha(whole));
    }
    // tus's leftovers are gone: no staged row, no lock.
    expect(await db().select().from(tusUploads).where(eq(tusUploads.id, uuid))).toEqual([]);
    expect(await db().select().from(tusLocks).where(eq(tusLocks.id, uuid))).toEqual([]);
  };

  it('an upload started on one server (HEAD, PATCH) is finished on the other, and its staged parts are removed', async () => {
    const { token, uuid, location } = await newUpload();
    const FIRST = 3 * 1024 * 1024 + 5;
    const first = await tusPatch(one.base, location, token, 0, whole.subarray(0, FIRST));
    expect([first.status, first.headers['upload-offset']]).toEqual([204, String(FIRST)]);

    const head = await tusHead(two.base, location, token);
    expect([head.status, head.headers['upload-offset'], head.headers['upload-length']]).toEqual([200, String(FIRST), String(SIZE)]);
    const [staged] = await db().select().from(tusUploads).where(eq(tusUploads.id, uuid));
    const partKeys = (staged!.value as { parts: { key: string }[] }).parts.map((p) => p.key);
    expect(partKeys).toHaveLength(1);
    expect(await two.app.deps.blobs.exists(partKeys[0]!)).toBe(true);

    const done = await tusPatch(two.base, location, token, FIRST, whole.subarray(FIRST));
    expect(done.status).toBe(204);
    expect(done.headers['folio-blob-id']).toBe(uuid);
    await expectStored(uuid);
    expect(await two.app.deps.blobs.exists(partKeys[0]!)).toBe(false);
  });

  it('a PATCH on the other server while one is still receiving asks it to let go: the first keeps what arrived, the second is told the offset', async () => {
    const { token, uuid, location } = await newUpload();
    const SENT = 1024 * 1024;
    // Server one receives 1 MiB of a PATCH whose client then goes silent (its connection stays open).
    let stalled!: http.ClientRequest;
    const firstAnswer = new Promise<TusAnswer | Error>((resolve) => {
      stalled = http.request(new URL(location, one.base), {
        method: 'PATCH',
        headers: { 'tus-resumable': '1.0.0', authorization: `Bearer ${token}`, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream', 'content-length': String(SIZE) },
      });
      stalled.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }));
        res.on('error', resolve);
      });
      stalled.on('error', resolve);
      stalled.write(whole.subarray(0, SENT));
    });
    try {
      // Wait until server one holds the upload's lock.
      await expect.poll(async () => (await db().select().from(tusLocks).where(eq(tusLocks.id, uuid))).length, { timeout: 5_000 }).toBe(1);
      await new Promise((r) => setTimeout(r, 300));

      // The client, believing that connection dead, resumes through server two with HEAD: answered once server one
      // has let go (tus gives a holder 3 s to drain), not after the 30 s lock timeout, with what server one kept.
      const started = Date.now();
      const head = await tusHead(two.base, location, token);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(head.status).toBe(200);
      const offset = Number(head.headers['upload-offset']);
      expect(offset).toBeGreaterThan(0);
      expect(offset).toBeLessThanOrEqual(SENT);
      // A PATCH from the stale offset is refused; from the offset HEAD gave it finishes the upload.
      expect((await tusPatch(two.base, location, token, 0, whole.subarray(0, 1024))).status).toBe(409);
      const done = await tusPatch(two.base, location, token, offset, whole.subarray(offset));
      expect(done.status).toBe(204);
    } finally {
      // Server one's request ends (and, had the test failed, the servers can still close).
      stalled.destroy();
    }
    await firstAnswer;
    await expectStored(uuid);
  });

  it('two whole PATCHes of one upload sent to both servers at the same moment leave it whole: it finishes from the offset HEAD gives', async () => {
    const { token, uuid, location } = await newUpload();
    const answers = await Promise.all(
      [one, two].map((server) => tusPatch(server.base, location, token, 0, whole).catch((err: unknown) => err as Error)),
    );
    const statuses = answers.map((a) => (a instanceof Error ? 'cut' : a.status));
    // At most one may have finished it; the other was refused (409, 404 once finished) or cut short.
    expect(statuses.filter((s) => s === 204).length).toBeLessThanOrEqual(1);
    const [blob] = await db().select().from(blobs).where(eq(blobs.id, uuid));
    if (!blob) {
      const head = await tusHead(two.base, location, token);
      expect(head.status).toBe(200);
      const offset = Number(head.headers['upload-offset']);
      const done = await tusPatch(one.base, location, token, offset, whole.subarray(offset));
      expect(done.status).toBe(204);
    }
    await expectStored(uuid);
  });
});
