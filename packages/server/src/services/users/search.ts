/**
 * Finding accounts to name (submission receivers now; shares and groups later): by display or business name, or by
 * an exact email address. Answers never carry email addresses.
 */
import type { AccountCard as ModelAccountCard } from '@folio/model';
import { and, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { blobs, users } from '../../db/schema.ts';
import { isUuid } from '../folios/folios.ts';

export type AccountCard = ModelAccountCard;

export const SEARCH_MAX = 10;

export { card as accountCardColumns };

const card = {
  id: users.id,
  displayName: users.displayName,
  avatarUrl: sql<string | null>`case when ${users.avatarBlobId} is null then null
    when ${blobs.thumbnailKey} is not null then '/blob/' || ${users.avatarBlobId} || '/thumbnail'
    else '/blob/' || ${users.avatarBlobId} end`,
};

export async function searchAccounts(db: Executor, name: string): Promise<AccountCard[]> {
  const q = name.trim();
  if (q.length < 2) return [];
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select(card)
    .from(users)
    .leftJoin(blobs, eq(blobs.id, users.avatarBlobId))
    .where(and(eq(users.isActive, true), or(ilike(users.displayName, like), ilike(users.businessName, like), eq(users.email, q.toLowerCase()))))
    .orderBy(users.displayName)
    .limit(SEARCH_MAX);
}

export async function accountsByIds(db: Executor, ids: readonly string[]): Promise<AccountCard[]> {
  const wanted = [...new Set(ids.filter(isUuid))].slice(0, 100);
  if (!wanted.length) return [];
  return db.select(card).from(users).leftJoin(blobs, eq(blobs.id, users.avatarBlobId)).where(inArray(users.id, wanted));
}
