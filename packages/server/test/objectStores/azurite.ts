// Azurite, Azure Blob Storage's emulator (npm devDependency `azurite`), its Blob service alone on loopback with a
// throw-away location: what BLOB_STORE=azure is tested against. Telemetry off (it would try to reach Microsoft).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../src/db/embedded.ts';

export interface Azurite {
  connectionString: string;
  /** what BLOB_STORE=azure needs to use it */
  env(): Record<string, string>;
  stop(): Promise<void>;
}

const bin = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../../../node_modules/.bin/azurite-blob');

/** Azurite's well-known development account (public, documented by Microsoft). */
const ACCOUNT = 'devstoreaccount1';
const KEY = 'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==';

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = net.connect(port, '127.0.0.1', () => {
      s.end();
      resolve(true);
    });
    s.on('error', () => resolve(false));
  });

/** Starts Azurite's Blob service on a free port (about 1 s); `stop()` kills it and removes its data. */
export async function startAzurite(): Promise<Azurite> {
  const port = await freePort();
  const location = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-azurite-'));
  const child: ChildProcess = spawn(
    bin,
    ['--blobHost', '127.0.0.1', '--blobPort', String(port), '--location', location, '--skipApiVersionCheck', '--silent', '--loose', '--disableTelemetry'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let errors = '';
  child.stderr?.on('data', (d: Buffer) => (errors += d.toString()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(location, { recursive: true, force: true });
  };
  // About 1 s; far longer on a machine busy with other tests' servers.
  const deadline = Date.now() + 60_000;
  while (!(await listening(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`Azurite did not start (exit ${child.exitCode ?? child.signalCode ?? 'none'}): ${errors}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const connectionString = `DefaultEndpointsProtocol=http;AccountName=${ACCOUNT};AccountKey=${KEY};BlobEndpoint=http://127.0.0.1:${port}/${ACCOUNT};`;
  return {
    connectionString,
    env: () => ({ BLOB_STORE: 'azure', AZURE_STORAGE_CONNECTION_STRING: connectionString }),
    stop,
  };
}
