/** The audit log (issue 15): every administrator's action, written in the transaction of the change. */
import type { AuditEntry } from '@folio/model';
import { and, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
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

/** The audit log's filters: of one account, one action, a person (who acted or was acted on), a range of days. */
export interface AuditFilter {
  targetUserId?: string | undefined;
  action?: string | undefined;
  /** part of a name or email address of the administrator or of the account */
  person?: string | undefined;
  /** from this day (YYYY-MM-DD, UTC) */
  from?: string | undefined;
  /** to this day, included */
  to?: string | undefined;
}

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function auditWhere(q: AuditFilter): SQL | undefined {
  const person = q.person?.trim();
  return and(
    q.targetUserId ? eq(auditLog.targetUserId, q.targetUserId) : undefined,
    q.action ? eq(auditLog.action, q.action) : undefined,
    person ? or(ilike(actors.displayName, like(person)), ilike(actors.email, like(person)), ilike(targets.displayName, like(person)), ilike(targets.email, like(person))) : undefined,
    q.from ? gte(auditLog.createdAt, sql`${q.from}::date`) : undefined,
    q.to ? lt(auditLog.createdAt, sql`${q.to}::date + 1`) : undefined,
  );
}

/** Newest first, filtered. */
export async function listAudit(db: Executor, q: { first: number; after: number } & AuditFilter): Promise<{ items: AuditEntry[]; total: number }> {
  const where = auditWhere(q);
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
