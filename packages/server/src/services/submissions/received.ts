/** The folios whose submissions name the user a receiver (someone else's forms they read), with their counts. */
import { sql } from 'drizzle-orm';
import type { AuthUser } from '../../auth/authenticate.ts';
import { can } from '../../auth/can.ts';
import { receiverIdsSql } from './receivers.ts';
import type { Db } from '../../db/client.ts';

export interface ReceivedForm {
  id: string;
  name: string;
  authorName: string;
  total: number;
}

export async function receivedForms(db: Db, user: AuthUser): Promise<ReceivedForm[]> {
  const result = await db.execute<{ id: string; name: string; author_id: string; author_name: string; receivers: string[]; total: number }>(sql`
    select f.id, f.name, f.author_id, u.display_name as author_name, ${receiverIdsSql} as receivers,
      (select count(*)::int from submissions s where s.folio_id = f.id) as total
    from folios f join users u on u.id = f.author_id
    where not f.is_deleted and f.author_id <> ${user.userId}
      and ${receiverIdsSql} @> ${JSON.stringify([user.userId])}::jsonb
    order by f.name limit 100`);
  return result.rows
    .filter((r) => can(user, { kind: 'folio.readSubmissions', folio: { authorId: r.author_id, receiverIds: Array.isArray(r.receivers) ? r.receivers : [] } }))
    .map((r) => ({ id: r.id, name: r.name, authorName: r.author_name, total: r.total }));
}
