/** Reactions: one per person, target (a folio or a comment) and kind, counted; toggled on and off. */
import { and, count, eq, sql } from 'drizzle-orm';
import type { AuthUser } from '../../auth/authenticate.ts';
import type { Executor } from '../../db/client.ts';
import { comments, reactions } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { folioAccessOf, isUuid, loadFolio, readable } from '../folios/folios.ts';
import { guestCan } from '../../auth/can.ts';

export type ReactionKind = (typeof reactions.$inferInsert)['kind'];
export type ReactionTarget = (typeof reactions.$inferInsert)['targetType'];
export const REACTION_KINDS: readonly ReactionKind[] = ['like', 'love', 'clap', 'insightful'];

export interface ReactionCounts {
  counts: Record<string, number>;
  /** the kinds the caller gave */
  mine: string[];
}

/** Counts of every kind on a target, and the caller's own. */
export async function reactionCounts(db: Executor, viewerId: string | null, targetType: ReactionTarget, targetId: string): Promise<ReactionCounts> {
  const rows = await db
    .select({ kind: reactions.kind, n: count(), mine: sql<boolean>`bool_or(${reactions.userId} = ${viewerId ?? '00000000-0000-0000-0000-000000000000'})` })
    .from(reactions)
    .where(and(eq(reactions.targetType, targetType), eq(reactions.targetId, targetId)))
    .groupBy(reactions.kind);
  return { counts: Object.fromEntries(rows.map((r) => [r.kind, r.n])), mine: rows.filter((r) => r.mine).map((r) => r.kind) };
}

/** The caller may react to, and read the reactions of, what they may read: a folio, a published comment on one. */
async function assertTarget(db: Executor, user: AuthUser | null, targetType: ReactionTarget, targetId: string): Promise<void> {
  if (!isUuid(targetId)) throw notFound('Nothing to react to with this id');
  let folioId = targetId;
  if (targetType === 'comment') {
    const [c] = await db.select({ folioId: comments.folioId, status: comments.status }).from(comments).where(eq(comments.id, targetId));
    if (!c || c.status !== 'published') throw notFound('No comment with this id');
    folioId = c.folioId;
  }
  const folio = await loadFolio(db, user, folioId);
  if (user) readable(user, folio);
  else if (!folio || !guestCan({ kind: 'folio.read', folio: folioAccessOf(folio) })) throw notFound('No folio with this id');
}

/** GET: the counts, and the caller's own when signed in. */
export async function reactionsOf(db: Executor, viewer: AuthUser | null, targetType: ReactionTarget, targetId: string): Promise<ReactionCounts> {
  await assertTarget(db, viewer, targetType, targetId);
  return reactionCounts(db, viewer?.userId ?? null, targetType, targetId);
}

export async function react(db: Executor, user: AuthUser, input: { targetType: ReactionTarget; targetId: string; kind: ReactionKind; on: boolean }): Promise<ReactionCounts> {
  await assertTarget(db, user, input.targetType, input.targetId);
  if (input.on) {
    await db.insert(reactions).values({ userId: user.userId, targetType: input.targetType, targetId: input.targetId, kind: input.kind }).onConflictDoNothing();
  } else {
    await db
      .delete(reactions)
      .where(and(eq(reactions.userId, user.userId), eq(reactions.targetType, input.targetType), eq(reactions.targetId, input.targetId), eq(reactions.kind, input.kind)));
  }
  return reactionCounts(db, user.userId, input.targetType, input.targetId);
}
