/**
 * Licence options (spec §3, §5, §7 Licence options): an item's ordered offers, edited by its owner only. The API
 * speaks decimal strings; rows keep minor units. Buyers read only published options of public items that have not
 * ended.
 */
import { enforcePermit } from '../users/limits.ts';
import { forgetMarketplaceTotals } from './marketplace.ts';
import { OFFER_DAY } from './liveOffers.ts';
import {
  LICENCE_REFUSALS,
  fromMinor,
  isLicenseType,
  licenseOptionProblems,
  toMinor,
  toPercentHundredths,
  withDefaults,
  type FolioLicenseOption,
  type LicenseDetails,
  type LicenseOptionRoot,
} from '@folio/model';
import { and, asc, eq, gt, max, ne, sql } from 'drizzle-orm';
import type { AuthUser } from '../../auth/authenticate.ts';
import { can } from '../../auth/can.ts';
import type { Db, Executor } from '../../db/client.ts';
import { licenseOptions } from '../../db/schema.ts';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import { isUuid } from '../folios/folios.ts';
import type { ShareItemRef, ShareItemType } from '../shares/grants.ts';
import { findItem } from '../shares/items.ts';

export const LICENSE_TEXTS = {
  notFound: 'No licence option with this id',
  itemNotFound: 'No item of this type with this id',
  notYours: 'Only the item’s owner can change what it is sold for',
  newIndex: 'An index update needs a new index',
  logAndRoot: 'A metadata update needs log and root',
} as const;

type Row = typeof licenseOptions.$inferSelect;

/** A licence option as the API answers it (the model's type: folio reads carry the same). */
export type LicenseOptionView = FolioLicenseOption;

export const rootOf = (r: Row): LicenseOptionRoot => ({
  price: fromMinor(r.price),
  taxPercentage: fromMinor(r.taxHundredths),
  shipping: fromMinor(r.shipping),
  other: fromMinor(r.other),
  currency: r.currency,
  endDate: r.endDate,
  licenseType: isLicenseType(r.licenseType) ? r.licenseType : null,
});

const present = (r: Row): LicenseOptionView => ({
  id: r.id,
  itemType: r.itemType,
  itemId: r.itemId,
  idx: r.idx,
  isDeleted: r.isDeleted,
  root: rootOf(r),
  published: r.published ? withDefaults(r.published as Partial<LicenseOptionRoot>) : null,
  publishedAt: r.publishedAt?.toISOString() ?? null,
});

/** The root checked (400 naming the fields) and as row columns. */
function columnsOf(given: Partial<LicenseOptionRoot>) {
  const root = withDefaults(given);
  const problems = licenseOptionProblems(root);
  const fields = Object.entries(problems);
  if (fields.length) throw badRequest(fields.map(([field, why]) => `root.${field}: ${why}`).join('; '));
  return {
    root,
    columns: {
      price: toMinor(root.price)!,
      taxHundredths: toPercentHundredths(root.taxPercentage)!,
      shipping: toMinor(root.shipping)!,
      other: toMinor(root.other)!,
      currency: root.currency,
      endDate: root.endDate,
      licenseType: root.licenseType,
    },
  };
}

/** The item an id names: a library's integer id, else a folio or an asset (ids are UUIDs, unique across both). */
async function itemById(db: Executor, id: string, type?: ShareItemType) {
  const types: ShareItemType[] = type ? [type] : /^\d{1,9}$/.test(id) ? ['library'] : ['folio', 'asset'];
  for (const t of types) {
    const item = await findItem(db, { type: t, id });
    if (item) return item;
  }
  return null;
}

/** 403 unless the caller may say what the item is sold for: its owner, and on a licensed copy only with resale. */
function assertMaySell(user: AuthUser, item: { ownerId: string | null; licence?: LicenseDetails | null }, purpose: Purpose): void {
  // reading and withdrawing what is offered stays the owner's even where the licence forbids offering anything
  if (can(user, { kind: 'licenseOption.edit', item: purpose === 'withdraw' ? { ownerId: item.ownerId } : item })) return;
  throw forbidden(item.ownerId === user.userId ? LICENCE_REFUSALS.sell : LICENSE_TEXTS.notYours);
}

/** 'offer': make or change an offer; 'withdraw': read or withdraw the offers there are. */
type Purpose = 'offer' | 'withdraw';

async function ownedItem(db: Executor, user: AuthUser, ref: { type?: ShareItemType; id: string }, purpose: Purpose) {
  const item = await itemById(db, ref.id, ref.type);
  if (!item) throw notFound(LICENSE_TEXTS.itemNotFound);
  assertMaySell(user, item, purpose);
  return item;
}

async function ownedOption(db: Executor, user: AuthUser, id: string, purpose: Purpose, forUpdate = false): Promise<Row> {
  if (!isUuid(id)) throw notFound(LICENSE_TEXTS.notFound);
  const query = db.select().from(licenseOptions).where(and(eq(licenseOptions.id, id), eq(licenseOptions.isDeleted, false))).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound(LICENSE_TEXTS.notFound);
  const item = await findItem(db, { type: row.itemType, id: row.itemId });
  assertMaySell(user, { ownerId: row.ownerId, licence: item?.licence ?? null }, purpose);
  return row;
}

const live = (item: ShareItemRef) => and(eq(licenseOptions.itemType, item.type), eq(licenseOptions.itemId, item.id), eq(licenseOptions.isDeleted, false));

/** GET /api/licenseOptions/{itemId}?forEditing=true: every live option of the owner's item, in order. */
export async function optionsForEditing(db: Executor, user: AuthUser, itemId: string, type?: ShareItemType): Promise<LicenseOptionView[]> {
  const item = await ownedItem(db, user, type ? { type, id: itemId } : { id: itemId }, 'withdraw');
  const rows = await db.select().from(licenseOptions).where(live(item)).orderBy(asc(licenseOptions.idx), asc(licenseOptions.createdAt));
  return rows.map(present);
}

/** GET /public/api/licenseOptions/{itemId}: the published options of a public item that have not ended. */
export async function publicOptions(db: Executor, itemId: string, type?: ShareItemType): Promise<LicenseOptionView[]> {
  const item = await itemById(db, itemId, type);
  if (!item || !item.isPublic) throw notFound(LICENSE_TEXTS.itemNotFound);
  return offeredOptions(db, item);
}

/** The item's live published options (offers.ts: not deleted, not ended) as buyers read them: the published terms only. */
export async function offeredOptions(db: Executor, item: ShareItemRef): Promise<LicenseOptionView[]> {
  const rows = await db
    .select()
    .from(licenseOptions)
    .where(and(live(item), sql`${licenseOptions.publishedPrice} is not null`, sql`coalesce(${licenseOptions.publishedEndDate}, '9999-12-31') >= ${OFFER_DAY}`))
    .orderBy(asc(licenseOptions.idx), asc(licenseOptions.createdAt));
  return rows.map((r) => {
    const view = present(r);
    return { ...view, root: view.published! };
  });
}

/** POST /api/licenseOptions: a new option (licence type set later); `initIndex` puts it after the others. */
export async function createOption(
  db: Db,
  user: AuthUser,
  input: { itemType: ShareItemType; itemId: string; idx?: number | undefined; root: Partial<LicenseOptionRoot> },
  initIndex: boolean,
): Promise<string> {
  return db.transaction(async (tx) => {
    const item = await ownedItem(tx, user, { type: input.itemType, id: input.itemId }, 'offer');
    const { columns } = columnsOf({ ...input.root, licenseType: input.root.licenseType ?? null });
    const [last] = await tx.select({ idx: max(licenseOptions.idx) }).from(licenseOptions).where(live(item));
    const idx = initIndex || input.idx === undefined ? (last?.idx ?? -1) + 1 : input.idx;
    const [row] = await tx
      .insert(licenseOptions)
      .values({ itemType: item.type, itemId: item.id, ownerId: item.ownerId!, idx, ...columns })
      .returning({ id: licenseOptions.id });
    return row!.id;
  });
}

/** PATCH update/{id}?index=true {idx}: moves the option; the others close up around it. */
export async function moveOption(db: Db, user: AuthUser, id: string, idx: number): Promise<LicenseOptionView[]> {
  return db.transaction(async (tx) => {
    const row = await ownedOption(tx, user, id, 'offer', true);
    if (row.idx === idx) throw badRequest(LICENSE_TEXTS.newIndex);
    const item = { type: row.itemType, id: row.itemId };
    const others = await tx
      .select({ id: licenseOptions.id })
      .from(licenseOptions)
      .where(and(live(item), ne(licenseOptions.id, row.id)))
      .orderBy(asc(licenseOptions.idx), asc(licenseOptions.createdAt));
    const order = others.map((o) => o.id);
    order.splice(Math.max(0, Math.min(idx, order.length)), 0, row.id);
    for (const [i, optionId] of order.entries()) {
      await tx.update(licenseOptions).set({ idx: i, updatedAt: new Date() }).where(eq(licenseOptions.id, optionId));
    }
    const rows = await tx.select().from(licenseOptions).where(live(item)).orderBy(asc(licenseOptions.idx));
    return rows.map(present);
  });
}

/** PATCH update/{id} {log, root}: the working terms (buyers keep seeing the published ones until the next publish). */
export async function updateOption(db: Executor, user: AuthUser, id: string, body: { log?: unknown; root?: Partial<LicenseOptionRoot> | undefined }): Promise<LicenseOptionView> {
  if (body.log === undefined || body.root === undefined) throw badRequest(LICENSE_TEXTS.logAndRoot);
  const row = await ownedOption(db, user, id, 'offer');
  const { columns } = columnsOf({ ...rootOf(row), ...body.root });
  const [updated] = await db.update(licenseOptions).set({ ...columns, updatedAt: new Date() }).where(eq(licenseOptions.id, row.id)).returning();
  return present(updated!);
}

/** PATCH publish/{id} {root}: these terms become what buyers see (and the working ones). */
export async function publishOption(db: Executor, user: AuthUser, id: string, given: Partial<LicenseOptionRoot>): Promise<LicenseOptionView> {
  forgetMarketplaceTotals();
  const row = await ownedOption(db, user, id, 'offer');
  const { root, columns } = columnsOf({ ...rootOf(row), ...given });
  if (root.licenseType === null) throw badRequest('root.licenseType: choose what the buyer may do before publishing');
  if ((columns.price ?? 0) > 0) await enforcePermit(db, user.userId, 'licence.sell');
  const [updated] = await db
    .update(licenseOptions)
    .set({
      ...columns,
      published: { ...rootOf({ ...row, ...columns }) },
      publishedPrice: columns.price,
      publishedLicenseType: columns.licenseType,
      publishedCurrency: columns.currency,
      publishedEndDate: columns.endDate,
      publishedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(licenseOptions.id, row.id))
    .returning();
  return present(updated!);
}

/** DELETE: the option is withdrawn (kept for the purchases that name it); the others close up. */
export async function deleteOption(db: Db, user: AuthUser, id: string): Promise<void> {
  forgetMarketplaceTotals();
  await db.transaction(async (tx) => {
    const row = await ownedOption(tx, user, id, 'withdraw', true);
    await tx.update(licenseOptions).set({ isDeleted: true, updatedAt: new Date() }).where(eq(licenseOptions.id, row.id));
    await tx
      .update(licenseOptions)
      .set({ idx: sql`${licenseOptions.idx} - 1` })
      .where(and(live({ type: row.itemType, id: row.itemId }), gt(licenseOptions.idx, row.idx)));
  });
}

