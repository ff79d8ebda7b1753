import { JSDOM, VirtualConsole } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { createNode, type FolioDocument } from '@folio/model';
import { createTestApp } from '../../../test/app.ts';
import { bearer, buildFolio, buildUser, tokenFor } from '../../../test/factories.ts';
import { XSS_VECTORS } from './fixtures/xssVectors.ts';
import { add, fetchForEditing, patchFolio, sampleDoc } from './testing.ts';

const { app, db } = await createTestApp();

const FORBIDDEN_ELEMENTS = ['script', 'iframe', 'object', 'embed', 'base', 'form', 'meta', 'link', 'style', 'svg', 'math', 'frame', 'frameset', 'template', 'img', 'input', 'button'];
const URL_ATTRIBUTES = ['href', 'src', 'xlink:href', 'action', 'formaction', 'data', 'background'];
const STYLE_PROPERTIES = new Set(['text-align', 'color', 'font-family']);

/** Every way the stored HTML could still run script, found by parsing it as a browser would. */
function dangersIn(html: string): string[] {
  const { document } = new JSDOM(`<!doctype html><body>${html}</body>`, { virtualConsole: new VirtualConsole() }).window;
  const found: string[] = [];
  for (const el of document.body.querySelectorAll('*')) {
    const tag = el.tagName.toLowerCase();
    if (FORBIDDEN_ELEMENTS.includes(tag)) found.push(`<${tag}>`);
    for (const attr of el.attributes) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on')) found.push(`${tag}[${name}]`);
      if (URL_ATTRIBUTES.includes(name)) {
        // eslint-disable-next-line no-control-regex -- browsers ignore control characters inside a URL scheme
        const compact = attr.value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
        if (/^(?:javascript|vbscript|data):/.test(compact)) found.push(`${tag}[${name}=${attr.value}]`);
        if (name === 'href' && !/^(?:https?:|mailto:)/.test(compact)) found.push(`${tag}[href=${attr.value}] is not http/https/mailto`);
      }
      if (name === 'style') {
        for (const decl of attr.value.split(';').filter((d) => d.trim())) {
          const prop = decl.split(':')[0]!.trim().toLowerCase();
          if (!STYLE_PROPERTIES.has(prop)) found.push(`${tag}[style ${prop}]`);
        }
        if (/expression|url\(|javascript/i.test(attr.value)) found.push(`${tag}[style=${attr.value}]`);
      }
    }
    if (tag === 'a' && el.getAttribute('target') === '_blank' && !/noopener/.test(el.getAttribute('rel') ?? '')) {
      found.push('a[target=_blank] without rel=noopener');
    }
  }
  return found;
}

async function ownFolio() {
  const user = await buildUser(db);
  const folio = await buildFolio(db, { authorId: user.id, doc: sampleDoc(user.id) });
  return { user, folio, token: await tokenFor(db, user.id) };
}

// A NUL character is refused in any JSON body before it reaches the sanitizer (plugins/inputGuard.ts).
const NUL_VECTORS = XSS_VECTORS.filter((v) => v.html.includes('\u0000'));
const SANITIZED_VECTORS = XSS_VECTORS.filter((v) => !v.html.includes('\u0000'));

describe('rich text is sanitized on every write', () => {
  it(`removes every one of ${SANITIZED_VECTORS.length} XSS vectors sent through PATCH as text-resource HTML`, async () => {
    expect(SANITIZED_VECTORS.length).toBeGreaterThanOrEqual(60);
    const { folio, token, user } = await ownFolio();
    let doc: FolioDocument = sampleDoc(user.id);
    SANITIZED_VECTORS.forEach((v, i) => {
      doc = add(doc, 'c2', 'block', `xb${i}`);
      doc = add(doc, `xb${i}`, 'text-resource', `xr${i}`, { html: v.html });
    });
    // The dangerous HTML really is dangerous before it is sent: the check is not vacuous.
    const dangerousBefore = SANITIZED_VECTORS.filter((v) => dangersIn(v.html).length > 0).length;
    expect(dangerousBefore).toBeGreaterThanOrEqual(60);

    const res = await patchFolio(app, token, folio.id, { baseVersion: 1, log: [{ action: 'insert' }], root: doc.root, nodes: doc.nodes, replaceNodes: true });
    expect(res.statusCode).toBe(200);
    const stored = await fetchForEditing(app, token, folio.id);
    SANITIZED_VECTORS.forEach((v, i) => {
      const node = stored.nodes[`xr${i}`];
      expect(node, v.html).toMatchObject({ kind: 'text-resource' });
      const html = (node as { html: string }).html;
      expect(dangersIn(html), `${v.source}: ${v.html} → ${html}`).toEqual([]);
    });
  });

  it('refuses the XSS vectors that hide a NUL character with a 400 naming the field', async () => {
    expect(NUL_VECTORS.length).toBeGreaterThan(0);
    const { folio, token } = await ownFolio();
    const before = await fetchForEditing(app, token, folio.id);
    for (const v of NUL_VECTORS) {
      const res = await patchFolio(app, token, folio.id, { baseVersion: 1, log: [], nodes: { r1: { ...before.nodes.r1, html: v.html } } });
      expect(res.statusCode, v.html).toBe(400);
      expect(res.json().message).toBe('body.nodes.r1.html contains a NUL character (U+0000); remove it');
    }
  });

  it('keeps basic formatting, headings, lists, safe links and the allowed inline styles', async () => {
    const { folio, token } = await ownFolio();
    const before = await fetchForEditing(app, token, folio.id);
    const html =
      '<h2>Title</h2><p style="text-align: center; color: #ff0000; font-family: Roboto, sans-serif">' +
      '<strong>bold</strong> <em>it</em> <u>u</u> <s>s</s></p><ul><li>one</li></ul><ol><li>two</li></ol>' +
      '<p><a href="https://example.com" target="_blank" rel="noopener noreferrer">link</a> <a href="mailto:a@example.com">mail</a></p>';
    const res = await patchFolio(app, token, folio.id, { baseVersion: 1, log: [], nodes: { r1: { ...before.nodes.r1, html } } });
    expect(res.statusCode).toBe(200);
    expect((await fetchForEditing(app, token, folio.id)).nodes.r1).toMatchObject({ html });
  });

  it('forces rel=noopener on links that open a new tab and drops unknown targets', async () => {
    const { folio, token } = await ownFolio();
    const before = await fetchForEditing(app, token, folio.id);
    const html = '<p><a href="https://a.example" target="_blank">a</a><a href="https://b.example" target="evil">b</a></p>';
    await patchFolio(app, token, folio.id, { baseVersion: 1, log: [], nodes: { r1: { ...before.nodes.r1, html } } });
    expect((await fetchForEditing(app, token, folio.id)).nodes.r1).toMatchObject({
      html: '<p><a href="https://a.example" target="_blank" rel="noopener noreferrer">a</a><a href="https://b.example">b</a></p>',
    });
  });

  it('sanitizes accordion panel content and answer-feedback texts too', async () => {
    const { folio, token } = await ownFolio();
    const before = await fetchForEditing(app, token, folio.id);
    const accordion = createNode('accordion-widget', { id: 'acc1' });
    accordion.meta.panels = [{ id: 'pa', title: 'T', content: '<p>ok<img src=x onerror=alert(1)></p>', collapsedByDefault: false, arrowColor: '', titleBgColor: '', contentBgColor: '' }];
    const text = createNode('text-widget', { id: 'tw1' });
    text.feedback.format.correctText = '<p onclick="alert(1)">Yes</p><script>alert(2)</script>';
    const res = await patchFolio(app, token, folio.id, {
      baseVersion: 1,
      log: [],
      nodes: { b2: { ...before.nodes.b2, resource: 'acc1' }, acc1: accordion, b3: { ...before.nodes.b3, resource: 'tw1' }, tw1: text },
    });
    expect(res.statusCode).toBe(200);
    const after = await fetchForEditing(app, token, folio.id);
    expect(after.nodes.acc1).toMatchObject({ meta: { panels: [{ content: '<p>ok</p>' }] } });
    expect(after.nodes.tw1).toMatchObject({ feedback: { format: { correctText: '<p>Yes</p>' } } });
  });

  it('sanitizes again when a folio is copied', async () => {
    const user = await buildUser(db);
    // Written straight to the database, as an older server might have stored it.
    let doc = sampleDoc(user.id);
    doc = { ...doc, nodes: { ...doc.nodes, r1: { id: 'r1', kind: 'text-resource', html: '<p>old<script>alert(1)</script></p>' } } };
    const folio = await buildFolio(db, { authorId: user.id, doc });
    const res = await app.inject({ method: 'POST', url: `/api/folios/${folio.id}/copy`, headers: bearer(await tokenFor(db, user.id)) });
    expect(res.statusCode).toBe(201);
    expect(res.json().nodes.r1.html).toBe('<p>old</p>');
  });
});
