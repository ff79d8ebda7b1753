import { randomUUID } from 'node:crypto';
import { WEBSITE_TEXTS } from '@folio/model';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { buildAsset, buildFolio, buildUser, buildWebsite, signedUrl } from '../../../test/factories.ts';
import { libraries, websitePages } from '../../db/schema.ts';
import { signedIn, storedWebsite, websiteApi, type Website } from './testing.ts';

// Origins with real host names, so a custom domain equal to them can be refused.
const { app, db } = await createTestApp({ APP_ORIGIN: 'https://app.folio.test', SITES_ORIGIN: 'https://sites.folio.test' });
const api = websiteApi(app);

/** A signed-in author with a website showing one page (the default page). */
async function authorWithWebsite() {
  const { user, token } = await signedIn(db);
  const home = await buildFolio(db, { authorId: user.id, name: 'Home' });
  const website = await buildWebsite(db, { authorId: user.id, pages: [{ folioId: home.id, slug: 'home' }], defaultPageFolioId: home.id });
  return { user, token, home, website };
}

const pagesOf = (websiteId: string) => db.select().from(websitePages).where(eq(websitePages.websiteId, websiteId));

describe('PATCH /api/websites/{id}: settings', () => {
  it('changes every setting, bumps version and updatedAt, and renames the menu library', async () => {
    const { user, token, home, website } = await authorWithWebsite();
    const header = await buildFolio(db, { authorId: user.id, name: 'Header' });
    const footer = await buildFolio(db, { authorId: user.id, name: 'Footer' });
    const favicon = await buildAsset(db, { authorId: user.id });
    const logo = await buildAsset(db, { authorId: user.id });
    const res = await api.patch(token, website.id, {
      name: '  Corner Shop  ',
      slug: 'corner-shop',
      description: 'Fresh bread daily',
      noindex: true,
      faviconAssetId: favicon.id,
      logoAssetId: logo.id,
      tagManagerId: 'gtm-abc123',
      customDomain: 'WWW.Corner-Shop.example',
      headerFolioId: header.id,
      footerFolioId: footer.id,
      defaultPageFolioId: home.id,
    });
    expect(res.statusCode).toBe(200);
    const changed = res.json<Website>();
    expect(changed).toMatchObject({
      name: 'Corner Shop',
      slug: 'corner-shop',
      description: 'Fresh bread daily',
      noindex: true,
      faviconAssetId: favicon.id,
      // Not published yet: its images are private, shown to the author through signed URLs.
      faviconUrl: signedUrl(`/blob/${favicon.blobId}`),
      logoAssetId: logo.id,
      logoUrl: signedUrl(`/blob/${logo.blobId}`),
      tagManagerId: 'gtm-abc123',
      customDomain: 'www.corner-shop.example',
      headerFolioId: header.id,
      footerFolioId: footer.id,
      defaultPageFolioId: home.id,
      version: website.version + 1,
      siteUrl: 'https://sites.folio.test/site/corner-shop',
    });
    expect(Date.parse(changed.updatedAt)).toBeGreaterThan(website.updatedAt.getTime());
    const [menu] = await db.select().from(libraries).where(eq(libraries.id, website.menuLibraryId!));
    expect(menu!.name).toBe('Corner Shop menu');
    expect((await api.get(token, website.id)).json()).toEqual(changed);
  });

  it('clears the tag manager id and the custom domain with an empty text, and assets and parts with null', async () => {
    const { user, token, website } = await authorWithWebsite();
    const header = await buildFolio(db, { authorId: user.id });
    const favicon = await buildAsset(db, { authorId: user.id });
    const setUp = await api.patch(token, website.id, {
      tagManagerId: 'GTM-XYZ7890',
      customDomain: 'cleared.example.org',
      faviconAssetId: favicon.id,
      headerFolioId: header.id,
    });
    expect(setUp.statusCode).toBe(200);
    const res = await api.patch(token, website.id, {
      tagManagerId: '',
      customDomain: '',
      faviconAssetId: null,
      headerFolioId: null,
      defaultPageFolioId: null,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      tagManagerId: null,
      customDomain: null,
      faviconAssetId: null,
      faviconUrl: null,
      headerFolioId: null,
      defaultPageFolioId: null,
      version: website.version + 2,
    });
  });

  it('bumps the version on every change', async () => {
    const { token, website } = await authorWithWebsite();
    await api.patch(token, website.id, { noindex: true });
    const res = await api.patch(token, website.id, { noindex: false });
    expect(res.json<Website>().version).toBe(website.version + 2);
  });
});

describe('PATCH /api/websites/{id}: refusals change nothing', () => {
  it('refuses every rule with its message and leaves the website and its pages as they were', async () => {
    const { user, token, home, website } = await authorWithWebsite();
    const other = await buildUser(db);
    const notAPage = await buildFolio(db, { authorId: user.id, name: 'Not a page' });
    const second = await buildFolio(db, { authorId: user.id, name: 'Second' });
    const deleted = await buildFolio(db, { authorId: user.id, isDeleted: true });
    const theirs = await buildFolio(db, { authorId: other.id, isPublic: true });
    const theirImage = await buildAsset(db, { authorId: other.id, isPublic: true });
    const ownVideo = await buildAsset(db, { authorId: user.id, blob: { kind: 'video', mimeType: 'video', mimeSubtype: 'mp4' } });
    const deletedImage = await buildAsset(db, { authorId: user.id, isDeleted: true });
    const notYours = (id: string) => `Folio ${id} is not one of your folios`;

    const cases: Array<[string, object, string]> = [
      ['a tag manager id with 5 characters', { tagManagerId: 'GTM-ABC12' }, WEBSITE_TEXTS.tagManagerId],
      ['a Universal Analytics id', { tagManagerId: 'UA-123456' }, WEBSITE_TEXTS.tagManagerId],
      ['an empty name', { name: '' }, WEBSITE_TEXTS.name],
      ['a name of 201 characters', { name: 'n'.repeat(201) }, WEBSITE_TEXTS.name],
      ['a slug with capitals and spaces', { slug: 'Corner Shop' }, WEBSITE_TEXTS.slug],
      ['a slug starting with a dash', { slug: '-shop' }, WEBSITE_TEXTS.slug],
      ['a domain with a scheme', { customDomain: 'https://example.com' }, WEBSITE_TEXTS.customDomain],
      ['a domain with a path', { customDomain: 'example.com/shop' }, WEBSITE_TEXTS.customDomain],
      ['a single-label domain', { customDomain: 'localhost' }, WEBSITE_TEXTS.customDomain],
      ['the app origin’s host', { customDomain: 'APP.folio.test' }, 'This domain is where Folio itself is served; enter your own domain.'],
      ['the sites origin’s host', { customDomain: 'sites.folio.test' }, 'This domain is where Folio itself is served; enter your own domain.'],
      ['a page slug with capitals', { pages: [{ folioId: home.id, slug: 'Home Page' }] }, WEBSITE_TEXTS.slug],
      ['a reserved page slug', { pages: [{ folioId: home.id, slug: 'search' }] }, WEBSITE_TEXTS.reservedSlug],
      [
        'a page slug used twice',
        { pages: [{ folioId: home.id, slug: 'same' }, { folioId: second.id, slug: 'same' }] },
        'A page slug is used twice: same',
      ],
      ['another user’s folio as a page', { pages: [{ folioId: home.id }, { folioId: theirs.id }] }, notYours(theirs.id)],
      ['a deleted folio as a page', { pages: [{ folioId: deleted.id }] }, notYours(deleted.id)],
      ['an unknown folio as a page', { pages: [{ folioId: '00000000-0000-4000-8000-000000000000' }] }, notYours('00000000-0000-4000-8000-000000000000')],
      ['another user’s folio as the header', { headerFolioId: theirs.id }, notYours(theirs.id)],
      ['another user’s folio as the footer', { footerFolioId: theirs.id }, notYours(theirs.id)],
      ['a default page that is not a page', { defaultPageFolioId: notAPage.id }, "The default page must be one of the website's pages"],
      [
        'a default page dropped by the same PATCH',
        { pages: [{ folioId: second.id }], defaultPageFolioId: home.id },
        "The default page must be one of the website's pages",
      ],
      ['a page as the header', { headerFolioId: home.id }, 'The header folio cannot also be a page of the website'],
      [
        'a footer that the same PATCH makes a page',
        { pages: [{ folioId: home.id }, { folioId: notAPage.id }], footerFolioId: notAPage.id },
        'The footer folio cannot also be a page of the website',
      ],
      ['another user’s image as the favicon', { faviconAssetId: theirImage.id }, 'The favicon must be one of your images'],
      ['a video as the favicon', { faviconAssetId: ownVideo.id }, 'The favicon must be one of your images'],
      ['a deleted image as the logo', { logoAssetId: deletedImage.id }, 'The logo must be one of your images'],
      ['another user’s image as the logo', { logoAssetId: theirImage.id }, 'The logo must be one of your images'],
      ['a menu item that is not a page', { menu: [notAPage.id] }, `Folio ${notAPage.id} is in the menu but is not one of the website's pages`],
      ['a menu item listed twice', { menu: [home.id, home.id] }, `Folio ${home.id} is listed twice in the menu`],
      ['a page listed twice', { pages: [{ folioId: home.id }, { folioId: home.id }] }, `Folio ${home.id} is listed twice in the pages`],
      [
        'valid new pages beside a bad tag manager id',
        { pages: [{ folioId: second.id, slug: 'second' }], menu: [], tagManagerId: 'UA-123456' },
        WEBSITE_TEXTS.tagManagerId,
      ],
    ];
    const before = await storedWebsite(db, website.id);
    const pagesBefore = await pagesOf(website.id);
    for (const [what, payload, message] of cases) {
      const res = await api.patch(token, website.id, payload);
      expect(res.statusCode, what).toBe(400);
      expect(res.json(), what).toEqual({ error: 'Bad Request', message });
    }
    expect(await storedWebsite(db, website.id)).toEqual(before);
    expect(await pagesOf(website.id)).toEqual(pagesBefore);
    expect((await api.get(token, website.id)).json<Website>().menu).toEqual([home.id]);
  });

  it('refuses malformed fields with 400 naming the field', async () => {
    const { token, website } = await authorWithWebsite();
    const before = await storedWebsite(db, website.id);
    const cases: Array<[object, string]> = [
      [{ description: 'd'.repeat(1001) }, 'body.description'],
      [{ faviconAssetId: 'not-a-uuid' }, 'body.faviconAssetId'],
      [{ pages: [{ folioId: 'nope' }] }, 'body.pages.0.folioId'],
      [{ noindex: 'yes' }, 'body.noindex'],
      [{ version: 7 }, 'body'],
    ];
    for (const [payload, field] of cases) {
      const res = await api.patch(token, website.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain(field);
    }
    expect(await storedWebsite(db, website.id)).toEqual(before);
  });

  it('answers 409 for a slug or a custom domain another website uses, and writes nothing of the PATCH', async () => {
    const { user, token, website } = await authorWithWebsite();
    const extra = await buildFolio(db, { authorId: user.id });
    await buildWebsite(db, { slug: 'taken-slug', customDomain: 'taken.example.com' });
    const before = await storedWebsite(db, website.id);
    const pagesBefore = await pagesOf(website.id);

    const slug = await api.patch(token, website.id, { slug: 'taken-slug', pages: [{ folioId: extra.id }] });
    expect(slug.statusCode).toBe(409);
    expect(slug.json()).toEqual({ error: 'Conflict', message: 'This website address is already taken' });
    const domain = await api.patch(token, website.id, { customDomain: 'Taken.Example.com', name: 'Renamed' });
    expect(domain.statusCode).toBe(409);
    expect(domain.json()).toEqual({ error: 'Conflict', message: 'This domain is already used by another website' });

    expect(await storedWebsite(db, website.id)).toEqual(before);
    expect(await pagesOf(website.id)).toEqual(pagesBefore);
    const [menu] = await db.select().from(libraries).where(eq(libraries.id, website.menuLibraryId!));
    expect(menu!.name).toBe('Test website menu');
  });

  it('lets a website keep its own slug and domain', async () => {
    const { token, website } = await authorWithWebsite();
    expect((await api.patch(token, website.id, { customDomain: 'own.example.net' })).statusCode).toBe(200);
    const res = await api.patch(token, website.id, { slug: website.slug, customDomain: 'own.example.net' });
    expect(res.statusCode).toBe(200);
  });

  it('answers 404 for another user’s website and leaves it, and 401 without a token', async () => {
    const { token } = await signedIn(db);
    const theirs = await buildWebsite(db);
    const res = await api.patch(token, theirs.id, { name: 'Mine now' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Not Found', message: 'Website not found' });
    for (const id of [randomUUID(), 'not-a-uuid']) expect((await api.patch(token, id, { name: 'x' })).statusCode).toBe(404);
    const anonymous = await api.patch(null, theirs.id, { name: 'Mine now' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('Authorized use only');
    expect(await storedWebsite(db, theirs.id)).toEqual(theirs);
  });
});
