import type { LoginLogItem, Page } from '@folio/model';
import { count, desc } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { loginLogs } from '../../db/schema.ts';
import type { Pagination } from '../../routes/pagination.ts';

/** Login attempts, newest first. The auth routes write them (services/auth/loginLog.ts). */
export async function listLoginLogs(db: Executor, page: Pagination): Promise<Page<LoginLogItem>> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(loginLogs)
      .orderBy(desc(loginLogs.createdAt), desc(loginLogs.id))
      .limit(page.first)
      .offset(page.after),
    db.select({ n: count() }).from(loginLogs),
  ]);
  return {
    items: rows.map((l) => ({ ...l, createdAt: l.createdAt.toISOString() })),
    total: total?.n ?? 0,
  };
}
