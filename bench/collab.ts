// Co-editing benchmark (issue 29): 25 editors speaking the real protocol (Hocuspocus's provider, Node WebSockets) on
// one folio insert blocks, move blocks and type for BENCH_COLLAB_SECONDS (default 60); printed: how long an edit
// takes to reach the others (p50/p95/p99 over every other editor), and whether every editor ends with the same
// folio with every inserted block exactly once. Then the server's memory per open 1,000-block folio and the size of
// a folio's stored state after 1,000 edits.
import { SharedFolio, parsedJson } from '../packages/collab/src/index.ts';
import { createFolio, createNode, insertNode, moveNode, updateNode, type FolioDocument, type FolioNode } from '../packages/model/src/index.ts';
import { HocuspocusProvider } from '@hocuspocus/provider';
import { JSDOM } from 'jsdom';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startCluster } from '../scripts/cluster/cluster.ts';
import { pinnedServer } from '../scripts/cluster/pinned.ts';
import { azuriteStore } from '../scripts/cluster/stores.ts';
import { signIn } from '../e2e/client.ts';
import * as Y from 'yjs';
import { RAISED_LIMITS, withDb, type ServerProcess } from '../packages/server/test/lifecycle/serverProcess.ts';
import { goal } from './goals.ts';
import { percentile } from './stats.ts';
import { thousandBlockFolio } from './editor.ts';
import { runAlone } from './alone.ts';

const EDITORS = 25;
const SECONDS = Number(process.env.BENCH_COLLAB_SECONDS ?? 60);
/** each editor makes an edit about this often */
const EDIT_EVERY_MS = 400;

const dom = new JSDOM('');
const parseText = (html: string) =>
  parsedJson(html, (text) => {
    const holder = dom.window.document.createElement('div');
    holder.innerHTML = text;
    return holder as unknown as HTMLElement;
  });

async function api<T>(base: string, token: string, method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = (await res.json()) as T;
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${JSON.stringify(json)}`);
  return json;
}

async function newFolio(base: string, token: string, doc: FolioDocument): Promise<string> {
  const created = await api<{ id: string; version: number }>(base, token, 'POST', '/api/folios', { name: doc.root.name });
  const { version: _v, ...root } = doc.root;
  await api(base, token, 'PATCH', `/api/folios/${created.id}`, { baseVersion: created.version, log: [{ action: 'bench' }], root, nodes: doc.nodes, replaceNodes: true });
  return created.id;
}

interface Client {
  shared: SharedFolio;
  provider: HocuspocusProvider;
}

function connect(base: string, token: string, folioId: string): Promise<Client> {
  const doc = new Y.Doc();
  const shared = new SharedFolio(doc);
  return new Promise((resolve, reject) => {
    const provider = new HocuspocusProvider({
      url: `${base.replace(/^http/, 'ws')}/api/collab`,
      name: folioId,
      token,
      document: doc,
      onSynced: () => resolve({ shared, provider }),
      onAuthenticationFailed: ({ reason }) => reject(new Error(reason)),
      // A refused change closes the connection with its reason: none is expected here.
      onClose: ({ event }) => {
        if (event.code >= 4000) console.log(`  (a connection was closed: ${event.code} ${event.reason})`);
      },
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A page of 4 columns with 5 text blocks each. */
function startingFolio(authorId: string): { doc: FolioDocument; columns: string[] } {
  let doc = createFolio(authorId, { name: 'Bench: co-editing' });
  const page = doc.root.pages[0]!;
  const tile = createNode('tile');
  const layout = createNode('layout');
  doc = insertNode(doc, { parentId: page, node: tile });
  doc = insertNode(doc, { parentId: tile.id, node: layout });
  const columns: string[] = [];
  for (let c = 0; c < 4; c++) {
    const column = createNode('column');
    columns.push(column.id);
    doc = insertNode(doc, { parentId: layout.id, node: column });
    for (let b = 0; b < 5; b++) {
      const block = createNode('block');
      doc = insertNode(doc, { parentId: column.id, node: block });
      doc = insertNode(doc, { parentId: block.id, node: createNode('text-resource', { html: `<p>Text ${c}.${b}</p>` } as never) });
    }
  }
  return { doc, columns };
}

const blocksOf = (doc: FolioDocument) => Object.values(doc.nodes).filter((n): n is FolioNode & { kind: 'block' } => n.kind === 'block');

interface EditingFigures {
  edits: number;
  latencies: number[];
  converged: boolean;
  lost: number;
  duplicated: number;
}

export interface CollabFigures extends EditingFigures {
  /** the same 25 editors split between two app servers behind one Redis (null: not measured) */
  acrossTwo: EditingFigures | null;
  memoryPerFolioMb: number;
  stateBytes: number;
  versionsBytes: number;
}

/** The editors take turns between `bases` (one server, or each server of a cluster). */
async function concurrentEditing(bases: string[], token: string, authorId: string): Promise<EditingFigures> {
  const { doc, columns } = startingFolio(authorId);
  const folioId = await newFolio(bases[0]!, token, doc);
  const clients: Client[] = [];
  for (let i = 0; i < EDITORS; i++) clients.push(await connect(bases[i % bases.length]!, token, folioId));
  // When each block was inserted or moved (by id and sort key), to time its arrival at every other editor.
  const sent = new Map<string, number>();
  const latencies: number[] = [];
  clients.forEach((client, i) => {
    client.shared.nodes.observeDeep((events, transaction) => {
      if (transaction.local) return;
      const now = performance.now();
      for (const event of events) {
        const keys = (event as Y.YMapEvent<unknown>).keysChanged;
        if (event.target === client.shared.nodes) {
          for (const id of keys) {
            const at = client.shared.nodes.get(id)?.get('at') as { o?: string } | undefined;
            const t0 = sent.get(`${id}@${at?.o}`);
            if (t0 !== undefined) latencies.push(now - t0);
          }
        } else if (event.path.length === 1 && keys?.has('at')) {
          const id = String(event.path[0]);
          const at = client.shared.nodes.get(id)?.get('at') as { o?: string } | undefined;
          const t0 = sent.get(`${id}@${at?.o}`);
          if (t0 !== undefined) latencies.push(now - t0);
        }
      }
      void i;
    });
  });
  const inserted = new Set<string>();
  let edits = 0;
  let seq = 0;
  const end = performance.now() + SECONDS * 1000;
  const editor = async (client: Client, index: number) => {
    await sleep(Math.random() * EDIT_EVERY_MS);
    while (performance.now() < end) {
      const current = client.shared.read();
      const roll = Math.random();
      let next: FolioDocument;
      let timed: string | null = null;
      if (roll < 0.35) {
        const block = createNode('block', {}, () => `bench-${index}-${++seq}`);
        const text = createNode('text-resource', { html: `<p>Inserted by ${index}</p>` } as never);
        next = insertNode(insertNode(current, { parentId: columns[Math.floor(Math.random() * columns.length)]!, node: block }), { parentId: block.id, node: text });
        inserted.add(block.id);
        timed = block.id;
      } else if (roll < 0.6) {
        const blocks = blocksOf(current);
        const block = blocks[Math.floor(Math.random() * blocks.length)]!;
        const column = columns[Math.floor(Math.random() * columns.length)]!;
        const siblings = (current.nodes[column] as { children: string[] }).children.filter((id) => id !== block.id);
        const afterId = siblings.length && Math.random() < 0.7 ? siblings[Math.floor(Math.random() * siblings.length)] : undefined;
        next = moveNode(current, block.id, afterId ? { parentId: column, afterId } : { parentId: column });
        timed = block.id;
      } else {
        const texts = Object.values(current.nodes).filter((n) => n.kind === 'text-resource') as Array<FolioNode & { html: string }>;
        const text = texts[Math.floor(Math.random() * texts.length)]!;
        next = updateNode(current, text.id, 'text-resource', { html: text.html.replace('</p>', `${'abcdefghij'[index % 10]}</p>`) });
      }
      client.shared.write(next, parseText);
      if (timed) {
        const at = client.shared.nodes.get(timed)?.get('at') as { o?: string } | undefined;
        sent.set(`${timed}@${at?.o}`, performance.now());
      }
      edits++;
      await sleep(EDIT_EVERY_MS * (0.5 + Math.random()));
    }
  };
  await Promise.all(clients.map((client, i) => editor(client, i)));
  // Quiet: wait until every editor holds the same state.
  const vector = (c: Client) => Buffer.from(Y.encodeStateVector(c.shared.doc)).toString('base64');
  for (let i = 0; i < 100; i++) {
    await sleep(100);
    if (new Set(clients.map(vector)).size === 1) break;
  }
  const finals = clients.map((c) => JSON.stringify(c.shared.read()));
  const converged = new Set(finals).size === 1;
  const final = clients[0]!.shared.read();
  const holders = new Map<string, number>();
  for (const node of Object.values(final.nodes)) if (node.kind === 'column') for (const id of node.children) holders.set(id, (holders.get(id) ?? 0) + 1);
  const lost = [...inserted].filter((id) => !holders.has(id)).length;
  const duplicated = [...holders.values()].filter((n) => n > 1).length;
  for (const client of clients) client.provider.destroy();
  return { edits, latencies, converged, lost, duplicated };
}

const rssMb = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

async function memoryAndHistory(server: ServerProcess, token: string, authorId: string): Promise<Pick<CollabFigures, 'memoryPerFolioMb' | 'stateBytes' | 'versionsBytes'>> {
  const folios: string[] = [];
  for (let i = 0; i < 4; i++) folios.push(await newFolio(server.url, token, thousandBlockFolio(authorId).doc));
  const pid = server.child.pid!;
  // Opening the first one warms what every open needs once (the schema, the sanitizer threads).
  const first = await connect(server.url, token, folios[0]!);
  await sleep(500);
  const before = rssMb(pid);
  const open: Client[] = [first];
  for (const id of folios.slice(1)) open.push(await connect(server.url, token, id));
  await sleep(1000);
  const memoryPerFolioMb = (rssMb(pid) - before) / (folios.length - 1);
  // 1,000 edits of one folio's texts, then its stored state.
  const client = open[0]!;
  for (let i = 0; i < 1000; i++) {
    const current = client.shared.read();
    const texts = Object.values(current.nodes).filter((n) => n.kind === 'text-resource') as Array<FolioNode & { html: string }>;
    const text = texts[i % texts.length]!;
    client.shared.write(updateNode(current, text.id, 'text-resource', { html: text.html.replace('</p>', 'x</p>') }), parseText);
    if (i % 50 === 0) await sleep(20);
  }
  await sleep(6000);
  for (const c of open) c.provider.destroy();
  await sleep(1500);
  const sizes = await withDb(server.dataDir, async (db) => {
    const state = await db.query<{ n: string }>('SELECT octet_length(state) AS n FROM folio_collab WHERE folio_id = $1', [folios[0]]);
    const versions = await db.query<{ n: string }>('SELECT coalesce(sum(size), 0) AS n FROM folio_versions WHERE folio_id = $1', [folios[0]]);
    return { stateBytes: Number(state.rows[0]?.n ?? 0), versionsBytes: Number(versions.rows[0]?.n ?? 0) };
  });
  return { memoryPerFolioMb, ...sizes };
}

/** Two app servers (nginx, Redis, PostgreSQL and Azurite as `npm run cluster` starts them), the editors split between them. */
async function acrossTwoServers(): Promise<EditingFigures> {
  const admin = { email: 'bench-cluster@example.test', password: 'bench cluster passphrase' };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-bench-cluster-'));
  const cluster = await startCluster({ dir, objectStore: azuriteStore, env: { ...RAISED_LIMITS, FOLIO_ADMIN_EMAIL: admin.email, FOLIO_ADMIN_PASSWORD: admin.password } });
  const appHost = new URL(cluster.appUrl).host;
  const pinned = await Promise.all(cluster.servers.map((_, i) => pinnedServer(() => cluster.servers[i]!.port, appHost)));
  try {
    const { token, userId } = await signIn(pinned[0]!.url, admin);
    return await concurrentEditing(pinned.map((p) => p.url), token, userId);
  } finally {
    for (const p of pinned) await p.close();
    await cluster.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function benchCollab(server: ServerProcess, token: string, authorId: string): Promise<CollabFigures> {
  const editing = await concurrentEditing([server.url], token, authorId);
  const memory = await memoryAndHistory(server, token, authorId);
  // Needs nginx and Redis from Debian (the cluster's); without them the row says it was not measured.
  const canCluster = fs.existsSync('/usr/sbin/nginx') && fs.existsSync('/usr/bin/redis-server');
  const acrossTwo = canCluster ? await acrossTwoServers() : null;
  return { ...editing, ...memory, acrossTwo };
}

export function printCollabFigures(f: CollabFigures): void {
  console.log(`\nCo-editing: ${EDITORS} editors on one folio for ${SECONDS} s, ${f.edits.toLocaleString('en')} edits (inserts, moves, typing)`);
  const p95 = percentile(f.latencies, 0.95);
  console.log(
    `  an insert or move seen by the others (${f.latencies.length.toLocaleString('en')} arrivals): p50 ${percentile(f.latencies, 0.5).toFixed(1)} ms, ` +
      `p95 ${p95.toFixed(1)} ms ${goal('co-editing: edit seen by others, p95 (one server)', p95, '<=', 200, 'ms')}, p99 ${percentile(f.latencies, 0.99).toFixed(1)} ms`,
  );
  console.log(`  every editor ends with the same folio: ${f.converged ? 'yes' : 'NO'}; inserted blocks lost: ${f.lost} ${goal('co-editing: inserted blocks lost', f.lost, '<=', 0)}, held twice: ${f.duplicated} ${goal('co-editing: blocks held twice', f.duplicated, '<=', 0)}`);
  if (f.acrossTwo) {
    const two = f.acrossTwo;
    const p95two = percentile(two.latencies, 0.95);
    console.log(`  across two servers (Redis), ${two.edits.toLocaleString('en')} edits: p50 ${percentile(two.latencies, 0.5).toFixed(1)} ms, p95 ${p95two.toFixed(1)} ms ${goal('co-editing: edit seen by others, p95 (two servers)', p95two, '<=', 200, 'ms')}, p99 ${percentile(two.latencies, 0.99).toFixed(1)} ms`);
    console.log(`  across two servers: same folio everywhere: ${two.converged ? 'yes' : 'NO'}; lost ${two.lost} ${goal('co-editing across two servers: inserted blocks lost', two.lost, '<=', 0)}, held twice ${two.duplicated} ${goal('co-editing across two servers: blocks held twice', two.duplicated, '<=', 0)}`);
  } else console.log('  across two servers: not measured (needs nginx-light and redis-server from Debian)');
  console.log(`  server memory per open 1,000-block folio: ${f.memoryPerFolioMb.toFixed(1)} MB`);
  console.log(`  a 1,000-block folio after 1,000 edits: stored state ${(f.stateBytes / 1024).toFixed(0)} KiB, kept versions ${(f.versionsBytes / 1024).toFixed(0)} KiB`);
}

if (import.meta.main) await runAlone('collab', async (server, token, admin) => printCollabFigures(await benchCollab(server, token, admin.id)));
