import { createHash } from 'node:crypto';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { z } from 'zod';
import type { App } from '../../app.ts';
import { sitesHost } from '../../plugins/sites.ts';
import { findPublicPage, isNoindex } from '../../services/publicPages.ts';
import { sanitizeHtml } from '../../services/sanitize.ts';
import { STYLESHEET_HREF, scriptSrc } from './assets.ts';
import { DEFAULT_DESCRIPTION, htmlDocument, notFoundDocument, pageTitle } from './document.ts';
import { fontCatalog, fontsHref, fontsUsed } from './fonts.ts';
import { securityHeaders } from './security.ts';

// @folio/render is TSX, which Node's type stripping cannot load: imported on first use, so the server still
// starts where it cannot be loaded (the render package needs a build step for production; see the report).
let render: Promise<typeof import('@folio/render')> | null = null;
const loadRender = () => (render ??= import('@folio/render'));

const Params = z.object({
  folioId: z.string().describe('The folio id'),
  pageId: z.string().describe('The page node id within the published snapshot'),
});

const absoluteHttp = (url: string | null): string | null => (url && /^https?:\/\//i.test(url) ? url : null);

/** Published pages on the sites origin (answered only when the Host header is the sites origin's). */
export async function sitePageRoutes(app: App): Promise<void> {
  const { config } = app.deps;
  const host = sitesHost(config);
  if (!host) {
    app.log.warn('SITES_ORIGIN has the same host as APP_ORIGIN; published pages are not served');
    return;
  }
  const constraints = { host };
  const script = await scriptSrc();
  // The HTML names its assets by hash, so new assets (a deploy) must change every page's ETag too.
  const assetsVersion = createHash('sha256').update(`${STYLESHEET_HREF} ${script} ${fontCatalog().hash}`).digest('hex').slice(0, 8);

  app.get(
    '/folio/:folioId/page/:pageId',
    { constraints, schema: { hide: true, params: Params } },
    async (req, reply) => {
      const { folioId, pageId } = req.params;
      securityHeaders(reply);
      const found = await findPublicPage(app.deps.database.db, folioId, pageId);
      if (!found) {
        return reply.code(404).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(notFoundDocument());
      }
      // Revalidated on every visit: a folio made private must stop showing at once.
      const etag = found.etag.replace(/"$/, `-${assetsVersion}"`);
      reply.header('etag', etag).header('cache-control', 'no-cache');
      if (req.headers['if-none-match'] === etag) return reply.code(304).send();

      const { FolioPage } = await loadRender();
      const body = renderToString(
        createElement(FolioPage, { doc: found.doc, pageId, mode: 'view', sanitize: sanitizeHtml }),
      );
      const { root } = found.doc;
      const html = htmlDocument(
        {
          title: pageTitle(found.page.name, root.name),
          description: root.description.trim() || root.summary.trim() || DEFAULT_DESCRIPTION,
          canonicalUrl: `${config.SITES_ORIGIN}/folio/${encodeURIComponent(folioId)}/page/${encodeURIComponent(pageId)}`,
          noindex: isNoindex(found.page),
          imageUrl: absoluteHttp(root.thumbnailUrl),
          stylesheetHref: STYLESHEET_HREF,
          fontsHref: fontsHref(fontsUsed(body)),
          scriptSrc: script,
        },
        body,
      );
      return reply.type('text/html; charset=utf-8').send(html);
    },
  );
}
