/** A signed-in visitor's own submissions across every form they sent (spec §3 Submission query mySubmissions). */
import { sql } from 'drizzle-orm';
import type { AuthUser } from '../../auth/authenticate.ts';
import { can } from '../../auth/can.ts';
import type { Db } from '../../db/client.ts';
import { blobUrlSigner } from '../blobs/signedUrls.ts';
import { presentSubmission, type SubmissionItem, type SubmissionRow } from './present.ts';
import { findFormFolio, publishedNodes } from './publishedForm.ts';
import { ITEM_COLUMNS } from './read.ts';
import { readableAnswers } from './receiverMail.ts';

export interface MySubmission extends SubmissionItem {
  folioName: string;
  /** the answers as people read them, in the form's order */
  answers: Array<{ label: string; text: string }>;
}

export async function mySubmissions(db: Db, user: AuthUser, first: number, after: number): Promise<{ items: MySubmission[]; total: number }> {
  const [rows, count] = await Promise.all([
    db.execute<SubmissionRow & { folio_name: string }>(sql`select ${ITEM_COLUMNS}, f.name as folio_name
      from submissions s join folios f on f.id = s.folio_id and not f.is_deleted left join users u on u.id = s.author_id
      where s.author_id = ${user.userId} order by s.created_at desc, s.id desc limit ${first} offset ${after}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from submissions s join folios f on f.id = s.folio_id and not f.is_deleted
      where s.author_id = ${user.userId}`),
  ]);
  const signer = await blobUrlSigner(db);
  const items: MySubmission[] = [];
  for (const row of rows.rows) {
    const folio = await findFormFolio(db, row.folio_id);
    if (!folio || !can(user, { kind: 'submission.read', folio: { authorId: folio.authorId, receiverIds: folio.receiverIds }, submitterId: row.author_id })) continue;
    const { nodes } = await publishedNodes(db, folio);
    items.push({ ...presentSubmission(row, signer, null), folioName: row.folio_name, answers: readableAnswers(nodes, row.data) });
  }
  return { items, total: count.rows[0]?.n ?? 0 };
}
