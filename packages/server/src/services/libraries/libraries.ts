/** Library rows: access, presenting, list, create, update (items reorder), positions, delete, add/remove items. */
import type { Library as LibraryFull, LibraryItemRef, LibraryItemView, LibrarySummary } from '@folio/model';
import { and, arrayContains, asc, count, eq, exists, inArray, isNull, max, ne, sql, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../../auth/authenticate.ts';
import { can, guestCan, type LibraryAccess, type ShareGrant } from '../../auth/can.ts';
import { VIEW_ONLY, grantFor, sharedWithSql } from '../shares/grants.ts';
import { boughtSql } from '../payments/purchased.ts';
import { offerRefsSql } from '../selling/liveOffers.ts';
import type { Db, Executor } from '../../db/client.ts';
import { libraries, libraryItems, websites } from '../../db/schema.ts';
import { isUuid } from '../folios/folios.ts';
import { badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import {
  requireVisibleItem,
  searchItems,
  storedItems,
  viewItems,
  type ItemType,
  type Viewer,
} from './items.ts';

export type LibraryRow = typeof libraries.$inferSelect;
export const LIBRARY_TYPES = ['standard', 'folio', 'asset', 'search'] as const;
export type LibraryType = (typeof LIBRARY_TYPES)[number];

export const GUEST_LIBRARY_ID = 9;
export const LIBRARY_LIMITS = { nameMax: 200, descriptionMax: 5000, tagsMax: 50, tagLengthMax: 40, itemsMax: 5000 } as const;

export const LIBRARY_TEXTS = {
  notFound: 'No library with this id',
  cannotModify: 'You cannot modify this library',
  cannotModifyContent: 'You cannot change which items this library holds',
  cannotModifySettings: 'Only the owner, or someone allowed to change its settings, can make this library public or private or link it to a website',
  notOwnWebsite: 'websiteId: no website of the library’s owner has this id',
  guestUndeletable: 'The guest library cannot be deleted',
  alreadyIn: 'This item is already in the library',
  notIn: 'This item is not in the library',
  searchHasNoItems: 'A search library finds its items by its tags; items cannot be added to it',
  wrongType: (libraryType: LibraryType, itemType: ItemType) =>
    `A ${libraryType} library holds only ${libraryType}s; this item is a${itemType === 'asset' ? 'n' : ''} ${itemType}`,
} as const;

/** A library row with what shares give the viewer it was loaded for; lists carry none. */
export type LoadedLibrary = LibraryRow & { share?: ShareGrant | null };

const accessOf = (row: LoadedLibrary): LibraryAccess => ({ ownerId: row.ownerId, isPublic: row.isPublic, share: row.share ?? null });

/** The library and what shares give `viewer` on it (a link token for link holders). */
export async function findLibrary(
  db: Executor,
  id: number,
  viewer: Viewer,
  forUpdate = false,
  linkToken: string | null = null,
): Promise<LoadedLibrary | null> {
  const query = db.select().from(libraries).where(eq(libraries.id, id)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) return null;
  const share =
    viewer?.userId === row.ownerId ? null : await grantFor(db, viewer?.userId ?? null, { type: 'library', id: String(row.id) }, linkToken);
  return { ...row, share };
}

/** The row if the viewer (a guest when null) may read it; 404 otherwise. */
export function readableLibrary(viewer: Viewer, row: LoadedLibrary | null): LoadedLibrary {
  const library = row ? accessOf(row) : null;
  const ok = library && (viewer ? can(viewer, { kind: 'library.read', library }) : guestCan({ kind: 'library.read', library }));
  if (!row || !ok) throw notFound(LIBRARY_TEXTS.notFound);
  return row;
}

/** The row if the user may change it: 404 when they cannot see it, 403 when they can but may not change it. */
export function editableLibrary(user: AuthUser, row: LoadedLibrary | null): LoadedLibrary {
  const library = readableLibrary(user, row);
  if (!can(user, { kind: 'library.edit', library: accessOf(library) })) throw forbidden(LIBRARY_TEXTS.cannotModify);
  return library;
}

/** What a library is offered for, as one viewer reads it (libraryOffers). */
interface LibraryOffer {
  refs: string[];
  bought: boolean;
  listed: boolean;
}
const NO_OFFER: LibraryOffer = { refs: [], bought: false, listed: false };

/**
 * Per library: its live published licence options (offers.ts), whether the viewer holds a paid licence to it, and
 * whether the marketplace lists it (public, an active owner, a live option: the marketplace's own rule).
 */
async function libraryOffers(db: Executor, viewer: Viewer, ids: number[]): Promise<Map<number, LibraryOffer>> {
  if (ids.length === 0) return new Map();
  // Qualified by hand: in a one-table select Drizzle writes columns bare, which the subqueries would misread.
  const id = sql`"libraries"."id"`;
  const rows = await db
    .select({
      id: libraries.id,
      refs: offerRefsSql('library', id),
      bought: viewer ? boughtSql(viewer.userId, 'library', id) : sql<boolean>`false`,
      ownerActive: sql<boolean>`coalesce((select u.is_active from users u where u.id = "libraries"."owner_id"), false)`,
      isPublic: libraries.isPublic,
    })
    .from(libraries)
    .where(inArray(libraries.id, ids));
  return new Map(rows.map((r) => [r.id, { refs: r.refs, bought: r.bought, listed: r.isPublic && r.ownerActive && r.refs.length > 0 }]));
}

function present(viewer: Viewer, row: LoadedLibrary, itemCount: number, offer: LibraryOffer = NO_OFFER): LibrarySummary {
  return {
    id: row.id,
    ownerId: row.ownerId,
    name: row.name,
    description: row.description,
    libraryType: row.libraryType,
    isPublic: row.isPublic,
    isGuest: row.id === GUEST_LIBRARY_ID,
    isShared: (row.share ?? null) !== null,
    position: row.position,
    tags: row.tags,
    websiteId: row.websiteId,
    isLicensed: offer.refs.length > 0 || offer.bought,
    marketplaceFolio: offer.listed,
    licenseOptionRefs: offer.refs,
    itemCount,
    canEdit: viewer ? can(viewer, { kind: 'library.edit', library: accessOf(row) }) : false,
    canEditContent: viewer ? can(viewer, { kind: 'library.editContent', library: accessOf(row) }) : false,
    canEditSettings: viewer ? can(viewer, { kind: 'library.editSettings', library: accessOf(row) }) : false,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The library's items in order: the stored ones, or for a search library what its search finds. */
export async function itemRefsOf(db: Executor, row: LibraryRow): Promise<LibraryItemRef[]> {
  return row.libraryType === 'search' ? searchItems(db, row.ownerId, row.tags) : storedItems(db, row.id);
}

export interface GetLibraryOptions {
  forEditing?: boolean | undefined;
  forFolio?: boolean | undefined;
  full?: boolean | undefined;
}

/**
 * One library. forEditing: the user must be able to change it (403 otherwise) and gets every stored reference.
 * full or forFolio: items come with what they are, and only those the viewer may see. Otherwise: the references
 * of the items the viewer may see.
 */
export async function getLibrary(db: Executor, viewer: Viewer, id: number, opts: GetLibraryOptions = {}): Promise<LibraryFull> {
  const row = opts.forEditing && viewer ? editableLibrary(viewer, await findLibrary(db, id, viewer)) : readableLibrary(viewer, await findLibrary(db, id, viewer));
  if (opts.forEditing && !viewer) throw forbidden(LIBRARY_TEXTS.cannotModify);
  const [refs, offers] = await Promise.all([itemRefsOf(db, row), libraryOffers(db, viewer, [row.id])]);
  const offer = offers.get(row.id);
  if (opts.forEditing && !opts.full) return { ...present(viewer, row, refs.length, offer), items: refs };
  const views = await viewItems(db, viewer, refs, { ownerId: row.ownerId, share: row.share ?? null });
  const items = opts.full || opts.forFolio ? views : views.map(({ itemId, itemType, idx }) => ({ itemId, itemType, idx }));
  return { ...present(viewer, row, items.length, offer), items };
}

/** One page of the library's items the viewer may see, with what they are. */
export async function libraryItemsPage(
  db: Executor,
  viewer: Viewer,
  id: number,
  page: { first: number; after: number },
  linkToken: string | null = null,
): Promise<{ items: LibraryItemView[]; total: number }> {
  const row = readableLibrary(viewer, await findLibrary(db, id, viewer, false, linkToken));
  const views = await viewItems(db, viewer, await itemRefsOf(db, row), { ownerId: row.ownerId, share: row.share ?? null });
  return { items: views.slice(page.after, page.after + page.first), total: views.length };
}

export interface ListLibrariesQuery {
  first: number;
  after: number;
  itemType?: ItemType | undefined;
  libraryType?: LibraryType | undefined;
  itemId?: string | undefined;
  tags: string[];
  websiteId?: string | undefined;
  includeSiteMenus?: boolean | undefined;
  isShared?: boolean | undefined;
}

/**
 * The user's libraries by position. itemType: those that can hold that kind of item (standard or that type);
 * itemId: those holding that item; tags: those carrying all of them; websiteId: that website's menus. Libraries
 * serving as a website menu are left out unless includeSiteMenus or websiteId is given.
 */
export async function listLibraries(db: Executor, user: AuthUser, q: ListLibrariesQuery): Promise<{ items: LibrarySummary[]; total: number }> {
  const where: SQL[] = [
    q.isShared ? and(ne(libraries.ownerId, user.userId), sharedWithSql(user.userId, 'library', libraries.id))! : eq(libraries.ownerId, user.userId),
  ];
  if (q.libraryType) where.push(eq(libraries.libraryType, q.libraryType));
  if (q.itemType) where.push(inArray(libraries.libraryType, ['standard', q.itemType]));
  if (q.tags.length > 0) where.push(arrayContains(libraries.tags, q.tags));
  if (q.websiteId !== undefined) where.push(eq(libraries.websiteId, q.websiteId));
  else if (!q.includeSiteMenus) where.push(isNull(libraries.websiteId));
  if (q.itemId !== undefined) {
    where.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(libraryItems)
          .where(and(eq(libraryItems.libraryId, libraries.id), sql`${libraryItems.itemId}::text = ${q.itemId}`)),
      ),
    );
  }
  const cond = and(...where);
  const itemCount = db
    .select({ libraryId: libraryItems.libraryId, n: count().as('n') })
    .from(libraryItems)
    .groupBy(libraryItems.libraryId)
    .as('counts');
  const [rows, [total]] = await Promise.all([
    db
      .select({ library: libraries, n: itemCount.n })
      .from(libraries)
      .leftJoin(itemCount, eq(itemCount.libraryId, libraries.id))
      .where(cond)
      .orderBy(asc(libraries.position), asc(libraries.id))
      .limit(q.first)
      .offset(q.after),
    db.select({ n: count() }).from(libraries).where(cond),
  ]);
  const offers = await libraryOffers(db, user, rows.map((r) => r.library.id));
  // A search library's count is what its search finds.
  const items = await Promise.all(
    rows.map(async (r) =>
      present(
        user,
        { ...r.library, share: q.isShared ? VIEW_ONLY : null },
        r.library.libraryType === 'search' ? (await searchItems(db, r.library.ownerId, r.library.tags)).length : Number(r.n ?? 0),
        offers.get(r.library.id),
      ),
    ),
  );
  return { items, total: total?.n ?? 0 };
}

export interface LibraryFields {
  name?: string | undefined;
  description?: string | undefined;
  libraryType?: LibraryType | undefined;
  isPublic?: boolean | undefined;
  tags?: string[] | undefined;
  websiteId?: string | null | undefined;
}

export interface ItemInput {
  itemId: string;
  itemType: ItemType;
  idx: number;
}

function checkItemTypes(libraryType: LibraryType, items: ReadonlyArray<{ itemType: ItemType }>) {
  if (libraryType === 'search' && items.length > 0) throw badRequest(LIBRARY_TEXTS.searchHasNoItems);
  for (const item of items) {
    if ((libraryType === 'folio' || libraryType === 'asset') && item.itemType !== libraryType) {
      throw badRequest(LIBRARY_TEXTS.wrongType(libraryType, item.itemType));
    }
  }
}

/** Items ordered by the idx the client gave, each id once; new ones must be items the user may see. */
async function normalizeItems(tx: Executor, user: AuthUser, items: ItemInput[], keep: ReadonlySet<string>): Promise<ItemInput[]> {
  const ids = new Set<string>();
  const idxs = new Set<number>();
  for (const item of items) {
    const key = item.itemId.toLowerCase();
    if (ids.has(key)) throw badRequest(`Item ${item.itemId} is listed twice`);
    if (idxs.has(item.idx)) throw badRequest(`Two items have idx ${item.idx}; each item needs its own position`);
    ids.add(key);
    idxs.add(item.idx);
  }
  for (const item of items) {
    if (!keep.has(`${item.itemType}:${item.itemId.toLowerCase()}`)) await requireVisibleItem(tx, user, item.itemType, item.itemId);
  }
  return [...items].sort((a, b) => a.idx - b.idx).map((item, idx) => ({ ...item, itemId: item.itemId.toLowerCase(), idx }));
}

/** Which items a library holds, and in which order, is its content. */
function requireContentRight(user: AuthUser, row: LoadedLibrary): void {
  if (!can(user, { kind: 'library.editContent', library: accessOf(row) })) throw forbidden(LIBRARY_TEXTS.cannotModifyContent);
}

/** A library serves as the menu of one of its owner's own websites only. */
async function requireOwnWebsite(tx: Executor, ownerId: string | null, websiteId: string | null): Promise<void> {
  if (websiteId === null) return;
  const [site] = isUuid(websiteId) ? await tx.select({ authorId: websites.authorId }).from(websites).where(eq(websites.id, websiteId)).limit(1) : [];
  if (!site || ownerId === null || site.authorId !== ownerId) throw badRequest(LIBRARY_TEXTS.notOwnWebsite);
}

async function writeItems(tx: Executor, libraryId: number, items: ItemInput[]) {
  await tx.delete(libraryItems).where(eq(libraryItems.libraryId, libraryId));
  if (items.length > 0) await tx.insert(libraryItems).values(items.map((i) => ({ libraryId, ...i })));
}

/** A new library of the user's, placed after their others, with the given items in order. */
export async function createLibrary(db: Db, user: AuthUser, fields: LibraryFields & { name: string; items?: ItemInput[] | undefined }): Promise<LibraryFull> {
  const libraryType = fields.libraryType ?? 'standard';
  const given = fields.items ?? [];
  checkItemTypes(libraryType, given);
  const id = await db.transaction(async (tx) => {
    if (fields.websiteId) await requireOwnWebsite(tx, user.userId, fields.websiteId);
    const items = await normalizeItems(tx, user, given, new Set());
    const [last] = await tx.select({ p: max(libraries.position) }).from(libraries).where(eq(libraries.ownerId, user.userId));
    const [row] = await tx
      .insert(libraries)
      .values({
        ownerId: user.userId,
        name: fields.name,
        description: fields.description ?? '',
        libraryType,
        isPublic: fields.isPublic ?? false,
        tags: fields.tags ?? [],
        websiteId: fields.websiteId ?? null,
        position: last?.p === null || last?.p === undefined ? 0 : last.p + 1,
      })
      .returning({ id: libraries.id });
    await writeItems(tx, row!.id, items);
    return row!.id;
  });
  return getLibrary(db, user, id, { forEditing: true });
}

/** Changes fields; `items`, when given, becomes the library's item list in idx order (reorder, add, remove). */
export async function updateLibrary(db: Db, user: AuthUser, id: number, fields: LibraryFields & { items?: ItemInput[] | undefined }): Promise<LibraryFull> {
  await db.transaction(async (tx) => {
    const row = editableLibrary(user, await findLibrary(tx, id, user, true));
    const settingsChange = (fields.isPublic !== undefined && fields.isPublic !== row.isPublic) || (fields.websiteId !== undefined && fields.websiteId !== row.websiteId);
    if (settingsChange && !can(user, { kind: 'library.editSettings', library: accessOf(row) })) throw forbidden(LIBRARY_TEXTS.cannotModifySettings);
    if (fields.websiteId !== undefined && fields.websiteId !== row.websiteId) await requireOwnWebsite(tx, row.ownerId, fields.websiteId);
    const libraryType = fields.libraryType ?? row.libraryType;
    const current = await storedItems(tx, row.id);
    if (fields.items !== undefined) {
      checkItemTypes(libraryType, fields.items);
      const keep = new Set(current.map((i) => `${i.itemType}:${i.itemId}`));
      const items = await normalizeItems(tx, user, fields.items, keep);
      const same = items.length === current.length && items.every((item, i) => item.itemId === current[i]!.itemId);
      if (!same) requireContentRight(user, row);
      await writeItems(tx, row.id, items);
    } else if (libraryType !== row.libraryType && libraryType !== 'search') {
      checkItemTypes(libraryType, current);
    }
    const set: Partial<typeof libraries.$inferInsert> = { updatedAt: new Date() };
    if (fields.name !== undefined) set.name = fields.name;
    if (fields.description !== undefined) set.description = fields.description;
    if (fields.libraryType !== undefined) set.libraryType = fields.libraryType;
    if (fields.isPublic !== undefined) set.isPublic = fields.isPublic;
    if (fields.tags !== undefined) set.tags = fields.tags;
    if (fields.websiteId !== undefined) set.websiteId = fields.websiteId;
    // The guest library stays public: guests read it without a token.
    if (row.id === GUEST_LIBRARY_ID) set.isPublic = true;
    await tx.update(libraries).set(set).where(eq(libraries.id, row.id));
  });
  return getLibrary(db, user, id, { forEditing: true });
}

/** Sets the position of each listed library; all must be the user's to change, or none changes. */
export async function setPositions(db: Db, user: AuthUser, list: Array<{ id: number; position: number }>): Promise<Array<{ id: number; position: number }>> {
  const seen = new Set<number>();
  for (const { id } of list) {
    if (seen.has(id)) throw badRequest(`Library ${id} is listed twice`);
    seen.add(id);
  }
  await db.transaction(async (tx) => {
    for (const { id, position } of list) {
      editableLibrary(user, await findLibrary(tx, id, user, true));
      await tx.update(libraries).set({ position }).where(eq(libraries.id, id));
    }
  });
  return db
    .select({ id: libraries.id, position: libraries.position })
    .from(libraries)
    .where(eq(libraries.ownerId, user.userId))
    .orderBy(asc(libraries.position), asc(libraries.id));
}

/** Deletes the library and its item links (the folios and assets stay). The guest library cannot be deleted. */
export async function deleteLibrary(db: Executor, user: AuthUser, id: number): Promise<void> {
  const row = readableLibrary(user, await findLibrary(db, id, user));
  if (!can(user, { kind: 'library.delete', library: accessOf(row) })) {
    throw forbidden(row.id === GUEST_LIBRARY_ID ? LIBRARY_TEXTS.guestUndeletable : LIBRARY_TEXTS.cannotModify);
  }
  await db.delete(libraries).where(eq(libraries.id, row.id));
}

/** Appends a folio or asset the user may see to the end of a library they may change. */
export async function addItem(db: Db, user: AuthUser, input: { libraryId: number; itemId: string; itemType: ItemType }): Promise<LibraryItemRef & { libraryId: number }> {
  return db.transaction(async (tx) => {
    const row = editableLibrary(user, await findLibrary(tx, input.libraryId, user, true));
    requireContentRight(user, row);
    checkItemTypes(row.libraryType, [input]);
    await requireVisibleItem(tx, user, input.itemType, input.itemId);
    const itemId = input.itemId.toLowerCase();
    const [already] = await tx
      .select({ idx: libraryItems.idx })
      .from(libraryItems)
      .where(and(eq(libraryItems.libraryId, row.id), eq(libraryItems.itemId, itemId)));
    if (already) throw conflict(LIBRARY_TEXTS.alreadyIn);
    const [last] = await tx.select({ i: max(libraryItems.idx) }).from(libraryItems).where(eq(libraryItems.libraryId, row.id));
    const idx = last?.i === null || last?.i === undefined ? 0 : last.i + 1;
    await tx.insert(libraryItems).values({ libraryId: row.id, itemId, itemType: input.itemType, idx });
    await tx.update(libraries).set({ updatedAt: new Date() }).where(eq(libraries.id, row.id));
    return { libraryId: row.id, itemId, itemType: input.itemType, idx };
  });
}

/** Removes an item from a library the user may change; the items after it move up. */
export async function removeItem(db: Db, user: AuthUser, libraryId: number, itemId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = editableLibrary(user, await findLibrary(tx, libraryId, user, true));
    requireContentRight(user, row);
    const current = await storedItems(tx, row.id);
    const rest = current.filter((i) => i.itemId !== itemId.toLowerCase());
    if (rest.length === current.length) throw notFound(LIBRARY_TEXTS.notIn);
    await writeItems(tx, row.id, rest.map((i, idx) => ({ ...i, idx })));
    await tx.update(libraries).set({ updatedAt: new Date() }).where(eq(libraries.id, row.id));
  });
}
