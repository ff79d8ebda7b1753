/**
 * What an item is offered for now: its live licence options — published, not deleted, not past their end date —
 * the ones buyers read (publicOptions), the marketplace lists and reads carry (assets' price, isPurchasable and
 * licenseOptionRefs; libraries' isLicensed and licenseOptionRefs; folios' licenseOptions). One condition, so they agree.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { ShareItemType } from '../shares/grants.ts';

/** Today as the options' end dates are written (YYYY-MM-DD, UTC): an option ending today is still offered. */
export const offerDay = (now: Date = new Date()) => now.toISOString().slice(0, 10);

/** SQL over the option alias `lo`: a live, published option of the item whose id is `idColumn`. */
export function liveOfferOf(itemType: ShareItemType, idColumn: SQLWrapper): SQL {
  return sql`lo.item_type = ${itemType} and lo.item_id = ${idColumn}::text and not lo.is_deleted
    and lo.published_price is not null and coalesce(lo.published_end_date, '9999-12-31') >= ${offerDay()}`;
}

/** SQL: the lowest published price (minor units) of the item's live options; null without any. */
export function lowestOfferSql(itemType: ShareItemType, idColumn: SQLWrapper): SQL<number | null> {
  return sql<number | null>`(select min(lo.published_price) from license_options lo where ${liveOfferOf(itemType, idColumn)})`;
}

/** SQL: the ids of the item's live options in their order (an empty array without any). */
export function offerRefsSql(itemType: ShareItemType, idColumn: SQLWrapper): SQL<string[]> {
  return sql<string[]>`(select coalesce(array_agg(lo.id::text order by lo.idx, lo.created_at), '{}'::text[]) from license_options lo where ${liveOfferOf(itemType, idColumn)})`;
}
