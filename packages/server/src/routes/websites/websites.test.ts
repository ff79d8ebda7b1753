import { randomUUID } from 'node:crypto';
import { WEBSITE_TEXTS } from '@folio/model';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { buildFolio, buildUser, buildWebsite, tokenFor } from '../../../test/factories.ts';
import { folioPublications, folios, libraries, libraryItems, websitePages, websites } from '../../db/schema.ts';
import { signedIn, storedWebsite, websiteApi, type Website } from './testing.ts';

const { app, db, config } = await createTestApp();
const api = websiteApi(app);

const notFound = { error: 'Not Found', message: 'Website not found' };
const unauthorized = { error: 'Unauthorized', message: 'Authorized use only' };

describe('POST /api/websites', () => {
  it('creates a website with a slug made from its name and its menu library', async () => {
    const { user, token } = await signedIn(db);
    const res = await api.create(token, { name: 'Maple Street Bakery' });
    expect(res.statusCode).toBe(201);
    const website = res.json<Website>();
    expect(website).toMatchObject({
      authorId: user.id,
      name: 'Maple Street Bakery',
      slug: 'maple-street-bakery',
      customDomain: null,
      pageCount: 0,
      publishedAt: null,
      description: '',
      noindex: false,
      faviconAssetId: null,
      faviconUrl: null,
      logoAssetId: null,
      logoUrl: null,
      tagManagerId: null,
      headerFolioId: null,
      footerFolioId: null,
      defaultPageFolioId: null,
      pages: [],
      menu: [],
      version: 1,
      siteUrl: `${config.SITES_ORIGIN}/site/maple-street-bakery`,
    });
    const [menu] = await db.select().from(libraries).where(eq(libraries.id, website.menuLibraryId!));
    expect(menu).toMatchObject({ ownerId: user.id, name: 'Maple Street Bakery menu', libraryType: 'folio', websiteId: website.id });
  });

  it('makes a slug taken by another website unique with -2, then -3', async () => {
    const { token } = await signedIn(db);
    const other = await signedIn(db);
    const slugs = [];
    for (const t of [token, other.token, token]) slugs.push((await api.create(t, { name: 'Harbour Lights' })).json<Website>().slug);
    expect(slugs).toEqual(['harbour-lights', 'harbour-lights-2', 'harbour-lights-3']);
  });

  it('makes a unique slug for a name longer than a slug, shortening it to fit the suffix', async () => {
    const { token } = await signedIn(db);
    // One 80-letter word: shortened slugs have no dash where the name had one.
    const name = 'Supercalifragilistic'.repeat(4);
    const slugs = [];
    for (let i = 0; i < 3; i++) {
      const res = await api.create(token, { name });
      expect(res.statusCode).toBe(201);
      slugs.push(res.json<Website>().slug);
    }
    expect(slugs).toEqual(['supercalifragilistic'.repeat(4).slice(0, 64), `${'supercalifragilistic'.repeat(4).slice(0, 62)}-2`, `${'supercalifragilistic'.repeat(4).slice(0, 62)}-3`]);
  });

  it('takes an explicit slug, and refuses one that is taken with 409', async () => {
    const { token } = await signedIn(db);
    const first = await api.create(token, { name: 'Anything', slug: 'quiet-garden' });
    expect(first.statusCode).toBe(201);
    expect(first.json<Website>().slug).toBe('quiet-garden');
    const again = await api.create(token, { name: 'Other', slug: 'quiet-garden' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'Conflict', message: 'This website address is already taken' });
  });

  it('falls back to the slug "website" for a name without letters or digits', async () => {
    const { token } = await signedIn(db);
    const slug = (await api.create(token, { name: '¡¿!?' })).json<Website>().slug;
    expect(slug).toMatch(/^website(-\d+)?$/);
  });

  it('refuses a bad name or slug with the model’s text, and unknown fields', async () => {
    const { user, token } = await signedIn(db);
    const cases: Array<[object, string | null]> = [
      [{ name: '' }, WEBSITE_TEXTS.name],
      [{ name: '   ' }, WEBSITE_TEXTS.name],
      [{ name: 'x'.repeat(201) }, WEBSITE_TEXTS.name],
      [{ name: 'Fine', slug: 'Not A Slug' }, WEBSITE_TEXTS.slug],
      [{ name: 'Fine', slug: 'ends-with-' }, WEBSITE_TEXTS.slug],
      [{ name: 'Fine', authorId: randomUUID() }, null],
      [{}, null],
    ];
    for (const [payload, message] of cases) {
      const res = await api.create(token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      if (message) expect(res.json().message).toBe(message);
    }
    expect(await db.select().from(websites).where(eq(websites.authorId, user.id))).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    const res = await api.create(null, { name: 'Nope' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(unauthorized);
  });
});

describe('GET /api/websites', () => {
  it('lists only the caller’s websites, newest updated first, with their page counts, a page at a time', async () => {
    const { user, token } = await signedIn(db);
    const folio = await buildFolio(db, { authorId: user.id });
    const older = await buildWebsite(db, { authorId: user.id, name: 'Older', updatedAt: new Date('2026-01-01T00:00:00Z') });
    const newer = await buildWebsite(db, { authorId: user.id, name: 'Newer', pages: [folio.id], updatedAt: new Date('2026-02-01T00:00:00Z') });
    await buildWebsite(db, { name: 'Someone else’s' });

    const res = await api.list(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      total: 2,
      items: [
        {
          id: newer.id,
          authorId: user.id,
          name: 'Newer',
          slug: newer.slug,
          customDomain: null,
          pageCount: 1,
          publishedAt: null,
          updatedAt: '2026-02-01T00:00:00.000Z',
        },
        expect.objectContaining({ id: older.id, pageCount: 0 }),
      ],
    });
    const second = (await api.list(token, '?first=1&after=1')).json();
    expect(second).toEqual({ total: 2, items: [expect.objectContaining({ id: older.id })] });
  });

  it('answers 401 without a token', async () => {
    expect((await api.list(null)).json()).toEqual(unauthorized);
  });
});

describe('GET /api/websites/{id}', () => {
  it('answers the caller’s own website with its pages and menu', async () => {
    const { user, token } = await signedIn(db);
    const home = await buildFolio(db, { authorId: user.id, name: 'Home' });
    const website = await buildWebsite(db, { authorId: user.id, pages: [{ folioId: home.id, slug: 'home' }] });
    const res = await api.get(token, website.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: website.id,
      pageCount: 1,
      pages: [{ folioId: home.id, slug: 'home', idx: 0, title: 'Home', isPublished: false, inMenu: true }],
      menu: [home.id],
      menuLibraryId: website.menuLibraryId,
    });
  });

  it('answers 404 for another user’s website, an unknown id and a malformed id, and 401 without a token', async () => {
    const { token } = await signedIn(db);
    const theirs = await buildWebsite(db);
    for (const id of [theirs.id, randomUUID(), 'not-a-uuid']) {
      const res = await api.get(token, id);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual(notFound);
    }
    expect((await api.get(null, theirs.id)).statusCode).toBe(401);
  });

  it('does not open another user’s website to a super admin either', async () => {
    const admin = await buildUser(db, { superAdmin: true });
    const theirs = await buildWebsite(db);
    expect((await api.get(await tokenFor(db, admin.id), theirs.id)).statusCode).toBe(404);
  });
});

describe('DELETE /api/websites/{id}', () => {
  it('deletes the website, its pages and its menu library; the folios stay', async () => {
    const { user, token } = await signedIn(db);
    const folio = await buildFolio(db, { authorId: user.id });
    const website = await buildWebsite(db, { authorId: user.id, pages: [folio.id] });
    const res = await api.remove(token, website.id);
    expect(res.statusCode).toBe(204);
    expect(await db.select().from(websites).where(eq(websites.id, website.id))).toEqual([]);
    expect(await db.select().from(websitePages).where(eq(websitePages.websiteId, website.id))).toEqual([]);
    expect(await db.select().from(libraries).where(eq(libraries.id, website.menuLibraryId!))).toEqual([]);
    expect(await db.select().from(libraryItems).where(eq(libraryItems.libraryId, website.menuLibraryId!))).toEqual([]);
    const [kept] = await db.select().from(folios).where(eq(folios.id, folio.id));
    expect(kept!.isDeleted).toBe(false);
    expect((await api.get(token, website.id)).statusCode).toBe(404);
  });

  it('answers 404 for another user’s website and leaves it, and 401 without a token', async () => {
    const { token } = await signedIn(db);
    const theirs = await buildWebsite(db);
    const res = await api.remove(token, theirs.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(notFound);
    expect((await api.remove(null, theirs.id)).json()).toEqual(unauthorized);
    expect(await storedWebsite(db, theirs.id)).toEqual(theirs);
    expect(await db.select().from(libraries).where(eq(libraries.id, theirs.menuLibraryId!))).toHaveLength(1);
  });
});

describe('POST /api/websites/{id}/publish', () => {
  it('publishes every page, the header and the footer, and sets publishedAt', async () => {
    const { user, token } = await signedIn(db);
    const [home, about, header, footer] = await Promise.all(
      ['Home', 'About', 'Header', 'Footer'].map((name) => buildFolio(db, { authorId: user.id, name, isPublic: true })),
    );
    const website = await buildWebsite(db, {
      authorId: user.id,
      pages: [home!.id, about!.id],
      headerFolioId: header!.id,
      footerFolioId: footer!.id,
    });
    for (const folio of [home!, about!, header!, footer!]) {
      expect((await app.inject({ method: 'GET', url: `/public/api/folios/${folio.id}/view` })).statusCode).toBe(404);
    }

    const res = await api.publish(token, website.id);
    expect(res.statusCode).toBe(200);
    const published = res.json<Website>();
    expect(Date.parse(published.publishedAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect(published.version).toBe(website.version + 1);
    expect(published.pages.map((p) => p.isPublished)).toEqual([true, true]);
    for (const folio of [home!, about!, header!, footer!]) {
      const view = await app.inject({ method: 'GET', url: `/public/api/folios/${folio.id}/view` });
      expect(view.statusCode, folio.name).toBe(200);
    }
    expect((await api.list(token)).json().items[0]).toMatchObject({ id: website.id, publishedAt: published.publishedAt });
  });

  it('leaves a page the caller may not publish as it is and publishes the rest', async () => {
    const { user, token } = await signedIn(db);
    const own = await buildFolio(db, { authorId: user.id });
    const sharedToThem = await buildFolio(db, { authorId: user.id, licenseDetails: { canEdit: true, copyShare: 'share' } });
    const website = await buildWebsite(db, { authorId: user.id, pages: [own.id, sharedToThem.id] });
    expect((await api.publish(token, website.id)).statusCode).toBe(200);
    const rows = await db.select({ folioId: folioPublications.folioId }).from(folioPublications);
    const published = new Set(rows.map((r) => r.folioId));
    expect(published.has(own.id)).toBe(true);
    expect(published.has(sharedToThem.id)).toBe(false);
  });

  it('refuses a website without pages and leaves it unpublished', async () => {
    const { user, token } = await signedIn(db);
    const website = await buildWebsite(db, { authorId: user.id });
    const res = await api.publish(token, website.id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Bad Request', message: 'Add at least one page before publishing' });
    expect(await storedWebsite(db, website.id)).toEqual(website);
  });

  it('answers 404 for another user’s website and publishes nothing, and 401 without a token', async () => {
    const { token } = await signedIn(db);
    const author = await buildUser(db);
    const folio = await buildFolio(db, { authorId: author.id, isPublic: true });
    const theirs = await buildWebsite(db, { authorId: author.id, pages: [folio.id] });
    const res = await api.publish(token, theirs.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(notFound);
    expect((await api.publish(null, theirs.id)).statusCode).toBe(401);
    expect(await db.select().from(folioPublications).where(eq(folioPublications.folioId, folio.id))).toEqual([]);
    expect(await storedWebsite(db, theirs.id)).toEqual(theirs);
  });
});

describe('GET /api/websites/check/slug/{slug}', () => {
  it('answers whether a slug is valid and free, excluding the caller’s own website when named', async () => {
    const { user, token } = await signedIn(db);
    const mine = await buildWebsite(db, { authorId: user.id, slug: 'slug-check-mine' });
    const theirs = await buildWebsite(db, { slug: 'slug-check-theirs' });
    const taken = { available: false, message: 'This website address is already taken' };
    const answers = await Promise.all([
      api.checkSlug(token, 'slug-check-free'),
      api.checkSlug(token, 'Slug Check'),
      api.checkSlug(token, 'slug-check-mine'),
      api.checkSlug(token, 'slug-check-mine', mine.id),
      api.checkSlug(token, 'slug-check-theirs', theirs.id),
    ]);
    expect(answers.map((r) => r.json())).toEqual([
      { available: true },
      { available: false, message: WEBSITE_TEXTS.slug },
      taken,
      { available: true },
      taken,
    ]);
  });

  it('answers 401 without a token', async () => {
    expect((await api.checkSlug(null, 'anything')).statusCode).toBe(401);
  });
});

describe('API documentation of the website routes', () => {
  interface Schema {
    properties?: Record<string, Schema & { description?: string }>;
    items?: Schema;
    additionalProperties?: boolean;
    description?: string;
  }
  type Operation = { summary?: string; requestBody?: { content: { 'application/json': { schema: Schema } } } } & {
    responses: Record<string, { content?: { 'application/json': { schema: Schema } } }>;
  };

  it('documents every route and every body and answer field', async () => {
    const spec = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, Operation>> }>();
    const routes: Array<[string, string]> = [
      ['/api/websites', 'get'],
      ['/api/websites', 'post'],
      ['/api/websites/{id}', 'get'],
      ['/api/websites/{id}', 'patch'],
      ['/api/websites/{id}', 'delete'],
      ['/api/websites/{id}/publish', 'post'],
      ['/api/websites/check/slug/{slug}', 'get'],
      ['/api/folios/{id}/associatedWebsites', 'get'],
    ];
    for (const [path, method] of routes) expect(spec.paths[path]?.[method]?.summary, `${method} ${path}`).toBeTruthy();

    const body = spec.paths['/api/websites/{id}']!.patch!.requestBody!.content['application/json'].schema;
    expect(Object.keys(body.properties!).sort()).toEqual(
      [
        'customDomain',
        'defaultPageFolioId',
        'description',
        'faviconAssetId',
        'footerFolioId',
        'headerFolioId',
        'language',
        'logoAssetId',
        'menu',
        'name',
        'noindex',
        'pages',
        'slug',
        'tagManagerId',
      ].sort(),
    );
    expect(body.additionalProperties).toBe(false);
    const described = (schema: Schema) => Object.entries(schema.properties!).filter(([, field]) => !field.description).map(([key]) => key);
    expect(described(body)).toEqual([]);
    expect(described(body.properties!.pages!.items!)).toEqual([]);
    const answer = spec.paths['/api/websites/{id}']!.get!.responses['200']!.content!['application/json'].schema;
    expect(described(answer)).toEqual([]);
    expect(described(answer.properties!.pages!.items!)).toEqual([]);
  });
});
