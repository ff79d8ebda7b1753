import { createHash } from 'node:crypto';
import vm from 'node:vm';
import { gzipSync } from 'node:zlib';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { buildUser, buildWebsite, tokenFor } from '../../../test/factories.ts';
import { add, sampleDoc } from '../folios/testing.ts';
import { SITES_CSP } from './csp.ts';
import { FAVICON_HREF } from './favicon.ts';
import { publishedFolio, textDoc } from './testing.ts';

const { app, db, config } = await createTestApp();
const sitesHost = new URL(config.SITES_ORIGIN).host;
const appHost = new URL(config.APP_ORIGIN).host;
const IMMUTABLE = 'public, max-age=31536000, immutable';

const get = (url: string, host = sitesHost) => app.inject({ method: 'GET', url, headers: { host } });

/** The sample page, with a swivel around its text and a second text in Open Sans, published. */
async function publishedPage() {
  const user = await buildUser(db);
  let doc = sampleDoc(user.id);
  doc = add(doc, 'b1', 'swivel-interaction', 'i1');
  doc = add(doc, 'b2', 'text-resource', 'r2', { html: `<p><span style="font-family: 'Open Sans', sans-serif">Open</span></p>` });
  const folio = await publishedFolio(app, db, await tokenFor(db, user.id), doc);
  const page = await get(`/folio/${folio.id}/page/p1`);
  expect(page.statusCode).toBe(200);
  return page.body;
}

const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1]?.replace(/&amp;/g, '&');

describe('the visitor script on the sites origin', () => {
  it('serves folio.js as cacheable JavaScript with the sites security headers', async () => {
    const res = await get('/_folio/folio.js?v=anything');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers['content-security-policy']).toBe(SITES_CSP);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(() => new vm.Script(res.body)).not.toThrow();
    expect(res.body).not.toMatch(/react/i);
  });

  it('stays under the 15 KB gzipped budget of published pages', async () => {
    const { rawPayload } = await get('/_folio/folio.js');
    expect(gzipSync(rawPayload).length).toBeLessThan(15 * 1024);
  });

  it('is linked from a published page by the hash of its content, and works on that page', async () => {
    const html = await publishedPage();
    const src = attribute(html, /<script src="([^"]+)" defer><\/script>/)!;
    const script = await get(src);
    expect(src).toBe(`/_folio/folio.js?v=${createHash('sha256').update(script.body).digest('hex').slice(0, 12)}`);

    const { window } = new JSDOM(html, { runScripts: 'outside-only', url: `${config.SITES_ORIGIN}/folio/f/page/p1` });
    window.eval(script.body);
    if (window.document.readyState === 'loading') await new Promise((loaded) => window.document.addEventListener('DOMContentLoaded', loaded));
    const front = window.document.querySelector<HTMLButtonElement>('.fo-swivel__front')!;
    front.click();
    expect(window.document.querySelector('.fo-swivel')!.classList.contains('fo-swivel--flipped')).toBe(true);
    expect(front.getAttribute('aria-expanded')).toBe('true');
    window.close();
  });

  it('is not served on the app origin', async () => {
    for (const url of ['/_folio/folio.js', '/_folio/fonts.css', '/_folio/fonts/roboto-latin-400-normal.woff2', '/_folio/folio.css']) {
      expect((await get(url, appHost)).statusCode).toBe(404);
    }
  });
});

describe('fonts on the sites origin', () => {
  it('serves a stylesheet of all 22 fonts whose files are on this origin, with font-display swap', async () => {
    const res = await get('/_folio/fonts.css?v=x');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.body).toContain('url(/_folio/fonts/roboto-latin-400-normal.woff2)');
    expect(res.body).toContain('url(/_folio/fonts/roboto-latin-700-normal.woff)');
    expect(res.body).not.toContain('./files/');
    const families = new Set([...res.body.matchAll(/font-family: '([^']+)'/g)].map((m) => m[1]));
    expect(families.size).toBe(22);
    expect(res.body.match(/font-display: swap/g)!.length).toBe(res.body.match(/@font-face/g)!.length);
  });

  it('serves only the families asked for, and 404 for an unknown one', async () => {
    const res = await get('/_folio/fonts.css?v=x&families=roboto,open-sans');
    expect(res.body).toContain("font-family: 'Roboto'");
    expect(res.body).toContain("font-family: 'Open Sans'");
    expect(res.body).not.toContain("font-family: 'Satisfy'");
    expect((await get('/_folio/fonts.css?families=roboto,comic-sans')).statusCode).toBe(404);
  });

  it('serves a font file as font/woff2 with a year of cache', async () => {
    const res = await get('/_folio/fonts/roboto-latin-400-normal.woff2');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('font/woff2');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect((await get('/_folio/fonts/roboto-latin-400-normal.woff')).headers['content-type']).toBe('font/woff');
  });

  it('answers 404 to a path out of the fonts folder and to files that are not fonts', async () => {
    for (const url of [
      '/_folio/fonts/..%2f..%2fpackage.json',
      '/_folio/fonts/..%2F..%2F..%2F..%2Fpackage.json',
      '/_folio/fonts/%2e%2e/package.json',
      '/_folio/fonts/package.json',
      '/_folio/fonts/400.css',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('"name"');
    }
    // A NUL in any path is refused before routing (plugins/inputGuard.ts).
    const nul = await get('/_folio/fonts/roboto-latin-400-normal.woff2%00');
    expect(nul.statusCode).toBe(400);
    expect(nul.body).not.toContain('"name"');
  });

  it('links a published page to the stylesheet of the fonts it uses, Roboto always', async () => {
    const html = await publishedPage();
    const href = attribute(html, /<link rel="stylesheet" href="(\/_folio\/fonts\.css[^"]+)">/)!;
    expect(href).toMatch(/^\/_folio\/fonts\.css\?v=[0-9a-f]{12}&families=open-sans,roboto$/);
    const css = await get(href);
    expect(css.statusCode).toBe(200);
    expect(css.body).toContain("font-family: 'Open Sans'");
    expect(html).toContain('<link rel="stylesheet" href="/_folio/folio.css?v=');
  });

  it('serves folio.css with a long cache', async () => {
    const res = await get('/_folio/folio.css');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.body).toContain('.fo-page');
  });

  it("links Folio's icon on every page shell (no /favicon.ico requests) and serves it with a long cache", async () => {
    const link = `<link rel="icon" href="${FAVICON_HREF}" type="image/svg+xml">`;
    expect(await publishedPage()).toContain(link);
    expect((await get('/folio/00000000-0000-4000-8000-000000000000/page/p1')).body).toContain(link);
    const res = await get(FAVICON_HREF);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.body).toContain('<svg');
  });

  it('links a website page on its custom domain to the fonts of its parts and page, all served on that domain', async () => {
    const user = await buildUser(db);
    const token = await tokenFor(db, user.id);
    const font = (name: string) => `<p style="font-family: '${name}', serif">${name}</p>`;
    const home = await publishedFolio(app, db, token, textDoc(user.id, 'Home', font('Playfair Display')));
    const header = await publishedFolio(app, db, token, textDoc(user.id, 'Header', font('Roboto Slab')));
    const host = 'fonts.garden.example';
    await buildWebsite(db, { authorId: user.id, slug: 'fonts-garden', pages: [{ folioId: home.id, slug: 'home' }], headerFolioId: header.id, customDomain: host, publishedAt: new Date() });
    const page = await get('/', host);
    expect(page.statusCode).toBe(200);
    const fonts = attribute(page.body, /<link rel="stylesheet" href="(\/_folio\/fonts\.css[^"]+)">/)!;
    expect(fonts).toMatch(/&families=playfair-display,roboto,roboto-slab$/);
    const script = attribute(page.body, /<script src="([^"]+)" defer><\/script>/)!;
    for (const url of [fonts, script, '/_folio/fonts/roboto-slab-latin-400-normal.woff2']) expect((await get(url, host)).statusCode, url).toBe(200);
  });
});
