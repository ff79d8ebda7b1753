// Redis from Debian (`redis-server`) for the cluster: co-editing's servers share each open folio's changes through it
// (decision 59). In memory only (nothing saved to disk), on 127.0.0.1 at a free port; stopped with the cluster.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { freePort } from '../../packages/server/src/db/embedded.ts';

const REDIS = '/usr/bin/redis-server';

export interface RedisServer {
  url: string;
  stop(): Promise<void>;
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

export async function startRedis(dir: string): Promise<RedisServer> {
  if (!fs.existsSync(REDIS)) throw new Error(`Redis is not installed (${REDIS}); on Debian: apt-get install redis-server`);
  fs.mkdirSync(dir, { recursive: true });
  const port = await freePort();
  let out = '';
  const child = spawn(REDIS, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, '--protected-mode', 'yes'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 10_000;
  while (!(await accepts(port))) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`redis-server did not start: ${out}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
