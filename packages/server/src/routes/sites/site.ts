import { formPhaseStamp, shorter } from '../../services/sites/formPhaseStamp.ts';
import { commentsHtml, commentsStamp } from '../../services/sites/pageComments.ts';
import { createHash } from 'node:crypto';
import type { FolioDocument } from '@folio/model';
import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../../app.ts';
import { sitesHost } from '../../plugins/sites.ts';
import { isNoindex } from '../../services/sites/publicPages.ts';
import { publishedDocs, type PublishedDoc } from '../../services/sites/publishedDocs.ts';
import { assetImageUrls, findVisitorWebsite, listedWebsites, siteOutline, type SiteOutline, type SitePage } from '../../services/sites/sites.ts';
import type { WebsiteRow } from '../../services/websites.ts';
import { logoAssetIds, resolveSiteWidgets, type SiteWidgetContext } from '../../services/sites/siteWidgets.ts';
import { searchPages, type SearchResult } from '../../services/sites/siteSearch.ts';
import { withAssetDetails } from '../../services/sites/siteAssets.ts';
import { chartsMaxAge, chartsOf, chartsStamp, chartTags, withCharts } from '../../services/visualizations/pageCharts.ts';
import type { Tagged } from '../../services/cluster/visitorCache.ts';
import { visitorCacheOf } from './visitorCaches.ts';
import { sitesCsp } from './csp.ts';
import { domainOf, requestHost } from './hosts.ts';
import { sendFolioByUrl } from './page.ts';
import { sendNotFound, sendPage, securityHeaders, type Rendered } from './respond.ts';
import { siteDocument, sitePagePath, siteSearchBody, type SiteAddress } from './siteDocument.ts';
import { visitorMessages } from '@folio/render/messages';
import { robotsTxt, sitemapXml, sitesOriginRobotsTxt } from './sitemap.ts';
import { tagManagerTags } from './tagManager.ts';

const SlugParams = z.object({ slug: z.string().describe("The website's address") });
const PageParams = SlugParams.extend({ page: z.string().describe("The page's address within the website") });
const SegmentParams = z.object({ segment: z.string().describe("A folio's friendly URL, or a page of the custom domain's website") });
const SearchQuery = z.object({ q: z.string().max(200).optional().describe('What to look for') });

/**
 * The page's ETag and render-cache key: the website's state, the address its links and canonical URL use, the page,
 * and the submissions its charts count.
 */
const etagOf = (outline: SiteOutline, address: SiteAddress, what: string, charts = '') =>
  `W/"site-${createHash('sha256').update(`${outline.key}#${address.origin}${address.base}#${what}#${charts}`).digest('base64url').slice(0, 27)}"`;

/** Websites on the sites origin (/site/{slug}/…) and on their custom domains (by Host). */
export async function siteRoutes(app: App): Promise<void> {
  const { config } = app.deps;
  const db = app.deps.database.db;
  const sites = sitesHost(config);
  const constraints = { site: true };
  // A custom domain is written with the sites origin's scheme and that scheme's default port, never with what the
  // visitor's Host header said (canonical URLs and sitemaps are cached and shared by every visitor).
  const domainScheme = new URL(config.SITES_ORIGIN).protocol;

  /** The website a request is for, with how its addresses are written; null when none is published there. */
  async function locate(req: FastifyRequest, slug?: string): Promise<{ website: WebsiteRow; address: SiteAddress } | null> {
    const host = requestHost(req);
    if (slug !== undefined) {
      if (host !== sites) return null;
      const website = await findVisitorWebsite(db, { slug });
      return website && { website, address: { origin: config.SITES_ORIGIN, base: `/site/${encodeURIComponent(website.slug)}` } };
    }
    const website = host === sites ? null : await findVisitorWebsite(db, { domain: domainOf(host) });
    return website?.customDomain ? { website, address: { origin: `${domainScheme}//${website.customDomain}`, base: '' } } : null;
  }

  /** What a website page is answered from: found, outlined and stamped, or null (no website here, no such page). */
  interface SiteView {
    outline: SiteOutline;
    address: SiteAddress;
    page: SitePage;
    etag: string;
    csp: string;
  }

  async function viewOf(found: NonNullable<Awaited<ReturnType<typeof locate>>>, pageSlug?: string): Promise<Tagged<SiteView> | null> {
    const { website, address } = found;
    const outline = await siteOutline(db, website);
    const page = pageSlug === undefined ? outline.defaultPage : outline.pages.find((p) => p.slug === pageSlug);
    if (!page) return null;
    const charts = await chartsStamp(db, [page.stamp, outline.header, outline.footer]);
    // A page whose folio has a comment section changes with its comments (the folio's tag covers them).
    const comments = page.stamp.hasComments ? `#${await commentsStamp(db, page.folioId)}` : '';
    // Forms that open or close at set times (issue 31) change the page at those instants.
    const phase = formPhaseStamp([page.stamp, outline.header, outline.footer]);
    const etag = etagOf(outline, address, page.slug, `${charts.key}${comments}${phase.key ? `#w${phase.key}` : ''}`);
    return { value: { outline, address, page, etag, csp: sitesCsp(tagsOf(website)) }, tags: [...outline.tags, ...chartTags(charts)], maxAgeMs: shorter(chartsMaxAge(charts), phase.maxAgeMs) };
  }

  /** The website page a request asks for, from memory when current (a cached page or a 304 asks the database nothing). */
  function siteView(req: FastifyRequest, slug: string | undefined, pageSlug: string | undefined): Promise<SiteView | null> {
    return visitorCacheOf<SiteView>(app, 'sitePages').get([requestHost(req), slug ?? '', pageSlug ?? ''].join('\n'), async () => {
      const found = await locate(req, slug);
      return found && viewOf(found, pageSlug);
    });
  }

  /** Answers a website page, or the 404 page when there is none. */
  async function sendSitePage(req: FastifyRequest, reply: FastifyReply, slug: string | undefined, pageSlug: string | undefined) {
    const view = await siteView(req, slug, pageSlug);
    if (!view) return sendNotFound(reply);
    return sendPage(req, reply, view.etag, view.csp, () => siteHtml(view.outline, view.address, view.page));
  }

  /**
   * The website's shell around a page, or around `mainHtml` (the search results): the page's folio and the header
   * and footer parts with their site widgets and images filled in.
   */
  async function siteHtml(outline: SiteOutline, address: SiteAddress, page: SitePage | null, mainHtml?: string): Promise<Rendered> {
    const { website } = outline;
    const ids = [page?.folioId, outline.header?.folioId, outline.footer?.folioId].filter((id): id is string => !!id);
    const published = await publishedDocs(db, ids);
    const main = page ? published.get(page.folioId)?.doc : undefined;
    if (page && !main) throw new Error('published page vanished between outline and render');
    const shown = [...published.keys()];
    const charted = await Promise.all(shown.map(async (id) => withCharts(published.get(id)!.doc, await chartsOf(db, published.get(id)!))));
    // withAssetDetails answers the documents in the order given.
    const detailed = await withAssetDetails(db, charted);
    const docs = new Map(shown.map((id, i) => [id, detailed.docs[i]!]));
    const parts = [outline.header?.folioId, outline.footer?.folioId].map((id) => (id ? docs.get(id) : undefined));
    const context = await widgetContext(outline, address, page, detailed.docs, parts.some((doc) => doc && hasSearchBox(doc)));
    const part = (id: string | undefined) => {
      const doc = id ? docs.get(id) : undefined;
      return doc && resolveSiteWidgets(doc, context);
    };
    const pageNodes = main ? main.root.pages.map((id) => main.nodes[id]).filter((n) => n?.kind === 'page') : [];
    const comments = page?.stamp.hasComments ? await commentsHtml(db, page.folioId, `${config.APP_ORIGIN}/folios/${page.folioId}/comments`) : '';
    const html = await siteDocument({
      outline,
      address,
      page,
      main: page ? part(page.folioId)! : null,
      ...(mainHtml === undefined ? {} : { mainHtml }),
      afterMain: comments,
      header: part(outline.header?.folioId),
      footer: part(outline.footer?.folioId),
      menu: context.menu,
      faviconUrl: context.faviconUrl,
      tagManager: tagsOf(website),
      // Search results are not content of their own.
      noindex: !page || website.noindex || isNoindex(pageNodes),
    });
    return { html, cache: detailed.complete };
  }

  /** What the site widgets show; the menu ends with a link to the search page unless the header or footer has a search box. */
  async function widgetContext(outline: SiteOutline, address: SiteAddress, page: SitePage | null, docs: Parameters<typeof logoAssetIds>[0], searchBox: boolean) {
    const { website } = outline;
    const own = [website.logoAssetId, website.faviconAssetId].filter((id): id is string => id !== null);
    const images = await assetImageUrls(db, website.authorId, [...own, ...logoAssetIds(docs)]);
    const url = (p: SitePage) => sitePagePath(address, p.slug);
    const searchUrl = sitePagePath(address, 'search');
    const menu = outline.menu.map((p) => ({ label: p.title, url: url(p) }));
    const context: SiteWidgetContext & { faviconUrl: string | null } = {
      menu: searchBox ? menu : [...menu, { label: visitorMessages(outline.website.language ?? 'en').siteSearch, url: searchUrl }],
      homeUrl: address.base || '/',
      searchUrl,
      logoUrl: website.logoAssetId ? (images.get(website.logoAssetId) ?? null) : null,
      logoAssets: images,
      currentUrl: page ? url(page) : searchUrl,
      faviconUrl: website.faviconAssetId ? (images.get(website.faviconAssetId) ?? null) : null,
    };
    return context;
  }

  async function sendSearch(q: string | undefined, reply: FastifyReply, found: Awaited<ReturnType<typeof locate>>) {
    if (!found) return sendNotFound(reply);
    const { website, address } = found;
    const outline = await siteOutline(db, website);
    const query = (q ?? '').trim();
    let results: SearchResult[] = [];
    if (query) {
      const docs = await publishedDocs(db, outline.pages.map((p) => p.folioId));
      const searchable = outline.pages.flatMap((p) => {
        const doc = docs.get(p.folioId)?.doc;
        return doc ? [{ title: p.title, url: sitePagePath(address, p.slug), doc }] : [];
      });
      results = searchPages(searchable, query);
    }
    const { html } = await siteHtml(outline, address, null, siteSearchBody(query, results, outline.website.language ?? 'en'));
    return securityHeaders(reply, sitesCsp(tagsOf(website))).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  }

  async function sendSitemap(reply: FastifyReply, found: Awaited<ReturnType<typeof locate>>) {
    if (!found) return sendNotFound(reply);
    const outline = await siteOutline(db, found.website);
    const docs: Map<string, PublishedDoc> = found.website.noindex ? new Map() : await publishedDocs(db, outline.pages.map((p) => p.folioId));
    const listed = outline.pages.filter((p) => {
      const doc = docs.get(p.folioId)?.doc;
      return doc && !isNoindex(Object.values(doc.nodes).filter((n) => n.kind === 'page'));
    });
    return securityHeaders(reply)
      .header('cache-control', 'no-cache')
      .type('application/xml; charset=utf-8')
      .send(sitemapXml(found.address, listed));
  }

  function sendRobots(reply: FastifyReply, found: Awaited<ReturnType<typeof locate>>) {
    if (!found) return sendNotFound(reply);
    return securityHeaders(reply)
      .header('cache-control', 'no-cache')
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(found.address, found.website.noindex));
  }

  const hide = { hide: true } as const;
  app.get('/site/:slug', { constraints, schema: { ...hide, params: SlugParams } }, async (req, reply) => sendSitePage(req, reply, req.params.slug, undefined));
  // The same home page with a trailing slash (its canonical URL is the page's own address).
  app.get('/site/:slug/', { constraints, schema: { ...hide, params: SlugParams } }, async (req, reply) => sendSitePage(req, reply, req.params.slug, undefined));
  app.get('/site/:slug/sitemap.xml', { constraints, schema: { ...hide, params: SlugParams } }, async (req, reply) =>
    sendSitemap(reply, await locate(req, req.params.slug)),
  );
  app.get('/site/:slug/robots.txt', { constraints, schema: { ...hide, params: SlugParams } }, async (req, reply) =>
    sendRobots(reply, await locate(req, req.params.slug)),
  );
  app.get('/site/:slug/search', { constraints, schema: { ...hide, params: SlugParams, querystring: SearchQuery } }, async (req, reply) =>
    sendSearch(req.query.q, reply, await locate(req, req.params.slug)),
  );
  app.get('/site/:slug/:page', { constraints, schema: { ...hide, params: PageParams } }, async (req, reply) =>
    sendSitePage(req, reply, req.params.slug, req.params.page),
  );

  // A custom domain: the same routes at its root (the host guard lets only the sites host, its name variants and
  // websites' domains reach these routes; routes/sites/hosts.ts).
  const onDomain = async (req: FastifyRequest, reply: FastifyReply, serve: (found: NonNullable<Awaited<ReturnType<typeof locate>>>) => Promise<FastifyReply> | FastifyReply) => {
    const found = await locate(req);
    return found ? serve(found) : sendNotFound(reply);
  };
  app.get('/', { constraints, schema: hide }, async (req, reply) => sendSitePage(req, reply, undefined, undefined));
  app.get('/sitemap.xml', { constraints, schema: hide }, async (req, reply) => onDomain(req, reply, (found) => sendSitemap(reply, found)));
  app.get('/robots.txt', { constraints, schema: hide }, async (req, reply) => {
    if (requestHost(req) !== sites) return onDomain(req, reply, (found) => sendRobots(reply, found));
    const listed = await listedWebsites(db);
    return securityHeaders(reply).header('cache-control', 'no-cache').type('text/plain; charset=utf-8').send(sitesOriginRobotsTxt(config.SITES_ORIGIN, listed));
  });
  app.get('/search', { constraints, schema: { ...hide, querystring: SearchQuery } }, async (req, reply) =>
    onDomain(req, reply, (found) => sendSearch(req.query.q, reply, found)),
  );
  app.get('/:segment', { constraints, schema: { ...hide, params: SegmentParams } }, async (req, reply) => {
    if (requestHost(req) === sites) return sendFolioByUrl(app, req, reply, req.params.segment);
    return sendSitePage(req, reply, undefined, req.params.segment);
  });
}

const tagsOf = (website: WebsiteRow) => tagManagerTags(website.tagManagerId);

/** Whether a header or footer part draws its own search box (then the menu needs no search link). */
const hasSearchBox = (doc: FolioDocument) => Object.values(doc.nodes).some((node) => node.kind === 'search-widget');
