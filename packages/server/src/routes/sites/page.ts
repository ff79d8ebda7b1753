import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { App } from '../../app.ts';
import { sitesHost } from '../../plugins/sites.ts';
import { findPublicPage, isNoindex } from '../../services/publicPages.ts';
import { sanitizeHtml } from '../../services/sanitize.ts';
import { DEFAULT_DESCRIPTION, htmlDocument, notFoundDocument, pageTitle } from './document.ts';

/** Frame origins of the embed providers @folio/render allows (render/src/embed.ts). */
const FRAME_SRC = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://w.soundcloud.com',
  'https://open.spotify.com',
];

/** The sites origin shows user content: no API, no app storage, only its own scripts and the allowed embeds. */
export const SITES_CSP = [
  "default-src 'self'",
  "img-src 'self' data: https:",
  "media-src 'self' https:",
  `frame-src ${FRAME_SRC.join(' ')}`,
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

const stylesheet = fs.readFileSync(createRequire(import.meta.url).resolve('@folio/render/folio.css'));
const stylesheetHash = createHash('sha256').update(stylesheet).digest('hex').slice(0, 12);
export const STYLESHEET_HREF = `/_folio/folio.css?v=${stylesheetHash}`;

// @folio/render is TSX, which Node's type stripping cannot load: imported on first use, so the server still
// starts where it cannot be loaded (the render package needs a build step for production; see the report).
let render: Promise<typeof import('@folio/render')> | null = null;
const loadRender = () => (render ??= import('@folio/render'));

const Params = z.object({
  folioId: z.string().describe('The folio id'),
  pageId: z.string().describe('The page node id within the published snapshot'),
});

function securityHeaders(reply: FastifyReply): FastifyReply {
  return reply
    .header('content-security-policy', SITES_CSP)
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'strict-origin-when-cross-origin');
}

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

  app.get('/_folio/folio.css', { constraints, schema: { hide: true } }, async (_req, reply) =>
    securityHeaders(reply)
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(stylesheet),
  );

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
      reply.header('etag', found.etag).header('cache-control', 'no-cache');
      if (req.headers['if-none-match'] === found.etag) return reply.code(304).send();

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
        },
        body,
      );
      return reply.type('text/html; charset=utf-8').send(html);
    },
  );
}
