// Builds the web app when its sources changed since the last build (used by `npm start` and the e2e tests).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const builtIndex = path.join(root, 'packages/web/dist/index.html');
const sources = ['packages/web/src', 'packages/web/index.html', 'packages/web/vite.config.ts', 'packages/model/src', 'packages/render/src'];

function newestMtime(p: string): number {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(p, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/**
 * Written after a production build with the time of the index.html it made (outside dist/, which is served): a
 * dist without a matching stamp (built before it existed, or by hand) is built again.
 */
const stamp = path.join(root, 'packages/web/.production-build');
const builtAt = () => String(fs.statSync(builtIndex).mtimeMs);

const upToDate = (): boolean => {
  const sourceTime = Math.max(...sources.map((p) => newestMtime(path.join(root, p))));
  return fs.existsSync(builtIndex) && fs.statSync(builtIndex).mtimeMs >= sourceTime && fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === builtAt();
};

/**
 * One build at a time on this checkout: two test runs started together would otherwise both build into dist/, one
 * deleting the files the other was compressing. A lock older than ten minutes is a crashed build's and is taken over.
 */
const lock = path.join(root, 'packages/web/.build-lock');
function withBuildLock(work: () => void): void {
  for (;;) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch {
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 600_000) fs.rmSync(lock, { force: true });
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
    }
  }
  try {
    work();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

export function ensureWebBuilt(): void {
  if (upToDate()) return;
  withBuildLock(() => {
    // Another run may have built it while this one waited.
    if (upToDate()) return;
    console.log('[folio] building the web app…');
    // NODE_ENV decides which React the bundle gets: the test runner sets it to `test`, which gave the tests — and a
    // later `npm start` that found the build up to date — React's development build (several times slower).
    // FOLIO_KEEP_OLD_ASSETS: the previous build's scripts stay, so a server still running from it keeps loading them.
    const r = spawnSync('npm', ['run', 'build', '--workspace', '@folio/web'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production', FOLIO_KEEP_OLD_ASSETS: '1' },
    });
    if (r.status !== 0) throw new Error('web build failed');
    fs.writeFileSync(stamp, builtAt());
  });
}
