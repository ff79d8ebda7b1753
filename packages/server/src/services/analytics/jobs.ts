/**
 * The analytics job (issue 14), on the shared pg-boss schedule (one run across all app servers): every 5 minutes it
 * rebuilds today's and yesterday's roll-ups, makes the coming months' partitions, drops salts older than
 * yesterday and the partitions past ANALYTICS_RETENTION_MONTHS. With a mail service, the weekly report goes out on
 * Monday mornings to the owners who asked for it (weekly.ts).
 */
import type PgBoss from 'pg-boss';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { dropExpiredPartitions, ensurePartitions } from './partitions.ts';
import { rollupDay } from './rollup.ts';
import { dropOldSalts, utcDay } from './visitor.ts';
import { sendWeeklyReports } from './weekly.ts';
import type { MailService } from '../../mail/service.ts';

export const ANALYTICS_QUEUE = 'analytics.rollup';
export const WEEKLY_REPORT_QUEUE = 'analytics.weekly-report';
const EVERY_5_MINUTES = '*/5 * * * *';
/** Mondays at 06:00 UTC, once the week's last day is rolled up. */
const MONDAY_MORNING = '0 6 * * 1';

export async function runAnalyticsMaintenance(database: Database, config: Config, now = new Date()): Promise<{ dropped: string[] }> {
  const { db } = database;
  await ensurePartitions(db, now);
  await rollupDay(db, utcDay(new Date(now.getTime() - 86_400_000)));
  await rollupDay(db, utcDay(now));
  await dropOldSalts(db, utcDay(now));
  return { dropped: await dropExpiredPartitions(db, config.ANALYTICS_RETENTION_MONTHS, now) };
}

export async function registerAnalyticsJob(
  boss: PgBoss,
  database: Database,
  config: Config,
  log: (msg: string) => void,
  pollingIntervalSeconds = 30,
  mail?: MailService,
): Promise<void> {
  if (mail) {
    await boss.createQueue(WEEKLY_REPORT_QUEUE, { name: WEEKLY_REPORT_QUEUE, policy: 'singleton', expireInSeconds: 3_600 });
    await boss.work(WEEKLY_REPORT_QUEUE, { pollingIntervalSeconds }, async () => {
      const sent = await sendWeeklyReports(database.db, mail, config.APP_ORIGIN);
      if (sent) log(`analytics: sent ${sent} weekly report(s)`);
    });
    await boss.schedule(WEEKLY_REPORT_QUEUE, MONDAY_MORNING);
  }
  await boss.createQueue(ANALYTICS_QUEUE, { name: ANALYTICS_QUEUE, policy: 'singleton', expireInSeconds: 600 });
  await boss.work(ANALYTICS_QUEUE, { pollingIntervalSeconds }, async () => {
    const { dropped } = await runAnalyticsMaintenance(database, config);
    if (dropped.length) log(`analytics: dropped ${dropped.length} partition(s) past the retention: ${dropped.join(', ')}`);
  });
  await boss.schedule(ANALYTICS_QUEUE, EVERY_5_MINUTES);
  await boss.send(ANALYTICS_QUEUE, {});
}
