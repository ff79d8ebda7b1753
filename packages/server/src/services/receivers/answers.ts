/**
 * An account's side of receiving a folio: what it is asked (the invitation page and the bell) and its answer —
 * accept, decline, or leave later. The owner's side: who accepted and who is still asked (editor settings).
 */
import { sql } from 'drizzle-orm';
import type { AuthUser } from '../../auth/authenticate.ts';
import { can } from '../../auth/can.ts';
import type { Db } from '../../db/client.ts';
import { receiverInvitations } from '../../db/schema.ts';
import { forbidden, notFound } from '../../errors.ts';
import type { ReceiverKind } from '../submissions/receivers.ts';
import { recordAnswerInBell } from './invitations.ts';

export type ReceiverStatus = 'pending' | 'accepted' | 'declined' | 'left';
/** `member`: receives as a member of one of the owner's named groups, without being asked. */
export type InvitationStatus = ReceiverStatus | 'member';
export type ReceiverAnswer = 'accept' | 'decline' | 'leave';

export interface Invitation {
  folioId: string;
  folioName: string;
  ownerName: string;
  kind: ReceiverKind;
  status: InvitationStatus;
}

export const NO_INVITATION = 'You are not asked to receive this folio.';

type InvitationRow = {
  id: string;
  name: string;
  owner_name: string;
  named: boolean;
  in_group: boolean;
  status: ReceiverStatus | null;
};

async function findInvitation(db: Db, userId: string, folioId: string, kind: ReceiverKind): Promise<Invitation | null> {
  const accounts = sql.raw(`'${kind}ReceiversAccounts'`);
  const groups = sql.raw(`'${kind}ReceiversAccountGroups'`);
  const result = await db.execute<InvitationRow>(sql`
    select f.id, f.name, u.display_name as owner_name,
      (jsonb_typeof(f.root->${accounts}) = 'array' and f.root->${accounts} @> ${JSON.stringify([userId])}::jsonb) as named,
      exists (select 1 from account_groups g join account_group_members m on m.group_id = g.id
        where g.owner_id = f.author_id and m.user_id = ${userId}
          and jsonb_typeof(f.root->${groups}) = 'array' and g.id::text in (select jsonb_array_elements_text(f.root->${groups}))) as in_group,
      ri.status
    from folios f join users u on u.id = f.author_id
    left join receiver_invitations ri on ri.folio_id = f.id and ri.user_id = ${userId} and ri.kind = ${kind}
    where f.id = ${folioId} and not f.is_deleted and f.author_id <> ${userId}`);
  const row = result.rows[0];
  if (!row || (!row.named && !row.in_group)) return null;
  const status: InvitationStatus = row.named
    ? (row.status ?? 'pending')
    : row.status === 'declined' || row.status === 'left'
      ? row.status
      : 'member';
  return { folioId: row.id, folioName: row.name, ownerName: row.owner_name, kind, status };
}

export async function invitationFor(db: Db, user: AuthUser, folioId: string, kind: ReceiverKind): Promise<Invitation> {
  const found = await findInvitation(db, user.userId, folioId, kind);
  if (!found) throw notFound(NO_INVITATION);
  return found;
}

const STATUS_OF: Record<ReceiverAnswer, ReceiverStatus> = { accept: 'accepted', decline: 'declined', leave: 'left' };

/** Records the account's answer; accepting again after leaving is allowed while the owner still names it. */
export async function answerInvitation(db: Db, user: AuthUser, folioId: string, kind: ReceiverKind, answer: ReceiverAnswer): Promise<Invitation> {
  const found = await findInvitation(db, user.userId, folioId, kind);
  if (!found) throw notFound(NO_INVITATION);
  if (!can(user, { kind: 'receiver.answer', invitation: { userId: user.userId } })) throw forbidden(NO_INVITATION);
  const status = STATUS_OF[answer];
  await db.transaction(async (tx) => {
    await tx
      .insert(receiverInvitations)
      .values({ folioId, userId: user.userId, kind, status, answeredAt: new Date() })
      .onConflictDoUpdate({
        target: [receiverInvitations.folioId, receiverInvitations.userId, receiverInvitations.kind],
        set: { status, answeredAt: sql`now()` },
      });
    await recordAnswerInBell(tx, user.userId, folioId, kind, status);
  });
  const after = await findInvitation(db, user.userId, folioId, kind);
  return after ?? { ...found, status };
}

export interface ReceiverState {
  userId: string;
  displayName: string;
  kind: ReceiverKind;
  status: ReceiverStatus;
}

/** For the owner's settings: every named account with its answer (pending until it accepts or declines). */
export async function receiverStates(db: Db, user: AuthUser, folioId: string): Promise<ReceiverState[]> {
  const result = await db.execute<{ author_id: string; user_id: string | null; display_name: string | null; kind: ReceiverKind | null; status: ReceiverStatus | null }>(sql`
    select f.author_id, u.id as user_id, u.display_name, k.kind, ri.status
    from folios f
    left join lateral (values ('submission', 'submissionReceiversAccounts'), ('purchase', 'purchaseReceiversAccounts')) as k(kind, field) on true
    left join lateral jsonb_array_elements_text(case when jsonb_typeof(f.root->k.field) = 'array' then f.root->k.field else '[]'::jsonb end) as named(id) on true
    left join users u on u.id::text = named.id and u.id <> f.author_id
    left join receiver_invitations ri on ri.folio_id = f.id and ri.user_id = u.id and ri.kind = k.kind
    where f.id = ${folioId} and not f.is_deleted`);
  const first = result.rows[0];
  if (!first) throw notFound('No folio with this id');
  if (!can(user, { kind: 'folio.setReceivers', folio: { authorId: first.author_id } })) throw forbidden('Only the folio’s owner sees who receives it.');
  return result.rows
    .filter((r): r is typeof r & { user_id: string; display_name: string; kind: ReceiverKind } => r.user_id !== null && r.display_name !== null && r.kind !== null)
    .map((r) => ({ userId: r.user_id, displayName: r.display_name, kind: r.kind, status: r.status ?? 'pending' }));
}
