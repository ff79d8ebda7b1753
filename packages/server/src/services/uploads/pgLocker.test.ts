// tus's upload lock across app servers, on real PostgreSQL: two lockers stand for two servers.
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { PgLocker } from './pgLocker.ts';

const testApp = await createTestApp();
const { db } = testApp;
const never = new AbortController().signal;

describe('PgLocker', () => {
  it('lets one server at a time hold an upload; without a LISTEN connection the other waits for the release', async () => {
    const a = new PgLocker(db);
    const b = new PgLocker(db);
    const first = a.newLock('upload-1');
    await first.lock(never, () => {});
    let taken = false;
    const second = b.newLock('upload-1');
    const waiting = second.lock(never, () => {}).then(() => (taken = true));
    await new Promise((r) => setTimeout(r, 300));
    expect(taken).toBe(false);
    await first.unlock();
    await waiting;
    expect(taken).toBe(true);
    // Another upload is not held up.
    const other = a.newLock('upload-2');
    await other.lock(never, () => {});
    await other.unlock();
    await second.unlock();
  });

  it('asks a request holding the lock on the same server to let go', async () => {
    const locker = new PgLocker(db);
    const first = locker.newLock('upload-3');
    let asked = 0;
    await first.lock(never, async () => {
      asked++;
      await first.unlock();
    });
    const second = locker.newLock('upload-3');
    await second.lock(never, () => {});
    expect(asked).toBe(1);
    await second.unlock();
  });

  it('takes over the lock of a server that died once its lease lapses, and gives up after its timeout', async () => {
    const dead = new PgLocker(db, { leaseMs: 500 });
    await dead.newLock('upload-4').lock(never, () => {});
    // The dead server renews nothing any more.
    for (const { renew } of dead.held.values()) clearInterval(renew);
    const impatient = new PgLocker(db, { acquireTimeoutMs: 200 });
    await expect(impatient.newLock('upload-4').lock(never, () => {})).rejects.toMatchObject({ status_code: 500 });
    const patient = new PgLocker(db);
    const started = Date.now();
    const lock = patient.newLock('upload-4');
    await lock.lock(never, () => {});
    expect(Date.now() - started).toBeLessThan(5_000);
    await lock.unlock();
  });
});

describe('PgLocker across servers', () => {
  it('asks a holder on another server to let go, through PostgreSQL, as tus asks one on the same server', async () => {
    const { databaseUrl } = testApp;
    const one = new PgLocker(db, { connectionString: databaseUrl });
    const two = new PgLocker(db, { connectionString: databaseUrl });
    try {
      const first = one.newLock('upload-5');
      let asked = 0;
      // tus's request on server one lets go when asked: its body ends where it is, then it unlocks.
      await first.lock(never, () => {
        asked++;
        setTimeout(() => void first.unlock(), 50);
      });
      const started = Date.now();
      const second = two.newLock('upload-5');
      await second.lock(never, () => {});
      // Not the lease's 30 s: server one heard the request at once.
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(asked).toBeGreaterThanOrEqual(1);
      await second.unlock();
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});
