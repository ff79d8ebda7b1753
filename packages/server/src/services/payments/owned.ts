/**
 * What a buyer already holds (issue 25: you cannot buy what you own). A licence is held while a paid, unrefunded order
 * of the buyer names it; a wanted licence is owned when one held gives every right it would (ownsAlready, in the model).
 */
import { isLicenseType, type LicenseType } from '@folio/model';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

export const OWNED_TEXT = 'You already own this: the licence you bought gives everything this one does. Find it under Purchases.';

export type OwnedItemType = 'folio' | 'asset' | 'library';

/** The licence types the user holds to each of these items (paid, not refunded), by item id. */
export async function heldLicences(db: Executor, userId: string, items: Array<{ type: OwnedItemType; id: string }>): Promise<Map<string, LicenseType[]>> {
  const held = new Map<string, LicenseType[]>();
  if (!items.length) return held;
  const { rows } = await db.execute<{ item_id: string; license_type: string | null }>(sql`
    select distinct oi.item_id, oi.license_type from order_items oi join orders o on o.id = oi.order_id
    where o.buyer_id = ${userId} and o.status = 'paid'
      and (oi.item_type, oi.item_id) in (${sql.join(items.map((i) => sql`(${i.type}, ${i.id})`), sql`, `)})`);
  for (const r of rows) if (isLicenseType(r.license_type)) held.set(r.item_id, [...(held.get(r.item_id) ?? []), r.license_type]);
  return held;
}
