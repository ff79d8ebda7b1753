/** What selling adds to deciding who reads a file. Whether a user holds a paid, unrefunded licence to an item: the fact that opens a sold asset's file to its buyer. */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

export function boughtSql(userId: string | SQLWrapper, itemType: 'folio' | 'asset' | 'library', idColumn: SQLWrapper): SQL<boolean> {
  return sql<boolean>`exists (
    select 1 from order_items oi join orders o on o.id = oi.order_id
    where oi.item_type = ${itemType} and oi.item_id = ${idColumn}::text and o.buyer_id = ${userId} and o.status = 'paid')`;
}

/** Whether a live, published licence option with a price exists for the asset: its file is then sold, not shown. */
export function pricedOptionSql(idColumn: SQLWrapper): SQL<boolean> {
  return sql<boolean>`exists (select 1 from license_options lo where lo.item_type = 'asset' and lo.item_id = ${idColumn}::text and not lo.is_deleted and lo.published_price > 0)`;
}
