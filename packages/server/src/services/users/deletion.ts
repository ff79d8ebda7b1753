/**
 * Leaving Folio (issue 15, decision 37). After the password is entered again, the account is emptied in one
 * transaction:
 * - what others paid for stays for them: a folio licensed to view stays readable by its buyers (private, its
 *   published snapshot kept, their shares kept), a sold asset stays (private) with its file; the buyers are told by
 *   mail. Copies bought from this user are the buyers' own and are untouched.
 * - everything else goes, rows deleted (purge.ts): folios (also those deleted before) and their public pages, assets,
 *   websites, libraries, the submissions of the user's forms and their files, licence options, groups, follows,
 *   shares, reactions, the cart, notifications, analytics, the login log, mail to the user's address, and tokens
 *   of every kind (sessions, uploads — with what an unfinished upload staged —, password reset, verification);
 * - the account row stays, anonymised and inactive ("Deleted user"), because orders, comments and the audit name
 *   it; its comments stay under that name. Orders and sales records stay (receipts and refunds need them).
 *   Answers the user sent to others' forms are those people's records: they stay, no longer linked to the account;
 *   mail already written to other people stays as written (none to the user's address does).
 * routes/users/deletion.test.ts walks every table afterwards to prove that nothing else names the account.
 * The last active super admin cannot leave. Files no longer used by anything are removed from the store after.
 */
import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { AuthUser } from '../../auth/authenticate.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { badRequest, conflict } from '../../errors.ts';
import type { MailService } from '../../mail/service.ts';
import type { BlobStore } from '../../storage/types.ts';
import { audit } from '../admin/audit.ts';
import { WRONG_CURRENT_PASSWORD } from '../auth/changePassword.ts';
import { discardUnfinishedUpload } from '../uploads/discard.ts';
import { purgeAccount } from './purge.ts';

export const DELETION_TEXTS = {
  lastSuperAdmin: 'You are the last active super admin; make another one before leaving',
} as const;

export interface DeletionDeps {
  db: Db;
  mail: MailService;
  blobs: BlobStore;
  /** where tus stages unfinished uploads on this server (storage's uploadStagingDir) */
  stagingDir: string;
}

function keptItemMail(to: string, displayName: string, itemName: string) {
  const text = [`Hello ${displayName},`, '', `The author of “${itemName}”, which you licensed on Folio, has deleted their account.`, 'What you bought stays available to you as it is now; it will not be updated any more.', '', '— Folio'].join('\n');
  return { to, subject: `“${itemName}” stays yours`, text, html: `<p>${text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/\n/g, '<br>')}</p>` };
}

export async function deleteAccount(deps: DeletionDeps, user: AuthUser, password: string): Promise<void> {
  const { db } = deps;
  const [me] = await db.select().from(users).where(eq(users.id, user.userId));
  if (!me || !(await verifyPassword(me.passwordHash, password))) throw badRequest(WRONG_CURRENT_PASSWORD);
  const unusable = await hashPassword(crypto.randomBytes(32).toString('base64url'));
  const u = me.id;
  const gone = await db.transaction(async (tx) => {
    if (me.superAdmin) {
      const supers = await tx.select({ id: users.id }).from(users).where(and(eq(users.superAdmin, true), eq(users.isActive, true))).for('update');
      if (supers.length <= 1) throw conflict(DELETION_TEXTS.lastSuperAdmin);
    }
    // What others paid for: view-licensed folios and sold assets (paid, not refunded) — and any folio a guest paid
    // for and has not claimed yet (their copy or share is made from it when they claim, issue 25).
    const sold = await tx.execute<{ item_type: string; item_id: string; item_name: string; email: string; display_name: string }>(sql`
      select distinct oi.item_type, oi.item_id, oi.item_name, coalesce(b.email, g.email) as email, coalesce(b.display_name, 'there') as display_name
      from order_items oi join orders o on o.id = oi.order_id left join users b on b.id = o.buyer_id left join guest_orders g on g.order_id = o.id
      where o.seller_id = ${u} and o.status = 'paid' and (b.id is not null or g.order_id is not null)
        and (oi.item_type = 'asset' or (oi.item_type = 'folio' and (oi.granted_share_id is not null or g.order_id is not null)))`);
    const keptFolios = [...new Set(sold.rows.filter((r) => r.item_type === 'folio').map((r) => r.item_id))];
    const keptAssets = [...new Set(sold.rows.filter((r) => r.item_type === 'asset').map((r) => r.item_id))];
    // Shares to the buyers of what stays are kept; every other share of the user's, by the user and to the user goes.
    const keptShares = await tx.execute<{ id: string }>(sql`
      select oi.granted_share_id as id from order_items oi join orders o on o.id = oi.order_id
      where o.status = 'paid' and o.seller_id = ${u} and oi.item_type = 'folio' and oi.granted_share_id is not null
        and oi.item_id = any(${sql.param(keptFolios)}::text[])`);
    const purged = await purgeAccount(tx, deps.mail, { id: u, email: me.email }, { folios: keptFolios, assets: keptAssets, shares: keptShares.rows.map((r) => r.id) });
    await tx
      .update(users)
      .set({
        email: `deleted-${u}@deleted.invalid`,
        displayName: 'Deleted user',
        businessName: '',
        profileSummary: '',
        friendlyUrl: null,
        avatarBlobId: null,
        passwordHash: unusable,
        isActive: false,
        isAdmin: false,
        folioDefaultTags: [],
        assetDefaultTags: [],
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, u));
    await audit(tx, { actorId: u, action: 'user.delete', targetUserId: u, before: { email: me.email, displayName: me.displayName } });
    for (const r of sold.rows) await deps.mail.enqueue(tx, keptItemMail(r.email, r.display_name, r.item_name));
    // The user's files nothing uses any more.
    const orphans = await tx.execute<{ id: string; thumbnail_key: string | null; display_key: string | null }>(sql`
      delete from blobs b where b.owner_id = ${u}
        and not exists (select 1 from assets a where a.blob_id = b.id)
        and not exists (select 1 from users x where x.avatar_blob_id = b.id)
        and not exists (select 1 from published_blobs pb where pb.blob_id = b.id)
        and not exists (select 1 from submission_files sf where sf.blob_id = b.id)
      returning b.id, b.thumbnail_key, b.display_key`);
    const keys = orphans.rows.flatMap((r) => [r.id, r.thumbnail_key, r.display_key].filter((k): k is string => k !== null));
    return { keys, unfinishedUploads: purged.unfinishedUploads };
  });
  deps.mail.flush();
  for (const key of gone.keys) await deps.blobs.delete(key).catch(() => {});
  for (const id of gone.unfinishedUploads) await discardUnfinishedUpload(db, deps.blobs, deps.stagingDir, id).catch(() => {});
}
