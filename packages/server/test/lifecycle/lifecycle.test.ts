import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  cleanupAll,
  isAlive,
  makeDataDir,
  postJson,
  readPostmaster,
  RAISED_LIMITS,
  sleep,
  spawnServer as spawnWith,
  startServer as startWith,
  waitDead,
  withDb,
  type ServerProcess,
} from './serverProcess.ts';

// Signing in again and again on one data dir: the auth rate limit raised.
const spawnServer = (dataDir: string, env: Record<string, string> = {}) => spawnWith(dataDir, { AUTH_RATE_LIMIT: RAISED_LIMITS.AUTH_RATE_LIMIT!, ...env });
const startServer = (dataDir: string, env: Record<string, string> = {}) => startWith(dataDir, { AUTH_RATE_LIMIT: RAISED_LIMITS.AUTH_RATE_LIMIT!, ...env });

// These tests run the real entry point (`node packages/server/src/main.ts`) with its own embedded
// PostgreSQL in a fresh data dir, and signal and kill it like an operator or a crash would.

const ADMIN = { email: 'admin@lifecycle.test', password: 'Lifecycle admin passw0rd!' };
const adminEnv = { FOLIO_ADMIN_EMAIL: ADMIN.email, FOLIO_ADMIN_PASSWORD: ADMIN.password };

const migrationsDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../src/db/migrations');
const journal = JSON.parse(fs.readFileSync(path.join(migrationsDir, 'meta/_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};

const login = (server: ServerProcess, username: string, password: string) =>
  postJson(server, '/public/api/login', { username, password });

const lockFile = (dataDir: string) => path.join(dataDir, 'folio.pid');
const postmasterFile = (dataDir: string) => path.join(dataDir, 'db', 'postmaster.pid');

afterEach(cleanupAll, 60_000);

describe('the server process', () => {
  it('first start on an empty data dir creates <dataDir>/db, applies every migration and answers /healthz and /readyz', async () => {
    const dataDir = makeDataDir();
    expect(fs.readdirSync(dataDir)).toEqual([]);

    const server = await startServer(dataDir);

    expect(fs.existsSync(path.join(dataDir, 'db', 'PG_VERSION'))).toBe(true);
    expect(fs.readFileSync(lockFile(dataDir), 'utf8')).toBe(String(server.pid));
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });

    await withDb(dataDir, async (db) => {
      const applied = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
      expect(applied.rows[0]!.n).toBe(journal.entries.length);
      const tables = await db.query<{ name: string }>(
        "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'",
      );
      expect(tables.rows.map((r) => r.name)).toEqual(
        expect.arrayContaining(['users', 'access_tokens', 'login_logs', 'mail_messages']),
      );
    });
  }, 120_000);

  it('FOLIO_ADMIN_EMAIL and FOLIO_ADMIN_PASSWORD on first start create a verified super admin who can log in at once', async () => {
    const dataDir = makeDataDir();
    const server = await startServer(dataDir, adminEnv);

    const res = await login(server, ADMIN.email, ADMIN.password);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ accessToken: expect.any(String), isSuperAdmin: true });

    await withDb(dataDir, async (db) => {
      const admins = await db.query<{ verified: boolean; super_admin: boolean }>(
        'SELECT email_verified_at IS NOT NULL AS verified, super_admin FROM users WHERE email = $1',
        [ADMIN.email],
      );
      expect(admins.rows).toEqual([{ verified: true, super_admin: true }]);
    });
    expect((await login(server, ADMIN.email, 'not the password')).status).toBe(401);
  }, 120_000);

  it('on SIGTERM requests in flight complete, the process exits 0, the embedded PostgreSQL stops and the lock file is removed', async () => {
    const dataDir = makeDataDir();
    const server = await startServer(dataDir, adminEnv);
    const postgres = readPostmaster(dataDir)!;
    expect(isAlive(postgres.pid)).toBe(true);

    // Each login hashes with argon2id on a small thread pool, so a burst keeps the server busy for a
    // while: once the first answer is back, the others have been received and are being handled.
    const burst = 12;
    const requests = Array.from({ length: burst }, () => login(server, ADMIN.email, ADMIN.password));
    await Promise.race(requests);
    server.child.kill('SIGTERM');

    const answers = await Promise.all(requests);
    expect(answers.map((a) => a.status)).toEqual(Array(burst).fill(200));
    // Within Kubernetes' default grace period (30 s): keep-alive connections left idle by the answered
    // requests must not hold the exit until their keep-alive timeout (72 s) runs out.
    const exit = await Promise.race([server.exited, sleep(30_000).then(() => 'still running after 30 s')]);
    expect(exit).toEqual({ code: 0, signal: null });
    expect(fs.existsSync(postmasterFile(dataDir))).toBe(false);
    expect(isAlive(postgres.pid)).toBe(false);
    expect(fs.existsSync(lockFile(dataDir))).toBe(false);

    // Every answered login was committed: its row is in the login log after a restart.
    await startServer(dataDir);
    await withDb(dataDir, async (db) => {
      const rows = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM login_logs WHERE email = $1 AND success',
        [ADMIN.email],
      );
      expect(rows.rows[0]!.n).toBe(burst);
    });
  }, 120_000);

  it('after kill -9 the orphaned PostgreSQL is found through postmaster.pid and stopped, and acknowledged data is intact after the restart', async () => {
    const dataDir = makeDataDir();
    const first = await startServer(dataDir, adminEnv);
    // Acknowledged writes: a successful login (login log row, access token) and a registration.
    expect((await login(first, ADMIN.email, ADMIN.password)).status).toBe(200);
    const registered = await postJson(first, '/public/api/register', {
      email: 'kept@lifecycle.test',
      password: 'Survives a kill -9!',
      displayName: 'Kept',
    });
    expect(registered.status).toBe(201);

    const orphan = readPostmaster(dataDir)!;
    first.child.kill('SIGKILL');
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
    // The app is gone; its PostgreSQL child is not, and still holds the data dir.
    expect(isAlive(orphan.pid)).toBe(true);
    expect(fs.existsSync(postmasterFile(dataDir))).toBe(true);
    expect(fs.readFileSync(lockFile(dataDir), 'utf8')).toBe(String(first.pid));

    const second = await startServer(dataDir, adminEnv);

    expect(second.output()).toContain(`found an orphaned embedded PostgreSQL (pid ${orphan.pid})`);
    expect(await waitDead(orphan.pid, 1_000)).toBe(true);
    expect(readPostmaster(dataDir)!.pid).not.toBe(orphan.pid);
    expect(fs.readFileSync(lockFile(dataDir), 'utf8')).toBe(String(second.pid));
    await withDb(dataDir, async (db) => {
      const logins = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM login_logs WHERE email = $1 AND success',
        [ADMIN.email],
      );
      expect(logins.rows[0]!.n).toBe(1);
      const users = await db.query<{ email: string; super_admin: boolean }>(
        'SELECT email, super_admin FROM users ORDER BY email',
      );
      // The admin from the environment is not created twice on the second start.
      expect(users.rows).toEqual([
        { email: ADMIN.email, super_admin: true },
        { email: 'kept@lifecycle.test', super_admin: false },
      ]);
    });
    expect((await login(second, ADMIN.email, ADMIN.password)).status).toBe(200);
  }, 120_000);

  it('two instances with different data dirs and ports run side by side, each on its own database', async () => {
    const [a, b] = await Promise.all([
      startServer(makeDataDir(), { FOLIO_ADMIN_EMAIL: 'a@lifecycle.test', FOLIO_ADMIN_PASSWORD: ADMIN.password }),
      startServer(makeDataDir(), { FOLIO_ADMIN_EMAIL: 'b@lifecycle.test', FOLIO_ADMIN_PASSWORD: ADMIN.password }),
    ]);

    expect(a.port).not.toBe(b.port);
    expect(readPostmaster(a.dataDir)!.pid).not.toBe(readPostmaster(b.dataDir)!.pid);
    for (const server of [a, b]) {
      const ready = await fetch(`${server.url}/readyz`);
      expect(ready.status).toBe(200);
    }
    expect((await login(a, 'a@lifecycle.test', ADMIN.password)).status).toBe(200);
    expect((await login(b, 'b@lifecycle.test', ADMIN.password)).status).toBe(200);
    expect((await login(a, 'b@lifecycle.test', ADMIN.password)).status).toBe(401);
    expect((await login(b, 'a@lifecycle.test', ADMIN.password)).status).toBe(401);
  }, 120_000);

  it('a second process on the same data dir refuses to start with a clear message and leaves the first running', async () => {
    const dataDir = makeDataDir();
    const first = await startServer(dataDir);
    const postgres = readPostmaster(dataDir)!;

    const second = await spawnServer(dataDir);
    expect(await second.exited).toEqual({ code: 1, signal: null });
    expect(second.output()).toContain(`another Folio process (pid ${first.pid}) is using ${dataDir}`);

    expect(first.child.exitCode).toBeNull();
    expect((await fetch(`${first.url}/readyz`)).status).toBe(200);
    expect(readPostmaster(dataDir)).toEqual(postgres);
    expect(isAlive(postgres.pid)).toBe(true);
    expect(fs.readFileSync(lockFile(dataDir), 'utf8')).toBe(String(first.pid));
  }, 120_000);

  it('a SIGTERM during start-up is honoured once started: exit 0, no PostgreSQL left running, no lock left behind', async () => {
    const dataDir = makeDataDir();
    const server = await spawnServer(dataDir);
    // The first line is printed while the embedded PostgreSQL is being initialised.
    while (!server.output().includes('initialising embedded PostgreSQL')) {
      expect(server.child.exitCode).toBeNull();
      await sleep(20);
    }
    server.child.kill('SIGTERM');

    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.output()).toContain('SIGTERM: draining requests and stopping');
    expect(fs.existsSync(postmasterFile(dataDir))).toBe(false);
    expect(fs.existsSync(lockFile(dataDir))).toBe(false);
  }, 120_000);

  it('when its embedded PostgreSQL dies the process exits 1 (for a supervisor to restart it) and releases the lock, and the restart serves the data', async () => {
    const dataDir = makeDataDir();
    const server = await startServer(dataDir, adminEnv);
    expect((await login(server, ADMIN.email, ADMIN.password)).status).toBe(200);
    const postmaster = readPostmaster(dataDir)!;

    process.kill(postmaster.pid, 'SIGKILL');

    expect(await server.exited).toEqual({ code: 1, signal: null });
    expect(server.output()).toContain('fatal: the embedded PostgreSQL exited');
    expect(fs.existsSync(lockFile(dataDir))).toBe(false);
    expect(await waitDead(postmaster.pid)).toBe(true);

    const restarted = await startServer(dataDir);
    expect((await login(restarted, ADMIN.email, ADMIN.password)).status).toBe(200);
  }, 180_000);

  it('a start that fails after PostgreSQL is up (port taken) exits 1 and stops its PostgreSQL and releases the lock', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '0.0.0.0', resolve));
    const takenPort = (blocker.address() as net.AddressInfo).port;
    try {
      const dataDir = makeDataDir();
      const server = await spawnServer(dataDir, { PORT: String(takenPort) });

      expect(await server.exited).toEqual({ code: 1, signal: null });
      expect(server.output()).toMatch(/failed to start: .*EADDRINUSE/);
      expect(fs.existsSync(path.join(dataDir, 'db', 'PG_VERSION'))).toBe(true);
      expect(fs.existsSync(postmasterFile(dataDir))).toBe(false);
      expect(fs.existsSync(lockFile(dataDir))).toBe(false);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  }, 120_000);
});
