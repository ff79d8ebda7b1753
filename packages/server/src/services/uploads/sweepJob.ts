/**
 * The pg-boss job that sweeps form uploads no submission took (services/uploads/formUploads.ts): scheduled every
 * hour on the shared schedule (one run per hour across all app servers), also sent once at start so a server that
 * was down catches up.
 */
import PgBoss from 'pg-boss';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { uploadStagingDir, type BlobStore } from '../../storage/index.ts';
import { sweepFormUploads } from './formUploads.ts';
import { pruneVersions } from '../folios/versions.ts';
import { pruneDeliveries } from '../webhooks/deliveries.ts';
import { pruneDrafts } from '../submissions/drafts.ts';
import { sweepUsedProofs } from '../spam/sweep.ts';
import { registerAnalyticsJob } from '../analytics/jobs.ts';
import type { MailService } from '../../mail/service.ts';

export const FORM_UPLOAD_SWEEP_QUEUE = 'uploads.sweep-form';
const EVERY_HOUR = '23 * * * *';

export interface BackgroundJobs {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** the pg-boss instance (tests send jobs and read schedules through it) */
  boss: PgBoss;
}

export function createUploadSweepJob(
  config: Config,
  database: Database,
  store: BlobStore,
  log: (msg: string) => void,
  options: { pollingIntervalSeconds?: number; mail?: MailService } = {},
): BackgroundJobs {
  const boss = new PgBoss({ db: { executeSql: (text: string, values?: unknown[]) => database.pool.query(text, values) } });
  boss.on('error', (err: unknown) => log(`upload sweep queue error: ${err instanceof Error ? err.message : String(err)}`));
  const staging = uploadStagingDir(config);
  return {
    boss,
    async start() {
      await boss.start();
      await boss.createQueue(FORM_UPLOAD_SWEEP_QUEUE, { name: FORM_UPLOAD_SWEEP_QUEUE, policy: 'singleton', expireInSeconds: 600 });
      await boss.work(FORM_UPLOAD_SWEEP_QUEUE, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 30 }, async () => {
        const swept = await sweepFormUploads(database.db, config, store, staging);
        if (swept) log(`swept ${swept} form upload(s) no submission took`);
        // The same hourly turn deletes folio versions past their retention (issue 29).
        const pruned = await pruneVersions(database.db, config.VERSION_RETENTION_DAYS);
        if (pruned) log(`deleted ${pruned} folio version(s) older than ${config.VERSION_RETENTION_DAYS} days`);
        // And webhook deliveries past theirs (issue 30).
        const drafts = await pruneDrafts(database.db);
        if (drafts) log(`deleted ${drafts} form draft(s) sent or long expired`);
        const deliveries = await pruneDeliveries(database.db, config.WEBHOOK_DELIVERY_RETENTION_DAYS);
        if (deliveries) log(`deleted ${deliveries} webhook deliveries older than ${config.WEBHOOK_DELIVERY_RETENTION_DAYS} days`);
        // And proofs of work whose challenge expired (issue 31).
        const proofs = await sweepUsedProofs(database.db);
        if (proofs) log(`forgot ${proofs} used proof(s) of work past their expiry`);
      });
      await boss.schedule(FORM_UPLOAD_SWEEP_QUEUE, EVERY_HOUR);
      await boss.send(FORM_UPLOAD_SWEEP_QUEUE, {});
      // The analytics roll-ups share the queue (services/analytics/jobs.ts).
      await registerAnalyticsJob(boss, database, config, log, options.pollingIntervalSeconds ?? 30, options.mail);
    },
    async stop() {
      await boss.stop({ graceful: true, close: true, wait: true });
    },
  };
}
