import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../../app.ts';
import { findPublicPage, isNoindex, loadPublicPage, type PublicPage } from '../../services/sites/publicPages.ts';
import { folioIdByUrl } from '../../services/sites/publishedDocs.ts';
import { withAssetDetails } from '../../services/sites/siteAssets.ts';
import { commentsHtml } from '../../services/sites/pageComments.ts';
import { isUuid } from '../../services/folios/folios.ts';
import { openLink } from '../../services/shares/linkAccess.ts';
import { assetLinks } from './assetUrls.ts';
import { SITES_CSP } from './csp.ts';
import { DEFAULT_DESCRIPTION, htmlDocument, pageTitle } from './document.ts';
import { renderPages } from './render.ts';
import { sendNotFound, sendPage, type Rendered } from './respond.ts';
import { visitorCacheOf } from './visitorCaches.ts';

const Params = z.object({
  folioId: z.string().describe('The folio id'),
  pageId: z.string().describe('The page node id within the published snapshot'),
});

const LinkQuery = z.object({ share: z.string().max(200).optional().describe('An anonymous share link’s token') });

const absoluteHttp = (url: string | null): string | null => (url && /^https?:\/\//i.test(url) ? url : null);

/** A published folio page in the shell, with a link to each of the folio's other pages when it has several. */
async function folioPageHtml(app: App, found: PublicPage, linkToken: string | null): Promise<Rendered> {
  const { config } = app.deps;
  const { folioId } = found;
  const { doc, page } = await loadPublicPage(app.deps.database.db, found);
  const { root } = doc;
  const detailed = await withAssetDetails(app.deps.database.db, [doc]);
  const body = await renderPages(detailed.docs[0]!, [page.id], { folioId });
  const linkQuery = linkToken ? `?share=${encodeURIComponent(linkToken)}` : '';
  const pageLink = (id: string, i: number) =>
    `<a href="/folio/${encodeURIComponent(folioId)}/page/${encodeURIComponent(id)}${linkQuery}"${id === page.id ? ' aria-current="page"' : ''}>${i + 1}</a>`;
  const pager =
    root.pages.length > 1 ? `<nav class="fo-pager" aria-label="Pages">${root.pages.map(pageLink).join('')}</nav>` : '';
  const comments = found.hasComments ? await commentsHtml(app.deps.database.db, folioId, `${config.APP_ORIGIN}/folios/${folioId}/comments`) : '';
  const main = `<main id="main">${body}${pager}${comments}</main>`;
  const html = htmlDocument(
    {
      title: pageTitle(page.name, root.name),
      description: root.description.trim() || root.summary.trim() || DEFAULT_DESCRIPTION,
      canonicalUrl: `${config.SITES_ORIGIN}/folio/${encodeURIComponent(folioId)}/page/${encodeURIComponent(page.id)}`,
      noindex: linkToken !== null || isNoindex([page]),
      imageUrl: absoluteHttp(root.thumbnailUrl),
      ...(await assetLinks(main)),
      // A page opened through a share link is not the public page: it is not counted.
      track: linkToken === null ? { entityType: 'folio', entityId: folioId } : null,
    },
    main,
  );
  return { html, cache: detailed.complete };
}

/** Answers a published folio page, or the 404 page. */
function sendFolioPage(app: App, req: FastifyRequest, reply: FastifyReply, found: PublicPage | null) {
  if (!found) return sendNotFound(reply);
  return sendPage(req, reply, found.etag, SITES_CSP, () => folioPageHtml(app, found, null));
}

/**
 * A page opened through an anonymous link (`?share=`): the folio may be private. Served noindex, with no Referer to
 * other sites and not kept by shared caches; the render (which carries the token in its page links) is cached
 * under the share's id.
 */
async function sendLinkedPage(app: App, req: FastifyRequest, reply: FastifyReply, folioId: string, pageId: string, token: string) {
  const db = app.deps.database.db;
  const link = isUuid(folioId) ? await openLink(db, { type: 'folio', id: folioId }, token) : null;
  const found = link && (await findPublicPage(db, folioId, pageId, { throughLink: true }));
  if (!link || !found) return sendNotFound(reply);
  const etag = found.etag.replace(/"$/, `-s${link.shareId}"`);
  return sendPage(req, reply, etag, SITES_CSP, () => folioPageHtml(app, found, token), true);
}

/** The public page a visitor asks for (the folio's first page without a page id), from memory when current. */
function publicPage(app: App, folioId: string, pageId?: string): Promise<PublicPage | null> {
  return visitorCacheOf<PublicPage>(app, 'folioPages').get(`${folioId}/${pageId ?? ''}`, async () => {
    const found = await findPublicPage(app.deps.database.db, folioId, pageId);
    return found && { value: found, tags: found.tags, maxAgeMs: found.maxAgeMs };
  });
}

/** {SITES_ORIGIN}/{folioUrl}: the first page of the public folio with that friendly URL. */
export async function sendFolioByUrl(app: App, req: FastifyRequest, reply: FastifyReply, url: string) {
  const folioId = await visitorCacheOf<string>(app, 'folioUrls').get(url, async () => {
    const id = await folioIdByUrl(app.deps.database.db, url);
    return id ? { value: id, tags: [`f:${id}`] } : null;
  });
  return sendFolioPage(app, req, reply, folioId ? await publicPage(app, folioId) : null);
}

/** Published folio pages on the sites origin by folio and page id. */
export async function sitePageRoutes(app: App): Promise<void> {
  const constraints = { site: true };

  app.get('/folio/:folioId/page/:pageId', { constraints, schema: { hide: true, params: Params, querystring: LinkQuery } }, async (req, reply) => {
    const { folioId, pageId } = req.params;
    if (req.query.share) return sendLinkedPage(app, req, reply, folioId, pageId, req.query.share);
    return sendFolioPage(app, req, reply, await publicPage(app, folioId, pageId));
  });
}
