/**
 * The weekly analytics mail (issue 26): owners who opt in get, every Monday, last week's visitors and page views
 * (the same figures as the analytics screen for that range), the change on the week before and their most viewed
 * items. Sent by the shared pg-boss schedule (jobs.ts) through the mail service's outbox.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { weeklyAnalyticsMail } from '../../mail/templates.ts';
import type { MailService } from '../../mail/service.ts';
import { addDays } from './range.ts';
import { analyticsItems, previousOf, totalsIn, type Scope } from './reports.ts';
import { utcDay } from './visitor.ts';

export async function weeklyReportSetting(db: Executor, userId: string): Promise<{ weeklyReport: boolean }> {
  const [row] = await db.select({ on: users.analyticsWeeklyReport }).from(users).where(eq(users.id, userId));
  return { weeklyReport: row?.on ?? false };
}

export async function setWeeklyReport(db: Executor, userId: string, on: boolean): Promise<{ weeklyReport: boolean }> {
  await db.update(users).set({ analyticsWeeklyReport: on }).where(eq(users.id, userId));
  return { weeklyReport: on };
}

/** The seven whole UTC days before `now`'s day. */
export const lastWeek = (now: Date) => {
  const end = addDays(utcDay(now), -1);
  return { start: addDays(end, -6), end };
};

/** Mails every opted-in, active, verified owner their week; answers how many were sent. */
export async function sendWeeklyReports(db: Db, mail: MailService, appOrigin: string, now = new Date()): Promise<number> {
  const range = lastWeek(now);
  const owners = await db
    .select({ id: users.id, email: users.email, displayName: users.displayName })
    .from(users)
    .where(and(eq(users.analyticsWeeklyReport, true), eq(users.isActive, true), isNotNull(users.emailVerifiedAt)));
  for (const owner of owners) {
    const scope: Scope = { ownerId: owner.id };
    const [totals, previous, top] = await Promise.all([totalsIn(db, scope, range), totalsIn(db, scope, previousOf(range)), analyticsItems(db, scope, range, { first: 5, after: 0 })]);
    await mail.enqueue(
      db,
      weeklyAnalyticsMail({
        to: owner.email,
        displayName: owner.displayName,
        range,
        ...totals,
        previous,
        top: top.items.filter((i) => i.views > 0),
        link: `${appOrigin}/analytics`,
      }),
    );
  }
  mail.flush();
  return owners.length;
}
