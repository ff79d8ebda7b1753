/** A profile's public address on the sites origin: /user/{friendly URL}, or /user/{id} without one. */
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { isUuid } from '../folios/folios.ts';

export const profilePath = (u: { id: string; friendlyUrl: string | null }) => `/user/${encodeURIComponent(u.friendlyUrl ?? u.id)}`;

export async function profileLink(db: Executor, config: Config, id: string): Promise<{ url: string; title: string }> {
  if (!isUuid(id)) throw notFound('No user with this id');
  const [u] = await db
    .select({ id: users.id, friendlyUrl: users.friendlyUrl, displayName: users.displayName })
    .from(users)
    .where(and(eq(users.id, id), eq(users.isActive, true)));
  if (!u) throw notFound('No user with this id');
  return { url: `${config.SITES_ORIGIN}${profilePath(u)}`, title: u.displayName };
}
