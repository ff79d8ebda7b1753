import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { App } from '../../app.ts';

export async function healthRoutes(app: App): Promise<void> {
  app.get(
    '/healthz',
    { schema: { hide: true, response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
    try {
      await app.deps.database.db.execute(sql`select 1`);
      return { status: 'ready' };
    } catch {
      return reply.code(503).send({ error: 'Service Unavailable', message: 'The database is not reachable' });
    }
  });
}
