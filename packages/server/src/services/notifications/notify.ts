/** Writing and reading the bell's notifications (a comment or reply on your folio, a new follower, a share). */
import type { NotificationItem } from '@folio/model';
import { and, count, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { notifications, users } from '../../db/schema.ts';

export type NotificationKind = (typeof notifications.$inferInsert)['kind'];

export interface NewNotification {
  userId: string;
  kind: NotificationKind;
  actorId: string | null;
  itemType?: (typeof notifications.$inferInsert)['itemType'];
  itemId?: string;
  data?: Record<string, string>;
}

/** Adds notifications in the caller's transaction; none to the actor themself. */
export async function notify(db: Executor, list: NewNotification[]): Promise<void> {
  const rows = list.filter((n) => n.userId !== n.actorId);
  if (rows.length) await db.insert(notifications).values(rows.map((n) => ({ ...n, data: n.data ?? {} })));
}

export type NotificationView = NotificationItem;

/** The newest notifications of a user (keyset on created_at, id), with the unread count. */
export async function listNotifications(
  db: Executor,
  userId: string,
  page: { first: number; before?: { createdAt: Date; id: string } },
): Promise<{ items: NotificationView[]; unread: number }> {
  const cursor = page.before
    ? or(lt(notifications.createdAt, page.before.createdAt), and(eq(notifications.createdAt, page.before.createdAt), lt(notifications.id, page.before.id)))
    : undefined;
  const [rows, [unread]] = await Promise.all([
    db
      .select({ n: notifications, actorName: users.displayName })
      .from(notifications)
      .leftJoin(users, eq(users.id, notifications.actorId))
      .where(and(eq(notifications.userId, userId), cursor))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(page.first),
    db.select({ n: count() }).from(notifications).where(and(eq(notifications.userId, userId), isNull(notifications.readAt))),
  ]);
  return {
    unread: unread?.n ?? 0,
    items: rows.map(({ n, actorName }) => ({
      id: n.id,
      kind: n.kind,
      actor: n.actorId && actorName !== null ? { id: n.actorId, displayName: actorName } : null,
      itemType: n.itemType,
      itemId: n.itemId,
      data: n.data,
      read: n.readAt !== null,
      createdAt: n.createdAt.toISOString(),
    })),
  };
}

/** Marks the given notifications of the user read (all of them when `ids` is absent); answers the unread count left. */
export async function markRead(db: Executor, userId: string, ids?: string[]): Promise<number> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), ids ? inArray(notifications.id, ids) : undefined));
  const [left] = await db.select({ n: count() }).from(notifications).where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return left?.n ?? 0;
}
