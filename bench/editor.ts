// Editor benchmark: a generated folio with 1,000 blocks, opened in Debian's Chromium.
// Prints the time to load it in the editor (navigation start → all 1,000 blocks on the canvas, and → the first frame
// drawn with them), the same for the same blocks opened as a published page on the sites origin in the same run
// (the yardstick for a noisy machine: editor load ÷ published load), and the time a single text edit takes to re-render (typing into a widget's label field in the side panel → the canvas shows
// it; React commits discrete input events synchronously, so the time of the input dispatch plus a forced
// layout is the whole update).
import { createFolio, type FolioDocument } from '../packages/model/src/index.ts';
import { fillWithBlocks } from '../e2e/blockFolio.ts';
import { launchBrowser } from '../e2e/browser.ts';
import { sitesOriginOf } from '../e2e/client.ts';
import type { ServerProcess } from '../packages/server/test/lifecycle/serverProcess.ts';
import { goal } from './goals.ts';
import { percentile } from './stats.ts';

const BLOCKS = 1000;
const LOAD_RUNS = 5;
const EDIT_RUNS = 60;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/** 10 tiles × 1 layout × 2 columns × 50 blocks: 999 text resources and one text widget in the middle. */
export function thousandBlockFolio(authorId: string): { doc: FolioDocument; widgetId: string } {
  return fillWithBlocks(createFolio(authorId, { name: 'Bench: 1,000 blocks' }), {
    tiles: 10,
    columnsPerTile: 2,
    blocksPerColumn: BLOCKS / 20,
    widgetAt: BLOCKS / 2,
    text: (n) => `<p>Block ${n}: <strong>some</strong> text of the folio.</p>`,
  });
}

async function api(server: ServerProcess, token: string, method: string, url: string, body?: unknown) {
  const res = await fetch(`${server.url}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${JSON.stringify(json)}`);
  return json;
}

export interface EditorFigures {
  loadMs: number[];
  /** navigation → the first frame drawn after all blocks are on the canvas (style, layout and paint included) */
  loadDrawnMs: number[];
  /** the same 1,000 blocks opened as a published page on the sites origin, in the same browser and run */
  publishedMs: number[];
  publishedDrawnMs: number[];
  editMs: number[];
}

/** The time at the end of the next frame (its style, layout and paint done). */
const afterNextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0)));

export async function benchEditor(server: ServerProcess, user: { id: string; email: string; password: string; token: string }): Promise<EditorFigures> {
  const created = await api(server, user.token, 'POST', '/api/folios', { name: 'Bench: 1,000 blocks' });
  const folioId = String(created.id);
  const { doc, widgetId } = thousandBlockFolio(user.id);
  await api(server, user.token, 'PATCH', `/api/folios/${folioId}`, {
    baseVersion: created.version,
    log: [{ action: 'overwrite' }],
    root: { ...doc.root, name: 'Bench: 1,000 blocks', isPublic: true },
    nodes: doc.nodes,
    replaceNodes: true,
  });
  await api(server, user.token, 'PATCH', `/api/folios/${folioId}/publish`, {});
  const publishedUrl = `${sitesOriginOf(server.url)}/folio/${folioId}/page/${doc.root.pages[0]}`;

  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/login`);
    await page.getByTestId('login-username').fill(user.email);
    await page.getByTestId('login-password').fill(user.password);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('dashboard-heading').waitFor();

    // Each load in a fresh tab, so the time does not include unloading the previous 1,000-block page.
    const loadMs: number[] = [];
    const loadDrawnMs: number[] = [];
    for (let i = 0; i < LOAD_RUNS; i++) {
      const tab = await context.newPage();
      await tab.goto(`${server.url}/folios/${folioId}/edit`);
      await tab.waitForFunction((n) => document.querySelectorAll('[data-editor-node="block"]').length >= n, BLOCKS, { polling: 'raf', timeout: 60_000 });
      loadMs.push(await tab.evaluate(() => performance.now()));
      loadDrawnMs.push(await tab.evaluate(afterNextFrame));
      await tab.close();
    }
    // The yardstick, measured the same way: the published page showing the same blocks (its first visit renders
    // it on the server, so the first run is left out).
    const publishedMs: number[] = [];
    const publishedDrawnMs: number[] = [];
    for (let i = 0; i <= LOAD_RUNS; i++) {
      const tab = await context.newPage();
      await tab.goto(publishedUrl);
      await tab.waitForFunction((n) => document.querySelectorAll('.fo-block').length >= n, BLOCKS, { polling: 'raf', timeout: 60_000 });
      const shown = await tab.evaluate(() => performance.now());
      const drawn = await tab.evaluate(afterNextFrame);
      if (i > 0) {
        publishedMs.push(shown);
        publishedDrawnMs.push(drawn);
      }
      await tab.close();
    }
    await page.goto(`${server.url}/folios/${folioId}/edit`);
    await page.waitForFunction((n) => document.querySelectorAll('[data-editor-node="block"]').length >= n, BLOCKS, { polling: 'raf', timeout: 60_000 });

    await page.locator(`[data-node-id="${widgetId}"]`).first().click();
    const field = page.getByTestId('panel-widget-label-text');
    await field.waitFor();
    const editMs = await page.evaluate(
      ({ runs, widgetId }) => {
        const input = document.querySelector<HTMLInputElement>('[data-testid="panel-widget-label-text"]')!;
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
        const canvasNode = document.querySelector(`[data-node-id="${widgetId}"]`)!;
        const times: number[] = [];
        for (let i = 0; i < runs; i++) {
          const text = `Bench label ${i}`;
          const start = performance.now();
          setValue.call(input, text);
          input.dispatchEvent(new Event('input', { bubbles: true }));
          void document.body.offsetHeight; // force style and layout, as a paint would
          times.push(performance.now() - start);
          if (!canvasNode.isConnected || !document.querySelector(`[data-node-id="${widgetId}"]`)!.textContent!.includes(text)) {
            throw new Error(`the canvas did not show "${text}" after the edit`);
          }
        }
        return times;
      },
      { runs: EDIT_RUNS, widgetId },
    );
    await context.close();
    return { loadMs, loadDrawnMs, publishedMs, publishedDrawnMs, editMs };
  } finally {
    await browser.close();
  }
}

export function printEditorFigures(f: EditorFigures): void {
  console.log(`\nEditor, a folio with ${BLOCKS} blocks, in Chromium:`);
  console.log(`  load (navigation → ${BLOCKS} blocks on the canvas), ${f.loadMs.length} runs: median ${median(f.loadMs).toFixed(0)} ms, max ${Math.max(...f.loadMs).toFixed(0)} ms ${goal(`editor load, ${BLOCKS} blocks`, median(f.loadMs), '<', 1000, 'ms')}`);
  const ratio = median(f.loadMs) / median(f.publishedMs);
  console.log(`  the same blocks as a published page, ${f.publishedMs.length} runs: median ${median(f.publishedMs).toFixed(0)} ms; editor load ÷ published load: ${ratio.toFixed(1)}× ${goal('editor load ÷ the same blocks published', ratio, '<=', 3)}`);
  const drawnRatio = median(f.loadDrawnMs) / median(f.publishedDrawnMs);
  console.log(
    `  to the first frame drawn with them: editor median ${median(f.loadDrawnMs).toFixed(0)} ms, published median ${median(f.publishedDrawnMs).toFixed(0)} ms; ratio ${drawnRatio.toFixed(1)}×`,
  );
  console.log(`  single text edit re-render, ${f.editMs.length} edits: p50 ${median(f.editMs).toFixed(2)} ms, p95 ${percentile(f.editMs, 0.95).toFixed(2)} ms ${goal('editor, one text edit re-render p95', percentile(f.editMs, 0.95), '<', 16, 'ms')}`);
}

if (import.meta.main) {
  const { runAlone } = await import('./alone.ts');
  await runAlone('editor', async (server, token, admin) => printEditorFigures(await benchEditor(server, { ...admin, token })));
}
