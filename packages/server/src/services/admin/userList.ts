/**
 * `GET /api/users/management`: accounts with search, filters and sort, paged by offset or by keyset (issue 28).
 * Each sort walks an index in its order (users_created_idx, users_email_key, users_display_name_idx) and the
 * cursor starts the walk right after the last row; the total is exact up to 1,000, an estimate beyond.
 */
import { and, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../../auth/authenticate.ts';
import { can } from '../../auth/can.ts';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { forbidden } from '../../errors.ts';
import { countOrEstimate, totalOnPage, type Counted } from '../lists/count.ts';
import { afterKey, asUuid, decodeCursor, encodeCursor, keyIs, microsOf, timeFromMicros, type KeyPart, type KeyValue } from '../lists/cursor.ts';
import { ADMIN_TEXTS, lastLogin, MANAGED_COLUMNS, present, type ManagedUserRow } from './users.ts';

export interface UserListQuery {
  first: number;
  after: number;
  cursor?: string | undefined;
  search?: string | undefined;
  accountTypeId?: number | undefined;
  active?: boolean | undefined;
  verified?: boolean | undefined;
  admin?: boolean | undefined;
  sort?: 'newest' | 'oldest' | 'name' | 'email' | undefined;
}

const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Each sort's key: its column, direction, how it travels in a cursor; ties by id in the direction its index reads. */
function sortKey(sort: UserListQuery['sort']): { column: SQL; desc: boolean; idDesc: boolean; time: boolean } {
  if (sort === 'oldest') return { column: sql`"users"."created_at"`, desc: false, idDesc: true, time: true };
  if (sort === 'name') return { column: sql`"users"."display_name"`, desc: false, idDesc: false, time: false };
  if (sort === 'email') return { column: sql`"users"."email"`, desc: false, idDesc: false, time: false };
  return { column: sql`"users"."created_at"`, desc: true, idDesc: false, time: true };
}

export async function listUsers(db: Executor, actor: AuthUser, q: UserListQuery): Promise<{ items: ManagedUserRow[]; nextCursor: string | null } & Counted> {
  if (!can(actor, { kind: 'admin.listUsers' })) throw forbidden(ADMIN_TEXTS.notAllowed);
  const conditions: SQL[] = [];
  if (q.search) conditions.push(or(ilike(users.displayName, contains(q.search)), ilike(users.email, contains(q.search)))!);
  if (q.accountTypeId !== undefined) conditions.push(eq(users.accountTypeId, q.accountTypeId));
  if (q.active !== undefined) conditions.push(eq(users.isActive, q.active));
  if (q.verified !== undefined) conditions.push(q.verified ? isNotNull(users.emailVerifiedAt) : isNull(users.emailVerifiedAt));
  if (q.admin !== undefined) conditions.push(q.admin ? or(eq(users.isAdmin, true), eq(users.superAdmin, true))! : and(eq(users.isAdmin, false), eq(users.superAdmin, false))!);
  const key = sortKey(q.sort);
  const tag = q.sort ?? 'newest';
  const where = conditions.length ? and(...conditions)! : sql`true`;
  let after = sql`true`;
  if (q.cursor) {
    const [value, id] = decodeCursor(q.cursor, tag, [key.time ? keyIs.micros : keyIs.text, keyIs.uuid]) as [KeyValue, KeyValue];
    const parts: KeyPart[] = [
      { column: key.column, desc: key.desc, value, ...(key.time ? { cast: timeFromMicros } : {}) },
      { column: sql`"users"."id"`, desc: key.idDesc, value: id, cast: asUuid },
    ];
    after = afterKey(parts);
  }
  const dir = (desc: boolean) => (desc ? sql`desc` : sql`asc`);
  const rows = await db
    .select({ user: MANAGED_COLUMNS, last: lastLogin, key: key.time ? microsOf(key.column) : sql<string>`${key.column}` })
    .from(users)
    .where(and(where, after))
    .orderBy(sql`${key.column} ${dir(key.desc)}`, sql`"users"."id" ${dir(key.idDesc)}`)
    .limit(q.first + 1)
    .offset(q.cursor ? 0 : q.after);
  // Counted after the page: a first page that holds every match is its own total (a search finding a few accounts
  // then scans its trigram indexes once, not twice).
  const counted = totalOnPage({ shown: rows.length, more: rows.length > q.first, fromStart: !q.cursor && q.after === 0 }) ?? (await countOrEstimate(db, sql`"users" where ${where}`));
  const page = rows.slice(0, q.first);
  const last = page.at(-1);
  const nextCursor = rows.length > q.first && last ? encodeCursor(tag, [last.key, last.user.id]) : null;
  return { items: page.map((r) => present(r.user, r.last)), ...counted, nextCursor };
}
