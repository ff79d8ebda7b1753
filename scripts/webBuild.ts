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

export function ensureWebBuilt(): void {
  const sourceTime = Math.max(...sources.map((p) => newestMtime(path.join(root, p))));
  if (fs.existsSync(builtIndex) && fs.statSync(builtIndex).mtimeMs >= sourceTime) return;
  console.log('[folio] building the web app…');
  const r = spawnSync('npm', ['run', 'build', '--workspace', '@folio/web'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('web build failed');
}
