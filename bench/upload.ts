// Upload benchmark: one 2 GiB file through the tus endpoint of the real server (its own process, embedded
// PostgreSQL, fresh data dir, local blob store) over loopback. Prints throughput (MB/s) and the server's RSS before
// and at its peak (sampled from /proc every 50 ms). Run alone with `node bench/upload.ts`; UPLOAD_BENCH_MIB changes
// the size and UPLOAD_BENCH_PATCH_MIB the size of each PATCH (default: the whole file in one PATCH).
import fs from 'node:fs';
import http from 'node:http';
import { Readable } from 'node:stream';
import {
  cleanupAll,
  makeDataDir,
  postJson,
  RAISED_LIMITS,
  spawnServer,
  waitReady,
  type ServerProcess,
} from '../packages/server/test/lifecycle/serverProcess.ts';

const MiB = 1024 * 1024;
const SIZE = Number(process.env.UPLOAD_BENCH_MIB ?? 2048) * MiB;
const PATCH = Number(process.env.UPLOAD_BENCH_PATCH_MIB ?? 0) * MiB || SIZE;
const ADMIN = { email: 'upload-bench@example.test', password: 'upload bench passphrase' };

/** Resident set size of a process in bytes (Linux /proc). */
function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+) kB/.exec(status);
  return kb ? Number(kb[1]) * 1024 : 0;
}

function pattern(size: number): Readable {
  const block = Buffer.alloc(MiB);
  for (let i = 0; i < MiB; i++) block[i] = (i * 31 + 7) & 0xff;
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= size) return this.push(null);
      const n = Math.min(MiB, size - sent);
      sent += n;
      this.push(n === MiB ? block : block.subarray(0, n));
    },
  });
}

function request(url: string, method: string, headers: Record<string, string>, body?: Readable) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = http.request(url, { method, headers: { 'tus-resumable': '1.0.0', ...headers } }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    if (body) body.pipe(req);
    else req.end();
  });
}

export interface UploadFigures {
  mib: number;
  seconds: number;
  mbPerSecond: number;
  rssBeforeMiB: number;
  rssPeakMiB: number;
}

/** Uploads SIZE bytes to a started, ready server and measures it. */
export async function benchUpload(
  server: ServerProcess,
  account: { email: string; password: string } = ADMIN,
): Promise<UploadFigures> {
  const login = await postJson(server, '/public/api/login', { username: account.email, password: account.password });
  if (login.status !== 200) throw new Error(`login answered ${login.status}`);
  const access = (login.body as { accessToken: string }).accessToken;
  const tokenRes = await fetch(`${server.url}/api/assets/upload-token?fileSize=${SIZE}`, {
    headers: { authorization: `Bearer ${access}` },
  });
  if (tokenRes.status !== 200) throw new Error(`upload-token answered ${tokenRes.status}: ${await tokenRes.text()}`);
  const { token } = (await tokenRes.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const created = await request(`${server.url}/uploads/`, 'POST', { ...auth, 'upload-length': String(SIZE) });
  if (created.status !== 201) throw new Error(`tus POST answered ${created.status}: ${created.body}`);
  const location = new URL(created.headers.location!, server.url).href;

  const before = rssOf(server.pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(server.pid))), 50);
  const start = performance.now();
  try {
    for (let offset = 0; offset < SIZE; offset += PATCH) {
      const n = Math.min(PATCH, SIZE - offset);
      const res = await request(
        location,
        'PATCH',
        { ...auth, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream', 'content-length': String(n) },
        pattern(n),
      );
      if (res.status !== 204) throw new Error(`tus PATCH answered ${res.status}: ${res.body}`);
    }
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - start) / 1000;
  peak = Math.max(peak, rssOf(server.pid));
  return {
    mib: SIZE / MiB,
    seconds,
    mbPerSecond: SIZE / 1e6 / seconds,
    rssBeforeMiB: before / MiB,
    rssPeakMiB: peak / MiB,
  };
}

export function printUploadFigures(f: UploadFigures): void {
  console.log(
    `\nUpload (tus, local store, loopback): ${f.mib} MiB in ${f.seconds.toFixed(1)} s = ${f.mbPerSecond.toFixed(0)} MB/s;` +
      ` server RSS ${f.rssBeforeMiB.toFixed(0)} MiB before, ${f.rssPeakMiB.toFixed(0)} MiB at peak` +
      ` (+${(f.rssPeakMiB - f.rssBeforeMiB).toFixed(0)} MiB).`,
  );
}

export const UPLOAD_BENCH_ENV = { ...RAISED_LIMITS, FOLIO_ADMIN_EMAIL: ADMIN.email, FOLIO_ADMIN_PASSWORD: ADMIN.password };

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const server = await spawnServer(makeDataDir('folio-bench-upload-'), UPLOAD_BENCH_ENV);
    await waitReady(server);
    printUploadFigures(await benchUpload(server));
    server.child.kill('SIGTERM');
    await server.exited;
  } finally {
    await cleanupAll();
  }
}
