// Servers starting together (several servers × webhooks): each starts its webhook delivery, which makes the queue in
// pg-boss's schema when it is missing. Two making it at the same moment deadlocked (the queue's foreign key waits for
// the other's row, which waits for it), and the server that lost did not start.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { WEBHOOK_QUEUE, WebhookDelivery } from '../../services/webhooks/delivery.ts';
import { FAST } from './testing.ts';

const { app, db, databaseUrl } = await createTestApp();
const other = await createTestApp({}, { databaseUrl });

/** The queue gone, as on an installation whose servers start for the first time since webhooks came. */
async function dropQueue(): Promise<void> {
  const { rows } = await db.execute<{ partition_name: string }>(sql`select partition_name from pgboss.queue where name = ${WEBHOOK_QUEUE}`);
  for (const { partition_name } of rows) await db.execute(sql.raw(`drop table pgboss."${partition_name}"`));
  await db.execute(sql`delete from pgboss.queue where name = ${WEBHOOK_QUEUE}`);
}

describe('webhook delivery on servers starting together', () => {
  it('starts on both when neither finds its queue, round after round, and the queue is made once', async () => {
    for (let round = 0; round < 8; round++) {
      await dropQueue();
      const servers = [app, other.app].map((a) => new WebhookDelivery(a.deps.database, a.deps.config, a.changes, () => {}, FAST));
      const started = await Promise.allSettled(servers.map((s) => s.start()));
      await Promise.all(servers.map((s) => s.stop()));
      expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : 'started')), `round ${round}`).toEqual(['started', 'started']);
      const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from pgboss.queue where name = ${WEBHOOK_QUEUE}`);
      expect(rows[0]!.n).toBe(1);
    }
  });
});
