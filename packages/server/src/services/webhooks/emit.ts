/**
 * An event happened: one delivery row per webhook of the owner that takes it, written in the caller's transaction
 * (so an event is sent if and only if what caused it was stored). The dispatcher (dispatch.ts) hands new rows to
 * pg-boss once they are committed.
 */
import type { WebhookEvent } from '@folio/model';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { newEventId } from './signature.ts';

export interface WebhookEventInput {
  type: WebhookEvent;
  /** the account whose webhooks may take it: the owner of the folio, website or item */
  ownerId: string;
  /** the folio it concerns (a folio's webhooks take it) */
  folioId?: string | null | undefined;
  /** or the folios, for an order of several */
  folioIds?: string[] | undefined;
  websiteId?: string | null | undefined;
  data: Record<string, unknown>;
}

/** The body every endpoint receives: the Standard Webhooks shape `{type, timestamp, data}`. */
export const eventBody = (type: WebhookEvent, data: Record<string, unknown>, at = new Date()): string =>
  JSON.stringify({ type, timestamp: at.toISOString(), data });

const folioIdsOf = (event: WebhookEventInput): string[] => [...(event.folioId ? [event.folioId] : []), ...(event.folioIds ?? [])];

/** Writes the event's deliveries; answers how many webhooks take it. */
export async function emitWebhookEvent(db: Executor, event: WebhookEventInput): Promise<number> {
  const result = await db.execute(sql`
    insert into webhook_deliveries (webhook_id, event_id, event_type, body)
    select w.id, ${newEventId()}, ${event.type}, ${eventBody(event.type, event.data)}
    from webhooks w
    where w.owner_id = ${event.ownerId} and w.enabled and ${event.type} = any(w.events)
      and ((w.folio_id is null and w.website_id is null)
        or w.folio_id = any(${sql.param(folioIdsOf(event))}::uuid[]) or w.website_id = ${event.websiteId ?? null}::uuid)
    returning id`);
  return result.rows.length;
}
