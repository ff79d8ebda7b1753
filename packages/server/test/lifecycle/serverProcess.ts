import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { embeddedUrl, freePort } from '../../src/db/embedded.ts';

const serverRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const repoRoot = path.resolve(serverRoot, '../..');
export const MAIN = path.join(serverRoot, 'src/main.ts');

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  child: ChildProcess;
  pid: number;
  port: number;
  url: string;
  dataDir: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Settles when the process has exited. */
  exited: Promise<Exit>;
}

const spawned = new Set<ServerProcess>();
const dataDirs = new Set<string>();

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A fresh, empty data dir; as root the embedded PostgreSQL runs as its own user, which must be able to enter it. */
export function makeDataDir(prefix = 'folio-lifecycle-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.chmodSync(dir, 0o755);
  dataDirs.add(dir);
  return dir;
}

/** Rate limits raised for tests and benchmarks that sign in often or send thousands of submissions from one address. */
export const RAISED_LIMITS: Readonly<Record<string, string>> = {
  AUTH_RATE_LIMIT: '1000000000',
  SUBMISSION_RATE_LIMIT: '100000000',
  SUBMISSION_OWNER_RATE_LIMIT: '100000000',
};

/** Starts `node packages/server/src/main.ts` (the real entry point) without waiting for it to be ready. */
export async function spawnServer(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  let out = '';
  // SERVER_NODE_ARGS: flags for the server's Node (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile a bench).
  const nodeArgs = process.env.SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, MAIN], {
    cwd: repoRoot,
    env: {
      ...process.env,
      // Node 24 from node_modules first, as `npm start` has it.
      PATH: `${path.join(repoRoot, 'node_modules/.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
      PORT: String(port),
      FOLIO_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The production rate limits unless the caller raises them (RAISED_LIMITS): `npm run cluster` runs on them.
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<Exit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  if (child.pid === undefined) throw new Error('could not spawn the server');
  const server: ServerProcess = {
    child,
    pid: child.pid,
    port,
    url: `http://localhost:${port}`,
    dataDir,
    output: () => out,
    exited,
  };
  spawned.add(server);
  return server;
}

/** Polls GET /readyz until it answers 200; fails with the process output if the process exits or takes too long. */
export async function waitReady(server: ServerProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(`server exited during start-up:\n${server.output()}`);
    }
    try {
      const res = await fetch(`${server.url}/readyz`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not become ready:\n${server.output()}`);
    await sleep(100);
  }
}

export async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  // The free port is found before the server binds it, so another process (an embedded PostgreSQL of a test beside
  // this one) may take it in between: a start that failed on EADDRINUSE is retried on a new port.
  for (let attempt = 1; ; attempt++) {
    const server = await spawnServer(dataDir, env);
    try {
      await waitReady(server);
      return server;
    } catch (err) {
      if (attempt >= 3 || !server.output().includes('EADDRINUSE')) throw err;
      await server.exited;
    }
  }
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Waits (bounded) for a process that was told to stop; answers whether it is gone. */
export async function waitDead(pid: number, timeoutMs = 15_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (isAlive(pid) && Date.now() < deadline) await sleep(50);
  return !isAlive(pid);
}

export interface Postmaster {
  pid: number;
  port: number;
}

/** What the embedded PostgreSQL wrote to <dataDir>/db/postmaster.pid (line 1: pid, line 4: port), or null. */
export function readPostmaster(dataDir: string): Postmaster | null {
  const file = path.join(dataDir, 'db', 'postmaster.pid');
  if (!fs.existsSync(file)) return null;
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  return { pid: Number(lines[0]), port: Number(lines[3]) };
}

/** Runs `fn` with a client connected to the server's database, as the server itself connects to it. */
export async function withDb<T>(dataDir: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const pm = readPostmaster(dataDir);
  if (!pm) throw new Error(`no PostgreSQL is running on ${dataDir}`);
  const client = new pg.Client({ connectionString: embeddedUrl(pm.port) });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Kills every spawned server, then any PostgreSQL still holding one of the data dirs, then removes the dirs. */
export async function cleanupAll(): Promise<void> {
  for (const server of spawned) {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
  }
  spawned.clear();
  for (const dir of dataDirs) {
    const pm = readPostmaster(dir);
    if (pm && Number.isInteger(pm.pid) && pm.pid > 0 && isAlive(pm.pid)) {
      // Immediate shutdown: the data is thrown away next.
      process.kill(pm.pid, 'SIGQUIT');
      if (!(await waitDead(pm.pid, 10_000))) process.kill(pm.pid, 'SIGKILL');
      await waitDead(pm.pid, 5_000);
    }
    fs.rmSync(dir, { recursive: true, force: true });
  }
  dataDirs.clear();
}

export interface HttpAnswer {
  status: number;
  body: unknown;
}

export async function postJson(server: ServerProcess, url: string, body: unknown): Promise<HttpAnswer> {
  const res = await fetch(`${server.url}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
}
