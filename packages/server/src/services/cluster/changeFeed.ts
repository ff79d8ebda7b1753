/**
 * The change feed: one connection per app server LISTENs on `folio_changes`, where database triggers (migration
 * 0021) announce, on commit, which inputs of visitors' pages changed (tags such as `f:<folio id>`). In-memory caches
 * subscribe and forget what a tag names, so several app servers agree without asking the database on every visit.
 *
 * A missed notification must not leave a cache wrong for long. So: while the connection is down the feed is not
 * `live` and caches must not be read; when it comes back every subscriber is reset; and caches bound the age of
 * their entries anyway (VisitorCache's maxAge).
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';

export const CHANNEL = 'folio_changes';
const SYNC = 'sync:';
/** A marker every listening server answers with ACK + the same marker (syncEveryServer). */
const ALL = 'all:';
const ACK = 'ack:';

export interface ChangeSubscriber {
  /** One tag from a committed change. */
  changed(tag: string): void;
  /** Notifications may have been missed: forget everything. */
  reset(): void;
  /** How many entries it holds (a write need not wait for its notifications while every cache is empty). */
  readonly size: number;
}

export interface ChangeFeedOptions {
  connectionString: string;
  /** Runs `select pg_notify(…)` outside the feed's own connection (the app's pool). */
  notify: (payload: string) => Promise<unknown>;
  warn?: (message: string) => void;
  /** How long sync() waits for its marker before resetting subscribers instead. */
  syncTimeoutMs?: number;
}

export class ChangeFeed {
  private client: pg.Client | null = null;
  private readonly subscribers = new Set<ChangeSubscriber>();
  private readonly waiting = new Map<string, () => void>();
  private readonly acks = new Map<string, () => void>();
  private retryMs = 250;
  private retry: NodeJS.Timeout | null = null;
  private stopped = false;
  private isLive = false;
  private nextSync: Promise<void> | null = null;
  private markers = 0;
  private readonly options: ChangeFeedOptions;

  constructor(options: ChangeFeedOptions) {
    this.options = options;
  }

  /** Connected and listening: notifications are arriving, so caches may be read. */
  get live(): boolean {
    return this.isLive;
  }

  /** Some cache holds something a write could make stale. */
  get hasCachedEntries(): boolean {
    for (const s of this.subscribers) if (s.size > 0) return true;
    return false;
  }

  subscribe(subscriber: ChangeSubscriber): () => void {
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  /** Connects and listens; resolves once listening (or once the first attempt failed — it keeps retrying). */
  async start(): Promise<void> {
    await this.connect();
  }

  /**
   * Resolves once every change committed before this call has reached the subscribers: PostgreSQL delivers
   * notifications in commit order, so the arrival of a marker sent now means the earlier ones arrived. Used after a
   * write so the writer's next read on this server sees it. Calls made in the same turn of the event loop (writes
   * answered together under load) share one marker: it is sent after all of them began.
   */
  sync(): Promise<void> {
    if (!this.isLive) return Promise.resolve();
    this.nextSync ??= new Promise<void>((resolve) => {
      setImmediate(() => {
        this.nextSync = null;
        void this.sendMarker().then(resolve);
      });
    });
    return this.nextSync;
  }

  /** How many markers sync() has sent (one per batch of calls). */
  get markersSent(): number {
    return this.markers;
  }

  private async sendMarker(): Promise<void> {
    if (!this.isLive) return;
    this.markers++;
    const marker = randomUUID();
    const arrived = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => {
        this.waiting.delete(marker);
        resolve(false);
      }, this.options.syncTimeoutMs ?? 2_000);
      this.waiting.set(marker, () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
    try {
      await this.options.notify(`${SYNC}${marker}`);
    } catch {
      this.waiting.get(marker)?.();
      this.resetAll();
      return;
    }
    if (!(await arrived)) this.resetAll();
  }

  /**
   * Resolves once every server listening on the channel has received every change committed before this call (or
   * after syncTimeoutMs): each answers the marker, and PostgreSQL delivers to each in commit order. For changes no
   * server may act on a moment longer — a revoked token (auth/tokenCache.ts) — before the write that made them answers.
   */
  async syncEveryServer(countListeners: () => Promise<number>): Promise<void> {
    if (!this.isLive) return;
    const marker = randomUUID();
    let expected = Infinity;
    let heard = 0;
    const allHeard = new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        this.acks.delete(marker);
        resolve();
      }, this.options.syncTimeoutMs ?? 2_000);
      this.acks.set(marker, () => {
        if (++heard < expected) return;
        clearTimeout(timer);
        this.acks.delete(marker);
        resolve();
      });
    });
    try {
      expected = await countListeners();
      await this.options.notify(`${ALL}${marker}`);
    } catch {
      this.acks.get(marker)?.();
      return;
    }
    if (heard >= expected) this.acks.get(marker)?.();
    await allHeard;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    this.isLive = false;
    for (const release of this.waiting.values()) release();
    this.acks.clear();
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({ connectionString: this.options.connectionString });
    const lost = (err?: Error) => {
      if (this.client !== client) return;
      this.client = null;
      this.isLive = false;
      this.resetAll();
      if (!this.stopped) this.options.warn?.(`change feed connection lost${err ? `: ${err.message}` : ''}; retrying`);
      this.scheduleRetry();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (msg) => this.receive(msg.payload ?? ''));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (err) {
      client.removeAllListeners('end');
      await client.end().catch(() => {});
      this.options.warn?.(`change feed could not listen: ${(err as Error).message}; retrying`);
      this.scheduleRetry();
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    this.retryMs = 250;
    // Whatever changed while nobody listened is unknown: start from nothing.
    this.resetAll();
    this.isLive = true;
  }

  private scheduleRetry() {
    if (this.stopped || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.connect();
    }, this.retryMs);
    this.retryMs = Math.min(this.retryMs * 2, 5_000);
  }

  private receive(payload: string) {
    if (payload.startsWith(ALL)) {
      void this.options.notify(`${ACK}${payload.slice(ALL.length)}`).catch(() => {});
      return;
    }
    if (payload.startsWith(ACK)) {
      this.acks.get(payload.slice(ACK.length))?.();
      return;
    }
    if (payload.startsWith(SYNC)) {
      this.waiting.get(payload.slice(SYNC.length))?.();
      this.waiting.delete(payload.slice(SYNC.length));
      return;
    }
    for (const s of this.subscribers) s.changed(payload);
  }

  private resetAll() {
    for (const s of this.subscribers) s.reset();
  }
}
