// Migration owner_day_visitors: the days rolled up before it get their owners' visitor counts from the kept visitors.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { buildUser } from '../../test/factories.ts';
import { backfillOf } from '../../test/migrations.ts';
import { analyticsOwnerDays } from './schema.ts';

const { db } = await createTestApp();
const backfill = backfillOf('owner_day_visitors');

describe('migration owner_day_visitors', () => {
  it('counts each owner’s kept visitors per rolled-up day', async () => {
    expect(backfill).toHaveLength(1);
    const a = await buildUser(db);
    const b = await buildUser(db);
    await db.execute(sql`insert into analytics_daily_visitors (day, owner_id, visitor) values
      ('2026-01-01', ${a.id}, 1), ('2026-01-01', ${a.id}, 2), ('2026-01-01', ${a.id}, 3), ('2026-01-02', ${a.id}, 1),
      ('2026-01-01', ${b.id}, 1)`);
    for (const statement of backfill) await db.execute(sql.raw(statement));
    const counts = async (owner: string) =>
      (await db.select().from(analyticsOwnerDays).where(eq(analyticsOwnerDays.ownerId, owner))).map((r) => [r.day, r.visitors]).sort();
    expect(await counts(a.id)).toEqual([
      ['2026-01-01', 3],
      ['2026-01-02', 1],
    ]);
    expect(await counts(b.id)).toEqual([['2026-01-01', 1]]);
  });
});
