/**
 * tus's upload lock shared by every app server, in PostgreSQL (@tus/server's default lives in one process's
 * memory). A lock is a lease row in tus_locks: taken when free or lapsed, renewed while held, deleted on unlock. A
 * holder that dies lets go when its lease lapses (LEASE_MS). A request asking for a lock held on this server asks
 * the holder to let go, as @tus/server's memory locker does (the holder's request is then cut short); one held on
 * another server is waited for until it is released or lapses.
 */
import { randomUUID } from 'node:crypto';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/utils';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tusLocks } from '../../db/schema.ts';

const LEASE_MS = 30_000;
const RENEW_MS = 10_000;
const POLL_MS = 100;

export interface PgLockerOptions {
  /** how long a request waits for a lock before giving up (tus answers 500 "lock timeout") */
  acquireTimeoutMs?: number;
  leaseMs?: number;
}

export class PgLocker implements Locker {
  /** Locks this server holds, with how to ask their request to let go. */
  readonly held = new Map<string, { release: RequestRelease; renew: NodeJS.Timeout }>();
  readonly db: Db;
  readonly acquireTimeoutMs: number;
  readonly leaseMs: number;

  constructor(db: Db, options: PgLockerOptions = {}) {
    this.db = db;
    this.acquireTimeoutMs = options.acquireTimeoutMs ?? 30_000;
    this.leaseMs = options.leaseMs ?? LEASE_MS;
  }

  newLock(id: string): Lock {
    return new PgLock(this, id);
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
    let asked = false;
    for (;;) {
      if (signal.aborted) throw ERRORS.ERR_LOCK_TIMEOUT;
      if (await this.locker.tryTake(this.id, this.holder)) break;
      // Held here: ask that request to finish (once); held elsewhere: wait for its release or lapse.
      const local = this.locker.held.get(this.id);
      if (local && !asked) {
        asked = true;
        await local.release();
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
