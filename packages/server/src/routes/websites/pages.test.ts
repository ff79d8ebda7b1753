import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bearer, buildFolio } from '../../../test/factories.ts';
import { folios, libraries, libraryItems } from '../../db/schema.ts';
import { signedIn, websiteApi, type Website } from './testing.ts';

const { app, db } = await createTestApp();
const api = websiteApi(app);

/** A signed-in author with folios of the given names and a new (API-made) website without pages. */
async function setUp(...names: string[]) {
  const { user, token } = await signedIn(db);
  const made = await Promise.all(names.map((name) => buildFolio(db, { authorId: user.id, name })));
  const website = (await api.create(token, { name: 'Pages test' })).json<Website>();
  return { user, token, website, ids: made.map((f) => f.id) };
}

async function patch(token: string, id: string, payload: object): Promise<Website> {
  const res = await api.patch(token, id, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Website>();
}

/** The folio ids the menu library holds, in order. */
async function libraryMenu(libraryId: number): Promise<string[]> {
  const rows = await db
    .select({ itemId: libraryItems.itemId, itemType: libraryItems.itemType })
    .from(libraryItems)
    .where(eq(libraryItems.libraryId, libraryId))
    .orderBy(asc(libraryItems.idx));
  expect(rows.every((r) => r.itemType === 'folio')).toBe(true);
  return rows.map((r) => r.itemId);
}

const slugs = (w: Website) => w.pages.map((p) => p.slug);
const order = (w: Website) => w.pages.map((p) => p.folioId);

describe('PATCH /api/websites/{id}: pages and menu', () => {
  it('replaces the page list in order, slugs made from folio names, every page in the menu unless told', async () => {
    const { token, website, ids } = await setUp('About us', 'About Us!', 'Search', 'Contact');
    const [about, about2, search, contact] = ids as [string, string, string, string];
    const changed = await patch(token, website.id, {
      pages: [{ folioId: about }, { folioId: about2 }, { folioId: search }, { folioId: contact, slug: 'reach-us', inMenu: false }],
    });
    expect(changed.pages).toEqual([
      { folioId: about, slug: 'about-us', idx: 0, title: 'About us', isPublished: false, inMenu: true },
      { folioId: about2, slug: 'about-us-2', idx: 1, title: 'About Us!', isPublished: false, inMenu: true },
      { folioId: search, slug: 'search-2', idx: 2, title: 'Search', isPublished: false, inMenu: true },
      { folioId: contact, slug: 'reach-us', idx: 3, title: 'Contact', isPublished: false, inMenu: false },
    ]);
    expect(changed.menu).toEqual([about, about2, search]);
    expect(changed.pageCount).toBe(4);
    expect(await libraryMenu(website.menuLibraryId!)).toEqual(changed.menu);
    expect((await api.get(token, website.id)).json()).toEqual(changed);
  });

  it('reorders the pages, keeping their slugs and the menu order', async () => {
    const { token, website, ids } = await setUp('Alpha', 'Beta', 'Gamma');
    const [a, b, c] = ids as [string, string, string];
    await patch(token, website.id, { pages: [{ folioId: a }, { folioId: b }, { folioId: c }] });
    const reordered = await patch(token, website.id, { pages: [{ folioId: c }, { folioId: a }, { folioId: b }] });
    expect(order(reordered)).toEqual([c, a, b]);
    expect(reordered.pages.map((p) => p.idx)).toEqual([0, 1, 2]);
    expect(slugs(reordered)).toEqual(['gamma', 'alpha', 'beta']);
    expect(reordered.menu).toEqual([a, b, c]);
  });

  it('gives a page a new slug, and lets another page take its old one', async () => {
    const { token, website, ids } = await setUp('Alpha', 'Beta');
    const [a, b] = ids as [string, string];
    await patch(token, website.id, { pages: [{ folioId: a }, { folioId: b }] });
    const swapped = await patch(token, website.id, { pages: [{ folioId: a, slug: 'beta' }, { folioId: b }] });
    expect(slugs(swapped)).toEqual(['beta', 'beta-2']);
  });

  it('sets the menu order; pages left out of it leave the menu', async () => {
    const { token, website, ids } = await setUp('Alpha', 'Beta', 'Gamma');
    const [a, b, c] = ids as [string, string, string];
    await patch(token, website.id, { pages: [{ folioId: a }, { folioId: b }, { folioId: c }] });
    const changed = await patch(token, website.id, { menu: [c, a] });
    expect(changed.menu).toEqual([c, a]);
    expect(changed.pages.map((p) => p.inMenu)).toEqual([true, false, true]);
    expect(order(changed)).toEqual([a, b, c]);
    expect(await libraryMenu(website.menuLibraryId!)).toEqual([c, a]);

    // Sending back what GET shows changes nothing but the version.
    const again = await patch(token, website.id, { pages: changed.pages.map(({ folioId, slug, inMenu }) => ({ folioId, slug, inMenu })) });
    expect({ ...again, version: 0, updatedAt: '' }).toEqual({ ...changed, version: 0, updatedAt: '' });
  });

  it('round-trips inMenu: a page out of the menu stays out until sent with inMenu true, then joins at the end', async () => {
    const { token, website, ids } = await setUp('Alpha', 'Beta', 'Gamma');
    const [a, b, c] = ids as [string, string, string];
    const first = await patch(token, website.id, { pages: [{ folioId: a, inMenu: false }, { folioId: b }, { folioId: c }] });
    expect(first.menu).toEqual([b, c]);
    const omitted = await patch(token, website.id, { pages: [{ folioId: a }, { folioId: b }, { folioId: c }] });
    expect(omitted.menu).toEqual([b, c]);
    expect(omitted.pages[0]!.inMenu).toBe(false);
    const back = await patch(token, website.id, { pages: [{ folioId: a, inMenu: true }, { folioId: b }, { folioId: c }] });
    expect(back.menu).toEqual([b, c, a]);
    expect(back.pages.map((p) => p.inMenu)).toEqual([true, true, true]);
    expect(await libraryMenu(website.menuLibraryId!)).toEqual([b, c, a]);
  });

  it('lets the menu win over a page’s inMenu sent in the same PATCH', async () => {
    const { token, website, ids } = await setUp('Alpha', 'Beta');
    const [a, b] = ids as [string, string];
    const changed = await patch(token, website.id, { pages: [{ folioId: a, inMenu: true }, { folioId: b, inMenu: false }], menu: [b] });
    expect(changed.menu).toEqual([b]);
    expect(changed.pages.map((p) => p.inMenu)).toEqual([false, true]);
  });

  it('drops a removed page from the menu and clears the default page when it was that page', async () => {
    const { token, website, ids } = await setUp('Alpha', 'Beta');
    const [a, b] = ids as [string, string];
    await patch(token, website.id, { pages: [{ folioId: a }, { folioId: b }], defaultPageFolioId: a });
    const changed = await patch(token, website.id, { pages: [{ folioId: b }] });
    expect(order(changed)).toEqual([b]);
    expect(changed.menu).toEqual([b]);
    expect(changed.defaultPageFolioId).toBeNull();
    expect(await libraryMenu(website.menuLibraryId!)).toEqual([b]);
  });

  it('empties the page list and the menu with pages: []', async () => {
    const { token, website, ids } = await setUp('Alpha');
    await patch(token, website.id, { pages: [{ folioId: ids[0]! }] });
    const emptied = await patch(token, website.id, { pages: [] });
    expect(emptied).toMatchObject({ pages: [], menu: [], pageCount: 0 });
    expect(await libraryMenu(website.menuLibraryId!)).toEqual([]);
  });

  it('leaves out pages whose folio has been deleted', async () => {
    const { token, website, ids } = await setUp('Alpha', 'Beta');
    const [a, b] = ids as [string, string];
    await patch(token, website.id, { pages: [{ folioId: a }, { folioId: b }] });
    await db.update(folios).set({ isDeleted: true }).where(eq(folios.id, a));
    const shown = (await api.get(token, website.id)).json<Website>();
    expect(order(shown)).toEqual([b]);
    expect(shown.pages[0]!.idx).toBe(0);
    expect(shown.menu).toEqual([b]);
    expect(shown.pageCount).toBe(1);
  });

  it('shows the menu as the library screens arrange it', async () => {
    const { token, website, ids } = await setUp('Alpha', 'Beta');
    const [a, b] = ids as [string, string];
    await patch(token, website.id, { pages: [{ folioId: a }, { folioId: b }] });
    const reorder = await app.inject({
      method: 'PATCH',
      url: `/api/libraries/${website.menuLibraryId}`,
      headers: bearer(token),
      payload: { items: [{ itemType: 'folio', itemId: b, idx: 0 }, { itemType: 'folio', itemId: a, idx: 1 }] },
    });
    expect(reorder.statusCode).toBe(200);
    expect((await api.get(token, website.id)).json<Website>().menu).toEqual([b, a]);
  });

  it('makes a new menu library when the library screens deleted the old one', async () => {
    const { token, website, ids } = await setUp('Alpha');
    const [a] = ids as [string];
    const del = await app.inject({ method: 'DELETE', url: `/api/libraries/${website.menuLibraryId}`, headers: bearer(token) });
    expect(del.statusCode).toBe(204);
    const withoutMenu = await patch(token, website.id, { pages: [{ folioId: a }] });
    expect(withoutMenu.menuLibraryId).not.toBeNull();
    expect(withoutMenu.menuLibraryId).not.toBe(website.menuLibraryId);
    expect(withoutMenu.menu).toEqual([a]);
    const [menu] = await db.select().from(libraries).where(eq(libraries.id, withoutMenu.menuLibraryId!));
    expect(menu).toMatchObject({ name: 'Pages test menu', libraryType: 'folio', websiteId: website.id });
  });
});
