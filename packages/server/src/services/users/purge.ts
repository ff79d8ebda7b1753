/**
 * What deleting an account removes (decision 37, issue 24), in the deletion's transaction: every row that is the
 * account's or names it, except what the decision keeps — the anonymised users row (written by the caller), orders
 * and their items, comments, audit entries, and what buyers paid for (`kept`). Rows are deleted, not flagged.
 * References others keep without a foreign key (library items, reactions, notifications, receiver lists in folio
 * settings) are removed here too; links from what others keep (their submissions' submitter, their folios' edit log)
 * are cut.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { MailService } from '../../mail/service.ts';

export interface KeptForBuyers {
  /** folios licensed to view: they stay, private, readable through the buyers' shares */
  folios: string[];
  /** sold assets: they stay, private, with their files */
  assets: string[];
  /** the shares that give buyers their view licences */
  shares: string[];
}

export interface PurgedAccount {
  /** uploads the account had started and not finished: their staged bytes are discarded after commit */
  unfinishedUploads: string[];
}

const ids = (list: readonly string[]): SQL => sql`${sql.param([...list])}::text[]`;

async function column(tx: Executor, query: SQL): Promise<string[]> {
  return (await tx.execute<{ id: string | number | null }>(query)).rows.flatMap((r) => (r.id === null ? [] : [String(r.id)]));
}

/** The settings fields of a folio that name accounts (receivers of its submissions and of its sales' mail). */
const ACCOUNT_LISTS = ['submissionReceiversAccounts', 'purchaseReceiversAccounts'] as const;

async function dropFromAccountLists(tx: Executor, table: 'folios' | 'folio_publications', u: string): Promise<void> {
  for (const field of ACCOUNT_LISTS) {
    const list = sql.raw(`root->'${field}'`);
    await tx.execute(sql`
      update ${sql.identifier(table)} set root = jsonb_set(root, ${`{${field}}`}::text[],
        (select coalesce(jsonb_agg(e), '[]'::jsonb) from jsonb_array_elements(${list}) e where e <> to_jsonb(${u}::text)))
      where jsonb_typeof(${list}) = 'array' and ${list} @> jsonb_build_array(${u}::text)`);
  }
}

export async function purgeAccount(tx: Executor, mail: MailService, account: { id: string; email: string }, kept: KeptForBuyers): Promise<PurgedAccount> {
  const u = account.id;
  const goneFolios = await column(tx, sql`select id from folios where author_id = ${u} and not (id::text = any(${ids(kept.folios)}))`);
  const goneAssets = await column(tx, sql`select id from assets where author_id = ${u} and not (id::text = any(${ids(kept.assets)}))`);
  const libraries = await column(tx, sql`select id from libraries where owner_id = ${u}`);
  const websites = await column(tx, sql`select id from websites where author_id = ${u}`);
  const groups = await column(tx, sql`select id from account_groups where owner_id = ${u}`);
  const goneItems = ids([...goneFolios, ...goneAssets, ...libraries]);

  // What others hold that points at the account or its items without a foreign key.
  await tx.execute(sql`delete from library_items where item_id::text = any(${ids([...goneFolios, ...goneAssets])})`);
  await tx.execute(sql`delete from reactions where user_id = ${u}
    or (target_type = 'folio' and target_id::text = any(${ids(goneFolios)}))
    or (target_type = 'comment' and target_id in (select id from comments where folio_id::text = any(${ids(goneFolios)})))`);
  await tx.execute(sql`delete from notifications where user_id = ${u} or actor_id = ${u}
    or (item_type = 'user' and item_id = ${u}::text) or item_id = any(${goneItems})`);
  await tx.execute(sql`delete from shares where not (id::text = any(${ids(kept.shares)})) and (owner_id = ${u} or created_by = ${u}
    or permittee_id = ${u} or (permittee_type = 'group' and permittee_id::text = any(${ids(groups)})) or item_id = any(${goneItems}))`);
  // The shares that licence what buyers paid for keep their maker, the seller (anonymised), whose grant they are (decision 42).
  await tx.execute(sql`update shares set created_by = null where created_by = ${u} and not (id::text = any(${ids(kept.shares)}))`);
  await tx.execute(sql`update libraries set website_id = null where website_id = any(${ids(websites)})`);
  await dropFromAccountLists(tx, 'folios', u);
  await dropFromAccountLists(tx, 'folio_publications', u);

  // Links to the account from what others keep: their forms' answers, their folios' edit log and snapshots.
  await tx.execute(sql`update submissions set author_id = null where author_id = ${u}`);
  await tx.execute(sql`update submissions set edited_by = null where edited_by = ${u}`);
  await tx.execute(sql`update folio_edit_log set user_id = null where user_id = ${u}`);
  await tx.execute(sql`update folio_versions set author_ids = array_remove(author_ids, ${u}::uuid) where ${u}::uuid = any(author_ids)`);
  await tx.execute(sql`update folio_versions set created_by = null where created_by = ${u}`);
  // Others' folios whose history or shared state still names the account (a copy made from one of its folios): those
  // versions go, and the shared state is made again from the folio's JSON when it is next opened.
  await tx.execute(sql`delete from folio_versions where strpos(root::text || nodes::text, ${u}::text) > 0`);
  await tx.execute(sql`delete from folio_collab where position(convert_to(${u}::text, 'UTF8') in state) > 0`);
  await tx.execute(sql`update folio_publications set published_by = null where published_by = ${u}`);
  await tx.execute(sql`update visualizations v set author_id = f.author_id from folios f where f.id = v.folio_id and v.author_id = ${u} and f.author_id <> ${u}`);
  await tx.execute(sql`update site_sessions set account_id = null where account_id = ${u}`);
  await tx.execute(sql`update ui_events set user_id = null where user_id = ${u}`);

  // The account's content. Deleting a folio takes its snapshot, public files list, pages in websites, submissions
  // and their files' rows, charts, comment section and comments with it (foreign keys).
  // By author, not by the list read above: a folio saved meanwhile goes too.
  await tx.execute(sql`delete from folios where author_id = ${u} and not (id::text = any(${ids(kept.folios)}))`);
  await tx.execute(sql`update folios set is_public = false, url = null, updated_at = now() where id::text = any(${ids(kept.folios)})`);
  // What buyers keep is the folio as it is: not its drafts' history nor its co-editing state.
  await tx.execute(sql`delete from folio_versions where folio_id::text = any(${ids(kept.folios)})`);
  await tx.execute(sql`delete from folio_collab where folio_id::text = any(${ids(kept.folios)})`);
  await tx.execute(sql`delete from assets where author_id = ${u} and not (id::text = any(${ids(kept.assets)}))`);
  await tx.execute(sql`update assets set is_public = false, updated_at = now() where id::text = any(${ids(kept.assets)})`);
  await tx.execute(sql`delete from websites where author_id = ${u}`);
  await tx.execute(sql`delete from libraries where owner_id = ${u}`);
  await tx.execute(sql`delete from license_options where owner_id = ${u}`);
  await tx.execute(sql`delete from cart_items where user_id = ${u}`);
  await tx.execute(sql`delete from follows where follower_id = ${u} or followee_id = ${u}`);
  await tx.execute(sql`delete from account_group_members where user_id = ${u}`);
  await tx.execute(sql`delete from account_groups where owner_id = ${u}`);
  await tx.execute(sql`delete from comment_reports where reporter_id = ${u}`);
  await tx.execute(sql`delete from stripe_accounts where user_id = ${u}`);
  await tx.execute(sql`delete from account_licenses where user_id = ${u}`);
  // The counts of its forms' submissions per month (only the account type's limit reads them).
  await tx.execute(sql`delete from owner_submission_months where owner_id = ${u}`);
  // Purchases made as a guest with the account's address and never claimed: the order stays (the seller's record,
  // without a buyer), the address and its claim link go.
  await tx.execute(sql`delete from guest_orders where lower(email) = lower(${account.email})`);
  // Being asked to receive others' forms and sales, and the outside addresses the account confirmed for its buttons
  // (or that others confirmed as its old address).
  await tx.execute(sql`delete from receiver_invitations where user_id = ${u}`);
  await tx.execute(sql`delete from mail_address_confirmations where owner_id = ${u} or lower(address) = lower(${account.email})`);
  for (const table of ['page_views', 'ui_events', 'analytics_daily']) await tx.execute(sql`delete from ${sql.identifier(table)} where owner_id = ${u}`);

  // Sign-ins, tokens of every kind, limits counted for the account, mail to its address.
  await tx.execute(sql`delete from access_tokens where user_id = ${u}`);
  await tx.execute(sql`delete from one_time_tokens where user_id = ${u}`);
  const unfinishedUploads = await column(tx, sql`delete from upload_tokens where user_id = ${u} returning case when started_at is not null and used_at is null then id end as id`);
  await tx.execute(sql`delete from login_logs where user_id = ${u} or lower(email) = lower(${account.email})`);
  await tx.execute(sql`delete from rate_limits where position(${u} in key) > 0 or position(lower(${account.email}) in lower(key)) > 0`);
  await mail.forgetAddress(tx, account.email);
  return { unfinishedUploads };
}
