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

export function ensureWebBuilt(): void {
  const sourceTime = Math.max(...sources.map((p) => newestMtime(path.join(root, p))));
  if (fs.existsSync(builtIndex) && fs.statSync(builtIndex).mtimeMs >= sourceTime && fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === builtAt()) return;
  console.log('[folio] building the web app…');
  // NODE_ENV decides which React the bundle gets: the test runner sets it to `test`, which gave the tests — and a
  // later `npm start` that found the build up to date — React's development build (several times slower).
  const r = spawnSync('npm', ['run', 'build', '--workspace', '@folio/web'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (r.status !== 0) throw new Error('web build failed');
  fs.writeFileSync(stamp, builtAt());
}
