import type { LoginLogItem, Page } from '@folio/model';
import { and, count, desc, eq, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { loginLogs } from '../../db/schema.ts';
import type { Pagination } from '../../routes/pagination.ts';

export interface LoginLogFilters {
  /** part of the username as entered, or an account id */
  user?: string | undefined;
  /** true: successful sign-ins; false: refused ones */
  success?: boolean | undefined;
  /** the reason of a refused attempt (wrong_password, unknown_email, unverified, deactivated, rate_limited) */
  reason?: string | undefined;
  /** the address, exactly */
  ip?: string | undefined;
  /** first and last day (YYYY-MM-DD, UTC) */
  from?: string | undefined;
  to?: string | undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Login attempts, newest first, filtered. The auth routes write them (services/auth/loginLog.ts). `of` is what
 * `can(admin.readLoginLogs)` allowed the reader: every attempt, or those naming no account or an ordinary user's.
 */
export async function listLoginLogs(db: Executor, page: Pagination & LoginLogFilters, of: 'everyone' | 'ordinaryUsers'): Promise<Page<LoginLogItem>> {
  const conditions: SQL[] = [];
  if (of === 'ordinaryUsers') {
    // Written out: inside a one-table query Drizzle leaves column names unqualified.
    conditions.push(sql`("login_logs"."user_id" is null or exists (select 1 from users u where u.id = "login_logs"."user_id" and not u.is_admin and not u.super_admin))`);
  }
  if (page.user) conditions.push(UUID.test(page.user) ? eq(loginLogs.userId, page.user) : ilike(loginLogs.email, contains(page.user)));
  if (page.success !== undefined) conditions.push(eq(loginLogs.success, page.success));
  if (page.reason) conditions.push(eq(loginLogs.reason, page.reason));
  if (page.ip) conditions.push(eq(loginLogs.ip, page.ip));
  if (page.from) conditions.push(gte(loginLogs.createdAt, new Date(`${page.from}T00:00:00Z`)));
  if (page.to) conditions.push(lt(loginLogs.createdAt, new Date(Date.parse(`${page.to}T00:00:00Z`) + 86_400_000)));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(loginLogs).where(where).orderBy(desc(loginLogs.createdAt), desc(loginLogs.id)).limit(page.first).offset(page.after),
    db.select({ n: count() }).from(loginLogs).where(where),
  ]);
  return {
    items: rows.map((l) => ({ ...l, createdAt: l.createdAt.toISOString() })),
    total: total?.n ?? 0,
  };
}
