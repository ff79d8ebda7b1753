/**
 * Receivers by consent: when the owner names accounts as receivers (submissions or sales), each is asked in the
 * bell and by mail; it receives only once it accepts, and stops when it leaves. Rows in receiver_invitations;
 * who counts is read by services/submissions/receivers.ts.
 */
import type { FolioRoot } from '@folio/model';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { notifications, receiverInvitations, users } from '../../db/schema.ts';
import type { MailService } from '../../mail/service.ts';
import { receiverInvitationMail } from '../../mail/receiverTemplates.ts';
import { hitRateLimit } from '../auth/rateLimit.ts';
import { notify } from '../notifications/notify.ts';
import type { ReceiverKind } from '../submissions/receivers.ts';

export const RECEIVER_KINDS: readonly ReceiverKind[] = ['submission', 'purchase'];
export const RECEIVER_FIELDS = [
  'submissionReceiversAccounts',
  'submissionReceiversAccountGroups',
  'purchaseReceiversAccounts',
  'purchaseReceiversAccountGroups',
] as const;
export const ONLY_OWNER_SETS_RECEIVERS = 'Only the folio’s owner chooses who receives its submissions and sales; leave the receiver lists as they are.';

/** Invitations (bell and mail) one account gets for one folio a day: naming, removing, naming again does not spam. */
const INVITATIONS_PER_DAY = 2;

export interface ReceiverMailDeps {
  mail: MailService;
  config: Config;
}

type ReceiverRoot = Partial<Pick<FolioRoot, (typeof RECEIVER_FIELDS)[number]>>;

const listOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
const sameSet = (a: string[], b: string[]) => new Set(a).size === new Set(b).size && a.every((x) => b.includes(x));

/** Whether any receiver list (accounts or groups, submissions or sales) differs between the two roots. */
export function receiversChanged(before: ReceiverRoot, after: ReceiverRoot): boolean {
  return RECEIVER_FIELDS.some((field) => !sameSet(listOf(before[field]), listOf(after[field])));
}

export const answerLink = (config: Config, folioId: string, kind: ReceiverKind, answer?: 'accept' | 'decline') =>
  `${config.APP_ORIGIN}/receiving/${encodeURIComponent(folioId)}/${kind}${answer ? `?answer=${answer}` : ''}`;

/**
 * After the owner saved new receiver lists (in the same transaction): accounts newly named are asked (bell and
 * mail), accounts no longer named lose a pending or accepted consent. A decline or a leave is kept: it is the
 * account's wish (named again, it is not asked again), and it keeps a member of a named group out too.
 */
export async function syncInvitations(
  tx: Executor,
  deps: ReceiverMailDeps,
  folio: { id: string; name: string; authorId: string },
  before: ReceiverRoot,
  after: ReceiverRoot,
): Promise<void> {
  for (const kind of RECEIVER_KINDS) {
    const field = `${kind}ReceiversAccounts` as const;
    const was = listOf(before[field]);
    const now = listOf(after[field]);
    const removed = was.filter((id) => !now.includes(id));
    const added = [...new Set(now.filter((id) => !was.includes(id)))];
    if (removed.length) {
      await tx
        .delete(receiverInvitations)
        .where(
          and(
            eq(receiverInvitations.folioId, folio.id),
            eq(receiverInvitations.kind, kind),
            inArray(receiverInvitations.userId, removed),
            inArray(receiverInvitations.status, ['pending', 'accepted']),
          ),
        );
    }
    if (added.length) await invite(tx, deps, folio, kind, added);
  }
}

async function invite(tx: Executor, deps: ReceiverMailDeps, folio: { id: string; name: string; authorId: string }, kind: ReceiverKind, ids: string[]) {
  // Only existing, active accounts other than the owner; other ids stay in the list and name no one.
  const people = await tx
    .select({ id: users.id, email: users.email, displayName: users.displayName })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.isActive, true), ne(users.id, folio.authorId)));
  if (!people.length) return;
  const [owner] = await tx.select({ displayName: users.displayName }).from(users).where(eq(users.id, folio.authorId));
  // A decline or a leave stands when the owner names the account again (it can still accept from the invitation
  // page); only new rows are asked, and the same account at most INVITATIONS_PER_DAY times a day per folio.
  const inserted = await tx
    .insert(receiverInvitations)
    .values(people.map((p) => ({ folioId: folio.id, userId: p.id, kind })))
    .onConflictDoNothing()
    .returning({ userId: receiverInvitations.userId });
  const asked: typeof people = [];
  for (const p of people) {
    if (!inserted.some((r) => r.userId === p.id)) continue;
    const limit = await hitRateLimit(tx, [`receiver-invitation:${folio.id}:${kind}:${p.id}`], INVITATIONS_PER_DAY, 24 * 3600);
    if (limit.allowed) asked.push(p);
  }
  if (!asked.length) return;
  await notify(
    tx,
    asked.map((p) => ({ userId: p.id, kind: 'receiver' as const, actorId: folio.authorId, itemType: 'folio' as const, itemId: folio.id, data: { name: folio.name, receiverKind: kind } })),
  );
  for (const p of asked) {
    await deps.mail.enqueue(
      tx,
      receiverInvitationMail({
        to: p.email,
        displayName: p.displayName,
        ownerName: owner?.displayName ?? 'A Folio user',
        folioName: folio.name,
        kind,
        acceptLink: answerLink(deps.config, folio.id, kind, 'accept'),
        declineLink: answerLink(deps.config, folio.id, kind, 'decline'),
      }),
    );
  }
}

/** Marks the bell's invitation rows of this folio and kind answered, so the bell shows the answer instead of buttons. */
export async function recordAnswerInBell(tx: Executor, userId: string, folioId: string, kind: ReceiverKind, answer: string): Promise<void> {
  await tx
    .update(notifications)
    .set({ data: sql`${notifications.data} || ${JSON.stringify({ answer })}::jsonb`, readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.kind, 'receiver'),
        eq(notifications.itemId, folioId),
        sql`${notifications.data}->>'receiverKind' = ${kind}`,
      ),
    );
}
