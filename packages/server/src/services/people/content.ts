/** What a profile shows of its user: public folios (as posts), public assets and public libraries. */
import { and, asc, count, eq } from 'drizzle-orm';
import type { AuthUser } from '../../auth/authenticate.ts';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { libraries, libraryItems, users } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { publicAssetsBy } from '../assets/assetQueries.ts';
import { isUuid } from '../folios/folios.ts';
import { postsBy } from './posts.ts';

export type ContentSelection = 'folios' | 'assets' | 'libraries';

export interface PublicLibraryCard {
  id: number;
  name: string;
  description: string;
  itemCount: number;
}

export async function publicLibrariesOf(db: Executor, userId: string, q: { first: number; after: number }): Promise<{ items: PublicLibraryCard[]; total: number }> {
  const where = and(eq(libraries.ownerId, userId), eq(libraries.isPublic, true));
  const counts = db.select({ libraryId: libraryItems.libraryId, n: count().as('n') }).from(libraryItems).groupBy(libraryItems.libraryId).as('counts');
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: libraries.id, name: libraries.name, description: libraries.description, n: counts.n })
      .from(libraries)
      .leftJoin(counts, eq(counts.libraryId, libraries.id))
      .where(where)
      .orderBy(asc(libraries.position), asc(libraries.id))
      .limit(q.first)
      .offset(q.after),
    db.select({ n: count() }).from(libraries).where(where),
  ]);
  return { items: rows.map((r) => ({ id: r.id, name: r.name, description: r.description, itemCount: Number(r.n ?? 0) })), total: total?.n ?? 0 };
}

/** One page of a user's public folios, assets or libraries; 404 for an unknown or deactivated user. */
export async function userContent(
  db: Executor,
  config: Config,
  viewer: AuthUser | null,
  selection: ContentSelection,
  userId: string,
  q: { first: number; after: number },
) {
  if (!isUuid(userId)) throw notFound('No user with this id');
  const [user] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, userId), eq(users.isActive, true)));
  if (!user) throw notFound('No user with this id');
  if (selection === 'folios') return postsBy(db, config, viewer, userId, q);
  if (selection === 'assets') return publicAssetsBy(db, viewer, userId, q);
  return publicLibrariesOf(db, userId, q);
}
