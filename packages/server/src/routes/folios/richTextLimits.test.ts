import { RICH_TEXT_LIMITS, createNode } from '@folio/model';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bearer, buildFolio, buildUser, tokenFor } from '../../../test/factories.ts';
import { listen } from '../uploads/testing.ts';
import { fetchForEditing, sampleDoc } from './testing.ts';

const { app, db } = await createTestApp();
// A listening server, so that concurrent clients reach it over real sockets.
const base = await listen(app);

async function ownFolio() {
  const user = await buildUser(db);
  const folio = await buildFolio(db, { authorId: user.id, doc: sampleDoc(user.id) });
  return { folio, token: await tokenFor(db, user.id) };
}

async function send(method: string, path: string, token: string | null, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...(token ? bearer(token) : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as { error?: string; message?: string } & Record<string, unknown> };
}

/** PATCHes the text resource r1 of the sample folio with this HTML. */
async function saveText(html: string) {
  const { folio, token } = await ownFolio();
  const before = await fetchForEditing(app, token, folio.id);
  const res = await send('PATCH', `/api/folios/${folio.id}`, token, {
    baseVersion: 1,
    log: [{ action: 'updateText', path: 'nodes.r1.html' }],
    nodes: { r1: { ...before.nodes.r1, html } },
  });
  return { ...res, folio, token };
}

/** Well-formed HTML the sanitizer leaves as it is: paragraphs of formatted text with links (4 elements each). */
const richHtml = (paragraphs: number) =>
  '<p>Some <strong>bold</strong>, <em>italic</em> and <a href="https://example.com" target="_blank" rel="noopener noreferrer">linked</a> words.</p>'.repeat(
    paragraphs,
  );
/** Short formatted paragraphs (3 elements each). */
const compactHtml = (paragraphs: number) => '<p><strong>a</strong> <em>b</em></p>'.repeat(paragraphs);

const nested = (depth: number) => '<div>'.repeat(depth) + 'x' + '</div>'.repeat(depth);

describe('rich text over the limits is refused, and never blocks or crashes the server', () => {
  it('9 MB of <b>x</b> in one text is a 400 naming the field, while a concurrent client is served', async () => {
    const huge = '<b>x</b>'.repeat(1_179_648);
    const [patch, health] = await Promise.all([saveText(huge), fetch(`${base}/healthz`)]);
    expect(health.status).toBe(200);
    expect(patch.status).toBe(400);
    expect(patch.body.message).toBe(
      `nodes.r1.html is 9,437,184 characters of HTML, more than the 100,000 allowed in one text; split it into several texts`,
    );
    // Nothing was saved.
    expect((await fetchForEditing(app, patch.token, patch.folio.id)).version).toBe(1);
  });

  it('10,000 nested <div>s are a 400, not a 500, closed (110 KB) or left open (50 KB)', async () => {
    const closed = await saveText(nested(10_000));
    expect(closed.status).toBe(400);
    expect(closed.body.message).toBe(
      'nodes.r1.html is 110,001 characters of HTML, more than the 100,000 allowed in one text; split it into several texts',
    );
    const res = await saveText('<div>'.repeat(10_000));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      'nodes.r1.html has more than 5,000 HTML elements, the most allowed in one text; split it into several texts or remove formatting',
    );
  });

  it(`nesting deeper than ${RICH_TEXT_LIMITS.maxDepth} levels is a 400 found by parsing, with few enough tags to pass the first check`, async () => {
    const res = await saveText(nested(RICH_TEXT_LIMITS.maxDepth + 1));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`nodes.r1.html nests HTML elements more than ${RICH_TEXT_LIMITS.maxDepth} levels deep; remove some of the nesting`);
  });

  it('misnested formatting that makes the parser build far more elements than there are tags is a 400', async () => {
    // 1,000 open <b>s are reopened inside each of 1,000 later <div>s: 27 KB of HTML, a million elements.
    const html = '<div>' + Array.from({ length: 1000 }, (_, i) => `<b title="${i}">`).join('') + '</div>' + '<div>x</div>'.repeat(1000);
    expect(html.length).toBeLessThan(RICH_TEXT_LIMITS.maxLength);
    const res = await saveText(html);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^nodes\.r1\.html has more than 5,000 HTML elements/);
  });

  it('an accordion panel and an answer-feedback text over the limits are refused with their own field names', async () => {
    const { folio, token } = await ownFolio();
    const before = await fetchForEditing(app, token, folio.id);
    const accordion = createNode('accordion-widget', { id: 'acc1' });
    accordion.meta.panels = [
      { id: 'pa', title: 'A', content: '<p>fine</p>', collapsedByDefault: false, arrowColor: '', titleBgColor: '', contentBgColor: '' },
      { id: 'pb', title: 'B', content: nested(200), collapsedByDefault: false, arrowColor: '', titleBgColor: '', contentBgColor: '' },
    ];
    const panel = await send('PATCH', `/api/folios/${folio.id}`, token, {
      baseVersion: 1,
      log: [],
      nodes: { b2: { ...before.nodes.b2, resource: 'acc1' }, acc1: accordion },
    });
    expect(panel.status).toBe(400);
    expect(panel.body.message).toMatch(/^nodes\.acc1\.meta\.panels\.1\.content nests HTML elements more than 100 levels deep/);

    const widget = createNode('text-widget', { id: 'tw1' });
    widget.feedback.format.incorrectText = 'x'.repeat(RICH_TEXT_LIMITS.maxLength + 1);
    const feedback = await send('PATCH', `/api/folios/${folio.id}`, token, {
      baseVersion: 1,
      log: [],
      nodes: { b3: { ...before.nodes.b3, resource: 'tw1' }, tw1: widget },
    });
    expect(feedback.status).toBe(400);
    expect(feedback.body.message).toMatch(/^nodes\.tw1\.feedback\.format\.incorrectText is 100,001 characters of HTML/);
  });

  it(`more than ${RICH_TEXT_LIMITS.maxPerSave.toLocaleString('en')} characters of new rich text in one save is a 400, even when each text is within the limits`, async () => {
    const { folio, token } = await ownFolio();
    const before = await fetchForEditing(app, token, folio.id);
    const text = (n: number) => `<p>${n}</p>` + 'x'.repeat(RICH_TEXT_LIMITS.maxLength - 20);
    const nodes: Record<string, unknown> = {};
    const count = Math.ceil(RICH_TEXT_LIMITS.maxPerSave / text(0).length) + 1;
    for (let i = 0; i < count; i++) {
      nodes[`bb${i}`] = { id: `bb${i}`, kind: 'block', resource: `tr${i}` };
      nodes[`tr${i}`] = { id: `tr${i}`, kind: 'text-resource', html: text(i) };
    }
    const c1 = before.nodes.c1 as { children: string[] };
    const res = await send('PATCH', `/api/folios/${folio.id}`, token, {
      baseVersion: 1,
      log: [],
      nodes: { ...nodes, c1: { ...before.nodes.c1, children: [...c1.children, ...Array.from({ length: count }, (_, i) => `bb${i}`)] } },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^body\.nodes carries 2,\d{3},\d{3} characters of new or changed rich text, more than the 2,000,000 one save may; save in smaller steps$/);
  });
});

describe('rich text within the limits is saved intact', () => {
  it('the largest allowed rich text (4,970 elements, 97 KB, 100 levels deep) is saved exactly as sent', async () => {
    const html = richHtml(400) + compactHtml(1090) + nested(RICH_TEXT_LIMITS.maxDepth);
    expect(html.length).toBeLessThanOrEqual(RICH_TEXT_LIMITS.maxLength);
    expect(html.length).toBeGreaterThan(RICH_TEXT_LIMITS.maxLength * 0.95);
    const res = await saveText(html);
    expect(res.status).toBe(200);
    expect((await fetchForEditing(app, res.token, res.folio.id)).nodes.r1).toMatchObject({ html });
  });

  it('several large texts saved at once by two users are all sanitized while health checks keep being answered', async () => {
    const dirty = richHtml(500) + '<p onclick="alert(1)">x<script>alert(2)</script></p>';
    const clean = richHtml(500) + '<p>x</p>';
    const [a, b, health] = await Promise.all([saveText(dirty), saveText(dirty), fetch(`${base}/healthz`)]);
    expect(health.status).toBe(200);
    expect([a.status, b.status]).toEqual([200, 200]);
    for (const saved of [a, b]) expect((await fetchForEditing(app, saved.token, saved.folio.id)).nodes.r1).toMatchObject({ html: clean });
  });

  it('a text sent back unchanged from the stored folio is kept, even one stored before the limits existed', async () => {
    const user = await buildUser(db);
    const old = '<p>' + '<b>x</b>'.repeat(RICH_TEXT_LIMITS.maxElements + 10) + '</p>';
    let doc = sampleDoc(user.id);
    doc = { ...doc, nodes: { ...doc.nodes, r1: { id: 'r1', kind: 'text-resource', html: old } } };
    const folio = await buildFolio(db, { authorId: user.id, doc });
    const token = await tokenFor(db, user.id);
    const before = await fetchForEditing(app, token, folio.id);
    const res = await send('PATCH', `/api/folios/${folio.id}`, token, {
      baseVersion: 1,
      log: [{ action: 'updateSettings', path: 'root.name' }],
      root: { name: 'Renamed' },
      nodes: { r1: before.nodes.r1 },
    });
    expect(res.status).toBe(200);
    const after = await fetchForEditing(app, token, folio.id);
    expect(after.root.name).toBe('Renamed');
    expect(after.nodes.r1).toMatchObject({ html: old });
  });
});
