// `npm test`: every Vitest project (model, web, server API, e2e in Chromium), then one summary line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const report = path.join(root, '.tmp/vitest-report.json');
fs.mkdirSync(path.dirname(report), { recursive: true });
fs.rmSync(report, { force: true });

const args = ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)];
const run = spawnSync('npx', args, { cwd: root, stdio: 'inherit' });

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numFailedTestSuites: number;
}
let passed = 0;
let failed = 0;
let skipped = 0;
if (fs.existsSync(report)) {
  const r = JSON.parse(fs.readFileSync(report, 'utf8')) as VitestJson;
  passed = r.numPassedTests;
  // A test file that fails to load counts as a failure even though none of its tests ran.
  failed = r.numFailedTests + (r.numFailedTests === 0 && r.numFailedTestSuites > 0 ? r.numFailedTestSuites : 0);
  skipped = r.numPendingTests + r.numTodoTests;
} else {
  failed = 1;
}
if (run.status !== 0 && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(run.status ?? 1);
