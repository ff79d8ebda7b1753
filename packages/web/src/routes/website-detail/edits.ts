/**
 * The page and menu edits of the website screen as pure functions: each gives the PATCH body to send at once and,
 * where the result is known without the server, the website as it will look (shown while the PATCH is on its way).
 *
 * PATCH `pages` replaces the whole page list and a page left without `inMenu` would fall back to the server's
 * default (in the menu), so every edit of the list sends every page with its slug and inMenu, and the menu with it.
 */
import { pageSlugProblem, pageSlugTwice } from '@folio/model';
import type { Website, WebsitePage, WebsitePageInput, WebsitePatch } from '../../api/websites.ts';
import { moved } from '../libraries/SortableList.tsx';

export interface WebsiteEdit {
  patch: WebsitePatch;
  /** the website as it will look once saved; absent when only the server can tell (new pages' slugs) */
  optimistic?: Website;
}

const inputs = (pages: readonly WebsitePage[]): WebsitePageInput[] =>
  pages.map(({ folioId, slug, inMenu }) => ({ folioId, slug, inMenu }));

const reindexed = (pages: readonly WebsitePage[]): WebsitePage[] => pages.map((page, idx) => ({ ...page, idx }));

/** A new page list (and menu) for the website, sent whole. */
function withPages(website: Website, pages: WebsitePage[], menu: string[], defaultPageFolioId = website.defaultPageFolioId): WebsiteEdit {
  const next = reindexed(pages);
  const patch: WebsitePatch = { pages: inputs(next), menu };
  if (defaultPageFolioId !== website.defaultPageFolioId) patch.defaultPageFolioId = defaultPageFolioId;
  return { patch, optimistic: { ...website, pages: next, menu, defaultPageFolioId } };
}

/** The pages that are in the menu, in menu order. */
export function menuPages(website: Website): WebsitePage[] {
  const byId = new Map(website.pages.map((page) => [page.folioId, page]));
  return website.menu.flatMap((id) => {
    const page = byId.get(id);
    return page ? [page] : [];
  });
}

export function movePage(website: Website, from: number, to: number): WebsiteEdit {
  return withPages(website, moved(website.pages, from, to), website.menu);
}

/** Removing the default page clears the default, which must be one of the pages. */
export function removePage(website: Website, folioId: string): WebsiteEdit {
  const pages = website.pages.filter((page) => page.folioId !== folioId);
  const menu = website.menu.filter((id) => id !== folioId);
  return withPages(website, pages, menu, website.defaultPageFolioId === folioId ? null : website.defaultPageFolioId);
}

/** New pages go at the end of the list and of the menu; the server makes their slugs from the folio names. */
export function addPages(website: Website, folioIds: readonly string[]): WebsiteEdit {
  const present = new Set(website.pages.map((page) => page.folioId));
  const added = [...new Set(folioIds)].filter((id) => !present.has(id));
  return {
    patch: {
      pages: [...inputs(website.pages), ...added.map((folioId) => ({ folioId, inMenu: true }))],
      menu: [...website.menu, ...added],
    },
  };
}

export function setPageSlug(website: Website, folioId: string, slug: string): WebsiteEdit {
  const pages = website.pages.map((page) => (page.folioId === folioId ? { ...page, slug } : page));
  return withPages(website, pages, website.menu);
}

/** A page put into the menu goes to its end; one taken out leaves the menu order. */
export function setPageInMenu(website: Website, folioId: string, inMenu: boolean): WebsiteEdit {
  const pages = website.pages.map((page) => (page.folioId === folioId ? { ...page, inMenu } : page));
  const rest = website.menu.filter((id) => id !== folioId);
  return withPages(website, pages, inMenu ? [...rest, folioId] : rest);
}

export function setDefaultPage(website: Website, folioId: string | null): WebsiteEdit {
  return { patch: { defaultPageFolioId: folioId }, optimistic: { ...website, defaultPageFolioId: folioId } };
}

export function moveMenuItem(website: Website, from: number, to: number): WebsiteEdit {
  const menu = moved(
    menuPages(website).map((page) => page.folioId),
    from,
    to,
  );
  return { patch: { menu }, optimistic: { ...website, menu } };
}

export function setPart(website: Website, part: 'headerFolioId' | 'footerFolioId', folioId: string | null): WebsiteEdit {
  return { patch: { [part]: folioId }, optimistic: { ...website, [part]: folioId } };
}

/** What is wrong with a page's slug: the model's rule, then the server's duplicate text. */
export function pageSlugError(website: Website, folioId: string, slug: string): string | null {
  const problem = pageSlugProblem(slug);
  if (problem) return problem;
  return website.pages.some((page) => page.folioId !== folioId && page.slug === slug) ? pageSlugTwice(slug) : null;
}

export interface FolioOption {
  id: string;
  name: string;
}

/** Folios that can become pages: not a page yet, and not the header or footer (which may not also be pages). */
export function pageCandidates(website: Website, folios: readonly FolioOption[]): FolioOption[] {
  const taken = new Set([...website.pages.map((page) => page.folioId), website.headerFolioId, website.footerFolioId]);
  return folios.filter((folio) => !taken.has(folio.id));
}

/** Folios that can be the header or footer: any that is not a page. */
export function partCandidates(website: Website, folios: readonly FolioOption[]): FolioOption[] {
  const pages = new Set(website.pages.map((page) => page.folioId));
  return folios.filter((folio) => !pages.has(folio.id));
}

/** A page's visitor address. */
export const pageUrl = (website: Website, page: WebsitePage): string => `${website.siteUrl}/${page.slug}`;

/** The address in front of the website's slug: '{SITES_ORIGIN}/site/'. */
export function siteBase(website: Website): string {
  return website.siteUrl.endsWith(`/${website.slug}`) ? website.siteUrl.slice(0, -website.slug.length) : `${website.siteUrl}/`;
}
