/** The audit log (issue 15): every administrator's action, written in the transaction of the change. */
import type { AuditEntry } from '@folio/model';
import { desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema.ts';

export async function audit(
  tx: Executor,
  entry: { actorId: string; action: string; targetUserId: string | null; before?: Record<string, unknown> | null; after?: Record<string, unknown> | null },
): Promise<void> {
  await tx.insert(auditLog).values({ actorId: entry.actorId, action: entry.action, targetUserId: entry.targetUserId, before: entry.before ?? null, after: entry.after ?? null });
}


const actors = alias(users, 'actor');
const targets = alias(users, 'target');

/** Newest first; of one user when `targetUserId` is given. */
export async function listAudit(db: Executor, q: { first: number; after: number; targetUserId?: string | undefined }): Promise<{ items: AuditEntry[]; total: number }> {
  const where = q.targetUserId ? eq(auditLog.targetUserId, q.targetUserId) : undefined;
  const rows = await db
    .select({ entry: auditLog, actorName: actors.displayName, targetName: targets.displayName, targetEmail: targets.email, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(auditLog)
    .leftJoin(actors, eq(actors.id, auditLog.actorId))
    .leftJoin(targets, eq(targets.id, auditLog.targetUserId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(q.first)
    .offset(q.after);
  return {
    total: rows[0]?.total ?? 0,
    items: rows.map(({ entry: e, actorName, targetName, targetEmail }) => ({
      id: e.id,
      action: e.action,
      actor: e.actorId ? { id: e.actorId, displayName: actorName ?? '' } : null,
      target: e.targetUserId ? { id: e.targetUserId, displayName: targetName ?? '', email: targetEmail ?? '' } : null,
      before: e.before,
      after: e.after,
      createdAt: e.createdAt.toISOString(),
    })),
  };
}
