import { eq, sql } from 'drizzle-orm';
import { createTransport } from 'nodemailer';
import PgBoss from 'pg-boss';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { bossDbFor } from '../db/bossDb.ts';
import { mailMessages } from '../db/schema.ts';
import { deleteMailTo, type MailService } from './service.ts';

export const MAIL_QUEUE = 'mail.send';

export interface SmtpMailOptions {
  /** Delivery attempts after the first before a mail is marked failed. */
  retryLimit?: number;
  /** Base delay before a retry, in seconds; doubled (with jitter) on each further retry. */
  retryDelaySeconds?: number;
  /** How often the worker looks for jobs when nothing woke it. */
  pollingIntervalSeconds?: number;
}

interface MailJob {
  id: string;
}

const describeError = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 2000);

/**
 * SMTP delivery: `enqueue` writes the mail row as 'queued' plus a pg-boss job in the caller's transaction; a worker
 * sends it with nodemailer and records 'sent', or the error and the attempt count; pg-boss retries with backoff and
 * the row becomes 'failed' when the last retry fails.
 */
export function createSmtpMail(
  config: Config,
  database: Database,
  log: (msg: string) => void,
  options: SmtpMailOptions = {},
): MailService {
  const { retryLimit = 5, retryDelaySeconds = 30, pollingIntervalSeconds = 2 } = options;
  const transport = createTransport(
    {
      url: config.SMTP_URL,
      // nodemailer's defaults (2 and 10 minutes) would outlive the job's expiry.
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    },
    { from: config.MAIL_FROM },
  );
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => database.pool.query(text, values) },
    // Maintenance and clock-skew monitoring are not needed for a single delivery queue.
    schedule: false,
  });
  boss.on('error', (err) => log(`mail queue error: ${describeError(err)}`));
  let workerId: string | null = null;

  async function deliver(job: PgBoss.JobWithMetadata<MailJob>): Promise<void> {
    const { db } = database;
    const [mail] = await db.select().from(mailMessages).where(eq(mailMessages.id, job.data.id)).limit(1);
    // Deleted, or already delivered by an earlier attempt whose completion was lost.
    if (!mail || mail.status === 'sent') return;
    try {
      await transport.sendMail({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    } catch (err) {
      const lastTry = job.retryCount >= job.retryLimit;
      await db
        .update(mailMessages)
        .set({
          attempts: sql`${mailMessages.attempts} + 1`,
          lastError: describeError(err),
          status: lastTry ? 'failed' : 'queued',
        })
        .where(eq(mailMessages.id, mail.id));
      log(`mail ${mail.id} to ${mail.to} not delivered${lastTry ? ', giving up' : ', will retry'}: ${describeError(err)}`);
      throw err;
    }
    await db
      .update(mailMessages)
      .set({ status: 'sent', sentAt: new Date(), attempts: sql`${mailMessages.attempts} + 1`, lastError: null })
      .where(eq(mailMessages.id, mail.id));
  }

  return {
    async enqueue(db, message) {
      const [row] = await db
        .insert(mailMessages)
        .values({ ...message, status: 'queued' })
        .returning({ id: mailMessages.id });
      const id = row!.id;
      await boss.insert([{ name: MAIL_QUEUE, data: { id } satisfies MailJob }], { db: bossDbFor(db) });
      return id;
    },
    flush() {
      // The job is already committed; waking the worker just saves the polling delay.
      if (workerId) boss.notifyWorker(workerId);
    },
    async forgetAddress(db, address) {
      const ids = await deleteMailTo(db, address);
      // The delivery jobs name only the mail's id; the worker would skip them, but nothing of the mail is kept.
      if (ids.length) {
        await db.execute(sql`delete from pgboss.job where name = ${MAIL_QUEUE} and data->>'id' in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
      }
      return ids;
    },
    async start() {
      await boss.start();
      await boss.createQueue(MAIL_QUEUE, {
        name: MAIL_QUEUE,
        retryLimit,
        retryDelay: retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: 180,
      });
      workerId = await boss.work<MailJob>(
        MAIL_QUEUE,
        { includeMetadata: true, batchSize: 1, pollingIntervalSeconds },
        async ([job]) => {
          if (job) await deliver(job);
        },
      );
      log(`mail is delivered over SMTP to ${new URL(config.SMTP_URL!).host}`);
    },
    async stop() {
      workerId = null;
      await boss.stop({ graceful: true, close: true, wait: true });
      transport.close();
    },
  };
}
