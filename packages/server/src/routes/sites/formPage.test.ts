// Issue 31 on published pages: a form's closed note drawn by its window (the page changes at the closing instant,
// its ETag and render cache with it), and the author's rich thank-you sanitized like every text.
import type { ButtonWidget, FolioDocument, FolioRoot } from '@folio/model';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { SITES, formDoc, publishedForm } from '../submissions/testing.ts';

const { app, db } = await createTestApp({ SITES_ORIGIN: `http://${SITES}` });

const visit = (folioId: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/folio/${folioId}/page/p1`, headers: { host: SITES, ...headers } });

/** The note's tag: hidden (open form) or shown (closed). */
const noteOf = (html: string) => /<div class="fo-closed"[^>]*>/.exec(html)?.[0] ?? '';

const withThanks = (thankYouHtml: string, root: Partial<FolioRoot> = {}) => (authorId: string): FolioDocument => {
  const doc = formDoc(authorId, root);
  const button = doc.nodes.send as ButtonWidget;
  const click = button.meta.action.click;
  if (click.type !== 'submit') throw new Error('send is a submit button');
  return { ...doc, nodes: { ...doc.nodes, send: { ...button, meta: { ...button.meta, action: { click: { ...click, thankYouHtml, allowAnother: false } } } } } };
};

describe('a published form’s window', () => {
  it('draws the closed note with the author’s message after closing, and the page changes at the closing instant', async () => {
    // Far enough ahead for a first render (which loads the renderer) to happen before it.
    const closesAt = new Date(Date.now() + 5000).toISOString();
    const { folio } = await publishedForm(app, db, { root: { closesAt, closedMessage: 'Entries closed — see you next year.' } });
    const open = await visit(folio.id);
    expect(open.statusCode).toBe(200);
    expect(noteOf(open.body)).toMatch(/ hidden=""/);
    expect(noteOf(open.body)).toContain(`data-fo-closes="${Date.parse(closesAt)}"`);
    const etag = open.headers.etag as string;
    expect((await visit(folio.id, { 'if-none-match': etag })).statusCode).toBe(304);

    await new Promise((resolve) => setTimeout(resolve, Date.parse(closesAt) - Date.now() + 50));
    const closed = await visit(folio.id, { 'if-none-match': etag });
    expect(closed.statusCode).toBe(200);
    expect(closed.headers.etag).not.toBe(etag);
    expect(noteOf(closed.body)).not.toMatch(/ hidden=""/);
    expect(closed.body).toContain('role="status"><p class="fo-closed__text">Entries closed — see you next year.</p>');
  });

  it('before opening says when it opens; a form without a window has no window in its ETag', async () => {
    const { folio } = await publishedForm(app, db, { root: { opensAt: '2099-01-01T08:00:00Z' } });
    const page = await visit(folio.id);
    expect(page.body).toContain('This form opens on 1 January 2099, 08:00 UTC.');
    expect(page.body).toContain('data-fo-later="This form is closed."');
    expect(page.headers.etag).toMatch(/-wb-p1-/);
    const plain = await publishedForm(app, db);
    expect((await visit(plain.folio.id)).headers.etag).not.toMatch(/-w[boa]+-/);
  });
});

describe('the thank-you message on the page', () => {
  it('is the author’s rich text, sanitized: formatting and links stay, script and handlers never reach the page', async () => {
    const html = '<p>Thanks <strong>{{Your name}}</strong> &amp; <em>welcome</em>! <a href="https://example.com">More</a></p><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a>';
    const { folio } = await publishedForm(app, db, { doc: withThanks(html) });
    const body = (await visit(folio.id)).body;
    const thanks = /<div class="fo-thanks"[\s\S]*?<\/div><\/div>/.exec(body)?.[0] ?? '';
    expect(thanks).toContain('<strong>{{Your name}}</strong> &amp; <em>welcome</em>! <a href="https://example.com">More</a>');
    expect(thanks).toContain(`data-fo-quotes="${JSON.stringify({ 'Your name': 'name' }).replace(/"/g, '&quot;')}"`);
    expect(thanks).not.toMatch(/<script|onerror|javascript:/);
    expect(thanks).not.toContain('data-fo-again');
  });
});
