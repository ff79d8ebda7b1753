/**
 * A webhook's delivery log (issue 30): newest first, each with its attempts (time, status, first bytes of the answer),
 * and replaying one — the same message id and body, signed anew, as a new round of attempts.
 */
import type { WebhookAttempt, WebhookDeliveryStatus, WebhookDeliverySummary, WebhookEvent } from '@folio/model';
import { and, count, desc, eq, lt, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { AuthUser } from '../../auth/authenticate.ts';
import type { Db, Executor } from '../../db/client.ts';
import { webhookDeliveries } from '../../db/schema.ts';
import { conflict, notFound } from '../../errors.ts';
import { isUuid } from '../folios/folios.ts';
import type { WebhookDelivery } from './delivery.ts';
import { ownWebhook } from './webhooks.ts';

export const DELIVERIES_TEXTS = {
  notFound: 'No such delivery of this webhook',
  turnedOff: 'This webhook is turned off; turn it on to send deliveries again',
} as const;

type DeliveryRow = typeof webhookDeliveries.$inferSelect;

function present(row: DeliveryRow): WebhookDeliverySummary {
  return {
    id: row.id,
    eventId: row.eventId,
    eventType: row.eventType as WebhookEvent,
    status: row.status as WebhookDeliveryStatus,
    nextAttemptAt: row.status === 'pending' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
    attempts: row.attempts as unknown as WebhookAttempt[],
    payload: row.body,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listDeliveries(db: Executor, user: AuthUser, webhookId: string, page: { first: number; after: number }): Promise<{ items: WebhookDeliverySummary[]; total: number }> {
  const hook = await ownWebhook(db, user, webhookId);
  const where = eq(webhookDeliveries.webhookId, hook.id);
  const [rows, [total]] = await Promise.all([
    db.select().from(webhookDeliveries).where(where).orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id)).limit(page.first).offset(page.after),
    db.select({ n: count() }).from(webhookDeliveries).where(where),
  ]);
  return { items: rows.map(present), total: total?.n ?? 0 };
}

/** Sends the delivery again at once (a pending one's scheduled attempt is dropped for it). */
export async function replayDelivery(db: Db, delivery: WebhookDelivery, user: AuthUser, webhookId: string, deliveryId: string): Promise<WebhookDeliverySummary> {
  const hook = await ownWebhook(db, user, webhookId);
  if (!hook.enabled) throw conflict(DELIVERIES_TEXTS.turnedOff);
  if (!isUuid(deliveryId)) throw notFound(DELIVERIES_TEXTS.notFound);
  const token = randomUUID();
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(webhookDeliveries)
      .set({ status: 'pending', round: 0, jobToken: token, nextAttemptAt: sql`now()`, queuedAt: sql`now()` })
      .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.webhookId, hook.id)))
      .returning();
    if (!updated) throw notFound(DELIVERIES_TEXTS.notFound);
    await delivery.enqueue(tx, { id: updated.id, token });
    return updated;
  });
  delivery.wake();
  return present(row);
}

/** Deletes deliveries older than the retention (the hourly sweep). */
export async function pruneDeliveries(db: Executor, days: number): Promise<number> {
  const gone = await db.delete(webhookDeliveries).where(lt(webhookDeliveries.createdAt, sql`now() - make_interval(days => ${days})`)).returning({ id: webhookDeliveries.id });
  return gone.length;
}
