/**
 * What a paid order line gives its buyer, and what a refund takes back (issue 13):
 * - a folio under a copy licence: the buyer's own copy of the published snapshot, carrying the licence as
 *   `licenseDetails` and `hasBeenPurchased` (can() enforces the rights from there);
 * - a folio under a view licence, or a library: a view share to the buyer;
 * - an asset: nothing to make; the paid order is the fact that opens its file (purchased.ts);
 * - an account type: an account licence for a year, after any licence of that type still running.
 */
import { LICENSE_TYPE_INFO, isLicenseType, licenceAllows, loadFolioDocument } from '@folio/model';
import { and, eq, isNull, max, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accountLicenses, folioPublications, folios, orderItems, shares } from '../../db/schema.ts';
import { prepareDocument } from '../folios/folioDocument.ts';
import { foreignCopyRoot } from '../folios/foreignCopy.ts';
import { carryCharts, insertCarriedCharts } from '../visualizations/carry.ts';
import { columnsOf } from '../folios/folios.ts';

type OrderItemRow = typeof orderItems.$inferSelect;

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

export async function grantLine(tx: Executor, buyerId: string, sellerId: string | null, line: OrderItemRow): Promise<void> {
  if (line.itemType === 'accountLicense') return grantAccountLicense(tx, buyerId, line);
  if (line.itemType === 'asset' || !line.itemId || !sellerId) return;
  const details = isLicenseType(line.licenseType) ? LICENSE_TYPE_INFO[line.licenseType].details : null;
  if (line.itemType === 'folio' && details?.copyShare === 'copy') {
    const [publication] = await tx.select().from(folioPublications).where(eq(folioPublications.folioId, line.itemId));
    if (!publication) return;
    const source = loadFolioDocument({ schemaVersion: publication.schemaVersion, root: publication.root, nodes: publication.nodes });
    const carried = await carryCharts(tx, sellerId, await prepareDocument({ ...source, root: foreignCopyRoot(source.root, buyerId) }), 'published');
    const doc = carried.doc;
    const [copy] = await tx
      .insert(folios)
      .values({ authorId: buyerId, version: 1, licenseDetails: details, hasBeenPurchased: true, derivedFromId: line.itemId, derivedHow: 'purchase', ...columnsOf(doc) })
      .returning({ id: folios.id });
    await insertCarriedCharts(tx, { id: copy!.id, authorId: buyerId }, carried.charts);
    await tx.update(orderItems).set({ grantedFolioId: copy!.id }).where(eq(orderItems.id, line.id));
    return;
  }
  // A view licence (or a library): the seller's item shared with the buyer to view; an existing live share stays.
  const [share] = await tx
    .insert(shares)
    .values({ itemType: line.itemType, itemId: line.itemId, ownerId: sellerId, createdBy: sellerId, permitteeType: 'user', permitteeId: buyerId, publishedOnly: true })
    .onConflictDoNothing()
    .returning({ id: shares.id });
  if (share) await tx.update(orderItems).set({ grantedShareId: share.id }).where(eq(orderItems.id, line.id));
}

async function grantAccountLicense(tx: Executor, buyerId: string, line: OrderItemRow): Promise<void> {
  if (line.accountTypeId === null) return;
  const today = isoDate(new Date());
  const [running] = await tx
    .select({ until: max(accountLicenses.endsOn) })
    .from(accountLicenses)
    .where(and(eq(accountLicenses.userId, buyerId), eq(accountLicenses.accountTypeId, line.accountTypeId), isNull(accountLicenses.revokedAt)));
  const start = running?.until && running.until >= today ? new Date(`${running.until}T00:00:00Z`) : new Date(`${today}T00:00:00Z`);
  if (running?.until && running.until >= today) start.setUTCDate(start.getUTCDate() + 1);
  const end = new Date(start);
  end.setUTCFullYear(end.getUTCFullYear() + 1);
  end.setUTCDate(end.getUTCDate() - 1);
  await tx.insert(accountLicenses).values({ userId: buyerId, accountTypeId: line.accountTypeId, startsOn: isoDate(start), endsOn: isoDate(end), orderItemId: line.id }).onConflictDoNothing();
}

/** A folio a refund took away: the buyer's copy, or one made from it that its licence did not allow. */
export interface RemovedCopy {
  id: string;
  authorId: string;
  name: string;
}

/**
 * A refund takes back what the line gave: the copy is deleted, the share revoked, the account licence ended. With the
 * copy go the folios made from it (copies of copies, any depth) except those its licence let the buyer hand on to
 * others — a resale licence's transfers and templates; anything else derived was never the buyer's to give.
 */
export async function revokeLine(tx: Executor, line: OrderItemRow): Promise<RemovedCopy[]> {
  let removed: RemovedCopy[] = [];
  if (line.grantedFolioId) {
    const { rows } = await tx.execute<{ id: string; author_id: string; name: string }>(sql`
      ${takenBackTree(line.grantedFolioId, line.licenseType)}
      update folios set is_deleted = true, url = null, removed_reason = 'refunded', updated_at = now()
      where id in (select id from tree) and not is_deleted
      returning id, author_id, name`);
    removed = rows.map((r) => ({ id: r.id, authorId: r.author_id, name: r.name }));
  }
  if (line.grantedShareId) await tx.update(shares).set({ revokedAt: sql`now()` }).where(and(eq(shares.id, line.grantedShareId), isNull(shares.revokedAt)));
  if (line.itemType === 'accountLicense') await tx.update(accountLicenses).set({ revokedAt: sql`now()` }).where(and(eq(accountLicenses.orderItemId, line.id), isNull(accountLicenses.revokedAt)));
  return removed;
}

/** The folios a refund of this line would delete, as `revokeLine` would (the seller reads them before refunding). */
export async function copiesTakenBack(tx: Executor, line: OrderItemRow): Promise<RemovedCopy[]> {
  if (!line.grantedFolioId) return [];
  const { rows } = await tx.execute<{ id: string; author_id: string; name: string }>(sql`
    ${takenBackTree(line.grantedFolioId, line.licenseType)}
    select f.id, f.author_id, f.name from folios f join tree t on t.id = f.id where not f.is_deleted order by t.depth, f.created_at`);
  return rows.map((r) => ({ id: r.id, authorId: r.author_id, name: r.name }));
}

/**
 * `tree`: the bought copy and the folios made from it (copies of copies, any depth) except those its licence let the
 * buyer hand on to others — a resale licence's transfers and templates.
 */
function takenBackTree(grantedFolioId: string, licenseType: string | null) {
  const details = isLicenseType(licenseType) ? LICENSE_TYPE_INFO[licenseType].details : null;
  const handedOnAllowed = licenceAllows(details, 'copyTransfer');
  return sql`
    with recursive tree (id, depth) as (
      select ${grantedFolioId}::uuid, 0
      union all
      select c.id, t.depth + 1 from folios c join tree t on c.derived_from_id = t.id
      where t.depth < 32 and not (${handedOnAllowed}::boolean and c.derived_how in ('transfer', 'template'))
    )`;
}
