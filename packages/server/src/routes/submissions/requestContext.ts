import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { sitesHost } from '../../plugins/sites.ts';
import { requestHost } from '../sites/hosts.ts';
import type { SubmissionReader } from '../../services/submissions/access.ts';

/**
 * Who is asking, as the public submission routes see it. On the sites origin no app token is ever honoured: a page
 * there runs its author's HTML, so only the X-Session token counts.
 */
export function readerOf(req: FastifyRequest, config: Config): SubmissionReader {
  const onSitesHost = requestHost(req) === sitesHost(config);
  const session = req.headers['x-session'];
  return { user: onSitesHost ? null : req.auth, sessionToken: typeof session === 'string' ? session : null, linkToken: linkTokenOf(req) };
}

/** The anonymous share link a page was opened through (X-Share-Token, sent by the visitor script from `?share=`). */
export function linkTokenOf(req: FastifyRequest): string | null {
  const token = req.headers['x-share-token'];
  return typeof token === 'string' && token.length <= 200 ? token : null;
}
