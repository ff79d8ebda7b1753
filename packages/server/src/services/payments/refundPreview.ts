/**
 * What a refund covers, read by the seller before confirming it (issue 26): every line with what it gave the buyer
 * and will take back, the amount returned, and each folio the refund deletes — the buyer's copies and those made
 * from them that the licence did not allow passing on (the same tree `revokeLine` deletes). Reading it changes nothing.
 */
import { fromMinor, type RefundPreview, type RefundTakesBack } from '@folio/model';
import { eq, inArray } from 'drizzle-orm';
import type { AuthUser } from '../../auth/authenticate.ts';
import { can } from '../../auth/can.ts';
import type { Executor } from '../../db/client.ts';
import { orderItems, orders, users } from '../../db/schema.ts';
import { forbidden } from '../../errors.ts';
import { REFUND_TEXTS } from './completion.ts';
import { licenceLabel } from './fulfil.ts';
import { copiesTakenBack, type RemovedCopy } from './grants.ts';
import { lineTotal, readOrder } from './purchases.ts';

type LineRow = typeof orderItems.$inferSelect;

function takesBack(line: LineRow, claimed: boolean): RefundTakesBack {
  if (!claimed) return 'nothing';
  if (line.itemType === 'accountLicense') return 'accountLicense';
  if (line.itemType === 'asset') return 'file';
  if (line.grantedFolioId) return 'copy';
  if (line.grantedShareId) return 'view';
  return 'nothing';
}

export async function refundPreview(db: Executor, user: AuthUser, id: string): Promise<RefundPreview> {
  const order = await readOrder(db, user, id); // 404 to anyone who may not read it
  const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
  if (!row || !can(user, { kind: 'order.refund', order: row })) throw forbidden(REFUND_TEXTS.notYours);
  const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(orderItems.itemName);
  const live = row.status === 'paid';
  const claimed = row.buyerId !== null;
  const copies: RemovedCopy[] = [];
  if (live) for (const line of lines) copies.push(...(await copiesTakenBack(db, line)));
  const owners = copies.length ? await db.select({ id: users.id, displayName: users.displayName }).from(users).where(inArray(users.id, [...new Set(copies.map((c) => c.authorId))])) : [];
  const ownerName = new Map(owners.map((o) => [o.id, o.displayName]));
  return {
    orderId: order.id,
    status: order.status,
    buyer: order.buyer,
    currency: order.currency,
    total: order.total,
    items: lines.map((l) => ({ itemType: l.itemType, itemName: l.itemName, licence: licenceLabel(l), amount: fromMinor(lineTotal(l)), takesBack: live ? takesBack(l, claimed) : 'nothing' })),
    copies: copies.map((c) => ({ id: c.id, name: c.name, ownerName: ownerName.get(c.authorId) ?? '', buyers: c.authorId === row.buyerId })),
  };
}
