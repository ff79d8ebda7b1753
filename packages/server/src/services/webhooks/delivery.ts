/**
 * Delivering webhooks (issue 30) with pg-boss: the dispatcher hands committed delivery rows to the queue (woken by
 * the change feed's `whd` notice, and every few seconds in case one was missed); a worker makes one attempt per job
 * (send.ts) and records it; a failure schedules the next attempt as a new job after the Standard Webhooks delay
 * (WEBHOOK_RETRY_SECONDS, about three days), until the last fails. A 410 Gone, or a delivery given up while the
 * endpoint has failed for `disableAfterMs`, turns the webhook off and tells its owner (the bell).
 *
 * Only the job holding the delivery's current token attempts it, and the token changes with every attempt and
 * replay: a job run twice (a server lost mid-attempt) or overtaken by a replay does nothing.
 */
import { WEBHOOK_RETRY_SECONDS } from '@folio/model';
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { Config } from '../../config.ts';
import { bossDbFor } from '../../db/bossDb.ts';
import type { Database, Executor } from '../../db/client.ts';
import { underMigrationLock } from '../../db/migrate.ts';
import type { ChangeFeed } from '../cluster/changeFeed.ts';
import { notify } from '../notifications/notify.ts';
import { sendAttempt, type AttemptResult } from './send.ts';
import { signedHeaders } from './signature.ts';

export const WEBHOOK_QUEUE = 'webhooks.deliver';

export interface WebhookJob {
  id: string;
  token: string;
}

export interface WebhookDeliveryOptions {
  /** delay before each attempt after a failure, the first at once */
  retrySeconds?: readonly number[];
  timeoutMs?: number;
  /** a delivery given up after the endpoint has failed this long turns the webhook off */
  disableAfterMs?: number;
  pollingIntervalSeconds?: number;
  /** how often the dispatcher looks for rows whose notice it may have missed */
  sweepEveryMs?: number;
  /** workers fetching jobs side by side */
  concurrency?: number;
}

export const DELIVERY_TEXTS = {
  turnedOff: 'The webhook was turned off; nothing was sent',
  deactivated: 'The webhook’s account is deactivated; nothing was sent',
  gone: 'The endpoint answered 410 Gone: the webhook was turned off',
  failing: (days: number) => `Every delivery failed for ${days} day${days === 1 ? '' : 's'}: the webhook was turned off`,
} as const;

interface AttemptRow extends Record<string, unknown> {
  id: string;
  event_id: string;
  body: string;
  status: string;
  round: number;
  job_token: string;
  webhook_id: string;
  url: string;
  secret: string;
  previous_secret: string | null;
  previous_secret_until: Date | string | null;
  enabled: boolean;
  owner_id: string;
  is_active: boolean;
}

const DISPATCH_BATCH = 200;

export class WebhookDelivery {
  readonly boss: PgBoss;
  private readonly options: Required<WebhookDeliveryOptions>;
  private readonly workerIds: string[] = [];
  private unsubscribe: (() => void) | null = null;
  private sweep: NodeJS.Timeout | null = null;
  private dispatching: Promise<void> | null = null;
  private again = false;
  private started = false;
  private readonly database: Database;
  private readonly config: Config;
  private readonly feed: ChangeFeed;
  private readonly log: (msg: string) => void;

  constructor(database: Database, config: Config, feed: ChangeFeed, log: (msg: string) => void, options: WebhookDeliveryOptions = {}) {
    this.database = database;
    this.config = config;
    this.feed = feed;
    this.log = log;
    this.options = {
      retrySeconds: WEBHOOK_RETRY_SECONDS,
      timeoutMs: 15_000,
      disableAfterMs: 3 * 86_400_000,
      pollingIntervalSeconds: 2,
      sweepEveryMs: 10_000,
      concurrency: 4,
      ...options,
    };
    this.boss = new PgBoss({
      db: { executeSql: (text: string, values?: unknown[]) => database.pool.query(text, values) },
      schedule: false,
    });
    this.boss.on('error', (err: unknown) => log(`webhook queue error: ${err instanceof Error ? err.message : String(err)}`));
  }

  /** Makes the queue (in pg-boss's schema, which must exist): at start, and on the tests' template database. */
  static async createQueue(boss: PgBoss): Promise<void> {
    await boss.createQueue(WEBHOOK_QUEUE, { name: WEBHOOK_QUEUE, retryLimit: 3, retryDelay: 30, expireInSeconds: 120 });
  }

  /** Starts the workers and the dispatcher on this server. */
  async start(options: Partial<WebhookDeliveryOptions> = {}): Promise<void> {
    Object.assign(this.options, options);
    // Making the queue changes pg-boss's schema: servers starting together take turns (two at once deadlocked, and
    // the server that lost did not start), as they do for the jobs' and mail's queues (db/migrate.ts).
    await underMigrationLock(this.database, async () => {
      await this.boss.start();
      await WebhookDelivery.createQueue(this.boss);
    });
    for (let i = 0; i < this.options.concurrency; i++) {
      this.workerIds.push(
        await this.boss.work<WebhookJob>(WEBHOOK_QUEUE, { batchSize: 20, pollingIntervalSeconds: this.options.pollingIntervalSeconds }, async (jobs) => {
          await this.attemptAll(jobs.map((job) => job.data)).catch((err: unknown) => this.log(`webhook deliveries: ${String(err)}`));
        }),
      );
    }
    this.unsubscribe = this.feed.subscribe({ changed: (tag) => tag === 'whd' && this.dispatch(), reset: () => this.dispatch(), size: 0 });
    this.sweep = setInterval(() => this.dispatch(), this.options.sweepEveryMs);
    this.sweep.unref();
    this.started = true;
    this.dispatch();
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    this.unsubscribe?.();
    if (this.sweep) clearInterval(this.sweep);
    // Deliveries in flight get a few seconds; a database that is gone must not hold the process (a job not
    // finished is attempted again by another server once it expires).
    const settled = Promise.all([this.dispatching?.catch(() => {}), this.boss.stop({ graceful: true, close: true, wait: true })]);
    await Promise.race([settled, new Promise<void>((resolve) => setTimeout(resolve, 5_000).unref())]);
  }

  /** Queues the next attempt of a delivery, in the caller's transaction. */
  async enqueue(db: Executor, job: WebhookJob, afterSeconds = 0): Promise<void> {
    const startAfter = afterSeconds > 0 ? new Date(Date.now() + afterSeconds * 1000).toISOString() : undefined;
    await this.boss.insert([{ name: WEBHOOK_QUEUE, data: job, ...(startAfter ? { startAfter } : {}) }], { db: bossDbFor(db) });
  }

  /** Wakes this server's workers (a job was just committed). */
  wake(): void {
    for (const id of this.workerIds) this.boss.notifyWorker(id);
  }

  /** Hands every committed, unqueued delivery to pg-boss (one run at a time; a call during a run asks for another). */
  dispatch(): void {
    if (!this.started) return;
    if (this.dispatching) {
      this.again = true;
      return;
    }
    this.dispatching = this.dispatchAll()
      .catch((err: unknown) => this.log(`webhook dispatch: ${String(err)}`))
      .finally(() => {
        this.dispatching = null;
        if (this.again) {
          this.again = false;
          this.dispatch();
        }
      });
  }

  private async dispatchAll(): Promise<void> {
    for (;;) {
      const moved = await this.database.db.transaction(async (tx) => {
        const rows = await tx.execute<{ id: string; job_token: string }>(sql`
          update webhook_deliveries set queued_at = now()
          where id in (select id from webhook_deliveries where queued_at is null order by created_at limit ${DISPATCH_BATCH} for update skip locked)
          returning id, job_token`);
        if (rows.rows.length) {
          await this.boss.insert(
            rows.rows.map((r) => ({ name: WEBHOOK_QUEUE, data: { id: r.id, token: r.job_token } satisfies WebhookJob })),
            { db: bossDbFor(tx) },
          );
        }
        return rows.rows.length;
      });
      if (moved) this.wake();
      if (moved < DISPATCH_BATCH) return;
    }
  }

  /**
   * One attempt of each delivery the jobs name whose token they still hold: read together, sent side by side, the
   * successes recorded in one statement (failures, rarer, each with its retry in a transaction of its own).
   */
  private async attemptAll(jobs: WebhookJob[]): Promise<void> {
    const { db } = this.database;
    const found = await db.execute<AttemptRow>(sql`
      select d.id, d.event_id, d.body, d.status, d.round, d.job_token, w.id as webhook_id, w.url, w.secret, w.previous_secret,
        w.previous_secret_until, w.enabled, w.owner_id, u.is_active
      from webhook_deliveries d join webhooks w on w.id = d.webhook_id join users u on u.id = w.owner_id
      where d.id = any(${sql.param(jobs.map((j) => j.id))}::uuid[])`);
    const tokens = new Set(jobs.map((j) => `${j.id} ${j.token}`));
    const rows = found.rows.filter((row) => tokens.has(`${row.id} ${row.job_token}`) && row.status === 'pending');
    const succeeded: Array<{ row: AttemptRow; result: AttemptResult }> = [];
    await Promise.all(
      rows.map(async (row) => {
        const result = await this.send(row);
        if (result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300) return void succeeded.push({ row, result });
        const stopped = !row.enabled || !row.is_active;
        const next = stopped || result.statusCode === 410 ? undefined : this.options.retrySeconds[row.round + 1];
        await this.record(row, result, next === undefined ? 'failed' : 'pending', next).catch((err: unknown) => this.log(`webhook delivery ${row.id}: ${String(err)}`));
      }),
    );
    if (!succeeded.length) return;
    const at = new Date().toISOString();
    await db.execute(sql`
      with done as (
        update webhook_deliveries d set status = 'succeeded', round = d.round + 1, job_token = gen_random_uuid(), next_attempt_at = null,
          attempts = jsonb_path_query_array(d.attempts || jsonb_build_array(r.attempt), '$[last-29 to last]')
        from unnest(${sql.param(succeeded.map((s) => s.row.id))}::uuid[], ${sql.param(succeeded.map((s) => s.row.job_token))}::uuid[],
          ${sql.param(succeeded.map((s) => JSON.stringify({ at, ...s.result })))}::jsonb[]) as r(id, token, attempt)
        where d.id = r.id and d.job_token = r.token and d.status = 'pending'
        returning d.webhook_id)
      update webhooks set failing_since = null where id in (select webhook_id from done) and failing_since is not null`);
  }

  /** The attempt itself; nothing is sent for a webhook turned off or an account deactivated. */
  private async send(row: AttemptRow): Promise<AttemptResult> {
    if (!row.enabled || !row.is_active) return { statusCode: null, durationMs: 0, response: '', error: row.enabled ? DELIVERY_TEXTS.deactivated : DELIVERY_TEXTS.turnedOff };
    const until = row.previous_secret_until ? new Date(row.previous_secret_until) : null;
    const secrets = [row.secret, ...(row.previous_secret && until && until > new Date() ? [row.previous_secret] : [])];
    return sendAttempt(row.url, signedHeaders(secrets, row.event_id, row.body), row.body, {
      timeoutMs: this.options.timeoutMs,
      allowPrivate: this.config.WEBHOOKS_ALLOW_PRIVATE_ADDRESSES,
      userAgent: 'Folio-Webhooks/1.0',
    });
  }

  /** Writes a failed attempt (only if the token is still the job's), schedules the next one, and keeps the webhook's health. */
  private async record(row: AttemptRow, result: AttemptResult, status: 'pending' | 'failed', nextSeconds?: number): Promise<void> {
    const attempt = { at: new Date().toISOString(), ...result };
    const token = randomUUID();
    const woke = await this.database.db.transaction(async (tx) => {
      const updated = await tx.execute(sql`
        update webhook_deliveries set status = ${status}, round = round + 1, job_token = ${token},
          attempts = jsonb_path_query_array(attempts || ${JSON.stringify([attempt])}::jsonb, '$[last-29 to last]'),
          next_attempt_at = ${nextSeconds === undefined ? null : new Date(Date.now() + nextSeconds * 1000)}
        where id = ${row.id} and job_token = ${row.job_token} and status = 'pending'
        returning id`);
      if (!updated.rows.length || !row.enabled || !row.is_active) return false;
      if (nextSeconds !== undefined) await this.enqueue(tx, { id: row.id, token }, nextSeconds);
      const health = await tx.execute<{ failing_for_ms: number }>(sql`
        update webhooks set failing_since = coalesce(failing_since, now()) where id = ${row.webhook_id}
        returning extract(epoch from now() - failing_since) * 1000 as failing_for_ms`);
      const failingFor = Number(health.rows[0]?.failing_for_ms ?? 0);
      const reason =
        result.statusCode === 410
          ? DELIVERY_TEXTS.gone
          : status === 'failed' && failingFor >= this.options.disableAfterMs
            ? DELIVERY_TEXTS.failing(Math.max(1, Math.round(failingFor / 86_400_000)))
            : null;
      if (reason) await this.turnOff(tx, row, reason);
      return nextSeconds === 0;
    });
    if (woke) this.wake();
  }

  private async turnOff(tx: Executor, row: AttemptRow, reason: string): Promise<void> {
    const off = await tx.execute(sql`
      update webhooks set enabled = false, disabled_reason = ${reason}, updated_at = now()
      where id = ${row.webhook_id} and enabled returning id`);
    if (!off.rows.length) return;
    await notify(tx, [{ userId: row.owner_id, kind: 'webhook', actorId: null, data: { url: row.url, reason } }]);
    this.log(`webhook ${row.webhook_id} turned off: ${reason}`);
  }
}

