import type { FastifyRequest } from 'fastify';
import type { App } from '../../app.ts';
import { requireUser } from '../../auth/authenticate.ts';
import { enforceRateLimit } from '../../services/auth/rateLimit.ts';

/**
 * Counts the request against AUTH_RATE_LIMIT per AUTH_RATE_LIMIT_WINDOW_SECONDS for `route` + client IP, and
 * for each extra key (e.g. the email a login is for); throws 429 once over.
 */
export async function authRateLimit(
  app: App,
  req: FastifyRequest,
  route: string,
  extraKeys: string[] = [],
  onLimited?: () => Promise<void>,
): Promise<void> {
  const { config, database } = app.deps;
  const keys = [`${route}:ip:${req.ip}`, ...extraKeys.map((k) => `${route}:${k}`)];
  await enforceRateLimit(database.db, keys, config.AUTH_RATE_LIMIT, config.AUTH_RATE_LIMIT_WINDOW_SECONDS, onLimited);
}

/** Route hook: a missing or dead token answers 401 before the body is even validated. */
export async function authenticated(req: FastifyRequest): Promise<void> {
  requireUser(req);
}

export const userAgent = (req: FastifyRequest) => req.headers['user-agent'] ?? '';
