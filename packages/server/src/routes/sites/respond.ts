import type { FastifyReply, FastifyRequest } from 'fastify';
import { assetsVersion } from './assetUrls.ts';
import { notFoundDocument } from './document.ts';
import { RenderCache } from './renderCache.ts';
import { SITES_CSP } from './csp.ts';
import { encode, encodedSize, sendEncoded, type Encoded } from './encoded.ts';

/** Rendered pages of this process, by ETag (which names every input of the render), with their compressed forms. */
const renderCache = new RenderCache<Encoded>(96 * 1024 * 1024, encodedSize);

export function securityHeaders(reply: FastifyReply, csp = SITES_CSP): FastifyReply {
  return reply
    .header('content-security-policy', csp)
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'strict-origin-when-cross-origin');
}

export function sendNotFound(reply: FastifyReply): FastifyReply {
  return securityHeaders(reply).code(404).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(notFoundDocument());
}

/** A rendered page, and whether it may be kept in the render cache. */
export interface Rendered {
  html: string;
  /**
   * False while something the page shows is still being prepared (an image's display copy): the HTML is sent
   * without an ETag and rendered again on the next visit.
   */
  cache: boolean;
}

/** Renders in progress by key: visitors asking for a page being rendered wait for that render instead of starting their own. */
const rendering = new Map<string, Promise<Rendered & { encoded?: Encoded }>>();

export function renderOnce<R extends Rendered & { encoded?: Encoded }>(key: string, render: () => Promise<R>): Promise<R> {
  let pending = rendering.get(key) as Promise<R> | undefined;
  if (!pending) {
    pending = render().finally(() => rendering.delete(key));
    rendering.set(key, pending);
  }
  return pending;
}

/**
 * Answers a published page: 304 when the visitor holds this version, the cached HTML when this process rendered
 * it before, else renders it. Revalidated on every visit, so a folio made private stops showing at once.
 */
export async function sendPage(
  req: FastifyRequest,
  reply: FastifyReply,
  publication: string,
  csp: string,
  render: () => Promise<Rendered>,
  throughLink = false,
): Promise<FastifyReply> {
  // The HTML names its assets by hash, so new assets (a deploy) change every page's ETag too.
  const etag = publication.replace(/"$/, `-${await assetsVersion()}"`);
  securityHeaders(reply, csp).header('cache-control', 'no-cache');
  // A page opened through a share link: kept out of search engines, shared caches and other sites' Referer.
  if (throughLink) reply.header('cache-control', 'private, no-cache').header('x-robots-tag', 'noindex').header('referrer-policy', 'no-referrer');
  if (req.headers['if-none-match'] === etag) return reply.header('etag', etag).code(304).send();
  reply.type('text/html; charset=utf-8');
  let page = renderCache.get(etag);
  if (page === undefined) {
    const rendered = await renderOnce(etag, async (): Promise<Rendered & { encoded?: Encoded }> => {
      const done = await render();
      // Each compressed form is made once, for the first visitor asking for it (sendEncoded), and kept with the page.
      return done.cache ? { ...done, encoded: await encode(done.html, 'quick') } : done;
    });
    if (!rendered.encoded) return reply.send(rendered.html);
    page = rendered.encoded;
    renderCache.set(etag, page);
  }
  return sendEncoded(req, reply.header('etag', etag), page);
}
