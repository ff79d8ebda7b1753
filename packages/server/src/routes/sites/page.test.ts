import type { NodeMap } from '@folio/model';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { add } from '@folio/model/testing';
import { bearer, buildBlob, buildFolio, buildUser, tokenFor } from '../../../test/factories.ts';
import { blobs, folioPublications } from '../../db/schema.ts';
import { fetchForEditing, patchFolio, sampleDoc } from '../folios/testing.ts';
import { SITES_CSP } from './csp.ts';
import { publishedFolio as publishDoc, textDoc } from './testing.ts';

const { app, db, config } = await createTestApp();
const sitesHost = new URL(config.SITES_ORIGIN).host;
const appHost = new URL(config.APP_ORIGIN).host;

async function publishedFolio({ isPublic = true, publish = true } = {}) {
  const user = await buildUser(db);
  const doc = sampleDoc(user.id);
  const folio = await buildFolio(db, {
    authorId: user.id,
    doc: { ...doc, root: { ...doc.root, name: 'Garden notes', isPublic } },
    isPublic,
  });
  const token = await tokenFor(db, user.id);
  if (publish) {
    const res = await app.inject({ method: 'PATCH', url: `/api/folios/${folio.id}/publish`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
  }
  return { folio, token };
}

const visit = (folioId: string, pageId = 'p1', headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/folio/${folioId}/page/${pageId}`, headers: { host: sitesHost, ...headers } });

/**
 * Rewrites the stored snapshot's nodes, as if they had been stored by an older, laxer server, and stamps it as a
 * new publication (rendered pages are cached per publication).
 */
async function alterSnapshot(folioId: string, change: (nodes: NodeMap) => NodeMap) {
  const [row] = await db.select().from(folioPublications).where(eq(folioPublications.folioId, folioId));
  await db
    .update(folioPublications)
    .set({ nodes: change(row!.nodes), publishedAt: new Date(row!.publishedAt.getTime() + 1000) })
    .where(eq(folioPublications.folioId, folioId));
  // Written straight into the database: this server's page cache hears of it through the change feed.
  await app.changes.sync();
}

describe('GET {SITES_ORIGIN}/folio/{folioId}/page/{pageId}', () => {
  it('renders a published page to a full HTML document with its text, title and metadata', async () => {
    const { folio } = await publishedFolio();
    const res = await visit(folio.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body.startsWith('<!doctype html>')).toBe(true);
    expect(res.body).toContain('<p>Hello</p>');
    expect(res.body).toMatch(/<title>[^<]+<\/title>/);
    expect(res.body).toContain(`<link rel="canonical" href="${config.SITES_ORIGIN}/folio/${folio.id}/page/p1">`);
    expect(res.body).toContain('<meta name="description" content="');
    expect(res.body).toContain('<meta property="og:title"');
    expect(res.body).not.toContain('name="robots"');
    expect(res.headers['content-security-policy']).toBe(SITES_CSP);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('titles the page by its name, then the folio name, else either alone', async () => {
    const { folio } = await publishedFolio();
    await alterSnapshot(folio.id, (nodes) => ({ ...nodes, p1: { ...nodes.p1!, name: 'Roses & tulips' } as NodeMap[string] }));
    expect((await visit(folio.id)).body).toContain('<title>Roses &amp; tulips · Garden notes</title>');
    await alterSnapshot(folio.id, (nodes) => ({ ...nodes, p1: { ...nodes.p1!, name: '' } as NodeMap[string] }));
    expect((await visit(folio.id)).body).toContain('<title>Garden notes</title>');
  });

  it('heads a page without a level-one heading with its title, visually hidden, and leaves the author’s own h1 alone', async () => {
    const { folio } = await publishedFolio();
    await alterSnapshot(folio.id, (nodes) => ({ ...nodes, p1: { ...nodes.p1!, name: 'Roses & tulips' } as NodeMap[string], r1: { ...nodes.r1!, html: '<h2>Planting</h2>' } as NodeMap[string] }));
    const headed = (await visit(folio.id)).body;
    expect(headed).toContain('<main id="main"><h1 class="fo-visually-hidden">Roses &amp; tulips</h1>');
    expect(headed.match(/<h1[\s>]/g)).toHaveLength(1);
    await alterSnapshot(folio.id, (nodes) => ({ ...nodes, r1: { ...nodes.r1!, html: '<h1>Our roses</h1><h2>Planting</h2>' } as NodeMap[string] }));
    const own = (await visit(folio.id)).body;
    expect(own).not.toContain('fo-visually-hidden">Roses');
    expect(own.match(/<h1[\s>]/g)).toHaveLength(1);
  });

  it('shows the published snapshot, not edits saved after publishing', async () => {
    const { folio, token } = await publishedFolio();
    const current = await fetchForEditing(app, token, folio.id);
    const saved = await patchFolio(app, token, folio.id, {
      baseVersion: current.version,
      log: [{ action: 'updateText', path: 'nodes.r1.html' }],
      nodes: { r1: { ...current.nodes.r1, html: '<p>Draft not yet published</p>' } },
    });
    expect(saved.statusCode).toBe(200);
    const res = await visit(folio.id);
    expect(res.body).toContain('<p>Hello</p>');
    expect(res.body).not.toContain('Draft not yet published');
  });

  it('answers 404 with a small HTML page for an unpublished folio, a private one, an unknown page or folio', async () => {
    const unpublished = await publishedFolio({ publish: false });
    const hidden = await publishedFolio({ isPublic: false });
    const published = await publishedFolio();
    for (const res of [
      await visit(unpublished.folio.id),
      await visit(hidden.folio.id),
      await visit(published.folio.id, 't1'),
      await visit(published.folio.id, 'nope'),
      await visit('00000000-0000-4000-8000-000000000000'),
      await visit('not-a-uuid'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('Page not found');
      expect(res.body).not.toContain('Hello');
    }
  });

  it('is not served on the app origin', async () => {
    const { folio } = await publishedFolio();
    const res = await app.inject({ method: 'GET', url: `/folio/${folio.id}/page/p1`, headers: { host: appHost } });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Hello');
    const css = await app.inject({ method: 'GET', url: '/_folio/folio.css', headers: { host: appHost } });
    expect(css.statusCode).toBe(404);
  });

  it('sanitizes stored HTML again at render, so a smuggled script never reaches the page', async () => {
    const { folio } = await publishedFolio();
    await alterSnapshot(folio.id, (nodes) => ({
      ...nodes,
      r1: { ...nodes.r1!, html: '<p>Safe<script>alert(1)</script><img src=x onerror="alert(2)"></p>' } as NodeMap[string],
    }));
    const res = await visit(folio.id);
    expect(res.statusCode).toBe(200);
    const body = res.body.slice(res.body.indexOf('<body'));
    expect(body).toContain('Safe');
    expect(body).not.toContain('<script');
    expect(body).not.toContain('onerror');
  });

  it('leaves out a stored text over the rich-text limits (from before they existed) and still serves the page', async () => {
    const { folio } = await publishedFolio();
    await alterSnapshot(folio.id, (nodes) => ({
      ...nodes,
      r1: { ...nodes.r1!, html: `<p>${'<b>x</b>'.repeat(6000)}</p>` } as NodeMap[string],
    }));
    const res = await visit(folio.id);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>');
    expect(res.body).not.toContain('<b>x</b>');
  });

  it('gives every link that opens a new tab rel="noopener noreferrer" in the HTML itself, and leaves other links alone', async () => {
    const { folio } = await publishedFolio();
    await alterSnapshot(folio.id, (nodes) => ({
      ...nodes,
      r1: {
        ...nodes.r1!,
        html: '<p><a href="https://example.com/x" target="_blank" rel="nofollow">x</a> <a href="https://example.com/same" rel="opener">y</a></p>',
      } as NodeMap[string],
    }));
    const body = (await visit(folio.id)).body;
    expect(body).toContain('<a href="https://example.com/x" target="_blank" rel="noopener noreferrer">x</a>');
    expect(body).toContain('<a href="https://example.com/same">y</a>');
  });

  it('carries a robots noindex meta when the page is marked noindex', async () => {
    const { folio } = await publishedFolio();
    await alterSnapshot(folio.id, (nodes) => ({ ...nodes, p1: { ...nodes.p1!, noindex: true } as unknown as NodeMap[string] }));
    expect((await visit(folio.id)).body).toContain('<meta name="robots" content="noindex">');
  });

  it('carries the noindex meta once a page marked noindex in the editor is published', async () => {
    const { folio, token } = await publishedFolio();
    const current = await fetchForEditing(app, token, folio.id);
    const saved = await patchFolio(app, token, folio.id, {
      baseVersion: current.version,
      log: [{ action: 'update', path: 'nodes.p1.noindex' }],
      nodes: { p1: { ...current.nodes.p1, noindex: true } },
    });
    expect(saved.statusCode).toBe(200);
    expect((await visit(folio.id)).body).not.toContain('name="robots"');
    await app.inject({ method: 'PATCH', url: `/api/folios/${folio.id}/publish`, headers: bearer(token) });
    expect((await visit(folio.id)).body).toContain('<meta name="robots" content="noindex">');
  });

  it('answers 304 to a matching If-None-Match and a new ETag after publishing again', async () => {
    const { folio, token } = await publishedFolio();
    const first = await visit(folio.id);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await visit(folio.id, 'p1', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const republished = await app.inject({ method: 'PATCH', url: `/api/folios/${folio.id}/publish`, headers: bearer(token) });
    expect(republished.statusCode).toBe(200);
    const after = await visit(folio.id, 'p1', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
  });
});

describe('asset resources on a published page', () => {
  it('draws an uploaded image from its blob with its intrinsic size, the first image at once and later ones lazily', async () => {
    const user = await buildUser(db);
    const token = await tokenFor(db, user.id);
    const photo = await buildBlob(db, { ownerId: user.id, width: 1200, height: 675 });
    const later = await buildBlob(db, { ownerId: user.id, width: 300, height: 200, mimeSubtype: 'webp' });
    const pdf = await buildBlob(db, { ownerId: user.id, kind: 'file', mimeType: 'application', mimeSubtype: 'pdf', width: null, height: null });
    const doc = textDoc(user.id, 'Pictures', '<p>Pictures</p>', (d) => {
      let out = d;
      for (const [i, url] of [`/blob/${photo.id}`, `/blob/${later.id}`, `/blob/${pdf.id}`, 'https://cdn.example.com/pic'].entries()) {
        out = add(out, 'c1', 'block', `ab${i}`);
        out = add(out, `ab${i}`, 'asset-resource', `ar${i}`, { url, name: `Asset ${i}`, alt: `Picture ${i}` });
      }
      return out;
    });
    const folio = await publishDoc(app, db, token, doc);
    const html = (await visit(folio.id)).body;
    const imgs = [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
    expect(imgs).toHaveLength(2);
    expect(imgs[0]).toContain(`src="/blob/${photo.id}"`);
    expect(imgs[0]).toContain('width="1200"');
    expect(imgs[0]).toContain('height="675"');
    expect(imgs[0]).toContain('loading="eager"');
    expect(imgs[0]).toContain('fetchPriority="high"');
    expect(imgs[1]).toContain(`src="/blob/${later.id}"`);
    expect(imgs[1]).toContain('width="300"');
    expect(imgs[1]).toContain('loading="lazy"');
    expect(imgs[1]).not.toContain('fetchPriority');
    // Not an image: still a link to the file; an address that is not one of our files: as the author gave it.
    expect(html).toMatch(new RegExp(`<a href="/blob/${pdf.id}" download="Asset 2"`));
    expect(html).toContain('href="https://cdn.example.com/pic"');
  });

  it('shows an image through its display copy once made, and keeps no rendered page while the copy is coming', async () => {
    const user = await buildUser(db);
    const token = await tokenFor(db, user.id);
    const photo = await buildBlob(db, { ownerId: user.id, width: 4000, height: 3000, mimeSubtype: 'jpeg', thumbnailPending: true });
    const doc = textDoc(user.id, 'Photo', '<p>Photo</p>', (d) => add(add(d, 'c1', 'block', 'ab'), 'ab', 'asset-resource', 'ar', { url: `/blob/${photo.id}`, decorative: true }));
    const folio = await publishDoc(app, db, token, doc);

    const early = await visit(folio.id);
    expect(early.statusCode).toBe(200);
    expect(early.body).toContain(`src="/blob/${photo.id}" alt="" width="4000" height="3000"`);
    // Not kept, and no ETag a browser would revalidate the page with the original picture against.
    expect(early.headers.etag).toBeUndefined();

    await db
      .update(blobs)
      .set({ thumbnailPending: false, displayKey: `display/${photo.id}.webp`, displayWidth: 1600, displayHeight: 1200 })
      .where(eq(blobs.id, photo.id));
    const later = await visit(folio.id);
    expect(later.body).toContain(`src="/blob/${photo.id}/display" alt="" width="1600" height="1200"`);
    expect(later.headers.etag).toBeTruthy();
    expect((await visit(folio.id, 'p1', { 'if-none-match': later.headers.etag as string })).statusCode).toBe(304);
  });
});
