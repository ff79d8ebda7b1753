// Embedding published folio pages in other sites (issue 30): frame permissions, the embed view, oEmbed, embed.js.
import { FOLIO_PARENT, type FolioDocument } from '@folio/model';
import { add } from '@folio/model/testing';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bearer, buildUser, tokenFor } from '../../../test/factories.ts';
import { fetchForEditing, patchFolio } from '../folios/testing.ts';
import { SITES_CSP } from './csp.ts';
import { EMBED_FRAME_SCRIPT_SRC } from './embedScripts.ts';
import { publishedFolio, textDoc } from './testing.ts';

const { app, db, config } = await createTestApp();
const sitesHost = new URL(config.SITES_ORIGIN).host;
const appHost = new URL(config.APP_ORIGIN).host;

let n = 0;
/** A public folio of two pages (p1 and p2), published; embeddable when told. */
async function folioOf({ embeddable = false, publish = true, isPublic = true } = {}) {
  const user = await buildUser(db);
  const token = await tokenFor(db, user.id);
  const url = `garden-${Date.now().toString(36)}-${n++}`;
  let doc: FolioDocument = textDoc(user.id, 'Garden', '<p>Tomatoes</p>');
  doc = add(doc, FOLIO_PARENT, 'page', 'p2', { name: 'Second' });
  doc = { ...doc, root: { ...doc.root, ...(embeddable ? { embeddable: true } : {}) } };
  const folio = await publishedFolio(app, db, token, doc, { isPublic, publish, url });
  return { folio, token, url };
}

const visit = (path: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: path, headers: { host: sitesHost, ...headers } });
const oembed = (query: string, host = sitesHost) =>
  app.inject({ method: 'GET', url: host === appHost ? `/public/api/oembed?${query}` : `/oembed?${query}`, headers: { host } });
const frameAncestors = (csp: unknown) => /frame-ancestors ([^;]+)/.exec(String(csp))?.[1];

describe('frame permissions of published pages', () => {
  it('keep a folio whose owner has not allowed embedding to its own origin’s frames', async () => {
    const { folio, url } = await folioOf();
    for (const path of [`/folio/${folio.id}/page/p1`, `/${url}`, `/folio/${folio.id}/page/p1?embed=1`]) {
      const res = await visit(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-security-policy']).toBe(SITES_CSP);
      expect(frameAncestors(res.headers['content-security-policy'])).toBe("'self'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.body).not.toContain('application/json+oembed');
      expect(res.body).not.toContain('embed-frame.js');
    }
  });

  it('let any site frame an embeddable folio’s pages, which name their oEmbed address', async () => {
    const { folio, url } = await folioOf({ embeddable: true });
    for (const path of [`/folio/${folio.id}/page/p1`, `/folio/${folio.id}/page/p2`, `/${url}`]) {
      const res = await visit(path);
      expect(res.statusCode, path).toBe(200);
      expect(frameAncestors(res.headers['content-security-policy'])).toBe('*');
      expect(res.headers['x-frame-options']).toBeUndefined();
      // Everything else of the sites CSP stays.
      expect(String(res.headers['content-security-policy']).replace('frame-ancestors *', "frame-ancestors 'self'")).toBe(SITES_CSP);
    }
    const page = await visit(`/folio/${folio.id}/page/p1`);
    const canonical = `${config.SITES_ORIGIN}/folio/${folio.id}/page/p1`;
    expect(page.body).toContain(
      `<link rel="alternate" type="application/json+oembed" href="${config.SITES_ORIGIN}/oembed?url=${encodeURIComponent(canonical).replace(/&/g, '&amp;')}&amp;format=json" title="Page 1 · Garden">`,
    );
    // The whole page: its pager, no embed script.
    expect(page.body).toContain('class="fo-pager"');
    expect(page.body).not.toContain('embed-frame.js');
  });

  it('answer ?embed=1 of an embeddable folio with the page alone and the height script, under an ETag of its own', async () => {
    const { folio } = await folioOf({ embeddable: true });
    const whole = await visit(`/folio/${folio.id}/page/p1`);
    const embed = await visit(`/folio/${folio.id}/page/p1?embed=1`);
    expect(embed.statusCode).toBe(200);
    expect(frameAncestors(embed.headers['content-security-policy'])).toBe('*');
    expect(embed.headers['x-frame-options']).toBeUndefined();
    expect(embed.body).toContain('<p>Tomatoes</p>');
    expect(embed.body).not.toContain('class="fo-pager"');
    expect(embed.body).toContain(`<script src="${EMBED_FRAME_SCRIPT_SRC.replace(/&/g, '&amp;')}" defer></script>`);
    // Analytics count the framed view as the folio's.
    expect(embed.body).toContain(`data-fo-track="folio:${folio.id}"`);
    expect(embed.headers.etag).toBeTruthy();
    expect(embed.headers.etag).not.toBe(whole.headers.etag);
    // Each is kept and revalidated under its own ETag: the render cache never gives one for the other.
    expect((await visit(`/folio/${folio.id}/page/p1?embed=1`, { 'if-none-match': String(embed.headers.etag) })).statusCode).toBe(304);
    expect((await visit(`/folio/${folio.id}/page/p1`)).body).toContain('class="fo-pager"');
    expect((await visit(`/folio/${folio.id}/page/p1?embed=1`)).body).not.toContain('class="fo-pager"');
  });

  it('follow the switch with the next publish: turned off and published again, the pages are the origin’s own again', async () => {
    const { folio, token } = await folioOf({ embeddable: true });
    expect(frameAncestors((await visit(`/folio/${folio.id}/page/p1`)).headers['content-security-policy'])).toBe('*');
    const stored = await fetchForEditing(app, token, folio.id);
    const saved = await patchFolio(app, token, folio.id, { baseVersion: stored.version, log: [], root: { embeddable: false } });
    expect(saved.statusCode).toBe(200);
    // Not yet published: visitors still get the published snapshot's permission.
    expect(frameAncestors((await visit(`/folio/${folio.id}/page/p1`)).headers['content-security-policy'])).toBe('*');
    expect((await app.inject({ method: 'PATCH', url: `/api/folios/${folio.id}/publish`, headers: bearer(token) })).statusCode).toBe(200);
    const after = await visit(`/folio/${folio.id}/page/p1?embed=1`);
    expect(frameAncestors(after.headers['content-security-policy'])).toBe("'self'");
    expect(after.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(after.body).not.toContain('embed-frame.js');
    expect(after.body).not.toContain('application/json+oembed');
    expect((await oembed(`url=${encodeURIComponent(`${config.SITES_ORIGIN}/folio/${folio.id}/page/p1`)}`)).statusCode).toBe(403);
  });
});

describe('GET /oembed', () => {
  it('answers the rich type for an embeddable page, by its page address or its friendly URL, on both origins', async () => {
    const { folio, url } = await folioOf({ embeddable: true });
    const pageUrl = `${config.SITES_ORIGIN}/folio/${folio.id}/page/p2`;
    const res = await oembed(`url=${encodeURIComponent(pageUrl)}&format=json`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.json()).toEqual({
      version: '1.0',
      type: 'rich',
      provider_name: 'Folio',
      provider_url: config.SITES_ORIGIN,
      title: 'Second · Garden',
      html: `<iframe src="${pageUrl}?embed=1" data-folio-embed title="Second · Garden" style="width:100%;border:0;height:600px" loading="lazy"></iframe><script src="${config.SITES_ORIGIN}/embed.js" async></script>`,
      width: 640,
      height: 600,
      cache_age: 3600,
    });
    const friendly = await oembed(`url=${encodeURIComponent(`${config.SITES_ORIGIN}/${url}`)}&maxwidth=400&maxheight=300`, appHost);
    expect(friendly.statusCode).toBe(200);
    expect(friendly.json()).toMatchObject({ title: 'Page 1 · Garden', width: 400, height: 300 });
    expect(friendly.json().html).toContain(`src="${config.SITES_ORIGIN}/${url}?embed=1"`);
  });

  it('refuses a page whose owner has not allowed embedding (403)', async () => {
    const { folio } = await folioOf();
    const res = await oembed(`url=${encodeURIComponent(`${config.SITES_ORIGIN}/folio/${folio.id}/page/p1`)}`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Forbidden', message: 'The owner of this folio has not allowed other sites to show it' });
  });

  it('answers 404 for a page never published, of a private folio, of an unknown page, on another host or not a page', async () => {
    const unpublished = await folioOf({ embeddable: true, publish: false });
    const hidden = await folioOf({ embeddable: true, isPublic: false });
    const shown = await folioOf({ embeddable: true });
    for (const address of [
      `${config.SITES_ORIGIN}/folio/${unpublished.folio.id}/page/p1`,
      `${config.SITES_ORIGIN}/folio/${hidden.folio.id}/page/p1`,
      `${config.SITES_ORIGIN}/folio/${shown.folio.id}/page/nope`,
      `${config.SITES_ORIGIN}/no-such-folio-here`,
      `https://elsewhere.example/folio/${shown.folio.id}/page/p1`,
      `${config.APP_ORIGIN}/folio/${shown.folio.id}/page/p1`,
      `${config.SITES_ORIGIN}/site/x/y`,
    ]) {
      const res = await oembed(`url=${encodeURIComponent(address)}`);
      expect(res.statusCode, address).toBe(404);
      expect(res.json(), address).toEqual({ error: 'Not Found', message: 'This address is not a published page of this Folio’s sites' });
    }
  });

  it('refuses an address that is not one (400), a missing url (400) and a format other than json (501)', async () => {
    const { folio } = await folioOf({ embeddable: true });
    const bad = await oembed('url=not%20a%20url');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/full web address/);
    expect((await oembed('format=json')).statusCode).toBe(400);
    const xml = await oembed(`url=${encodeURIComponent(`${config.SITES_ORIGIN}/folio/${folio.id}/page/p1`)}&format=xml`);
    expect(xml.statusCode).toBe(501);
    expect(xml.json()).toEqual({ error: 'Not Implemented', message: 'Only format=json is offered' });
  });
});

describe('the embed scripts', () => {
  it('serves /embed.js to other sites: JavaScript, cached a day, loadable cross-origin, listening for the sites origin', async () => {
    const res = await visit('/embed.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.body).toContain(JSON.stringify(new URL(config.SITES_ORIGIN).origin));
    expect(res.body).toContain("'folio:height'");
    expect(res.body).toContain('iframe[data-folio-embed]');
    // Only on the sites origin: the app has no such file.
    expect((await app.inject({ method: 'GET', url: '/embed.js', headers: { host: appHost } })).statusCode).not.toBe(200);
  });

  it('serves the embed view’s script under its hashed address, cached for a year', async () => {
    const res = await visit(EMBED_FRAME_SCRIPT_SRC);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.body).toContain("type: 'folio:height'");
    expect(res.body).toContain('ResizeObserver');
  });
});
