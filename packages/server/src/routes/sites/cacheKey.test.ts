import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { add } from '@folio/model/testing';
import { bearer, buildAsset, buildUser, buildWebsite, tokenFor } from '../../../test/factories.ts';
import { publishedFolio, textDoc } from './testing.ts';

// Rendered pages are cached per process and shared by every visitor, so nothing a visitor's Host header says may
// end up in them except through the configured addresses.
const { app, db, config } = await createTestApp({ SITES_ORIGIN: 'https://sites.folio.test' });
const sitesHost = new URL(config.SITES_ORIGIN).host;

const get = (url: string, host: string) => app.inject({ method: 'GET', url, headers: { host } });

let n = 0;
async function siteWithDomain() {
  const user = await buildUser(db);
  const token = await tokenFor(db, user.id);
  const home = await publishedFolio(app, db, token, textDoc(user.id, 'Home', '<p>Home page</p>'));
  const about = await publishedFolio(app, db, token, textDoc(user.id, 'About', '<p>About us</p>'));
  const slug = `club-${++n}`;
  const domain = `www.club-${n}.example`;
  await buildWebsite(db, {
    authorId: user.id,
    name: 'Club',
    slug,
    customDomain: domain,
    publishedAt: new Date(),
    pages: [
      { folioId: home.id, slug: 'home' },
      { folioId: about.id, slug: 'about' },
    ],
  });
  return { slug, domain };
}

const canonical = (html: string) => /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];

describe('the render cache of website pages and the Host header', () => {
  it('gives the sites origin and the custom domain each their own canonical URL and links, the domain asked first', async () => {
    const { slug, domain } = await siteWithDomain();
    const onDomain = await get('/about', domain);
    const onSites = await get(`/site/${slug}/about`, sitesHost);
    expect(canonical(onDomain.body)).toBe(`https://${domain}/about`);
    expect(onDomain.body).toContain('href="/home"');
    expect(canonical(onSites.body)).toBe(`https://${sitesHost}/site/${slug}/about`);
    expect(onSites.body).toContain(`href="/site/${slug}/home"`);
    expect(onSites.body).not.toContain(domain);
    expect(onSites.headers.etag).not.toBe(onDomain.headers.etag);
  });

  it('gives each its own canonical URL and links when the sites origin is asked first', async () => {
    const { slug, domain } = await siteWithDomain();
    const onSites = await get(`/site/${slug}/about`, sitesHost);
    const onDomain = await get('/about', domain);
    expect(canonical(onSites.body)).toBe(`https://${sitesHost}/site/${slug}/about`);
    expect(canonical(onDomain.body)).toBe(`https://${domain}/about`);
    expect(onDomain.body).toContain('href="/home"');
    expect(onDomain.body).not.toContain(`/site/${slug}/`);
    // Asked again, each comes from the cache unchanged.
    expect((await get('/about', domain)).body).toBe(onDomain.body);
    expect((await get(`/site/${slug}/about`, sitesHost)).body).toBe(onSites.body);
  });

  it('never writes a port or spelling the visitor sent into the canonical URL, sitemap or robots.txt', async () => {
    const { domain } = await siteWithDomain();
    const bogus = `${domain.toUpperCase()}:8443`;
    const first = await get('/about', bogus);
    expect(first.statusCode).toBe(200);
    expect(canonical(first.body)).toBe(`https://${domain}/about`);
    expect(first.body).not.toContain('8443');
    expect(canonical((await get('/about', domain)).body)).toBe(`https://${domain}/about`);
    expect((await get('/sitemap.xml', bogus)).body).toContain(`<loc>https://${domain}/about</loc>`);
    expect((await get('/sitemap.xml', bogus)).body).not.toContain('8443');
    expect((await get('/robots.txt', bogus)).body).toContain(`Sitemap: https://${domain}/sitemap.xml`);
  });
});

describe('the render cache of website pages and the author’s assets', () => {
  it('renders the page again once the logo asset is deleted, instead of serving the cached logo', async () => {
    const user = await buildUser(db);
    const token = await tokenFor(db, user.id);
    const home = await publishedFolio(app, db, token, textDoc(user.id, 'Home', '<p>Home page</p>'));
    const header = await publishedFolio(
      app,
      db,
      token,
      textDoc(user.id, 'Header', '<p>Header</p>', (doc) =>
        add(add(doc, 'c1', 'block', 'b2'), 'b2', 'logo-widget', 'w-logo', {
          meta: { caption: 'Club', linkTo: '', websitePartLogoId: null, height: '40px', width: '' },
        }),
      ),
    );
    const logo = await buildAsset(db, { authorId: user.id });
    const slug = `logo-club-${++n}`;
    await buildWebsite(db, { authorId: user.id, slug, publishedAt: new Date(), pages: [home.id], headerFolioId: header.id, logoAssetId: logo.id });
    const before = await get(`/site/${slug}`, sitesHost);
    expect(before.body).toContain(`src="/blob/${logo.blobId}"`);
    const deleted = await app.inject({ method: 'DELETE', url: `/api/assets/${logo.id}`, headers: bearer(token) });
    expect(deleted.statusCode).toBe(204);
    const after = await get(`/site/${slug}`, sitesHost);
    expect(after.statusCode).toBe(200);
    expect(after.body).not.toContain(`/blob/${logo.blobId}`);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});
