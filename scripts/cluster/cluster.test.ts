// Folio as several servers (issue 16's proof): nginx round robin in front of two app server processes, one
// PostgreSQL and one object store (Azurite), all on loopback and started here — the shape `npm run cluster` starts.
// Each case talks to server 1 and server 2 directly where it matters which one answers, through nginx otherwise.
import { createHash } from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import pg from 'pg';
import { createNode, updateNode } from '@folio/model';
import * as Y from 'yjs';
import { openEditor, until, type Editor } from '../../packages/server/src/routes/collab/testing.ts';
import { afterAll, describe, expect, it } from 'vitest';
import { startCluster } from './cluster.ts';
import { pinnedServer } from './pinned.ts';
import { azuriteStore } from './stores.ts';
import { apiCall, signIn } from '../../e2e/client.ts';
import { patternStream, tusCreate, tusHead, tusPatch } from '../../packages/server/src/routes/uploads/testing.ts';
import { RAISED_LIMITS, sleep } from '../../packages/server/test/lifecycle/serverProcess.ts';
import { newIdempotencyKey, withRetries } from '../../packages/render/src/visitor/retry.ts';

const admin = { email: 'cluster-admin@example.test', password: 'cluster admin passphrase' };
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-cluster-'));
// The servers run on the production settings but for the rate limits: every visitor here comes from one address.
const cluster = await startCluster({ dir, objectStore: azuriteStore, env: { ...RAISED_LIMITS, FOLIO_ADMIN_EMAIL: admin.email, FOLIO_ADMIN_PASSWORD: admin.password } });
afterAll(async () => {
  await cluster.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

// Server 1 and server 2 each at the app origin's host (the only host the API answers on), without the balancer.
const pinned = await Promise.all(cluster.servers.map((_, i) => pinnedServer(() => cluster.servers[i]!.port, new URL(cluster.appUrl).host)));
afterAll(async () => {
  for (const p of pinned) await p.close();
});
const [one, two] = pinned.map((p) => p.url) as [string, string];
const editors: Editor[] = [];
afterAll(() => editors.forEach((e) => e.close()));
const textOf = (e: Editor) => (e.shared.read().nodes.r1 as { html?: string } | undefined)?.html;
const sitesHost = new URL(cluster.sitesUrl).host;

/** A GET with a Host header of our choosing (a server answers published pages by Host, as behind nginx). */
function get(url: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { host } }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

/** Registers through `registerOn`, verifies through the other server (the link read from the dev outbox). */
async function newAccount(registerOn: string, verifyOn: string, name: string) {
  const email = `${name}-${Date.now()}@example.test`;
  const password = 'a long and unusual passphrase';
  const res = await fetch(`${registerOn}/public/api/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password, displayName: name }) });
  expect([200, 201]).toContain(res.status);
  const { token: adminToken } = await signIn(verifyOn, admin);
  const outbox = await apiCall<{ items: Array<{ to: string; text: string }> }>(verifyOn, adminToken, 'GET', '/api/admin/outbox?first=50');
  const m = /\/verify\/([0-9a-f-]{36})\?token=([A-Za-z0-9_-]+)/.exec(outbox.items.find((i) => i.to === email)?.text ?? '');
  expect(m).not.toBeNull();
  const verified = await fetch(`${verifyOn}/public/api/verify/${m![1]}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: m![2] }) });
  expect(verified.status).toBe(200);
  return { email, password };
}

interface Doc {
  id: string;
  version: number;
  root: Record<string, unknown> & { pages: string[]; authorId: string };
  nodes: Record<string, Record<string, unknown>>;
}

/** A public folio whose first page holds one text block reading `text`; answers its id and page id. */
async function folioWithText(base: string, token: string, text: string) {
  const created = await apiCall<Doc>(base, token, 'POST', '/api/folios', { name: 'Cluster folio' });
  const pageId = created.root.pages[0]!;
  const textNode = createNode('text-resource', { id: 'r1', html: `<p>${text}</p>` });
  const block = createNode('block', { resource: textNode.id });
  const column = createNode('column', { children: [block.id] });
  const layout = createNode('layout', { children: [column.id] });
  const tile = createNode('tile', { children: [layout.id] });
  const page = createNode('page', { id: pageId, name: 'Home', children: [tile.id] });
  const nodes = Object.fromEntries([page, tile, layout, column, block, textNode].map((n) => [n.id, n]));
  await apiCall(base, token, 'PATCH', `/api/folios/${created.id}`, { baseVersion: created.version, log: [{ action: 'insert' }], root: { ...created.root, isPublic: true }, nodes: { ...created.nodes, ...nodes }, replaceNodes: true });
  return { id: created.id, pageId };
}

/** A public, published form: one required text question and its submit button. */
async function publishedForm(base: string, token: string) {
  const created = await apiCall<Doc>(base, token, 'POST', '/api/folios', { name: 'Cluster form' });
  // Posted by the test's own requests, not a page: a form without proof of work (issue 31).
  created.root.spamProtection = 'none';
  const pageId = created.root.pages[0]!;
  const name = createNode('text-widget', { id: 'name', required: true, label: { position: 'top', text: 'Your name' } });
  const button = createNode('button-widget', { id: 'send' });
  button.meta = { action: { click: { type: 'submit', status: 'idle', widgetIds: ['name'] } }, appearance: { text: 'Send', icon: 'send', useText: true } };
  const blocks = [name, button].map((r) => createNode('block', { resource: r.id }));
  const column = createNode('column', { children: blocks.map((b) => b.id) });
  const layout = createNode('layout', { children: [column.id] });
  const tile = createNode('tile', { children: [layout.id] });
  const page = createNode('page', { id: pageId, name: 'Sign up', children: [tile.id] });
  const nodes = Object.fromEntries([page, tile, layout, column, ...blocks, name, button].map((n) => [n.id, n]));
  await apiCall(base, token, 'PATCH', `/api/folios/${created.id}`, { baseVersion: created.version, log: [{ action: 'insert' }], root: { ...created.root, isPublic: true }, nodes: { ...created.nodes, ...nodes }, replaceNodes: true });
  await apiCall(base, token, 'PATCH', `/api/folios/${created.id}/publish`, {});
  return created.id;
}

async function setText(base: string, token: string, folioId: string, text: string) {
  const doc = await apiCall<Doc>(base, token, 'GET', `/api/folios/${folioId}?forEditing=true`);
  await apiCall(base, token, 'PATCH', `/api/folios/${folioId}`, { baseVersion: doc.version, log: [{ action: 'updateText', path: 'nodes.r1.html' }], nodes: { r1: { ...doc.nodes.r1, html: `<p>${text}</p>` } } });
}

describe('two app servers behind nginx', () => {
  it('an account made through one server signs in through the other', async () => {
    const account = await newAccount(one, two, 'walker');
    const { token, userId } = await signIn(two, account);
    const me = await apiCall<{ id: string }>(one, token, 'GET', '/api/users/me');
    expect(me.id).toBe(userId);
    // And through the load balancer, whichever server answers.
    for (let i = 0; i < 4; i++) expect((await apiCall<{ id: string }>(cluster.appUrl, token, 'GET', '/api/users/me')).id).toBe(userId);
  });

  it('a session ended through server 1 is refused by server 2 the moment the logout answers', async () => {
    const me = (base: string, token: string) => fetch(`${base}/api/users/me`, { headers: { authorization: `Bearer ${token}` } });
    for (let i = 0; i < 5; i++) {
      const { token } = await signIn(one, admin);
      // Both servers have checked the token, so both keep it in memory (auth/tokenCache.ts).
      for (const server of [one, two]) expect((await me(server, token)).status).toBe(200);
      expect((await fetch(`${one}/api/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } })).status).toBe(204);
      expect((await me(two, token)).status).toBe(401);
      expect((await me(one, token)).status).toBe(401);
    }
  });

  it('an edit saved through server 1 is read through server 2, and a republish through 2 shows through 1 at once', async () => {
    const { token } = await signIn(one, admin);
    const folio = await folioWithText(one, token, 'Saved on one');
    const read = await apiCall<Doc>(two, token, 'GET', `/api/folios/${folio.id}?forEditing=true`);
    expect(read.nodes.r1!.html).toBe('<p>Saved on one</p>');

    await apiCall(two, token, 'PATCH', `/api/folios/${folio.id}/publish`, {});
    const url = `${one}/folio/${folio.id}/page/${folio.pageId}`;
    expect((await get(url, sitesHost)).body).toContain('Saved on one');
    // Server 1 now holds the page in memory; server 2 republishes a new version.
    await setText(two, token, folio.id, 'Republished on two');
    await apiCall(two, token, 'PATCH', `/api/folios/${folio.id}/publish`, {});
    const since = Date.now();
    await expect.poll(async () => (await get(url, sitesHost)).body, { timeout: 2_000, interval: 10 }).toContain('Republished on two');
    // Far inside the bound (VISITOR_CACHE_SECONDS, 10 s): server 1 heard of it through the change feed.
    expect(Date.now() - since).toBeLessThan(2_000);
  });

  it('two editors on two servers co-edit one folio and see each other’s changes; a REST change on one reaches an editor on the other', async () => {
    const { token } = await signIn(one, admin);
    const folio = await folioWithText(one, token, 'Shared');
    const a = await openEditor(one, folio.id, token);
    const b = await openEditor(two, folio.id, token);
    editors.push(a, b);
    expect(a.synced && b.synced).toBe(true);
    a.write(updateNode(a.shared.read(), 'r1', 'text-resource', { html: '<p>Shared by one</p>' }));
    await until(() => textOf(b) === '<p>Shared by one</p>', 'server 2’s editor sees the change made through server 1');
    b.write({ ...b.shared.read(), root: { ...b.shared.read().root, summary: 'From two' } });
    await until(() => a.shared.read().root.summary === 'From two', 'server 1’s editor sees the change made through server 2');
    await setText(two, token, folio.id, 'Through the API on two');
    await until(() => textOf(a) === '<p>Through the API on two</p>', 'an editor on server 1 sees a PATCH saved through server 2');
    await until(() => textOf(b) === '<p>Through the API on two</p>', 'and the editor on server 2 too');
  });

  it('a server killed mid-session: its editor reconnects to the other and loses nothing it saw saved', async () => {
    const { token } = await signIn(one, admin);
    const folio = await folioWithText(one, token, 'Before');
    const doc = new Y.Doc();
    const a = await openEditor(one, folio.id, token, doc);
    const watcher = await openEditor(two, folio.id, token);
    editors.push(a, watcher);
    a.write(updateNode(a.shared.read(), 'r1', 'text-resource', { html: '<p>Saved on one</p>' }));
    await until(() => a.stored.length > 0 && textOf(watcher) === '<p>Saved on one</p>', 'the change stored');
    const killed = cluster.servers[0]!;
    killed.child.kill('SIGKILL');
    await killed.exited;
    try {
      // Typed while its server was gone: kept in the editor's document, sent when it is back.
      a.write({ ...a.shared.read(), root: { ...a.shared.read().root, summary: 'Typed while reconnecting' } });
      a.close();
      const again = await openEditor(two, folio.id, token, doc);
      editors.push(again);
      expect(again.synced).toBe(true);
      // Nothing may be lost, however long a busy machine takes (these waits check that, not speed): 30 s each.
      await until(() => watcher.shared.read().root.summary === 'Typed while reconnecting', 'the other server has everything', 30_000);
      expect(textOf(watcher)).toBe('<p>Saved on one</p>');
      await until(async () => (await apiCall<Doc>(two, token, 'GET', `/api/folios/${folio.id}?forEditing=true`)).root.summary === 'Typed while reconnecting', 'stored', 30_000);
    } finally {
      // The tests after this one need both servers, whatever happened here.
      await cluster.restart(0);
    }
  }, 120_000);

  it('an upload started on server 1, cut off, resumes on server 2 and the stored file is the one sent', async () => {
    const { token } = await signIn(one, admin);
    const SIZE = 12 * 1024 * 1024;
    const FIRST = 5 * 1024 * 1024 + 321;
    const whole = Buffer.concat((await patternStream(SIZE).toArray()) as Buffer[]);
    const issued = await apiCall<{ token: string; uuid: string }>(one, token, 'GET', `/api/assets/upload-token?fileSize=${SIZE}`);
    const created = await tusCreate(one, issued.token, SIZE);
    expect(created.status).toBe(201);
    const location = new URL(created.headers.location!, one).pathname;
    expect((await tusPatch(one, location, issued.token, 0, whole.subarray(0, FIRST))).status).toBe(204);
    // The next PATCH to server 1 is cut off after 2 MiB of its body: the connection dies.
    await new Promise<void>((resolve) => {
      const req = http.request(new URL(location, one), {
        method: 'PATCH',
        headers: { 'tus-resumable': '1.0.0', authorization: `Bearer ${issued.token}`, 'upload-offset': String(FIRST), 'content-type': 'application/offset+octet-stream', 'content-length': String(SIZE - FIRST) },
      });
      req.on('error', () => resolve());
      req.write(whole.subarray(FIRST, FIRST + 2 * 1024 * 1024), () => setTimeout(() => req.destroy(), 100));
    });

    // Server 2 knows how far it got (what server 1 received before the cut is kept) and takes the rest.
    const head = await tusHead(two, location, issued.token);
    expect(head.status).toBe(200);
    const offset = Number(head.headers['upload-offset']);
    expect(offset).toBeGreaterThanOrEqual(FIRST);
    expect(offset).toBeLessThanOrEqual(FIRST + 2 * 1024 * 1024);
    expect((await tusPatch(two, location, issued.token, offset, whole.subarray(offset))).status).toBe(204);

    const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
    // Read back through server 1: the object store holds one file, whoever wrote it.
    const blob = await fetch(`${one}/blob/${issued.uuid}`, { headers: { authorization: `Bearer ${token}` } });
    expect(blob.status).toBe(200);
    expect(sha(Buffer.from(await blob.arrayBuffer()))).toBe(sha(whole));
  }, 60_000);

  it('a server stopped with SIGTERM under load drains: visitors are moved to the other server and none is refused', async () => {
    const { token } = await signIn(cluster.appUrl, admin);
    const folio = await folioWithText(cluster.appUrl, token, 'Still here');
    await apiCall(cluster.appUrl, token, 'PATCH', `/api/folios/${folio.id}/publish`, {});
    const page = `${cluster.sitesUrl}/folio/${folio.id}/page/${folio.pageId}`;
    const failures: string[] = [];
    let answered = 0;
    const deadline = Date.now() + 4_000;
    const reader = async (i: number) => {
      while (Date.now() < deadline) {
        try {
          const res = i % 2 ? await fetch(page) : await fetch(`${cluster.appUrl}/api/folios?first=5`, { headers: { authorization: `Bearer ${token}` } });
          const body = await res.text();
          if (res.status === 200 && (i % 2 === 0 || body.includes('Still here'))) answered++;
          else failures.push(`${res.status}`);
        } catch (err) {
          failures.push(String(err));
        }
      }
    };
    const stopper = (async () => {
      await sleep(1_000);
      cluster.servers[0]!.child.kill('SIGTERM');
      expect((await cluster.servers[0]!.exited).code).toBe(0);
    })();
    await Promise.all([...Array.from({ length: 8 }, (_, i) => reader(i)), stopper]);
    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(100);
    // Started again, it joins the balancer and answers.
    const back = await cluster.restart(0);
    expect((await fetch(`${back.url}/readyz`)).status).toBe(200);
  }, 60_000);

  it('a server killed during writes loses no acknowledged write, and the other keeps answering', async () => {
    const { token } = await signIn(cluster.appUrl, admin);
    const acknowledged: string[] = [];
    const failures: Array<{ at: number; what: string }> = [];
    let killedAt = Infinity;
    const deadline = Date.now() + 5_000;
    const writer = async (w: number) => {
      for (let n = 0; Date.now() < deadline; n++) {
        try {
          const res = await fetch(`${cluster.appUrl}/api/folios`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ name: `load ${w}-${n}` }) });
          if (res.status === 201 || res.status === 200) acknowledged.push(((await res.json()) as { id: string }).id);
          else failures.push({ at: Date.now(), what: `${res.status}` });
        } catch (err) {
          failures.push({ at: Date.now(), what: String(err) });
        }
      }
    };
    const killer = (async () => {
      await sleep(1_500);
      killedAt = Date.now();
      cluster.servers[0]!.child.kill('SIGKILL');
    })();
    await Promise.all([...Array.from({ length: 8 }, (_, w) => writer(w)), killer]);

    // Every write that was answered 2xx is in the database.
    const client = new pg.Client({ connectionString: cluster.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ id: string }>('select id from folios where id = any($1::uuid[])', [acknowledged]);
      expect(rows.length).toBe(acknowledged.length);
    } finally {
      await client.end();
    }
    expect(acknowledged.length).toBeGreaterThan(50);
    // Only requests in flight on the killed server may fail; after that server 2 answers everything.
    expect(failures.filter((f) => f.at > killedAt + 500)).toEqual([]);
    const after = await apiCall<{ items: unknown[] }>(cluster.appUrl, token, 'GET', '/api/folios?first=5');
    expect(after.items.length).toBeGreaterThan(0);
  }, 60_000);

  it('a server killed with SIGKILL while 30 visitors submit: every submission stored exactly once, no visitor saw a failure', async () => {
    // The previous case killed server 1: it is back first, so two servers share the load again.
    if (cluster.servers[0]!.child.exitCode !== null || cluster.servers[0]!.child.signalCode !== null) await cluster.restart(0);
    const { token, userId } = await signIn(cluster.appUrl, admin);
    const folioId = await publishedForm(cluster.appUrl, token);
    const client = new pg.Client({ connectionString: cluster.databaseUrl });
    await client.connect();
    try {
      // A Business owner: no monthly limit stands in the way of thousands of answers.
      await client.query('update users set account_type_id = 3 where id = $1', [userId]);
      const acknowledged: string[] = [];
      const failures: string[] = [];
      const deadline = Date.now() + 5_000;
      // Each visitor sends one answer after another, as the visitor script does: one key per submission, the same
      // request again after a network error, 502 or 503.
      const visitor = async (v: number) => {
        for (let n = 0; Date.now() < deadline; n++) {
          const key = newIdempotencyKey(globalThis.crypto);
          const body = JSON.stringify({ folioId, buttonId: 'send', data: { name: `visitor ${v} answer ${n}` } });
          try {
            const res = await withRetries(
              () => fetch(`${cluster.sitesUrl}/public/api/submissions`, { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': key }, body }),
              (ms) => sleep(ms).then(() => undefined),
            );
            if (res.status === 201) acknowledged.push(key);
            else failures.push(`${res.status} ${await res.text()}`);
          } catch (err) {
            failures.push(String(err));
          }
        }
      };
      const killer = (async () => {
        await sleep(1_500);
        cluster.servers[0]!.child.kill('SIGKILL');
      })();
      await Promise.all([...Array.from({ length: 30 }, (_, v) => visitor(v)), killer]);

      expect(failures).toEqual([]);
      expect(acknowledged.length).toBeGreaterThan(100);
      const { rows } = await client.query<{ key: string | null; n: number }>(
        'select idempotency_key as key, count(*)::int as n from submissions where folio_id = $1 group by idempotency_key',
        [folioId],
      );
      // Stored: exactly the acknowledged keys, each once (none lost, none twice, nothing without a key).
      expect(rows.filter((r) => r.n !== 1)).toEqual([]);
      expect(rows.map((r) => r.key).sort()).toEqual([...acknowledged].sort());
    } finally {
      await client.end();
    }
  }, 60_000);
});
