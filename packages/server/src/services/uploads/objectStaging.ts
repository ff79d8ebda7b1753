/**
 * Unfinished tus uploads staged on the object store (BLOB_STORE=azure or s3), so an upload started on one app
 * server resumes on another: each PATCH streams its bytes into one part object (`uploads/<id>/<offset>-<random>`),
 * and the upload's size, offset, metadata and parts live in PostgreSQL (tus_uploads). Memory stays flat: parts stream
 * through, nothing is gathered. A PATCH whose connection is cut keeps what arrived (tus ends the body stream at
 * the cut); one the store fails to take keeps nothing (its part is deleted). Either way HEAD tells the client the
 * offset to resume from, on any server.
 * With the local store tus keeps using @tus/file-store on the local disk (one server).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DataStore, ERRORS, Upload } from '@tus/utils';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { tusUploads } from '../../db/schema.ts';
import type { BlobStore } from '../../storage/types.ts';

interface Part {
  offset: number;
  size: number;
  /** its object's key (missing on parts staged before keys were made unique: `uploads/<id>/<offset>`) */
  key?: string;
}

interface Staged {
  id: string;
  size?: number;
  offset: number;
  metadata?: Record<string, string | null>;
  creation_date?: string;
  parts: Part[];
}

/** A part's object: unique per PATCH, so two writers that both believed they held the lock never share one. */
const newPartKey = (id: string, offset: number) => `uploads/${id}/${offset}-${randomBytes(6).toString('hex')}`;
const keyOf = (id: string, part: Part) => part.key ?? `uploads/${id}/${part.offset}`;

export class ObjectStaging extends DataStore {
  private readonly db: Db;
  private readonly store: BlobStore;

  constructor(db: Db, store: BlobStore) {
    super();
    this.db = db;
    this.store = store;
    this.extensions = ['creation', 'creation-with-upload', 'creation-defer-length', 'termination'];
  }

  private async staged(id: string): Promise<Staged> {
    const [row] = await this.db.select({ value: tusUploads.value }).from(tusUploads).where(eq(tusUploads.id, id)).limit(1);
    if (!row) throw ERRORS.FILE_NOT_FOUND;
    return row.value as Staged;
  }

  private async save(staged: Staged): Promise<void> {
    await this.db.update(tusUploads).set({ value: staged, updatedAt: sql`now()` }).where(eq(tusUploads.id, staged.id));
  }

  /**
   * Records a part only if the upload is still at the offset the part starts from: the lock makes writers take
   * turns, and this makes a second writer harmless even if a lock was lost (a lease lapsed under a stalled server).
   */
  private async append(staged: Staged, part: Part & { key: string }): Promise<boolean> {
    const next: Staged = { ...staged, offset: part.offset + part.size, parts: [...staged.parts, part] };
    const rows = await this.db
      .update(tusUploads)
      .set({ value: next, updatedAt: sql`now()` })
      .where(and(eq(tusUploads.id, staged.id), sql`(${tusUploads.value}->>'offset')::bigint = ${part.offset}`))
      .returning({ id: tusUploads.id });
    return rows.length === 1;
  }

  override async create(upload: Upload): Promise<Upload> {
    const staged: Staged = {
      id: upload.id,
      offset: 0,
      parts: [],
      ...(upload.size === undefined ? {} : { size: upload.size }),
      ...(upload.metadata === undefined ? {} : { metadata: upload.metadata }),
      creation_date: upload.creation_date ?? new Date().toISOString(),
    };
    await this.db.insert(tusUploads).values({ id: upload.id, value: staged });
    return new Upload({ ...staged, storage: { type: 'object-store', path: `uploads/${upload.id}` } });
  }

  override async write(stream: Readable, id: string, offset: number): Promise<number> {
    const staged = await this.staged(id);
    if (staged.offset !== offset) throw ERRORS.INVALID_OFFSET;
    let received = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _enc, done) {
        received += chunk.length;
        done(null, chunk);
      },
    });
    const key = newPartKey(id, offset);
    try {
      // The part is only complete once the store acknowledged it; a request cut off leaves nothing behind.
      await Promise.all([pipeline(stream, counter), this.store.put(key, counter, { size: 0, contentType: 'application/octet-stream' })]);
    } catch {
      await this.store.delete(key).catch(() => {});
      throw ERRORS.FILE_WRITE_ERROR;
    }
    if (received === 0) {
      await this.store.delete(key).catch(() => {});
      return offset;
    }
    if (!(await this.append(staged, { offset, size: received, key }))) {
      await this.store.delete(key).catch(() => {});
      throw ERRORS.INVALID_OFFSET;
    }
    return offset + received;
  }

  override async getUpload(id: string): Promise<Upload> {
    const staged = await this.staged(id);
    return new Upload({
      id: staged.id,
      offset: staged.offset,
      ...(staged.size === undefined ? {} : { size: staged.size }),
      ...(staged.metadata === undefined ? {} : { metadata: staged.metadata }),
      ...(staged.creation_date === undefined ? {} : { creation_date: staged.creation_date }),
      storage: { type: 'object-store', path: `uploads/${id}` },
    });
  }

  override async declareUploadLength(id: string, length: number): Promise<void> {
    await this.save({ ...(await this.staged(id)), size: length });
  }

  /** Writes the whole upload, part after part, into a local file (the finish step sniffs and stores it from there). */
  async copyTo(id: string, filePath: string): Promise<void> {
    const staged = await this.staged(id);
    const out = fs.createWriteStream(filePath);
    try {
      for (const part of staged.parts) {
        const { stream } = await this.store.get(keyOf(id, part));
        await pipeline(stream, out, { end: false });
      }
    } finally {
      await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
    }
  }

  override async remove(id: string): Promise<void> {
    await this.staged(id);
    await dropStaged(this.db, this.store, id);
  }
}

/** Deletes what an upload staged on the object store left (its parts and its row), if anything. */
export async function dropStaged(db: Executor, store: BlobStore, id: string): Promise<void> {
  const [row] = await db.select({ value: tusUploads.value }).from(tusUploads).where(eq(tusUploads.id, id)).limit(1);
  if (!row) return;
  for (const part of (row.value as Staged).parts) await store.delete(keyOf(id, part));
  await db.delete(tusUploads).where(eq(tusUploads.id, id));
}
