/**
 * Which events an owner's webhooks take, kept in memory per owner and forgotten on every server when they change
 * (the change feed's `wh:<owner>`, migration 0038). Read on the submission path, so a form whose owner has no
 * webhook for it is stored as before — in a batch, without a transaction or a lookup.
 */
import type { WebhookEvent } from '@folio/model';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { webhooks } from '../../db/schema.ts';
import type { ChangeFeed } from '../cluster/changeFeed.ts';
import { VisitorCache } from '../cluster/visitorCache.ts';

interface Subscription {
  events: string[];
  folioId: string | null;
  websiteId: string | null;
}

export class WebhookSubscriptions {
  private readonly cache: VisitorCache<Subscription[]>;
  private readonly db: Executor;

  constructor(db: Executor, feed: ChangeFeed) {
    this.db = db;
    this.cache = new VisitorCache(feed, { maxAgeMs: 60_000, maxEntries: 20_000 });
  }

  /** Whether any of the owner's webhooks takes this event about this folio (or website). */
  async wants(ownerId: string, type: WebhookEvent, where: { folioId?: string | null; websiteId?: string | null }): Promise<boolean> {
    const list = await this.cache.get(ownerId, async () => ({
      value: await this.db
        .select({ events: webhooks.events, folioId: webhooks.folioId, websiteId: webhooks.websiteId })
        .from(webhooks)
        .where(and(eq(webhooks.ownerId, ownerId), eq(webhooks.enabled, true))),
      tags: [`wh:${ownerId}`],
    }));
    return (list ?? []).some(
      (s) =>
        s.events.includes(type) &&
        ((s.folioId === null && s.websiteId === null) || (s.folioId !== null && s.folioId === where.folioId) || (s.websiteId !== null && s.websiteId === where.websiteId)),
    );
  }
}
