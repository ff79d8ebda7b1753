// Backup and restore by round trip, on real PostgreSQL and the real HTTP stack: an instance with a folio of two
// pages, an uploaded asset, a published website and submissions is backed up, restored into an empty instance,
// and answers the same through the API and on the sites origin. A non-empty target and a damaged backup are refused.
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { databaseUrl } from '../../test/db.ts';
import { bearer, buildFolio, buildUser, buildWebsite, tokenFor } from '../../test/factories.ts';
import { createNode } from '@folio/model';
import { add } from '@folio/model/testing';
import { sampleDoc } from '../routes/folios/testing.ts';
import { listen, tusCreate, tusPatch } from '../routes/uploads/testing.ts';
import { seedSubmissions, formDoc } from '../routes/visualizations/testing.ts';
import { localBlobDir } from '../storage/index.ts';
import { connect } from '../db/client.ts';
import { migrationCount, runMigrations } from '../db/migrate.ts';
import { writeBackup } from './backup.ts';
import type { Manifest } from './manifest.ts';
import { restoreBackup } from './restore.ts';

const source = await createTestApp();
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-backup-test-'));
const created: string[] = [];
afterAll(async () => {
  fs.rmSync(work, { recursive: true, force: true });
  const admin = new pg.Client({ connectionString: databaseUrl('postgres') });
  await admin.connect();
  for (const name of created) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

async function emptyDatabase(): Promise<string> {
  const name = `r_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: databaseUrl('postgres') });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  created.push(name);
  return databaseUrl(name);
}

const log = () => {};

/** Every table of the public schema: its row count and a digest of its rows in a stable order. */
async function tableDigests(connectionString: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const out: Record<string, string> = {};
    const { rows } = await client.query<{ name: string }>(`
      select format('%I.%I', n.nspname, c.relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition order by 1`);
    for (const { name } of rows) {
      const r = await client.query<{ n: number; md5: string }>(`select count(*)::int as n, md5(coalesce(string_agg(t::text, e'\\n' order by t::text), '')) as md5 from ${name} t`);
      out[name] = `${r.rows[0]!.n} rows ${r.rows[0]!.md5}`;
    }
    return out;
  } finally {
    await client.end();
  }
}
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** Everything the test compares, read from one instance through its API and its sites origin. */
async function observe(t: TestApp, ids: { token: string; folioId: string; formId: string; assetId: string; blobId: string; site: string }) {
  const sitesHost = new URL(t.config.SITES_ORIGIN).host;
  const get = (url: string, host?: string) => t.app.inject({ method: 'GET', url, headers: { ...bearer(ids.token), ...(host ? { host } : {}) } });
  const folio = (await get(`/api/folios/${ids.folioId}?forEditing=true`)).json() as Record<string, unknown>;
  const asset = (await get(`/api/assets/${ids.assetId}`)).json() as Record<string, unknown>;
  const file = await get(`/blob/${ids.blobId}`);
  const site = await get(ids.site, sitesHost);
  const submissions = (await get(`/api/folios/${ids.formId}/submissions`)).json() as Record<string, unknown>;
  return { folio, asset, fileStatus: file.statusCode, fileSha: sha(file.rawPayload), siteStatus: site.statusCode, site: site.body, submissions };
}

describe('npm run backup / npm run restore', () => {
  it('restores an instance into an empty one that answers exactly the same', async () => {
    const { app, db } = source;
    const user = await buildUser(db);
    const token = await tokenFor(db, user.id);
    // A folio of two pages, published, shown by a published website.
    const one = sampleDoc(user.id);
    const doc = add({ ...one, nodes: { ...one.nodes, p2: createNode('page', { id: 'p2', name: 'Second page' }) }, root: { ...one.root, pages: ['p1', 'p2'] } }, 'p2', 'tile', 't2');
    const folio = await buildFolio(db, { authorId: user.id, doc: { ...doc, root: { ...doc.root, isPublic: true } }, isPublic: true });
    expect((await app.inject({ method: 'PATCH', url: `/api/folios/${folio.id}/publish`, headers: bearer(token) })).statusCode).toBe(200);
    const website = await buildWebsite(db, { authorId: user.id, publishedAt: new Date(), pages: [{ folioId: folio.id, slug: 'home' }] });
    // A file uploaded through tus and made an asset.
    const base = await listen(app);
    const bytes = Buffer.from(`%PDF-1.4\n${'backup '.repeat(5000)}\n%%EOF\n`);
    const issued = (await app.inject({ method: 'GET', url: `/api/assets/upload-token?fileSize=${bytes.length}&contentType=application%2Fpdf`, headers: bearer(token) })).json() as { token: string; uuid: string };
    const upload = await tusCreate(base, issued.token, bytes.length, { 'upload-metadata': `filetype ${Buffer.from('application/pdf').toString('base64')}` });
    expect((await tusPatch(base, upload.headers.location!, issued.token, 0, bytes)).status).toBe(204);
    const asset = (await app.inject({ method: 'POST', url: '/api/assets', headers: bearer(token), payload: { uuid: issued.uuid, title: 'Kept' } })).json() as { id: string };
    // A form with answers.
    const form = await buildFolio(db, { authorId: user.id, doc: formDoc(user.id), isPublic: true });
    await seedSubmissions(db, form.id, [{ data: { q: ['r'] } }, { data: { q: ['g', 'b'] } }]);
    const ids = { token, folioId: folio.id, formId: form.id, assetId: asset.id, blobId: issued.uuid, site: `/site/${website.slug}/home` };
    const before = await observe(source, ids);
    expect(before.fileStatus).toBe(200);
    expect(before.fileSha).toBe(sha(bytes));
    expect(before.siteStatus).toBe(200);
    expect((before.submissions.items as unknown[]).length).toBeGreaterThanOrEqual(2);

    const out = path.join(work, 'backup');
    const manifest = await writeBackup({ connectionString: source.databaseUrl, blobDir: localBlobDir(source.config), blobStore: 'local', out, log });
    expect(manifest.files.map((f) => f.key)).toContain(issued.uuid);
    expect(manifest.tables.find((t) => t.name === 'public.folios')!.rows).toBeGreaterThanOrEqual(2);

    const targetUrl = await emptyDatabase();
    const targetDir = path.join(work, 'restored');
    const digestsAtBackup = await tableDigests(source.databaseUrl);
    await restoreBackup({ connectionString: targetUrl, blobDir: path.join(targetDir, 'blob'), from: out, log });
    // Row for row the same database: every table, every column.
    expect(await tableDigests(targetUrl)).toEqual(digestsAtBackup);
    expect(Object.keys(digestsAtBackup).length).toBeGreaterThan(30);
    // The same files, byte for byte (and their content-type sidecars).
    for (const f of manifest.files) expect(sha(fs.readFileSync(path.join(targetDir, 'blob', f.key))), f.key).toBe(f.sha256);
    // The same instance at the same addresses (its pages' canonical URLs name them).
    const restored = await createTestApp({ FOLIO_DATA_DIR: targetDir, PORT: String(source.config.PORT) }, { databaseUrl: targetUrl });
    expect(await observe(restored, ids)).toEqual(before);
    // New rows get new ids after the restored ones (sequences moved on): a new library, say.
    const library = await restored.app.inject({ method: 'POST', url: '/api/libraries', headers: bearer(token), payload: { name: 'After restore' } });
    expect(library.statusCode).toBeLessThan(300);

    // Restoring again into an instance that holds accounts is refused, and changes nothing.
    await expect(restoreBackup({ connectionString: targetUrl, blobDir: path.join(targetDir, 'blob'), from: out, log })).rejects.toThrow(/not empty \(its database holds accounts\)/);
    // So is a fresh database beside a blob store that holds files.
    await expect(restoreBackup({ connectionString: await emptyDatabase(), blobDir: path.join(targetDir, 'blob'), from: out, log })).rejects.toThrow(/not empty \(.* holds files\)/);

    // A damaged backup is refused before anything is touched.
    const damaged = path.join(work, 'damaged');
    fs.cpSync(out, damaged, { recursive: true });
    const folioTable = manifest.tables.find((t) => t.name === 'public.folios')!;
    const fileBytes = fs.readFileSync(path.join(damaged, folioTable.file));
    fileBytes[10] = fileBytes[10]! ^ 1;
    fs.writeFileSync(path.join(damaged, folioTable.file), fileBytes);
    const untouched = await emptyDatabase();
    await expect(restoreBackup({ connectionString: untouched, blobDir: path.join(work, 'untouched'), from: damaged, log })).rejects.toThrow(/damaged/);
    const check = new pg.Client({ connectionString: untouched });
    await check.connect();
    expect((await check.query(`select count(*)::int as n from pg_tables where schemaname = 'public'`)).rows[0].n).toBe(0);
    await check.end();
  }, 60_000);

  it('restores a backup of an older Folio at its own level, then migrates its rows; refuses a newer or foreign one', async () => {
    const older = await emptyDatabase();
    const level = migrationCount() - 3;
    const olderDb = connect(older, 2);
    await runMigrations(olderDb, undefined, level);
    await olderDb.pool.query(`insert into users (email, password_hash, display_name) values ('old@example.test', 'x', 'Old')`);
    await olderDb.close();
    const out = path.join(work, 'older');
    const manifest = await writeBackup({ connectionString: older, blobDir: null, blobStore: 'local', out, log });
    expect(manifest.migrations).toBe(level);

    const target = await emptyDatabase();
    await restoreBackup({ connectionString: target, blobDir: path.join(work, 'older-blob'), from: out, log });
    const check = new pg.Client({ connectionString: target });
    await check.connect();
    expect((await check.query('select count(*)::int as n from drizzle.__drizzle_migrations')).rows[0].n).toBe(migrationCount());
    expect((await check.query('select email from users')).rows).toEqual([{ email: 'old@example.test' }]);
    await check.end();

    const edited = (change: Partial<Manifest>) => {
      const dir = path.join(work, `edited-${randomUUID()}`);
      fs.cpSync(out, dir, { recursive: true });
      fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify({ ...manifest, ...change }));
      return dir;
    };
    const untouched = await emptyDatabase();
    const restoreInto = (from: string) => restoreBackup({ connectionString: untouched, blobDir: path.join(work, 'untouched-blob'), from, log });
    await expect(restoreInto(edited({ migrations: migrationCount() + 1 }))).rejects.toThrow(/made by a newer Folio/);
    await expect(restoreInto(edited({ lastMigrationAt: manifest.lastMigrationAt! + 1 }))).rejects.toThrow(/not one of this Folio's/);
    await expect(restoreInto(path.join(work, 'nowhere'))).rejects.toThrow(/holds no backup/);
  });
});
