/**
 * tus's upload lock shared by every app server, in PostgreSQL (@tus/server's default lives in one process's
 * memory). A lock is a lease row in tus_locks: taken when free or lapsed, renewed while held, deleted on unlock. A
 * holder that dies lets go when its lease lapses (LEASE_MS).
 * A request asking for a lock someone holds asks the holder to let go, as @tus/server's memory locker does: tus
 * then ends the holder's request body where it is (what arrived is kept) and unlocks. Held on this server, the
 * holder is asked directly; held on another, through PostgreSQL (NOTIFY tus_release, heard on each server's own
 * LISTEN connection). So a client whose connection died mid-PATCH, and which resumes through another server, is
 * not kept waiting by a request its first server still believes alive.
 */
import { randomUUID } from 'node:crypto';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/utils';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../../db/client.ts';
import { tusLocks } from '../../db/schema.ts';

const LEASE_MS = 30_000;
const RENEW_MS = 10_000;
const POLL_MS = 100;
/** how often a waiter repeats its request to a holder on another server (in case it arrived before the holder listed its lock) */
const ASK_AGAIN_MS = 1_000;
const CHANNEL = 'tus_release';

export interface PgLockerOptions {
  /** how long a request waits for a lock before giving up (tus answers 500 "lock timeout") */
  acquireTimeoutMs?: number;
  leaseMs?: number;
  /**
   * The database's connection string, for this server's LISTEN connection: with it, holders on this server hear
   * other servers' requests to let go; without it, a lock held elsewhere is waited for until released or lapsed.
   */
  connectionString?: string;
  /** told when the LISTEN connection fails (it is opened again when next needed) */
  onError?: (err: unknown) => void;
}

export class PgLocker implements Locker {
  /** Locks this server holds, with how to ask their request to let go. */
  readonly held = new Map<string, { release: RequestRelease; renew: NodeJS.Timeout }>();
  readonly db: Db;
  readonly acquireTimeoutMs: number;
  readonly leaseMs: number;
  private readonly options: PgLockerOptions;
  /** this server's LISTEN connection, opened with its first lock */
  private listener: Promise<pg.Client> | null = null;
  private closed = false;

  constructor(db: Db, options: PgLockerOptions = {}) {
    this.db = db;
    this.options = options;
    this.acquireTimeoutMs = options.acquireTimeoutMs ?? 30_000;
    this.leaseMs = options.leaseMs ?? LEASE_MS;
  }

  newLock(id: string): Lock {
    return new PgLock(this, id);
  }

  /** Listens for other servers' requests to let go of the locks held here (from the first lock on). */
  async listen(): Promise<void> {
    const { connectionString } = this.options;
    if (!connectionString || this.closed) return;
    this.listener ??= (async () => {
      const client = new pg.Client({ connectionString });
      let gone = false;
      const lost = (err: unknown) => {
        // Opened again by the next lock; meanwhile locks held here are released when their requests end.
        if (gone) return;
        gone = true;
        if (this.listener === opened) this.listener = null;
        client.end().catch(() => {});
        if (!this.closed) this.options.onError?.(err);
      };
      client.on('error', lost);
      client.on('end', () => lost(new Error('the tus lock LISTEN connection ended')));
      client.on('notification', (msg) => {
        if (msg.channel !== CHANNEL || !msg.payload) return;
        void Promise.resolve(this.held.get(msg.payload)?.release()).catch(() => {});
      });
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      return client;
    })();
    const opened = this.listener;
    try {
      await opened;
    } catch (err) {
      if (this.listener === opened) this.listener = null;
      this.options.onError?.(err);
    }
  }

  /** Asks whichever server holds the upload's lock to let go. */
  async askRelease(id: string): Promise<void> {
    await this.db.execute(sql`select pg_notify(${CHANNEL}, ${id})`);
  }

  /** Closes the LISTEN connection (the app is stopping). */
  async close(): Promise<void> {
    this.closed = true;
    const listener = this.listener;
    this.listener = null;
    if (listener) await listener.then((c) => c.end()).catch(() => {});
  }

  /** Takes the lease when nobody holds it or its holder's has lapsed; answers whether it was taken. */
  async tryTake(id: string, holder: string): Promise<boolean> {
    const expiresAt = sql`now() + ${`${this.leaseMs} milliseconds`}::interval`;
    const rows = await this.db
      .insert(tusLocks)
      .values({ id, holder, expiresAt })
      .onConflictDoUpdate({ target: tusLocks.id, set: { holder, expiresAt }, setWhere: sql`${tusLocks.expiresAt} < now()` })
      .returning({ holder: tusLocks.holder });
    return rows[0]?.holder === holder;
  }

  async renew(id: string, holder: string): Promise<void> {
    await this.db
      .update(tusLocks)
      .set({ expiresAt: sql`now() + ${`${this.leaseMs} milliseconds`}::interval` })
      .where(and(eq(tusLocks.id, id), eq(tusLocks.holder, holder)));
  }

  async give(id: string, holder: string): Promise<void> {
    await this.db.delete(tusLocks).where(and(eq(tusLocks.id, id), eq(tusLocks.holder, holder)));
  }
}

class PgLock implements Lock {
  private readonly holder = randomUUID();
  private readonly locker: PgLocker;
  private readonly id: string;

  constructor(locker: PgLocker, id: string) {
    this.locker = locker;
    this.id = id;
  }

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const deadline = Date.now() + this.locker.acquireTimeoutMs;
    let askedLocal = false;
    let askedAt = 0;
    // Listening before the lock is listed as held, so no request to let go of it goes unheard.
    await this.locker.listen();
    for (;;) {
      if (signal.aborted) throw ERRORS.ERR_LOCK_TIMEOUT;
      if (await this.locker.tryTake(this.id, this.holder)) break;
      // Held here: ask that request to finish (once); held elsewhere: ask its server (now and then) and wait for
      // the release, or the lease to lapse.
      const local = this.locker.held.get(this.id);
      if (local && !askedLocal) {
        askedLocal = true;
        await local.release();
      } else if (!local && Date.now() - askedAt >= ASK_AGAIN_MS) {
        askedAt = Date.now();
        await this.locker.askRelease(this.id);
      }
      if (Date.now() > deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
    const renew = setInterval(() => void this.locker.renew(this.id, this.holder).catch(() => {}), Math.min(RENEW_MS, this.locker.leaseMs / 3));
    renew.unref();
    this.locker.held.set(this.id, { release: requestRelease, renew });
  }

  async unlock(): Promise<void> {
    const mine = this.locker.held.get(this.id);
    if (mine) {
      clearInterval(mine.renew);
      this.locker.held.delete(this.id);
    }
    await this.locker.give(this.id, this.holder);
  }
}
