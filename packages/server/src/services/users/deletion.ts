/**
 * Leaving Folio (issue 15, decision 37). After the password is entered again, the account is emptied in one
 * transaction:
 * - what others paid for stays for them: a folio licensed to view stays readable by its buyers (private, its
 *   published snapshot kept, their shares kept), a sold asset stays (private) with its file; the buyers are told by
 *   mail. Copies bought from this user are the buyers' own and are untouched.
 * - everything else goes: folios (and their public pages), assets, websites, libraries, the submissions of the
 *   user's forms and their files, licence options, groups, follows, shares, the cart, notifications, sessions;
 * - the account row stays, anonymised and inactive ("Deleted user"), because orders, comments and the audit name
 *   it; its comments stay under that name. Orders and sales records stay (receipts and refunds need them).
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

export const DELETION_TEXTS = {
  lastSuperAdmin: 'You are the last active super admin; make another one before leaving',
} as const;

export interface DeletionDeps {
  db: Db;
  mail: MailService;
  blobs: BlobStore;
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
  const orphanKeys = await db.transaction(async (tx) => {
    if (me.superAdmin) {
      const supers = await tx.select({ id: users.id }).from(users).where(and(eq(users.superAdmin, true), eq(users.isActive, true))).for('update');
      if (supers.length <= 1) throw conflict(DELETION_TEXTS.lastSuperAdmin);
    }
    // What others paid for: view-licensed folios and sold assets (paid, not refunded).
    const sold = await tx.execute<{ item_type: string; item_id: string; item_name: string; email: string; display_name: string }>(sql`
      select distinct oi.item_type, oi.item_id, oi.item_name, b.email, b.display_name
      from order_items oi join orders o on o.id = oi.order_id join users b on b.id = o.buyer_id
      where o.seller_id = ${u} and o.status = 'paid' and (oi.item_type = 'asset' or (oi.item_type = 'folio' and oi.granted_share_id is not null))`);
    const keptFolios = [...new Set(sold.rows.filter((r) => r.item_type === 'folio').map((r) => r.item_id))];
    const keptAssets = [...new Set(sold.rows.filter((r) => r.item_type === 'asset').map((r) => r.item_id))];
    const notIn = (ids: string[]) => (ids.length ? sql`and id::text not in (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})` : sql``);
    const inIds = (ids: string[]) => (ids.length ? sql`id::text in (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})` : sql`false`);

    await tx.execute(sql`update folios set is_public = false, url = null, updated_at = now() where ${inIds(keptFolios)}`);
    await tx.execute(sql`update folios set is_deleted = true, is_public = false, url = null, updated_at = now() where author_id = ${u} and not is_deleted ${notIn(keptFolios)}`);
    await tx.execute(sql`delete from folio_publications where folio_id in (select id from folios where author_id = ${u} and is_deleted)`);
    await tx.execute(sql`delete from submissions where folio_id in (select id from folios where author_id = ${u})`);
    await tx.execute(sql`update assets set is_public = false, updated_at = now() where ${inIds(keptAssets)}`);
    await tx.execute(sql`update assets set is_deleted = true, updated_at = now() where author_id = ${u} and not is_deleted ${notIn(keptAssets)}`);
    await tx.execute(sql`delete from websites where author_id = ${u}`);
    await tx.execute(sql`delete from libraries where owner_id = ${u}`);
    await tx.execute(sql`update license_options set is_deleted = true, updated_at = now() where owner_id = ${u}`);
    await tx.execute(sql`delete from cart_items where user_id = ${u}`);
    await tx.execute(sql`delete from follows where follower_id = ${u} or followee_id = ${u}`);
    await tx.execute(sql`delete from account_group_members where user_id = ${u}`);
    await tx.execute(sql`delete from account_groups where owner_id = ${u}`);
    // Shares to the buyers of what stays are kept; every other share of the user's, and to the user, ends.
    await tx.execute(sql`update shares set revoked_at = now() where revoked_at is null and (permittee_id = ${u}
      or (owner_id = ${u} and not (item_type = 'folio' and item_id in (select unnest(${sql.param(keptFolios)}::text[]))
        and id in (select oi.granted_share_id from order_items oi join orders o on o.id = oi.order_id where o.status = 'paid' and o.seller_id = ${u}))))`);
    await tx.execute(sql`delete from notifications where user_id = ${u}`);
    await tx.execute(sql`update access_tokens set revoked_at = now() where user_id = ${u} and revoked_at is null`);
    await tx.execute(sql`update site_sessions set account_id = null where account_id = ${u}`);
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
        and not exists (select 1 from assets a where a.blob_id = b.id and not a.is_deleted)
        and not exists (select 1 from users x where x.avatar_blob_id = b.id)
        and not exists (select 1 from published_blobs pb where pb.blob_id = b.id)
        and not exists (select 1 from submission_files sf where sf.blob_id = b.id)
      returning b.id, b.thumbnail_key, b.display_key`);
    return orphans.rows.flatMap((r) => [r.id, r.thumbnail_key, r.display_key].filter((k): k is string => k !== null));
  });
  deps.mail.flush();
  for (const key of orphanKeys) await deps.blobs.delete(key).catch(() => {});
}
