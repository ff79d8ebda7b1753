/**
 * Addresses a form button's "Email it to" may mail: the owner's own account email, an address whose holder
 * followed the confirmation link (mail_address_confirmations, per owner), or the email of an account that receives
 * the folio (accepted, or in one of the owner's named groups). Anything else gets nothing: no open relay.
 */
import { EMAIL_PATTERN } from '@folio/model';
import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { AuthUser } from '../../auth/authenticate.ts';
import { hashToken, newToken } from '../../auth/tokens.ts';
import type { Config } from '../../config.ts';
import type { Db, Executor } from '../../db/client.ts';
import { mailAddressConfirmations, users } from '../../db/schema.ts';
import { badRequest } from '../../errors.ts';
import { addressConfirmationMail } from '../../mail/receiverTemplates.ts';
import type { MailService } from '../../mail/service.ts';
import { enforceRateLimit } from '../auth/rateLimit.ts';
import { editable, loadFolio } from '../folios/folios.ts';
import { receiverIdsSql } from './receivers.ts';

export type AddressStatus = 'confirmed' | 'waiting' | 'unconfirmed';
export const INVALID_ADDRESS = 'Enter a valid email address, like name@example.com.';
export const INVALID_CONFIRMATION = 'This confirmation link is not valid: it was used already, or it is older than 7 days. Ask the form’s owner to send a new one.';
const CONFIRMATION_DAYS = 7;
/** Confirmation mails per owner and address per day (asking again resends). */
const CONFIRMATIONS_PER_DAY = 3;

const normalised = (address: string) => address.trim().toLowerCase();

/** Whether the folio's buttons may mail this address. */
export async function mayMail(db: Executor, folio: { id: string; authorId: string }, address: string): Promise<boolean> {
  const to = normalised(address);
  const result = await db.execute<{ ok: boolean }>(sql`
    select exists (select 1 from users u where u.id = ${folio.authorId} and lower(u.email) = ${to})
      or exists (select 1 from mail_address_confirmations c where c.owner_id = ${folio.authorId} and c.address = ${to} and c.verified_at is not null)
      or exists (select 1 from folios f join users u on lower(u.email) = ${to} and u.is_active
        where f.id = ${folio.id} and ${receiverIdsSql} @> jsonb_build_array(u.id::text)) as ok`);
  return result.rows[0]?.ok === true;
}

async function ownerOf(db: Db, user: AuthUser, folioId: string): Promise<{ id: string; authorId: string }> {
  // Those who may edit the folio see and ask for its addresses; the addresses are its owner's.
  const row = editable(user, await loadFolio(db, user, folioId), { content: false, settings: false });
  return { id: row.id, authorId: row.authorId };
}

function checkedAddress(address: string): string {
  const to = normalised(address);
  if (!EMAIL_PATTERN.test(to) || to.length > 320) throw badRequest(INVALID_ADDRESS);
  return to;
}

export async function addressStatus(db: Db, user: AuthUser, folioId: string, address: string): Promise<{ address: string; status: AddressStatus }> {
  const folio = await ownerOf(db, user, folioId);
  const to = checkedAddress(address);
  if (await mayMail(db, folio, to)) return { address: to, status: 'confirmed' };
  const [pending] = await db
    .select({ at: mailAddressConfirmations.requestedAt })
    .from(mailAddressConfirmations)
    .where(and(eq(mailAddressConfirmations.ownerId, folio.authorId), eq(mailAddressConfirmations.address, to), isNotNull(mailAddressConfirmations.tokenHash)));
  return { address: to, status: pending ? 'waiting' : 'unconfirmed' };
}

/** Mails (again) the confirmation link to the address, for the folio's owner. */
export async function requestConfirmation(
  deps: { db: Db; mail: MailService; config: Config },
  user: AuthUser,
  folioId: string,
  address: string,
): Promise<{ address: string; status: AddressStatus }> {
  const { db } = deps;
  const folio = await ownerOf(db, user, folioId);
  const to = checkedAddress(address);
  if (await mayMail(db, folio, to)) return { address: to, status: 'confirmed' };
  await enforceRateLimit(db, [`address-confirmation:${folio.authorId}:${to}`], CONFIRMATIONS_PER_DAY, 24 * 3600);
  const { token, hash } = newToken();
  await db.transaction(async (tx) => {
    await tx
      .insert(mailAddressConfirmations)
      .values({ ownerId: folio.authorId, address: to, tokenHash: hash })
      .onConflictDoUpdate({ target: [mailAddressConfirmations.ownerId, mailAddressConfirmations.address], set: { tokenHash: hash, requestedAt: sql`now()` } });
    const [owner] = await tx.select({ displayName: users.displayName }).from(users).where(eq(users.id, folio.authorId));
    const link = `${deps.config.APP_ORIGIN}/confirm-address?token=${encodeURIComponent(token)}`;
    await deps.mail.enqueue(tx, addressConfirmationMail({ to, ownerName: owner?.displayName ?? 'A Folio user', link }));
  });
  deps.mail.flush();
  return { address: to, status: 'waiting' };
}

/** The link's landing: anyone holding it (the address's holder) confirms; the token works once. */
export async function confirmAddress(db: Db, token: string): Promise<{ address: string }> {
  const [row] = await db
    .update(mailAddressConfirmations)
    .set({ verifiedAt: sql`now()`, tokenHash: null })
    .where(
      and(
        eq(mailAddressConfirmations.tokenHash, hashToken(token)),
        gt(mailAddressConfirmations.requestedAt, sql`now() - make_interval(days => ${CONFIRMATION_DAYS})`),
      ),
    )
    .returning({ address: mailAddressConfirmations.address });
  if (!row) throw badRequest(INVALID_CONFIRMATION);
  return row;
}
