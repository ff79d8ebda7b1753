/**
 * The analytics job (issue 14), on the shared pg-boss schedule (one run across all app servers): every 5 minutes it
 * rebuilds today's and yesterday's roll-ups, makes the coming months' partitions, drops salts older than
 * yesterday and the partitions past ANALYTICS_RETENTION_MONTHS.
 */
import type PgBoss from 'pg-boss';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { dropExpiredPartitions, ensurePartitions } from './partitions.ts';
import { rollupDay } from './rollup.ts';
import { dropOldSalts, utcDay } from './visitor.ts';

export const ANALYTICS_QUEUE = 'analytics.rollup';
const EVERY_5_MINUTES = '*/5 * * * *';

export async function runAnalyticsMaintenance(database: Database, config: Config, now = new Date()): Promise<{ dropped: string[] }> {
  const { db } = database;
  await ensurePartitions(db, now);
  await rollupDay(db, utcDay(new Date(now.getTime() - 86_400_000)));
  await rollupDay(db, utcDay(now));
  await dropOldSalts(db, utcDay(now));
  return { dropped: await dropExpiredPartitions(db, config.ANALYTICS_RETENTION_MONTHS, now) };
}

export async function registerAnalyticsJob(boss: PgBoss, database: Database, config: Config, log: (msg: string) => void, pollingIntervalSeconds = 30): Promise<void> {
  await boss.createQueue(ANALYTICS_QUEUE, { name: ANALYTICS_QUEUE, policy: 'singleton', expireInSeconds: 600 });
  await boss.work(ANALYTICS_QUEUE, { pollingIntervalSeconds }, async () => {
    const { dropped } = await runAnalyticsMaintenance(database, config);
    if (dropped.length) log(`analytics: dropped ${dropped.length} partition(s) past the retention: ${dropped.join(', ')}`);
  });
  await boss.schedule(ANALYTICS_QUEUE, EVERY_5_MINUTES);
  await boss.send(ANALYTICS_QUEUE, {});
}
