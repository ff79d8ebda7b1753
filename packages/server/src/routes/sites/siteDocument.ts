import { folioLanguages, matchLanguage, pageLanguage, translateDocument, type FolioDocument } from '@folio/model';
import type { MenuItem } from '@folio/render';
import type { SearchResult } from '../../services/sites/siteSearch.ts';
import type { SiteOutline, SitePage } from '../../services/sites/sites.ts';
import { DEFAULT_DESCRIPTION, escapeHtml, htmlDocument, pageTitle } from './document.ts';
import { assetLinks } from './assetUrls.ts';
import { renderPages } from './render.ts';
import { format, messagesScript, visitorMessages } from '@folio/render/messages';
import { withTitleHeading } from './titleHeading.ts';
import type { TagManagerTags } from './tagManager.ts';

/** How a website's addresses are written: on the sites origin under /site/{slug}, on a custom domain at its root. */
export interface SiteAddress {
  /** scheme, host and port */
  origin: string;
  /** '' on a custom domain, else /site/{slug} */
  base: string;
}

/** The path of a website page (from the host): /site/{slug}/{page}, or /{page} on a custom domain. */
export const sitePagePath = (address: SiteAddress, slug: string): string => `${address.base}/${encodeURIComponent(slug)}`;

export interface SiteDocumentInput {
  outline: SiteOutline;
  address: SiteAddress;
  /** the page shown; null for the search results */
  page: SitePage | null;
  /** the page's folio (widgets resolved), or null when mainHtml is given */
  main: FolioDocument | null;
  mainHtml?: string;
  /** markup after the page, inside main (the page's comment section) */
  afterMain?: string;
  header: FolioDocument | undefined;
  footer: FolioDocument | undefined;
  menu: MenuItem[];
  faviconUrl: string | null;
  tagManager: TagManagerTags | null;
  noindex: boolean;
}

const absoluteHttp = (url: string | null | undefined): string | null => (url && /^https?:\/\//i.test(url) ? url : null);

/**
 * A part of a website page in the website's language (issue 32): the folio's translation into it when the folio has
 * one (a French website can show an English folio's French texts, its answers landing in the same table), else as is.
 */
export function inSiteLanguage<D extends FolioDocument | null | undefined>(doc: D, websiteLanguage: string | null): D {
  if (!doc || !websiteLanguage) return doc;
  const tag = matchLanguage(folioLanguages(doc.root).slice(1), websiteLanguage);
  return (tag ? translateDocument(doc, tag) : doc) as D;
}

/** Without a header part, the website's name and its menu make the header. */
function defaultHeader(name: string, homeUrl: string, menu: MenuItem[], currentUrl: string, lang: string): string {
  const items = menu
    .map((item) => {
      const current = item.url === currentUrl ? ' aria-current="page"' : '';
      return `<li><a href="${escapeHtml(item.url)}"${current}>${escapeHtml(item.label)}</a></li>`;
    })
    .join('');
  return [
    '<header class="fo-site__header fo-site__header--default">',
    `<a class="fo-site__name" href="${escapeHtml(homeUrl)}">${escapeHtml(name)}</a>`,
    menu.length ? `<nav class="fo-site__menu" aria-label="${escapeHtml(visitorMessages(lang).siteMenu)}"><ul>${items}</ul></nav>` : '',
    '</header>',
  ].join('');
}

/** A website page: header part (or the default header), the page's folio, footer part, in the page shell. */
export async function siteDocument(input: SiteDocumentInput): Promise<string> {
  const { outline, address, page } = input;
  const { website } = outline;
  const main = inSiteLanguage(input.main, website.language);
  const headerDoc = inSiteLanguage(input.header, website.language);
  const footerDoc = inSiteLanguage(input.footer, website.language);
  const homeUrl = address.base || '/';
  const pageUrl = sitePagePath(address, page ? page.slug : 'search');
  // Forms in any part send to that part's folio, recorded as coming from this website.
  const target = (folioId: string | undefined) => (folioId ? { folioId, websiteId: website.id } : undefined);
  // The website's language wins; without one, the page's folio's (the search page: en). The fixed words and the
  // visitor script's texts follow it (issue 32).
  const language = pageLanguage(main?.root ?? null, website);
  const lang = language.lang;
  const header = headerDoc
    ? `<header class="fo-site__header">${await renderPages(headerDoc, headerDoc.root.pages, target(outline.header?.folioId), lang)}</header>`
    : defaultHeader(website.name, homeUrl, input.menu, pageUrl, lang);
  const mainHtml =
    input.mainHtml ?? (main ? withTitleHeading(await renderPages(main, main.root.pages, target(page?.folioId), lang), page?.title || main.root.name) : '');
  const footer = footerDoc
    ? `<footer class="fo-site__footer">${await renderPages(footerDoc, footerDoc.root.pages, target(outline.footer?.folioId), lang)}</footer>`
    : '';
  const root = main?.root;
  const body = `<div class="fo-site">${header}<main id="main" class="fo-site__main">${mainHtml}${input.afterMain ?? ''}</main>${footer}</div>${messagesScript(lang)}`;
  return htmlDocument(
    {
      title: pageTitle(page ? page.title : visitorMessages(lang).siteSearch, website.name),
      description:
        website.description.trim() || root?.description.trim() || root?.summary.trim() || DEFAULT_DESCRIPTION,
      canonicalUrl: `${address.origin}${pageUrl}`,
      language,
      noindex: input.noindex,
      imageUrl: absoluteHttp(root?.thumbnailUrl),
      ...(await assetLinks(body)),
      faviconUrl: input.faviconUrl,
      tagManager: input.tagManager,
      track: { entityType: 'website', entityId: website.id },
    },
    body,
  );
}

/** The search results page's content, in the website's language. */
export function siteSearchBody(query: string, results: SearchResult[], lang: string): string {
  const words = visitorMessages(lang);
  const count = results.length === 1 ? words.siteResultsOne : results.length ? format(words.siteResultsMany, { count: results.length }) : words.siteResultsNone;
  const list = results
    .map((r) => `<li><a href="${escapeHtml(r.url)}">${escapeHtml(r.title)}</a><p>${escapeHtml(r.snippet)}</p></li>`)
    .join('');
  return [
    '<section class="fo-site__search">',
    `<h1>${escapeHtml(words.siteSearch)}</h1>`,
    '<form role="search" method="get" action="">',
    `<label for="fo-site-q">${escapeHtml(words.siteSearchLabel)}</label>`,
    `<input id="fo-site-q" type="search" name="q" value="${escapeHtml(query)}">`,
    `<button type="submit">${escapeHtml(words.siteSearch)}</button>`,
    '</form>',
    query ? `<p role="status">${escapeHtml(count)}</p><ol class="fo-site__results">${list}</ol>` : '',
    '</section>',
  ].join('');
}
