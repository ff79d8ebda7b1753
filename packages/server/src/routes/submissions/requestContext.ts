import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { hostOf } from '../../plugins/sites.ts';
import { requestHost } from '../sites/hosts.ts';
import type { SubmissionReader } from '../../services/submissions/access.ts';

/**
 * Who is asking, as the public submission routes see it. On the sites origin (and custom domains) no app token is
 * ever honoured: a page there runs its author's HTML, so only the X-Session token counts.
 */
export function readerOf(req: FastifyRequest, config: Config): SubmissionReader {
  const onAppHost = requestHost(req) === hostOf(config.APP_ORIGIN);
  const session = req.headers['x-session'];
  return { user: onAppHost ? req.auth : null, sessionToken: typeof session === 'string' ? session : null };
}
