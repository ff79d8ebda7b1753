/**
 * What an item is offered for now: its live licence options — published, not deleted, not past their end date —
 * the ones buyers read (publicOptions), the marketplace lists and reads carry (assets' price, isPurchasable and
 * licenseOptionRefs; libraries' isLicensed and licenseOptionRefs; folios' licenseOptions). One condition, so they agree.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { ShareItemType } from '../shares/grants.ts';

/**
 * SQL: today as the options' end dates are written (YYYY-MM-DD, UTC): an option ending today is still offered.
 * Read from the database's clock when the query runs, so a statement built once (a module's columns, a prepared
 * statement) never carries the day it was built on.
 */
export const OFFER_DAY = sql`to_char(now() at time zone 'UTC', 'YYYY-MM-DD')`;

/** SQL over the option alias `lo`: a live, published option of the item whose id is `idColumn`. */
export function liveOfferOf(itemType: ShareItemType, idColumn: SQLWrapper): SQL {
  return sql`lo.item_id = ${idColumn}::text and ${liveOffers(itemType)}`;
}

/** SQL over the option alias `lo`: a live, published option of any item of this type. */
export function liveOffers(itemType: ShareItemType): SQL {
  return sql`lo.item_type = ${itemType} and not lo.is_deleted
    and lo.published_price is not null and coalesce(lo.published_end_date, '9999-12-31') >= ${OFFER_DAY}`;
}

/**
 * SQL: the price the item reads (its lowest live option's, else `ownPrice`) meets `test`. Asked of the set of items
 * with live options (PostgreSQL reads it once per query and hashes it), not of each row's options in turn: a filter
 * by price over thousands of rows costs one pass. The lowest option meets "at most p" exactly when some option does.
 */
export function offeredPriceAtMost(itemType: ShareItemType, idColumn: SQLWrapper, ownPrice: SQLWrapper, most: SQLWrapper): SQL<boolean> {
  const offered = (extra: SQL) => sql`${idColumn}::text in (select lo.item_id from license_options lo where ${liveOffers(itemType)}${extra})`;
  return sql<boolean>`(case when ${offered(sql``)} then ${offered(sql` and lo.published_price <= ${most}`)} else ${ownPrice} <= ${most} end)`;
}

/** SQL: the lowest published price (minor units) of the item's live options; null without any. */
export function lowestOfferSql(itemType: ShareItemType, idColumn: SQLWrapper): SQL<number | null> {
  return sql<number | null>`(select min(lo.published_price) from license_options lo where ${liveOfferOf(itemType, idColumn)})`;
}

/** SQL: the ids of the item's live options in their order (an empty array without any). */
export function offerRefsSql(itemType: ShareItemType, idColumn: SQLWrapper): SQL<string[]> {
  return sql<string[]>`(select coalesce(array_agg(lo.id::text order by lo.idx, lo.created_at), '{}'::text[]) from license_options lo where ${liveOfferOf(itemType, idColumn)})`;
}
