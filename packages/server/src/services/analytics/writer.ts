/**
 * The analytics write buffer (issue 14): beacons are answered 202 at once and their rows kept in memory, then
 * written in one `INSERT … SELECT FROM unnest(…)` per table every second or every 1,000 rows, whichever comes first.
 * A failed flush keeps its rows for the next one; past `maxBuffered` rows new ones are dropped and counted (the
 * database is down for long), so memory stays bounded. `stop()` writes what is left.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export interface ViewRow {
  ts: Date;
  id: string;
  siteSessionId: string | null;
  entityType: 'folio' | 'website';
  entityId: string;
  ownerId: string;
  pageUrl: string;
  pageUrlParams: string;
  visitor: bigint;
  referrerHost: string;
  device: string;
  browser: string;
  os: string;
  /** two-letter country code, '' unknown */
  country: string;
}

export interface EventRow {
  ts: Date;
  id: string;
  pageSessionId: string;
  entityType: 'folio' | 'website';
  entityId: string;
  ownerId: string;
  elementType: string;
  elementId: string;
  eventType: string;
  eventData: Record<string, unknown> | null;
  userId: string | null;
  visitor: bigint;
}

/** One column of the batch as one array parameter (node-postgres sends it as a PostgreSQL array). */
const arr = <T>(rows: T[], pick: (r: T) => unknown) => sql.param(rows.map(pick));

export class AnalyticsWriter {
  private views: ViewRow[] = [];
  private events: EventRow[] = [];
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;
  dropped = 0;
  written = 0;
  private readonly db: Db;
  private readonly batch: number;
  private readonly maxBuffered: number;

  constructor(db: Db, options: { intervalMs?: number; batch?: number; maxBuffered?: number } = {}) {
    this.db = db;
    this.batch = options.batch ?? 1_000;
    this.maxBuffered = options.maxBuffered ?? 200_000;
    this.timer = setInterval(() => void this.flush(), options.intervalMs ?? 1_000);
    this.timer.unref();
  }

  addView(row: ViewRow): void {
    if (this.views.length + this.events.length >= this.maxBuffered) {
      this.dropped++;
      return;
    }
    this.views.push(row);
    if (this.views.length >= this.batch) void this.flush();
  }

  addEvent(row: EventRow): void {
    if (this.views.length + this.events.length >= this.maxBuffered) {
      this.dropped++;
      return;
    }
    this.events.push(row);
    if (this.events.length >= this.batch) void this.flush();
  }

  /** Writes what is buffered (one flush at a time; a call during one waits for it and then flushes again). */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing;
    if (!this.views.length && !this.events.length) return;
    this.flushing = this.write().finally(() => (this.flushing = null));
    await this.flushing;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush();
  }

  private async write(): Promise<void> {
    const views = this.views;
    const events = this.events;
    this.views = [];
    this.events = [];
    try {
      if (views.length) {
        await this.db.execute(sql`insert into page_views (ts, id, site_session_id, entity_type, entity_id, owner_id, page_url, page_url_params, visitor, referrer_host, device, browser, os, country)
          select * from unnest(${arr(views, (r) => r.ts.toISOString())}::timestamptz[], ${arr(views, (r) => r.id)}::uuid[], ${arr(views, (r) => r.siteSessionId)}::uuid[],
            ${arr(views, (r) => r.entityType)}::text[], ${arr(views, (r) => r.entityId)}::text[], ${arr(views, (r) => r.ownerId)}::uuid[], ${arr(views, (r) => r.pageUrl)}::text[],
            ${arr(views, (r) => r.pageUrlParams)}::text[], ${arr(views, (r) => r.visitor.toString())}::bigint[], ${arr(views, (r) => r.referrerHost)}::text[],
            ${arr(views, (r) => r.device)}::text[], ${arr(views, (r) => r.browser)}::text[], ${arr(views, (r) => r.os)}::text[], ${arr(views, (r) => r.country)}::text[])`);
        this.written += views.length;
      }
    } catch {
      // Kept for the next flush (bounded by maxBuffered).
      this.views = [...views, ...this.views].slice(0, this.maxBuffered);
    }
    try {
      if (events.length) {
        await this.db.execute(sql`insert into ui_events (ts, id, page_session_id, entity_type, entity_id, owner_id, element_type, element_id, event_type, event_data, user_id, visitor)
          select * from unnest(${arr(events, (r) => r.ts.toISOString())}::timestamptz[], ${arr(events, (r) => r.id)}::uuid[], ${arr(events, (r) => r.pageSessionId)}::uuid[],
            ${arr(events, (r) => r.entityType)}::text[], ${arr(events, (r) => r.entityId)}::text[], ${arr(events, (r) => r.ownerId)}::uuid[], ${arr(events, (r) => r.elementType)}::text[],
            ${arr(events, (r) => r.elementId)}::text[], ${arr(events, (r) => r.eventType)}::text[], ${arr(events, (r) => (r.eventData ? JSON.stringify(r.eventData) : null))}::jsonb[],
            ${arr(events, (r) => r.userId)}::uuid[], ${arr(events, (r) => r.visitor.toString())}::bigint[])`);
        this.written += events.length;
      }
    } catch {
      this.events = [...events, ...this.events].slice(0, this.maxBuffered);
    }
  }
}
