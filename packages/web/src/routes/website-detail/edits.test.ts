import { WEBSITE_TEXTS } from '@folio/model';
import { describe, expect, it } from 'vitest';
import {
  addPages,
  menuPages,
  moveMenuItem,
  movePage,
  pageCandidates,
  pageSlugError,
  pageUrl,
  partCandidates,
  removePage,
  setDefaultPage,
  setPageInMenu,
  setPageSlug,
  setPart,
  siteBase,
} from './edits.ts';
import { page, website } from './testing.ts';

const three = () => website({ pages: [page('a'), page('b'), page('c', { inMenu: false })] });

describe('page edits', () => {
  it('moving a page sends every page with its slug and inMenu, in the new order, and keeps the menu', () => {
    const edit = movePage(three(), 2, 0);
    expect(edit.patch).toEqual({
      pages: [
        { folioId: 'c', slug: 'c', inMenu: false },
        { folioId: 'a', slug: 'a', inMenu: true },
        { folioId: 'b', slug: 'b', inMenu: true },
      ],
      menu: ['a', 'b'],
    });
    expect(edit.optimistic?.pages.map((p) => [p.folioId, p.idx])).toEqual([['c', 0], ['a', 1], ['b', 2]]);
  });

  it('removing a page takes it out of the list and the menu', () => {
    const edit = removePage(three(), 'a');
    expect(edit.patch).toEqual({ pages: [{ folioId: 'b', slug: 'b', inMenu: true }, { folioId: 'c', slug: 'c', inMenu: false }], menu: ['b'] });
    expect(edit.optimistic?.pages.map((p) => p.idx)).toEqual([0, 1]);
  });

  it('removing the default page clears the default', () => {
    const edit = removePage(website({ ...three(), defaultPageFolioId: 'b' }), 'b');
    expect(edit.patch.defaultPageFolioId).toBeNull();
    expect(edit.optimistic?.defaultPageFolioId).toBeNull();
  });

  it('removing another page leaves the default alone', () => {
    expect(removePage(website({ ...three(), defaultPageFolioId: 'b' }), 'a').patch).not.toHaveProperty('defaultPageFolioId');
  });

  it('adding pages appends them to the list and the menu and leaves their slugs to the server', () => {
    const edit = addPages(three(), ['d', 'a', 'e', 'd']);
    expect(edit.patch.pages?.slice(3)).toEqual([{ folioId: 'd', inMenu: true }, { folioId: 'e', inMenu: true }]);
    expect(edit.patch.pages?.[0]).toEqual({ folioId: 'a', slug: 'a', inMenu: true });
    expect(edit.patch.menu).toEqual(['a', 'b', 'd', 'e']);
    expect(edit.optimistic).toBeUndefined();
  });

  it('a new slug is sent with the whole page list', () => {
    const edit = setPageSlug(three(), 'b', 'about-us');
    expect(edit.patch.pages?.map((p) => p.slug)).toEqual(['a', 'about-us', 'c']);
    expect(edit.patch.menu).toEqual(['a', 'b']);
  });

  it('a page put into the menu goes to its end; one taken out leaves it', () => {
    const site = website({ pages: [page('a'), page('b'), page('c', { inMenu: false })], menu: ['b', 'a'] });
    const on = setPageInMenu(site, 'c', true);
    expect(on.patch.menu).toEqual(['b', 'a', 'c']);
    expect(on.patch.pages?.find((p) => p.folioId === 'c')?.inMenu).toBe(true);
    const off = setPageInMenu(site, 'b', false);
    expect(off.patch.menu).toEqual(['a']);
    expect(off.optimistic?.pages.find((p) => p.folioId === 'b')?.inMenu).toBe(false);
  });

  it('the default page and the parts are single fields', () => {
    expect(setDefaultPage(three(), 'c').patch).toEqual({ defaultPageFolioId: 'c' });
    expect(setPart(three(), 'headerFolioId', 'h').patch).toEqual({ headerFolioId: 'h' });
    expect(setPart(three(), 'footerFolioId', null).optimistic?.footerFolioId).toBeNull();
  });
});

describe('the menu', () => {
  it('lists the pages in menu order, skipping ids that are not pages', () => {
    const site = website({ pages: [page('a'), page('b'), page('c')], menu: ['c', 'x', 'a'] });
    expect(menuPages(site).map((p) => p.folioId)).toEqual(['c', 'a']);
  });

  it('moving a menu item sends only the menu', () => {
    const site = website({ pages: [page('a'), page('b'), page('c')], menu: ['c', 'a', 'b'] });
    const edit = moveMenuItem(site, 0, 2);
    expect(edit.patch).toEqual({ menu: ['a', 'b', 'c'] });
    expect(edit.optimistic?.menu).toEqual(['a', 'b', 'c']);
    expect(edit.optimistic?.pages).toBe(site.pages);
  });
});

describe('page slugs', () => {
  it('follow the model rule, refuse reserved words and a slug another page has', () => {
    const site = three();
    expect(pageSlugError(site, 'a', 'about')).toBeNull();
    expect(pageSlugError(site, 'a', 'a')).toBeNull();
    expect(pageSlugError(site, 'a', 'About Us')).toBe(WEBSITE_TEXTS.slug);
    expect(pageSlugError(site, 'a', 'search')).toBe(WEBSITE_TEXTS.reservedSlug);
    expect(pageSlugError(site, 'a', 'b')).toBe('A page slug is used twice: b');
  });
});

describe('folio choices', () => {
  const folios = ['a', 'b', 'h', 'f', 'x'].map((id) => ({ id, name: id }));
  const site = website({ pages: [page('a'), page('b')], headerFolioId: 'h', footerFolioId: 'f' });

  it('pages can be made of folios that are not pages, header or footer yet', () => {
    expect(pageCandidates(site, folios).map((f) => f.id)).toEqual(['x']);
  });

  it('the header and footer can be any folio that is not a page', () => {
    expect(partCandidates(site, folios).map((f) => f.id)).toEqual(['h', 'f', 'x']);
  });
});

describe('addresses', () => {
  it('a page is at the site address plus its slug; the base is what comes before the website slug', () => {
    const site = three();
    expect(pageUrl(site, site.pages[1]!)).toBe('http://127.0.0.1:3000/site/my-site/b');
    expect(siteBase(site)).toBe('http://127.0.0.1:3000/site/');
  });
});
