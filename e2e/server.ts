import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../packages/server/src/db/embedded.ts';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

export interface RunningServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  stop(): Promise<void>;
}

/** Starts the real server (`packages/server/src/main.ts`) on a free port with a fresh data dir. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  return startProcess(process.execPath, [path.join(root, 'packages/server/src/main.ts')], { LOG_LEVEL: 'warn', ...env });
}

/**
 * Starts Folio as the README tells a newcomer to: `npm start` in the repository, with only a fresh data dir and a
 * free port set. It runs in its own process group, so stopping it also stops what npm started.
 */
export async function startWithNpmStart(env: Record<string, string> = {}): Promise<RunningServer> {
  return startProcess('npm', ['start'], env, { detached: true });
}

async function startProcess(command: string, args: string[], env: Record<string, string>, { detached = false } = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-e2e-'));
  // As root, the embedded PostgreSQL runs as its own user, which must be able to enter the folder.
  fs.chmodSync(dataDir, 0o755);
  let out = '';
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, PORT: String(port), FOLIO_DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached,
  });
  const stop = (signal: NodeJS.Signals) => (detached && child.pid ? process.kill(-child.pid, signal) : child.kill(signal));
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise((r) => child.once('exit', r));
  const running = {
    url: `http://localhost:${port}`,
    dataDir,
    process: child,
    output: () => out,
    async stop() {
      if (child.exitCode === null) {
        stop('SIGTERM');
        await exited;
      }
      if (detached) await groupGone(child.pid!);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  try {
    await waitReady(running.url, child, () => out);
  } catch (err) {
    if (child.exitCode === null) stop('SIGKILL');
    await running.stop();
    throw err;
  }
  return running;
}

async function waitReady(url: string, child: ChildProcess, out: () => string): Promise<void> {
  // Generous: `npm start` builds the web app first when its sources changed (one build at a time on a checkout).
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited during start-up:\n${out()}`);
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not become ready:\n${out()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Waits until no process of the group is left (the server drains and stops its PostgreSQL after npm has gone). */
async function groupGone(pgid: number): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      process.kill(-pgid, 0);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  process.kill(-pgid, 'SIGKILL');
}
