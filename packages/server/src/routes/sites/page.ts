import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../../app.ts';
import { findPublicPage, isNoindex, loadPublicPage, type PublicPage } from '../../services/sites/publicPages.ts';
import { folioIdByUrl } from '../../services/sites/publishedDocs.ts';
import { withAssetDetails } from '../../services/sites/siteAssets.ts';
import { assetLinks } from './assetUrls.ts';
import { SITES_CSP } from './csp.ts';
import { DEFAULT_DESCRIPTION, htmlDocument, pageTitle } from './document.ts';
import { renderPages } from './render.ts';
import { sendNotFound, sendPage, type Rendered } from './respond.ts';

const Params = z.object({
  folioId: z.string().describe('The folio id'),
  pageId: z.string().describe('The page node id within the published snapshot'),
});

const absoluteHttp = (url: string | null): string | null => (url && /^https?:\/\//i.test(url) ? url : null);

/** A published folio page in the shell, with a link to each of the folio's other pages when it has several. */
async function folioPageHtml(app: App, found: PublicPage): Promise<Rendered> {
  const { config } = app.deps;
  const { folioId } = found;
  const { doc, page } = await loadPublicPage(app.deps.database.db, found);
  const { root } = doc;
  const detailed = await withAssetDetails(app.deps.database.db, [doc]);
  const body = await renderPages(detailed.docs[0]!, [page.id], { folioId });
  const pageLink = (id: string, i: number) =>
    `<a href="/folio/${encodeURIComponent(folioId)}/page/${encodeURIComponent(id)}"${id === page.id ? ' aria-current="page"' : ''}>${i + 1}</a>`;
  const pager =
    root.pages.length > 1 ? `<nav class="fo-pager" aria-label="Pages">${root.pages.map(pageLink).join('')}</nav>` : '';
  const main = `<main id="main">${body}${pager}</main>`;
  const html = htmlDocument(
    {
      title: pageTitle(page.name, root.name),
      description: root.description.trim() || root.summary.trim() || DEFAULT_DESCRIPTION,
      canonicalUrl: `${config.SITES_ORIGIN}/folio/${encodeURIComponent(folioId)}/page/${encodeURIComponent(page.id)}`,
      noindex: isNoindex([page]),
      imageUrl: absoluteHttp(root.thumbnailUrl),
      ...(await assetLinks(main)),
    },
    main,
  );
  return { html, cache: detailed.complete };
}

/** Answers a published folio page, or the 404 page. */
function sendFolioPage(app: App, req: FastifyRequest, reply: FastifyReply, found: PublicPage | null) {
  if (!found) return sendNotFound(reply);
  return sendPage(req, reply, found.etag, SITES_CSP, () => folioPageHtml(app, found));
}

/** {SITES_ORIGIN}/{folioUrl}: the first page of the public folio with that friendly URL. */
export async function sendFolioByUrl(app: App, req: FastifyRequest, reply: FastifyReply, url: string) {
  const db = app.deps.database.db;
  const folioId = await folioIdByUrl(db, url);
  return sendFolioPage(app, req, reply, folioId ? await findPublicPage(db, folioId) : null);
}

/** Published folio pages on the sites origin by folio and page id. */
export async function sitePageRoutes(app: App): Promise<void> {
  const constraints = { site: true };

  app.get('/folio/:folioId/page/:pageId', { constraints, schema: { hide: true, params: Params } }, async (req, reply) => {
    const { folioId, pageId } = req.params;
    return sendFolioPage(app, req, reply, await findPublicPage(app.deps.database.db, folioId, pageId));
  });
}
