// Large and hostile input against a running server: while one client sends a request, four others poll
// GET /healthz back to back, and the health checks' latency shows whether that request blocks everyone else.
//   - the largest PATCH the limits allow: as many rich texts at the limits (about 98 KB and 4,970 elements each,
//     100 levels deep) as fit in the folio route's 10 MiB body limit, as many of them new as one save may
//     sanitize (RICH_TEXT_LIMITS.maxPerSave), the others as stored (seeded in SQL, so the seeding costs no time),
//   - 9 MB of <b>x</b> in one text (refused by the linear check),
//   - 4,000 elements nested 101 deep in one text (refused after parsing on a sanitizer thread),
//   - 10,000 nested <div>s in one text, and JSON nested 10,000 deep in a node (both refused before parsing).
// Prints, per row, the request's status and duration and the health checks' count, p50, p99 and max.
// Measured on the 2-core shared machine (2026-11), the largest allowed PATCH: health p99 48 ms, max 174 ms
// (idle p99 13 ms); the server before the limits sanitized every text of it on the event loop: 143 s, during
// which the health checks waited up to 142 s and 104 of 164 got 503 from the overload guard.
// Run alone with `node bench/input.ts` or as a section of `npm run bench`.
import { createFolio, createNode, insertNode, RICH_TEXT_LIMITS, type FolioDocument } from '../packages/model/src/index.ts';
import { PATCH_BODY_LIMIT } from '../packages/server/src/routes/folios/folios.ts';
import { withDb, type ServerProcess } from '../packages/server/test/lifecycle/serverProcess.ts';
import { runAlone } from './alone.ts';
import { percentile } from './stats.ts';

const PROBERS = 4;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const nested = (depth: number) => '<div>'.repeat(depth) + 'x' + '</div>'.repeat(depth);

/** A rich text at the limits, distinct per `n` (equal texts are sanitized once per request). */
function largestText(n: number): string {
  const para =
    '<p>Some <strong>bold</strong>, <em>italic</em> and <a href="https://example.com" target="_blank" rel="noopener noreferrer">linked</a> words.</p>';
  return `<p>Text ${n}</p>` + para.repeat(400) + '<p><strong>a</strong> <em>b</em></p>'.repeat(1089) + nested(RICH_TEXT_LIMITS.maxDepth);
}

/** One page, one tile, one layout, one column, and `texts` blocks each holding a text resource. */
function folioWithTexts(texts: string[]): FolioDocument {
  let doc = createFolio('bench', { name: 'Bench: largest allowed PATCH' });
  const tile = createNode('tile');
  const layout = createNode('layout');
  const column = createNode('column');
  doc = insertNode(doc, { parentId: doc.root.pages[0]!, node: tile });
  doc = insertNode(doc, { parentId: tile.id, node: layout });
  doc = insertNode(doc, { parentId: layout.id, node: column });
  for (const html of texts) {
    const block = createNode('block');
    doc = insertNode(doc, { parentId: column.id, node: block });
    doc = insertNode(doc, { parentId: block.id, node: createNode('text-resource', { html } as never) });
  }
  return doc;
}

export interface InputRow {
  name: string;
  bodyBytes: number;
  status: number;
  requestMs: number;
  /** latencies of the health checks answered while the request ran */
  healthMs: number[];
  healthNon200: number;
}

export interface InputFigures {
  idle: InputRow;
  rows: InputRow[];
}

/** Sends `body` as the request while PROBERS clients poll /healthz; answers the request's and the checks' figures. */
async function measure(server: ServerProcess, name: string, request: (() => Promise<{ status: number; bytes: number }>) | null): Promise<InputRow> {
  let running = true;
  const healthMs: number[] = [];
  let healthNon200 = 0;
  const probe = async () => {
    while (running) {
      const start = performance.now();
      // A reset connection (a server that fell over) counts as a failed check, not as the end of the run.
      const status = await fetch(`${server.url}/healthz`).then(
        async (res) => (await res.arrayBuffer(), res.status),
        () => 0,
      );
      healthMs.push(performance.now() - start);
      if (status !== 200) healthNon200++;
      await sleep(5);
    }
  };
  const probers = Array.from({ length: PROBERS }, probe);
  const start = performance.now();
  let answer = { status: 0, bytes: 0 };
  if (request) answer = await request();
  else await sleep(2000);
  const requestMs = performance.now() - start;
  running = false;
  await Promise.all(probers);
  return { name, bodyBytes: answer.bytes, status: answer.status, requestMs, healthMs, healthNon200 };
}

export async function benchInput(server: ServerProcess, user: { token: string }): Promise<InputFigures> {
  const headers = { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' };
  const newFolio = async () => {
    const res = await fetch(`${server.url}/api/folios`, { method: 'POST', headers, body: '{}' });
    return (await res.json()) as { id: string; version: number };
  };
  const patch = (id: string, body: string) => async () => {
    const res = await fetch(`${server.url}/api/folios/${id}`, { method: 'PATCH', headers, body });
    await res.arrayBuffer();
    return { status: res.status, bytes: Buffer.byteLength(body) };
  };
  const overwrite = (folio: { version: number }, doc: FolioDocument) =>
    JSON.stringify({ baseVersion: folio.version, log: [{ action: 'overwrite' }], root: doc.root, nodes: doc.nodes, replaceNodes: true });
  const oneText = async (html: string) => {
    const folio = await newFolio();
    return patch(folio.id, overwrite(folio, folioWithTexts([html])));
  };

  // As many texts at the limits as the body limit takes, leaving room for the rest of the document.
  const largest = await newFolio();
  const empty = overwrite(largest, folioWithTexts([])).length;
  const perText = overwrite(largest, folioWithTexts([largestText(0)])).length - empty;
  const count = Math.floor((PATCH_BODY_LIMIT - 64 * 1024 - empty) / perText);
  const fresh = Math.floor(RICH_TEXT_LIMITS.maxPerSave / largestText(0).length);
  // The structure through the API with small texts, then the stored texts made large in SQL.
  const seeded = folioWithTexts(Array.from({ length: count }, (_, n) => `<p>seed ${n}</p>`));
  const structure = await patch(largest.id, overwrite(largest, seeded))();
  if (structure.status !== 200) throw new Error(`seeding the largest folio answered ${structure.status}`);
  const stored: FolioDocument['nodes'] = {};
  let n = 0;
  for (const [id, node] of Object.entries(seeded.nodes)) stored[id] = node.kind === 'text-resource' ? { ...node, html: largestText(n++) } : node;
  await withDb(server.dataDir, (db) => db.query('UPDATE folios SET nodes = $1::jsonb WHERE id = $2', [JSON.stringify(stored), largest.id]));
  let changed = 0;
  const sent: FolioDocument['nodes'] = {};
  for (const [id, node] of Object.entries(stored)) {
    sent[id] = node.kind === 'text-resource' && changed < fresh ? { ...node, html: largestText(1000 + changed++) } : node;
  }
  const largestBody = overwrite({ version: largest.version + 1 }, { ...seeded, nodes: sent });
  const deepFolio = await newFolio();
  const deepJson = '['.repeat(10_000) + ']'.repeat(10_000);
  const deepBody = `{"baseVersion":${deepFolio.version},"log":[],"nodes":{"n1":{"id":"n1","kind":"text-resource","meta":${deepJson}}}}`;

  // Warm-up: the sanitizer thread starts on first use.
  await (await oneText('<p>warm-up</p>'))();

  const idle = await measure(server, 'no other request (2 s)', null);
  const rows = [
    await measure(
      server,
      `largest allowed PATCH: ${count} texts of ${largestText(0).length.toLocaleString('en')} chars, 4,970 elements, 100 deep, ${fresh} of them new`,
      patch(largest.id, largestBody),
    ),
    await measure(server, 'one text of 9 MB of <b>x</b>', await oneText('<b>x</b>'.repeat(1_179_648))),
    await measure(server, 'one text of 4,000 elements 101 deep', await oneText('<p>a</p>'.repeat(3_899) + nested(101))),
    await measure(server, 'one text of 10,000 nested <div>s', await oneText(nested(10_000))),
    await measure(server, 'JSON nested 10,000 deep in a node', patch(deepFolio.id, deepBody)),
  ];
  return { idle, rows };
}

export function printInputFigures(f: InputFigures): void {
  console.log(`\nLarge and hostile input (${PROBERS} clients polling GET /healthz back to back while one request runs):\n`);
  const header = ['request', 'body MB', 'status', 'request ms', 'checks', 'health p50 ms', 'health p99 ms', 'health max ms', 'non-200'];
  const lines = [f.idle, ...f.rows].map((r) => [
    r.name,
    (r.bodyBytes / 1e6).toFixed(2),
    r.status ? String(r.status) : '-',
    r.requestMs.toFixed(0),
    String(r.healthMs.length),
    percentile(r.healthMs, 0.5).toFixed(1),
    percentile(r.healthMs, 0.99).toFixed(1),
    Math.max(...r.healthMs).toFixed(1),
    String(r.healthNon200),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const fmt = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(fmt(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(fmt(line));
}

if (import.meta.main) await runAlone('input', async (server, token) => printInputFigures(await benchInput(server, { token })));
