import type { FastifyRequest } from 'fastify';
import type { App } from '../app.ts';
import { CHANNEL, ChangeFeed } from '../services/cluster/changeFeed.ts';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyRequest {
    /** the write this request made changed nothing any server keeps (set by markChangedNothingKept) */
    changedNothingKept: boolean;
  }
}

/**
 * Says that the write `req` made changed nothing any server keeps (a submission to a form without charts: its
 * statement announced nothing on the feed), so its answer need not wait for the feed (issue 28: that wait was a
 * round trip and a notification per batch of submissions).
 */
export function markChangedNothingKept(req: FastifyRequest): void {
  req.changedNothingKept = true;
}

/**
 * Starts this server's change feed (services/cluster/changeFeed.ts) and stops it with the app. A write answered by
 * this server waits until the notifications it caused have come back, so the writer's next request here — a
 * republished page, say — is never answered from a cache that has not heard of it yet.
 */
export async function registerChangeFeed(app: App): Promise<void> {
  const { pool, connectionString } = app.deps.database;
  const feed = new ChangeFeed({
    connectionString,
    notify: (payload) => pool.query('select pg_notify($1, $2)', [CHANNEL, payload]),
    warn: (message) => app.log.warn(message),
  });
  await feed.start();
  app.decorate('changes', feed);
  app.decorateRequest('changedNothingKept', false);
  app.addHook('onClose', async () => feed.stop());
  app.addHook('onSend', async (req, reply) => {
    if (READS.has(req.method) || reply.statusCode >= 400 || !feed.hasCachedEntries || req.changedNothingKept) return;
    await feed.sync();
  });
}
