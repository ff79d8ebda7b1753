import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { add } from '@folio/model/testing';
import { createTestApp } from '../../../test/app.ts';
import { bearer, buildAsset, buildBlob, buildUser, buildWebsite, tokenFor } from '../../../test/factories.ts';
import { websites } from '../../db/schema.ts';
import { fetchForEditing, patchFolio } from '../folios/testing.ts';
import { publishedFolio, textDoc } from './testing.ts';

const { app, db, config } = await createTestApp();
const sitesHost = new URL(config.SITES_ORIGIN).host;
const appHost = new URL(config.APP_ORIGIN).host;

const get = (url: string, host = sitesHost, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { host, ...headers } });

let n = 0;
/** Home and About pages, a header with the menu, logo and search widgets, a footer; published unless told. */
async function gardenSite(overrides: Parameters<typeof buildWebsite>[1] & { published?: boolean } = {}) {
  const user = await buildUser(db);
  const token = await tokenFor(db, user.id);
  const home = await publishedFolio(app, db, token, textDoc(user.id, 'Home', '<p>Welcome to the garden club</p>'));
  const about = await publishedFolio(app, db, token, textDoc(user.id, 'About', '<p>We grow roses and tulips</p>'));
  const header = await publishedFolio(
    app,
    db,
    token,
    textDoc(user.id, 'Header', '<p>Header text</p>', (doc) => {
      let d = add(doc, 'c1', 'block', 'b2');
      d = add(d, 'b2', 'menu-widget', 'w-menu');
      d = add(d, 'c1', 'block', 'b3');
      d = add(d, 'b3', 'logo-widget', 'w-logo', { meta: { caption: 'Garden Club', linkTo: '', websitePartLogoId: null, height: '40px', width: '' } });
      d = add(d, 'c1', 'block', 'b4');
      return add(d, 'b4', 'search-widget', 'w-search', { label: { text: 'Search the site', position: 'hidden' } });
    }),
  );
  const footer = await publishedFolio(app, db, token, textDoc(user.id, 'Footer', '<p>© Garden Club</p>'));
  const logo = await buildAsset(db, { authorId: user.id });
  const slug = `garden-${++n}`;
  const { published = true, ...columns } = overrides;
  const website = await buildWebsite(db, {
    authorId: user.id,
    name: 'Garden Club',
    slug,
    publishedAt: published ? new Date() : null,
    pages: [
      { folioId: home.id, slug: 'home' },
      { folioId: about.id, slug: 'about' },
    ],
    headerFolioId: header.id,
    footerFolioId: footer.id,
    logoAssetId: logo.id,
    ...columns,
  });
  return { user, token, home, about, header, footer, logo, website, slug };
}

describe('GET {SITES_ORIGIN}/site/{slug}/{page}', () => {
  it('renders the page inside the header and footer parts, with the menu, logo and search resolved', async () => {
    const { slug, logo } = await gardenSite();
    const res = await get(`/site/${slug}/about`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(html).toContain('<title>About · Garden Club</title>');
    expect(html).toContain('We grow roses and tulips');
    expect(html).toMatch(/<header class="fo-site__header">[\s\S]*Header text[\s\S]*<\/header>/);
    expect(html).toMatch(/<footer class="fo-site__footer">[\s\S]*© Garden Club[\s\S]*<\/footer>/);
    expect(html).toContain(`href="/site/${slug}/home"`);
    expect(html).toMatch(new RegExp(`href="/site/${slug}/about" aria-current="page"`));
    expect(html).toContain(`src="/blob/${logo.blobId}"`);
    expect(html).toContain(`action="/site/${slug}/search"`);
    expect(html).toContain(`<link rel="canonical" href="${config.SITES_ORIGIN}/site/${slug}/about">`);
    expect(html).not.toContain('Welcome to the garden club');
  });

  it("shows a logo widget's own image when it is the author's, and never another user's asset", async () => {
    const user = await buildUser(db);
    const token = await tokenFor(db, user.id);
    const mine = await buildAsset(db, { authorId: user.id });
    const theirs = await buildAsset(db);
    const logo = (id: string) => ({ meta: { caption: 'Club', linkTo: '', websitePartLogoId: id, height: '', width: '' } });
    const header = await publishedFolio(
      app,
      db,
      token,
      textDoc(user.id, 'Header', '<p>Header</p>', (d) => {
        const withMine = add(add(d, 'c1', 'block', 'b2'), 'b2', 'logo-widget', 'w-mine', logo(mine.id));
        return add(add(withMine, 'c1', 'block', 'b3'), 'b3', 'logo-widget', 'w-theirs', logo(theirs.id));
      }),
    );
    const home = await publishedFolio(app, db, token, textDoc(user.id, 'Home', '<p>Home</p>'));
    const website = await buildWebsite(db, { authorId: user.id, publishedAt: new Date(), pages: [{ folioId: home.id, slug: 'home' }], headerFolioId: header.id });
    const html = (await get(`/site/${website.slug}/home`)).body;
    expect(html).toContain(`src="/blob/${mine.blobId}"`);
    expect(html).not.toContain(`/blob/${theirs.blobId}`);
  });

  it('serves the default page at the website root, else the first page', async () => {
    const first = await gardenSite();
    expect((await get(`/site/${first.slug}`)).body).toContain('Welcome to the garden club');
    const chosen = await gardenSite();
    await db.update(websites).set({ defaultPageFolioId: chosen.about.id }).where(eq(websites.id, chosen.website.id));
    await app.changes.sync();
    const res = await get(`/site/${chosen.slug}`);
    expect(res.body).toContain('We grow roses and tulips');
    expect(res.body).toContain('<title>About · Garden Club</title>');
  });

  it('carries the tag manager snippet, allowed by the CSP, only when the website has an id', async () => {
    const { slug } = await gardenSite({ tagManagerId: 'gtm-ab12cd3' });
    const res = await get(`/site/${slug}/home`);
    expect(res.body).toContain("https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3");
    expect(res.body).toContain('https://www.googletagmanager.com/ns.html?id=GTM-AB12CD3');
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+' https:\/\/www\.googletagmanager\.com/);
    const inline = /<script>([\s\S]*?)<\/script>/.exec(res.body)![1]!;
    const { createHash } = await import('node:crypto');
    expect(csp).toContain(`'sha256-${createHash('sha256').update(inline).digest('base64')}'`);

    const plain = await gardenSite();
    const none = await get(`/site/${plain.slug}/home`);
    expect(none.body).not.toContain('googletagmanager');
    expect(none.headers['content-security-policy']).not.toContain('googletagmanager');
  });

  it('draws a header from the website name and menu when there is no header part', async () => {
    const { slug } = await gardenSite({ headerFolioId: null });
    const res = await get(`/site/${slug}/home`);
    expect(res.body).toContain(`<a class="fo-site__name" href="/site/${slug}">Garden Club</a>`);
    expect(res.body).toMatch(new RegExp(`<nav class="fo-site__menu" aria-label="Site menu"><ul><li><a href="/site/${slug}/home" aria-current="page">Home</a></li><li><a href="/site/${slug}/about">About</a></li><li><a href="/site/${slug}/search">Search</a></li></ul></nav>`));
  });

  it('answers 404 for an unknown page, an unpublished website, a private or unpublished page folio', async () => {
    const site = await gardenSite();
    expect((await get(`/site/${site.slug}/nope`)).statusCode).toBe(404);
    expect((await get('/site/no-such-site')).statusCode).toBe(404);
    const draft = await gardenSite({ published: false });
    expect((await get(`/site/${draft.slug}/home`)).statusCode).toBe(404);
    const hidden = await publishedFolio(app, db, site.token, textDoc(site.user.id, 'Secret', '<p>Members only</p>'), { isPublic: false });
    const unpublished = await publishedFolio(app, db, site.token, textDoc(site.user.id, 'Draft', '<p>Not yet</p>'), { publish: false });
    const withHidden = await gardenSite({ pages: [{ folioId: hidden.id, slug: 'secret' }, { folioId: unpublished.id, slug: 'draft' }] });
    for (const page of ['secret', 'draft']) {
      const res = await get(`/site/${withHidden.slug}/${page}`);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toMatch(/Members only|Not yet/);
    }
  });

  it('is not served on the app origin', async () => {
    const { slug } = await gardenSite();
    const res = await get(`/site/${slug}/home`, appHost);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('garden club');
  });

  it('shows the published snapshot until the folio is published again, with a new ETag then', async () => {
    const site = await gardenSite();
    const first = await get(`/site/${site.slug}/home`);
    const etag = first.headers.etag as string;
    expect((await get(`/site/${site.slug}/home`, sitesHost, { 'if-none-match': etag })).statusCode).toBe(304);

    const current = await fetchForEditing(app, site.token, site.home.id);
    const saved = await patchFolio(app, site.token, site.home.id, {
      baseVersion: current.version,
      log: [{ action: 'updateText', path: 'nodes.r1.html' }],
      nodes: { r1: { ...current.nodes.r1, html: '<p>Spring fair on Saturday</p>' } },
    });
    expect(saved.statusCode).toBe(200);
    const before = await get(`/site/${site.slug}/home`);
    expect(before.body).toContain('Welcome to the garden club');
    expect(before.body).not.toContain('Spring fair');

    await app.inject({ method: 'PATCH', url: `/api/folios/${site.home.id}/publish`, headers: bearer(site.token) });
    const after = await get(`/site/${site.slug}/home`, sitesHost, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('Spring fair on Saturday');
    expect(after.headers.etag).not.toBe(etag);
  });

  it('marks every page noindex when the website asks search engines to stay away', async () => {
    const { slug } = await gardenSite({ noindex: true });
    expect((await get(`/site/${slug}/home`)).body).toContain('<meta name="robots" content="noindex">');
    const open = await gardenSite();
    expect((await get(`/site/${open.slug}/home`)).body).not.toContain('name="robots"');
  });
});

describe('sitemap.xml, robots.txt and search of a website', () => {
  it('lists every visible page with absolute URLs', async () => {
    const { slug } = await gardenSite();
    const res = await get(`/site/${slug}/sitemap.xml`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toContain(`<loc>${config.SITES_ORIGIN}/site/${slug}/home</loc>`);
    expect(res.body).toContain(`<loc>${config.SITES_ORIGIN}/site/${slug}/about</loc>`);
    expect(res.body).not.toContain('header');
  });

  it('points robots at the sitemap, or disallows everything for a noindex website', async () => {
    const { slug } = await gardenSite();
    const robots = await get(`/site/${slug}/robots.txt`);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toContain(`Sitemap: ${config.SITES_ORIGIN}/site/${slug}/sitemap.xml`);
    const hidden = await gardenSite({ noindex: true });
    expect((await get(`/site/${hidden.slug}/robots.txt`)).body).toBe('User-agent: *\nDisallow: /\n');
    expect((await get(`/site/${hidden.slug}/sitemap.xml`)).body).not.toContain('<loc>');
  });

  it('finds the pages that contain every word searched for', async () => {
    const { slug } = await gardenSite();
    const res = await get(`/site/${slug}/search?q=ROSES%20tulips`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('1 result found');
    expect(res.body).toContain(`<a href="/site/${slug}/about">About</a>`);
    expect(res.body).toContain('<meta name="robots" content="noindex">');
    const none = await get(`/site/${slug}/search?q=cactus`);
    expect(none.body).toContain('No results found');
    const escaped = await get(`/site/${slug}/search?q=%3Cscript%3E`);
    expect(escaped.body).not.toContain('<script>alert');
    expect(escaped.body).toContain('value="&lt;script&gt;"');
  });

  it('excerpts a result in the order visitors read the page, cut between words', async () => {
    const user = await buildUser(db);
    const token = await tokenFor(db, user.id);
    const filler = 'Mulch keeps the soil moist through the summer months. '.repeat(4);
    const later = `Later paragraph about compost. ${filler}Harvest in the autumn, then rest the beds over the winter with a thick layer of leaves.`;
    const doc = textDoc(user.id, 'Notes', `<p>${later}</p>`, (d) => {
      const withLead = add(add(d, 'c1', 'block', 'b2'), 'b2', 'text-resource', 'r2', { html: '<p>Opening paragraph about roses.</p>' });
      // The lead block is stored after the other one but shown first.
      return { ...withLead, nodes: { ...withLead.nodes, c1: { ...withLead.nodes.c1!, children: ['b2', 'b1'] } } as typeof withLead.nodes };
    });
    const notes = await publishedFolio(app, db, token, doc);
    const { slug } = await gardenSite({ pages: [{ folioId: notes.id, slug: 'notes' }] });
    const snippet = async (q: string) =>
      /<ol class="fo-site__results"><li><a [^>]*>[^<]*<\/a><p>([^<]*)<\/p>/.exec((await get(`/site/${slug}/search?q=${q}`)).body)?.[1] ?? '';
    expect(await snippet('paragraph')).toMatch(/Opening paragraph about roses\. Later paragraph/);
    const middle = await snippet('harvest');
    expect(middle).toMatch(/^….*Harvest.*…$/);
    const words = middle.slice(1, -1).split(' ');
    const whole = (word: string) => new RegExp(`(^|\\s)${word.replace('.', '\\.')}(\\s|$)`);
    expect(later).toMatch(whole(words[0]!));
    expect(later).toMatch(whole(words.at(-1)!));
  });

  it('draws the header and footer parts on the results page as on the pages: menu, logo, uploaded images', async () => {
    const user = await buildUser(db);
    const token = await tokenFor(db, user.id);
    const photo = await buildBlob(db, { ownerId: user.id, width: 800, height: 200 });
    const footer = await publishedFolio(
      app,
      db,
      token,
      textDoc(user.id, 'Footer', '<p>Find us</p>', (d) => add(add(d, 'c1', 'block', 'bf'), 'bf', 'asset-resource', 'map', { url: `/blob/${photo.id}`, name: 'map.png', alt: 'A map of the way to the garden' })),
    );
    const { slug, logo } = await gardenSite({ footerFolioId: footer.id });
    const html = (await get(`/site/${slug}/search?q=roses`)).body;
    expect(html).toContain(`src="/blob/${logo.blobId}"`);
    expect(html).toContain(`href="/site/${slug}/about"`);
    expect(html).toMatch(new RegExp(`<img [^>]*src="/blob/${photo.id}"[^>]*width="800" height="200"`));
    expect(html).not.toContain('download="map.png"');
    expect((await get(`/site/${slug}/search`)).body).not.toContain('result');
  });
});

describe('finding a website’s search, and the sites origin’s root (issue 26)', () => {
  it('links to the search page from the navigation when no part has a search box', async () => {
    const user = await buildUser(db);
    const token = await tokenFor(db, user.id);
    const home = await publishedFolio(app, db, token, textDoc(user.id, 'Home', '<p>Welcome</p>'));
    const header = await publishedFolio(app, db, token, textDoc(user.id, 'Header', '<p>Top</p>', (d) => add(add(d, 'c1', 'block', 'b2'), 'b2', 'menu-widget', 'w-menu')));
    const plain = await gardenSite({ headerFolioId: null, pages: [{ folioId: home.id, slug: 'home' }] });
    const bare = (await get(`/site/${plain.slug}/home`)).body;
    expect(bare).toMatch(new RegExp(`<nav class="fo-site__menu" aria-label="Site menu"><ul>.*<a href="/site/${plain.slug}/search">Search</a>`));
    const menuOnly = await gardenSite({ headerFolioId: header.id, pages: [{ folioId: home.id, slug: 'home' }] });
    expect((await get(`/site/${menuOnly.slug}/home`)).body).toContain(`href="/site/${menuOnly.slug}/search"`);
    // A header with its own search box is left as the author made it.
    const boxed = await gardenSite();
    const withBox = (await get(`/site/${boxed.slug}/home`)).body;
    expect(withBox.match(new RegExp(`/site/${boxed.slug}/search`, 'g'))).toHaveLength(1);
  });

  it('finds words of gallery captions, and excerpts the body text, not the title again', async () => {
    const user = await buildUser(db);
    const token = await tokenFor(db, user.id);
    const photo = await buildAsset(db, { authorId: user.id });
    const doc = textDoc(user.id, 'Orchard', '<h1>Orchard</h1><p>Our apple trees bloom in May.</p>', (d) =>
      add(add(d, 'c1', 'block', 'b2'), 'b2', 'gallery-widget', 'g1', {
        meta: { display: 'grid', format: 'cover', items: [{ assetId: photo.id, url: `/blob/${photo.blobId}`, caption: 'Quince harvest' }] },
      }),
    );
    const orchard = await publishedFolio(app, db, token, { ...doc, root: { ...doc.root, description: 'Orchard, published with Folio' } });
    const { slug } = await gardenSite({ pages: [{ folioId: orchard.id, slug: 'orchard' }] });
    const snippet = async (q: string) =>
      /<ol class="fo-site__results"><li><a [^>]*>([^<]*)<\/a><p>([^<]*)<\/p>/.exec((await get(`/site/${slug}/search?q=${q}`)).body)?.slice(1) ?? [];
    expect(await snippet('quince')).toEqual(['Orchard', expect.stringContaining('Quince harvest')]);
    const [title, text] = await snippet('orchard');
    expect(title).toBe('Orchard');
    expect(text).toMatch(/^Our apple trees bloom in May\./);
    // The description is found, and excerpted only when the page's text has no match.
    expect(await snippet('published')).toEqual(['Orchard', 'published with Folio']);
  });

  it('serves /site/{slug}/ with a trailing slash as the website’s home page', async () => {
    const { slug } = await gardenSite();
    const res = await get(`/site/${slug}/`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Welcome to the garden club');
    expect(res.body).toContain(`<link rel="canonical" href="${config.SITES_ORIGIN}/site/${slug}/home">`);
  });

  it('answers /robots.txt at the sites origin’s root: open, but not the noindex websites, with each website’s sitemap', async () => {
    const open = await gardenSite();
    const hidden = await gardenSite({ noindex: true });
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toMatch(/^User-agent: \*\n/);
    expect(res.body).toContain(`Disallow: /site/${hidden.slug}/`);
    expect(res.body).not.toContain(`Disallow: /site/${open.slug}/`);
    expect(res.body).toContain(`Sitemap: ${config.SITES_ORIGIN}/site/${open.slug}/sitemap.xml`);
    expect(res.body).not.toContain(`Sitemap: ${config.SITES_ORIGIN}/site/${hidden.slug}/sitemap.xml`);
  });
});

describe('a website on its custom domain', () => {
  it('serves the pages, sitemap and robots at the root of the domain named by the Host header', async () => {
    const host = 'www.garden-club.example';
    const { slug } = await gardenSite({ customDomain: host });
    const root = await get('/', host);
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('Welcome to the garden club');
    expect(root.body).toContain('href="/about"');
    const about = await get('/about', host);
    expect(about.body).toContain('We grow roses and tulips');
    expect(about.body).toContain(`<link rel="canonical" href="http://${host}/about">`);
    expect((await get('/sitemap.xml', host)).body).toContain(`<loc>http://${host}/about</loc>`);
    expect((await get('/robots.txt', host)).body).toContain(`Sitemap: http://${host}/sitemap.xml`);
    expect((await get('/search?q=roses', host)).body).toContain('<a href="/about">About</a>');
    expect((await get(`/site/${slug}/about`, host)).statusCode).toBe(404);
  });

  it('answers hosts that are no website with 421, health checks aside', async () => {
    const res = await get('/healthz', 'unknown.example');
    expect(res.statusCode).toBe(200);
    const page = await get('/some-page', 'unknown.example');
    expect(page.statusCode).toBe(421);
    expect(page.headers['content-type']).toContain('application/json');
  });
});

describe('forms on website pages', () => {
  it('name the page’s folio and the website on each submit button, with the honeypot and the toast regions', async () => {
    const user = await buildUser(db);
    const token = await tokenFor(db, user.id);
    const form = await publishedFolio(
      app,
      db,
      token,
      textDoc(user.id, 'Contact', '<p>Write to us</p>', (doc) => {
        let d = add(doc, 'c1', 'block', 'b2');
        d = add(d, 'b2', 'text-widget', 'w-name', { required: true, label: { text: 'Your name', position: 'top' } });
        d = add(d, 'c1', 'block', 'b3');
        return add(d, 'b3', 'button-widget', 'w-send');
      }),
    );
    const plain = await publishedFolio(app, db, token, textDoc(user.id, 'Home', '<p>Welcome</p>'));
    const slug = `forms-${++n}`;
    const website = await buildWebsite(db, {
      authorId: user.id,
      slug,
      publishedAt: new Date(),
      pages: [
        { folioId: plain.id, slug: 'home' },
        { folioId: form.id, slug: 'contact' },
      ],
    });
    const res = await get(`/site/${slug}/contact`);
    expect(res.statusCode).toBe(200);
    const button = res.body.match(/<button[^>]*data-fo-submit="w-send"[^>]*>/)?.[0] ?? '';
    expect(button).toContain(`data-fo-folio="${form.id}"`);
    expect(button).toContain(`data-fo-website="${website.id}"`);
    expect(button).toContain('data-fo-widgets="w-name"');
    const honeypot = res.body.match(/<input[^>]*data-fo-honeypot[^>]*>/)?.[0] ?? '';
    expect(honeypot).toContain('name="website"');
    expect(honeypot).toContain('tabindex="-1"');
    expect(honeypot.toLowerCase()).toContain('autocomplete="off"');
    expect(res.body).toMatch(/<div class="fo-hp" aria-hidden="true">/);
    expect(res.body).toContain('role="status" data-fo-toast="status"');
    expect(res.body).toContain('role="alert" data-fo-toast="alert"');
    // A page without a submit button carries none of it.
    const home = await get(`/site/${slug}/home`);
    expect(home.body).not.toContain('data-fo-honeypot');
    expect(home.body).not.toContain('data-fo-toast');
  });

  it('let the page ask its own origin for upload tokens', async () => {
    const res = await app.inject({ method: 'POST', url: '/public/api/submissions/uploadToken', headers: { host: sitesHost }, payload: {} });
    // Reached the API (a 400 naming what is missing), not the visitors' 404 page.
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/json');
  });
});

describe('the sites origin is only for visitors', () => {
  it('refuses the API, uploads and the web app there, and keeps blobs and health checks', async () => {
    const user = await buildUser(db);
    const token = await tokenFor(db, user.id);
    for (const url of ['/api/folios', '/public/api/usersR1/x', '/uploads/abc', '/assets/index.js', '/']) {
      const res = await app.inject({ method: 'GET', url, headers: { host: sitesHost, ...bearer(token) } });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    }
    const login = await app.inject({ method: 'POST', url: '/public/api/login', headers: { host: sitesHost }, payload: { email: user.email, password: 'x' } });
    expect(login.statusCode).toBe(404);
    expect((await get('/healthz')).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/folios', headers: { host: appHost, ...bearer(token) } })).statusCode).toBe(200);
  });

  it('gives uploaded images their size and a responsive srcset with the thumbnail', async () => {
    const user = await buildUser(db);
    const token = await tokenFor(db, user.id);
    const blob = await buildBlob(db, { ownerId: user.id, kind: 'image', mimeType: 'image', mimeSubtype: 'png', width: 1200, height: 800, thumbnailKey: 'thumbs/x.webp' });
    const doc = textDoc(user.id, 'Photos', '<p>Our garden</p>', (d) => {
      const withBlock = add(d, 'c1', 'block', 'b2');
      return add(withBlock, 'b2', 'asset-resource', 'a1', { url: `/blob/${blob.id}`, name: 'garden.png', decorative: true });
    });
    await publishedFolio(app, db, token, doc, { url: 'photos' });
    const html = (await get('/photos')).body;
    expect(html).toMatch(new RegExp(`<img class="fo-asset fo-asset--image" src="/blob/${blob.id}" srcSet="/blob/${blob.id}/thumbnail 400w, /blob/${blob.id} 1200w" sizes="[^"]+" alt="" width="1200" height="800"`));
  });

  it('serves a public folio at its friendly URL', async () => {
    const user = await buildUser(db);
    const token = await tokenFor(db, user.id);
    await publishedFolio(app, db, token, textDoc(user.id, 'Garden notes', '<p>Notes on compost</p>'), { url: 'garden-notes' });
    const res = await get('/garden-notes');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Notes on compost');
    await publishedFolio(app, db, token, textDoc(user.id, 'Private notes', '<p>Hidden compost</p>'), { url: 'private-notes', isPublic: false });
    expect((await get('/private-notes')).statusCode).toBe(404);
    expect((await get('/no-such-url')).statusCode).toBe(404);
  });
});
