// Licence options and paid orders written straight into the database, for tests of what reads carry.
import type { Db } from '../src/db/client.ts';
import { licenseOptions, orderItems, orders } from '../src/db/schema.ts';

export interface OptionSpec {
  itemType: 'folio' | 'asset' | 'library';
  itemId: string;
  ownerId: string;
  /** minor units (cents) */
  price: number;
  idx?: number;
  licenseType?: string;
  /** false: a working option never published */
  published?: boolean;
  endDate?: string | null;
  isDeleted?: boolean;
}

/** A licence option; published (the default) means buyers see these terms. */
export async function buildOption(db: Db, o: OptionSpec): Promise<string> {
  const licenseType = o.licenseType ?? 'view';
  const published = o.published ?? true;
  const endDate = o.endDate ?? null;
  const [row] = await db
    .insert(licenseOptions)
    .values({
      itemType: o.itemType,
      itemId: o.itemId,
      ownerId: o.ownerId,
      idx: o.idx ?? 0,
      isDeleted: o.isDeleted ?? false,
      price: o.price,
      licenseType,
      endDate,
      ...(published
        ? {
            published: { price: (o.price / 100).toFixed(2), taxPercentage: '0', shipping: '0', other: '0', currency: 'CAD', endDate, licenseType },
            publishedAt: new Date(),
            publishedPrice: o.price,
            publishedLicenseType: licenseType,
            publishedCurrency: 'CAD',
            publishedEndDate: endDate,
          }
        : {}),
    })
    .returning({ id: licenseOptions.id });
  return row!.id;
}

/** A paid order of one item by `buyerId` (what fulfilment granted may be given). */
export async function buildPaidOrder(
  db: Db,
  o: { buyerId: string; sellerId: string; itemType: 'folio' | 'asset' | 'library'; itemId: string; optionId: string; amount: number; grantedFolioId?: string },
): Promise<string> {
  const [order] = await db
    .insert(orders)
    .values({ buyerId: o.buyerId, sellerId: o.sellerId, currency: 'CAD', totalMinor: o.amount, status: 'paid', paidAt: new Date() })
    .returning({ id: orders.id });
  await db.insert(orderItems).values({
    orderId: order!.id,
    itemType: o.itemType,
    itemId: o.itemId,
    itemName: 'Bought item',
    licenseOptionId: o.optionId,
    licenseType: 'view',
    amountMinor: o.amount,
    grantedFolioId: o.grantedFolioId ?? null,
  });
  return order!.id;
}
