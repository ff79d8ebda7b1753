/**
 * `GET /api/users/management`: accounts with search, filters and sort, paged by offset or by keyset (issue 28).
 * Each sort walks an index in its order (users_created_idx, users_email_key, users_display_name_idx) and the
 * cursor starts the walk right after the last row; the total is exact up to 1,000, an estimate beyond.
 */
import { and, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../../auth/authenticate.ts';
import { can } from '../../auth/can.ts';
import type { Executor } from '../../db/client.ts';
import { Binds, executeByShape, shapeOf, shortSearch } from '../../db/prepared.ts';
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
  // Every value through `b` (Binds): the statement is built and prepared once per shape (executeByShape).
  const filter = (b: Binds): SQL => {
    const conditions: SQL[] = [];
    if (q.search) {
      const part = b.of(contains(q.search));
      conditions.push(or(ilike(users.displayName, part), ilike(users.email, part))!);
    }
    if (q.accountTypeId !== undefined) conditions.push(eq(users.accountTypeId, b.of(q.accountTypeId)));
    if (q.active !== undefined) conditions.push(q.active ? sql`${users.isActive} = true` : sql`${users.isActive} = false`);
    if (q.verified !== undefined) conditions.push(q.verified ? isNotNull(users.emailVerifiedAt) : isNull(users.emailVerifiedAt));
    if (q.admin !== undefined) conditions.push(q.admin ? sql`(${users.isAdmin} or ${users.superAdmin})` : sql`not (${users.isAdmin} or ${users.superAdmin})`);
    return conditions.length ? and(...conditions)! : sql`true`;
  };
  const key = sortKey(q.sort);
  const tag = q.sort ?? 'newest';
  const binds = new Binds();
  const where = filter(binds);
  const listKey = `users\u0000${JSON.stringify(q.search ?? null)}\u0000${JSON.stringify([q.accountTypeId, q.active, q.verified, q.admin])}`;
  let after = sql`true`;
  if (q.cursor) {
    const [value, id] = decodeCursor(q.cursor, tag, [key.time ? keyIs.micros : keyIs.text, keyIs.uuid]) as [KeyValue, KeyValue];
    const parts: KeyPart[] = [
      { column: key.column, desc: key.desc, value, cast: key.time ? (v) => timeFromMicros(binds.of(v)) : (v) => sql`${binds.of(v)}` },
      { column: sql`"users"."id"`, desc: key.idDesc, value: id, cast: (v) => asUuid(binds.of(v)) },
    ];
    after = afterKey(parts);
  }
  const offset = q.cursor ? 0 : q.after;
  const dir = (desc: boolean) => (desc ? sql`desc` : sql`asc`);
  // The page size is written into the text, after the order (drizzle's limit() would send it as a parameter): a
  // generic plan then knows it reads a few rows in index order. An offset is a value.
  const pageEnd = sql` limit ${sql.raw(String(q.first + 1))}${offset > 0 ? sql` offset ${binds.of(offset)}` : sql``}`;
  const query = db
    .select({ user: MANAGED_COLUMNS, last: lastLogin, key: key.time ? microsOf(key.column) : sql<string>`${key.column}` })
    .from(users)
    .where(and(where, after))
    .orderBy(sql`${key.column} ${dir(key.desc)}`, sql`"users"."id" ${dir(key.idDesc)}${pageEnd}`);
  const shape = shortSearch(q.search)
    ? null
    : `${shapeOf({ search: q.search, accountTypeId: q.accountTypeId, active: q.active, verified: q.verified, admin: q.admin })}|${tag}|${q.cursor ? 'cursor' : offset > 0 ? 'offset' : 'first'}|${q.first}`;
  const rows = await executeByShape(db, 'user_list', shape, query, binds);
  // Counted after the page: a first page that holds every match is its own total (a search finding a few accounts
  // then scans its trigram indexes once, not twice).
  const counted =
    totalOnPage({ shown: rows.length, more: rows.length > q.first, fromStart: !q.cursor && q.after === 0 }) ??
    (await countOrEstimate(db, sql`"users" where ${filter(new Binds(true))}`, listKey));
  const page = rows.slice(0, q.first);
  const last = page.at(-1);
  const nextCursor = rows.length > q.first && last ? encodeCursor(tag, [last.key, last.user.id]) : null;
  return { items: page.map((r) => present(r.user, r.last)), ...counted, nextCursor };
}
