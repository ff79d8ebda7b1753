// `npm run backup` and `npm run restore` as an operator runs them: real processes on embedded PostgreSQL data dirs.
// A Folio with a published folio, an uploaded asset, a published website and submissions is backed up into a
// .tar.gz while it runs; the file is restored into a fresh data dir; Folio started there answers the same through
// its API and on its sites origin. Restoring over a running Folio, into a non-empty instance, or from a damaged
// file is refused.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { connect } from '../../src/db/client.ts';
import { embeddedUrl } from '../../src/db/embedded.ts';
import { sampleDoc } from '../../src/routes/folios/testing.ts';
import { tusCreate, tusPatch } from '../../src/routes/uploads/testing.ts';
import { formDoc, seedSubmissions } from '../../src/routes/visualizations/testing.ts';
import { bearer, buildFolio, buildUser, buildWebsite, DEFAULT_PASSWORD, tokenFor } from '../factories.ts';
import { cleanupAll, makeDataDir, postJson, readPostmaster, startServer, type ServerProcess } from './serverProcess.ts';

const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../../..');
afterAll(cleanupAll, 60_000);

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
  seconds: number;
}

/** `node scripts/<name>.ts <arg>` (what `npm run <name> -- <arg>` runs) with FOLIO_DATA_DIR set. */
function runScript(name: 'backup' | 'restore', arg: string, dataDir: string): Promise<Run> {
  const started = performance.now();
  const child = spawn(process.execPath, [path.join('scripts', `${name}.ts`), arg], {
    cwd: repoRoot,
    env: { ...process.env, FOLIO_DATA_DIR: dataDir, DATABASE_URL: '', BLOB_STORE: 'local' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr, seconds: (performance.now() - started) / 1000 })));
}

const sha = (b: Buffer | ArrayBuffer) => createHash('sha256').update(Buffer.from(b as ArrayBuffer)).digest('hex');

interface Ids {
  token: string;
  folioId: string;
  formId: string;
  assetId: string;
  blobId: string;
  slug: string;
}

/** What a visitor and the owner see, with the server's own port (different on every start) taken out. */
async function observe(server: ServerProcess, ids: Ids) {
  // Signed file addresses carry an expiry rounded to the hour (services/blobs/signedUrls.ts): two looks either side
  // of the hour sign anew, so the signature is left out of the comparison.
  const unsigned = (text: string) => text.replaceAll(String(server.port), 'PORT').replace(/exp=\d+/g, 'exp=EXP').replace(/sig=[A-Za-z0-9_-]+/g, 'sig=SIG');
  const api = async (url: string) => {
    const res = await fetch(`${server.url}${url}`, { headers: bearer(ids.token) });
    return { status: res.status, body: unsigned(await res.text()) };
  };
  const file = await fetch(`${server.url}/blob/${ids.blobId}`, { headers: bearer(ids.token) });
  // The sites origin is 127.0.0.1 (SITES_ORIGIN's default), the app localhost.
  const site = await fetch(`http://127.0.0.1:${server.port}/site/${ids.slug}/home`);
  return {
    folio: await api(`/api/folios/${ids.folioId}?forEditing=true`),
    asset: await api(`/api/assets/${ids.assetId}`),
    submissions: await api(`/api/folios/${ids.formId}/submissions`),
    file: { status: file.status, sha256: sha(await file.arrayBuffer()) },
    site: { status: site.status, body: unsigned(await site.text()) },
  };
}

/** A folio of one page, published; a website showing it, published; an asset uploaded through tus; a form's answers. */
async function makeContent(server: ServerProcess): Promise<{ ids: Ids; email: string; bytes: Buffer }> {
  const pm = readPostmaster(server.dataDir)!;
  const database = connect(embeddedUrl(pm.port), 2);
  try {
    const { db } = database;
    const user = await buildUser(db);
    const token = await tokenFor(db, user.id);
    const doc = sampleDoc(user.id);
    const folio = await buildFolio(db, { authorId: user.id, doc: { ...doc, root: { ...doc.root, isPublic: true } }, isPublic: true });
    const published = await fetch(`${server.url}/api/folios/${folio.id}/publish`, { method: 'PATCH', headers: bearer(token) });
    expect(published.status).toBe(200);
    const website = await buildWebsite(db, { authorId: user.id, publishedAt: new Date(), pages: [{ folioId: folio.id, slug: 'home' }] });

    const bytes = Buffer.from(`%PDF-1.4\n${'backup by command '.repeat(20_000)}\n%%EOF\n`);
    const issued = (await (await fetch(`${server.url}/api/assets/upload-token?fileSize=${bytes.length}&contentType=application%2Fpdf`, { headers: bearer(token) })).json()) as { token: string; uuid: string };
    const upload = await tusCreate(server.url, issued.token, bytes.length, { 'upload-metadata': `filetype ${Buffer.from('application/pdf').toString('base64')}` });
    expect((await tusPatch(server.url, upload.headers.location!, issued.token, 0, bytes)).status).toBe(204);
    const assetRes = await fetch(`${server.url}/api/assets`, { method: 'POST', headers: { ...bearer(token), 'content-type': 'application/json' }, body: JSON.stringify({ uuid: issued.uuid, title: 'Kept by command' }) });
    expect(assetRes.status).toBeLessThan(300);
    const asset = (await assetRes.json()) as { id: string };

    const form = await buildFolio(db, { authorId: user.id, doc: formDoc(user.id), isPublic: true });
    await seedSubmissions(db, form.id, [{ data: { q: ['r'] } }, { data: { q: ['g', 'b'] } }, { data: { q: ['b'] } }]);
    return { ids: { token, folioId: folio.id, formId: form.id, assetId: asset.id, blobId: issued.uuid, slug: website.slug }, email: user.email, bytes };
  } finally {
    await database.close();
  }
}

describe('npm run backup / npm run restore (processes, embedded PostgreSQL)', () => {
  it('backs up a running Folio into a .tar.gz and restores it into a fresh data dir that starts and answers the same', async () => {
    const sourceDir = makeDataDir('folio-backup-source-');
    const source = await startServer(sourceDir);
    const { ids, email, bytes } = await makeContent(source);
    const before = await observe(source, ids);
    expect(before.file).toEqual({ status: 200, sha256: sha(bytes) });
    expect(before.site.status).toBe(200);
    expect(before.folio.status).toBe(200);
    expect((JSON.parse(before.submissions.body) as { items: unknown[] }).items).toHaveLength(3);

    // While Folio runs: through its own PostgreSQL.
    const archive = path.join(makeDataDir('folio-backups-'), 'folio.tar.gz');
    const backup = await runScript('backup', archive, sourceDir);
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stderr).toMatch(/Folio \(pid \d+\) is running: reading its database/);
    expect(backup.stderr).toMatch(/table \d+\/\d+ public\.folios: 2 rows, /);
    expect(backup.stdout).toMatch(/^backup written to .*folio\.tar\.gz: \d+ tables, \d+ rows, 2 files, .* in [\d.]+ s\n$/);
    console.log(`backup: ${backup.seconds.toFixed(1)} s, ${fs.statSync(archive).size} bytes (.tar.gz); ${backup.stdout.trim()}`);

    // Not over a running Folio.
    const overRunning = await runScript('restore', archive, sourceDir);
    expect(overRunning.code).toBe(1);
    expect(overRunning.stderr).toMatch(/Folio \(pid \d+\) is running on .*: stop it first/);
    source.child.kill('SIGTERM');
    expect((await source.exited).code).toBe(0);

    // A damaged file is refused, and leaves the target as it was.
    const cut = path.join(path.dirname(archive), 'cut.tar.gz');
    fs.writeFileSync(cut, fs.readFileSync(archive).subarray(0, Math.floor(fs.statSync(archive).size / 2)));
    const damagedDir = makeDataDir('folio-restore-damaged-');
    const damaged = await runScript('restore', cut, damagedDir);
    expect(damaged.code).toBe(1);
    expect(damaged.stderr).toMatch(/the backup is damaged/);
    expect(fs.existsSync(path.join(damagedDir, 'blob'))).toBe(false);

    const targetDir = makeDataDir('folio-restore-target-');
    const restore = await runScript('restore', archive, targetDir);
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toMatch(/^restored \d+ tables, \d+ rows and 2 files from .* in [\d.]+ s; start Folio with npm start\n$/);
    console.log(`restore: ${restore.seconds.toFixed(1)} s (including a new embedded PostgreSQL); ${restore.stdout.trim()}`);
    expect(fs.readdirSync(targetDir).filter((n) => n.startsWith('.folio-restore-'))).toEqual([]);

    // Restoring again: the target is no longer empty.
    const again = await runScript('restore', archive, targetDir);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/the target is not empty .*: restore into an empty instance/);

    const restored = await startServer(targetDir);
    expect(await observe(restored, ids)).toEqual(before);
    // The account signs in with its password, and writes go on (sequences and ids past the restored rows).
    expect((await postJson(restored, '/public/api/login', { username: email, password: DEFAULT_PASSWORD })).status).toBe(200);
    const library = await fetch(`${restored.url}/api/libraries`, { method: 'POST', headers: { ...bearer(ids.token), 'content-type': 'application/json' }, body: JSON.stringify({ name: 'After restore' }) });
    expect(library.status).toBeLessThan(300);

    // A stopped instance is backed up too (the command starts its PostgreSQL under the data dir's lock).
    restored.child.kill('SIGTERM');
    expect((await restored.exited).code).toBe(0);
    const stopped = await runScript('backup', path.join(path.dirname(archive), 'stopped'), targetDir);
    expect(stopped.code, stopped.stderr).toBe(0);
    expect(stopped.stdout).toMatch(/, 2 files, /);
    expect(fs.existsSync(path.join(targetDir, 'folio.pid'))).toBe(false);
  }, 240_000);
});
