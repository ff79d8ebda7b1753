/**
 * Published folio pages in other sites' frames (issue 30). A folio whose published snapshot allows embedding
 * (`root.embeddable`, the owner's switch) answers with `frame-ancestors *` and without helmet's X-Frame-Options;
 * every other page keeps `frame-ancestors 'self'`. With `?embed=1` an embeddable page answers its embed view: the
 * page alone (no pager, no comments) and a small script that tells the framing page its height.
 */
import { EMBED_QUERY } from '@folio/model';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sitesCsp } from './csp.ts';

/** The sites CSP of a page other sites may frame. */
export const EMBEDDABLE_CSP = sitesCsp(null, '*');

const [EMBED_KEY, EMBED_VALUE] = EMBED_QUERY.split('=') as [string, string];

/** Whether the request asks for the embed view (`?embed=1`). */
export function embedRequested(req: FastifyRequest): boolean {
  const q = req.url.indexOf('?');
  return q >= 0 && new URLSearchParams(req.url.slice(q + 1)).get(EMBED_KEY) === EMBED_VALUE;
}

/** Lets other sites frame this answer: helmet's X-Frame-Options (set on every answer at the door) is taken off. */
export function allowFraming(reply: FastifyReply): FastifyReply {
  reply.raw.removeHeader('x-frame-options');
  return reply;
}

/** The ETag of a page's embed view: another render of the same publication. */
export const embedEtag = (etag: string, scriptHash: string): string => etag.replace(/"$/, `-embed${scriptHash.slice(0, 8)}"`);

/** The page's oEmbed address on the sites origin. */
export const oembedHref = (sitesOrigin: string, pageUrl: string): string =>
  `${sitesOrigin.replace(/\/$/, '')}/oembed?url=${encodeURIComponent(pageUrl)}&format=json`;
