import type { FastifyRequest } from 'fastify';
import type { SubmissionReader } from '../../services/submissions/access.ts';

/**
 * Who is asking, as the public submission routes see it. Off the app's host (the sites origin, a website's domain) no
 * app token is ever honoured: a page there runs its author's HTML, so only the X-Session token counts.
 */
export function readerOf(req: FastifyRequest): SubmissionReader {
  const onSitesHost = req.hostKind !== 'app';
  const session = req.headers['x-session'];
  return { user: onSitesHost ? null : req.auth, sessionToken: typeof session === 'string' ? session : null, linkToken: linkTokenOf(req) };
}

/** The anonymous share link a page was opened through (X-Share-Token, sent by the visitor script from `?share=`). */
export function linkTokenOf(req: FastifyRequest): string | null {
  const token = req.headers['x-share-token'];
  return typeof token === 'string' && token.length <= 200 ? token : null;
}
