// `npm start`: builds the web app when its sources changed since the last build, then runs the server.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const builtIndex = path.join(root, 'packages/web/dist/index.html');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

const sources = ['packages/web/src', 'packages/web/index.html', 'packages/model/src'].map((p) => path.join(root, p));
const sourceTime = Math.max(...sources.map((p) => (fs.statSync(p).isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs)));
if (!fs.existsSync(builtIndex) || fs.statSync(builtIndex).mtimeMs < sourceTime) {
  console.log('[folio] building the web app…');
  const r = spawnSync('npm', ['run', 'build', '--workspace', '@folio/web'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
await import('../packages/server/src/main.ts');
