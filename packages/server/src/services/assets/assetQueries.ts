/** Asset reads that answer lists and lookups: the user's list, recent, marketplace, by URL, URL check. */
import { boughtSql, pricedOptionSql } from '../payments/purchased.ts';
import { VIEW_ONLY, grantFor, sharedWithSql } from '../shares/grants.ts';
import { liveOfferOf, offeredPriceAtMost } from '../selling/liveOffers.ts';
import type { Asset as AssetJson } from '@folio/model';
import { and, arrayContains, arrayOverlaps, desc, eq, ilike, inArray, ne, not, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AuthUser } from '../../auth/authenticate.ts';
import { can } from '../../auth/can.ts';
import type { Executor } from '../../db/client.ts';
import { assets, blobs, libraries, libraryItems, users } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { blobUrlSigner } from '../blobs/signedUrls.ts';
import { isUuid } from '../folios/folios.ts';
import { EXACT_UP_TO, beyondExact, keptEstimate, type Counted } from '../lists/count.ts';
import { Binds, executeByShape, shapeOf, shortSearch } from '../../db/prepared.ts';
import { afterKey, asUuid, decodeCursor, encodeCursor, keyIs, microsOf, timeFromMicros } from '../lists/cursor.ts';
import {
  ASSET_LIMITS,
  ASSET_TEXTS,
  assetOfferColumns,
  assetRecordColumns,
  parsePrice,
  presentAsset,
  type AssetKind,
  type PresentOptions,
} from './assets.ts';

export interface AssetPage extends Counted {
  items: AssetJson[];
  nextCursor: string | null;
}

interface Paging {
  first: number;
  after: number;
  /** the nextCursor of the previous page: replaces after */
  cursor?: string | undefined;
}

/** Every asset list is newest first: its cursor is the last row's created_at (microseconds) and id. */
const CURSOR_SORT = 'newest';

// Written as literals, not parameters: a prepared statement's generic plan can then use the partial indexes
// (live assets; live public ones), whose predicates a parameter could not prove.
const live = sql`${assets.isDeleted} = false`;
const isPublicIs = (value: boolean) => (value ? sql`${assets.isPublic} = true` : sql`${assets.isPublic} = false`);
const never = sql`false`;

/**
 * An asset list's filter: its SQL with every value written through `binds`, and its shape (which filters are
 * given, and the flags that change the text; never a value), under which the statement is kept.
 */
interface AssetFilter {
  /** null: a statement planned for its values each time (shortSearch) */
  shape: string | null;
  where: (binds: Binds) => SQL | undefined;
  /** a filter on the author's name: the author is joined before the page is chosen */
  onAuthor?: boolean;
}

/**
 * One page, newest first, and the total. The page is chosen on `assets` alone (walking the newest-first index) and
 * only its rows are joined to blob metadata and author; without that PostgreSQL joins every matching row before
 * sorting. The author is joined early only when a filter needs the author's name.
 *
 * The total rides in the same statement. While a long list's estimate is kept (count.ts), nothing is counted.
 * Otherwise the matches are read once, up to EXACT_UP_TO + 1 (`m`): when that is all of them, the page is taken
 * from those rows (one scan answers page and total); only past that is the page read again from the index, and
 * the total is the planner's estimate.
 *
 * The statement is kept by its shape (executeByShape): the page size and the count's cap are written into its text
 * (a generic plan that knows it reads a few rows in index order; with `limit $1` it planned a sort of every match).
 */
async function pageOfAssets(db: Executor, filter: AssetFilter, paging: Paging, opts: PresentOptions): Promise<AssetPage> {
  const cursor = paging.cursor ? decodeCursor(paging.cursor, CURSOR_SORT, [keyIs.micros, keyIs.uuid]) : null;
  const binds = new Binds();
  const where = filter.where(binds);
  // The list's identity for its kept estimate: the filter and its values, not the page.
  const listKey = `assets\u0000${filter.shape}\u0000${JSON.stringify(binds.values)}`;
  const known = keptEstimate(db, listKey);
  const after = (createdAt: SQL, id: SQL) =>
    cursor
      ? afterKey([
          { column: createdAt, desc: true, value: cursor[0]!, cast: (v) => timeFromMicros(binds.of(v)) },
          { column: id, desc: true, value: cursor[1]!, cast: (v) => asUuid(binds.of(v)) },
        ])
      : undefined;
  const from = filter.onAuthor ? sql`${assets} inner join ${users} on ${users.id} = ${assets.authorId}` : sql`${assets}`;
  const offset = cursor ? 0 : paging.after;
  const fromStart = !cursor && offset === 0;
  const pageEnd = sql` limit ${sql.raw(String(paging.first + 1))}${offset > 0 ? sql` offset ${binds.of(offset)}` : sql``}`;
  const fromIndex = (total: SQL, extra?: SQL) => sql`select ${assets.id} as id, ${assets.createdAt} as created_at, ${total} as total
    from ${from} where ${and(where, extra, after(sql`${assets.createdAt}`, sql`${assets.id}`))}
    order by ${assets.createdAt} desc, ${assets.id} desc${pageEnd}`;
  const counted = sql`(select count(*) from m)`;
  const all = sql.raw(String(EXACT_UP_TO));
  const page = known
    ? sql`(${fromIndex(sql`null::bigint`)}) page`
    : sql`(with m as (select ${assets.id} as id, ${assets.createdAt} as created_at from ${from} where ${where} limit ${sql.raw(String(EXACT_UP_TO + 1))})
      (select m.id, m.created_at, ${counted} as total from m where ${counted} <= ${all}${cursor ? sql` and ${after(sql`m.created_at`, sql`m.id`)}` : sql``}
        order by m.created_at desc, m.id desc${pageEnd})
      union all (${fromIndex(counted, sql`${counted} > ${all}`)})) page`;
  const viewer = opts.viewer ? binds.of(opts.viewer.userId) : null;
  // Whether each row of the page reaches the viewer through a share (their own rows never need the lookup).
  const shared = viewer ? sql<boolean>`(${assets.authorId} <> ${viewer} and ${sharedWithSql(viewer, 'asset', assets.id)})` : sql<boolean>`false`;
  const query = db
    .select({
      ...assetRecordColumns,
      ...assetOfferColumns,
      shared,
      bought: viewer ? boughtSql(viewer, 'asset', assets.id) : sql<boolean>`false`,
      pricedOption: pricedOptionSql(assets.id),
      key: microsOf(sql`page.created_at`),
      total: sql`page.total`.mapWith(Number),
    })
    .from(page)
    .innerJoin(assets, sql`${assets.id} = page.id`)
    .innerJoin(blobs, eq(blobs.id, assets.blobId))
    .innerJoin(users, eq(users.id, assets.authorId))
    .orderBy(desc(assets.createdAt), desc(assets.id));
  const shape =
    filter.shape === null ? null : `${filter.shape}|${cursor ? 'cursor' : offset > 0 ? 'offset' : 'first'}|${paging.first}|${known ? 'estimated' : 'counted'}|${viewer ? 'viewer' : 'guest'}`;
  const rows = await executeByShape(db, 'asset_page', shape, query, binds);
  let total = known;
  if (!total) {
    // An empty first page: nothing matches. A page past the end has no row to carry the count. A count past
    // EXACT_UP_TO is estimated, by the same filter with its values written in.
    const matching = () => sql`select 1 from ${from} where ${filter.where(new Binds(true))}`;
    const n =
      rows[0]?.total ??
      (fromStart ? 0 : Number((await db.execute<{ n: string }>(sql`select count(*) as n from (${matching()} limit ${sql.raw(String(EXACT_UP_TO + 1))}) c`)).rows[0]?.n ?? 0));
    total = await beyondExact(db, n, matching(), listKey);
  }
  const signer = await blobUrlSigner(db);
  const shown = rows.slice(0, paging.first);
  const last = shown.at(-1);
  const nextCursor = rows.length > paging.first && last ? encodeCursor(CURSOR_SORT, [last.key, last.asset.id]) : null;
  return { items: shown.map(({ shared: isShared, key: _key, total: _total, ...r }) => presentAsset({ ...r, share: isShared ? VIEW_ONLY : null }, opts, signer)), ...total, nextCursor };
}

/** Not an item of any library the user owns. */
function notInUserLibraries(userId: SQLWrapper): SQL {
  return sql`not exists (select 1 from ${libraryItems} join ${libraries} on ${libraries.id} = ${libraryItems.libraryId}
    where ${libraryItems.itemId} = ${assets.id} and ${libraries.ownerId} = ${userId})`;
}

/** `%text%` for ILIKE, with the pattern characters in the text taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface AssetListQuery extends Paging {
  user?: string | undefined;
  tag: string[];
  isPublic?: boolean | undefined;
  isShared?: boolean | undefined;
  isPurchased?: boolean | undefined;
  isOwned?: boolean | undefined;
  notInLibraries?: boolean | undefined;
  includeFullUrl?: boolean | undefined;
  type?: AssetKind | undefined;
  blob?: string[] | undefined;
}

/**
 * The assets the user may list, newest first. Without `user` (or with the own id): the union of the sources asked
 * for (isOwned, isShared, isPurchased: paid licences; with none given, the own assets). With another user's id: that user's assets the caller may read (public).
 * Every given tag must be on an asset.
 */
export async function listAssets(db: Executor, user: AuthUser, q: AssetListQuery, origin: string): Promise<AssetPage> {
  const other = q.user !== undefined && q.user !== user.userId;
  const anySource = q.isOwned !== undefined || q.isShared !== undefined || q.isPurchased !== undefined;
  const owned = anySource ? q.isOwned === true : true;
  const where = (b: Binds) => {
    const me = b.of(user.userId);
    const conditions: SQL[] = [live];
    if (other) {
      conditions.push(eq(assets.authorId, b.of(q.user)), isPublicIs(true));
    } else {
      const sources = [owned ? eq(assets.authorId, me) : never];
      if (q.isShared) sources.push(and(ne(assets.authorId, me), sharedWithSql(me, 'asset', assets.id))!);
      if (q.isPurchased) sources.push(boughtSql(me, 'asset', assets.id));
      conditions.push(or(...sources)!);
    }
    if (q.isPublic !== undefined) conditions.push(isPublicIs(q.isPublic));
    if (q.tag.length > 0) conditions.push(arrayContains(assets.tags, b.of(q.tag)));
    if (q.type !== undefined) conditions.push(eq(assets.kind, b.of(q.type)));
    if (q.blob && q.blob.length > 0) conditions.push(sql`${assets.blobId} = any(${b.of(q.blob)}::uuid[])`);
    if (q.notInLibraries) conditions.push(notInUserLibraries(me));
    return and(...conditions);
  };
  const shape = shapeOf({ other, owned, isShared: q.isShared, isPurchased: q.isPurchased, isPublic: q.isPublic, tag: q.tag, type: q.type, blob: q.blob, notInLibraries: q.notInLibraries });
  return pageOfAssets(db, { shape: `mine ${shape}`, where }, q, {
    viewer: user,
    ...(q.includeFullUrl ? { fullUrlOrigin: origin } : {}),
  });
}

/** One user's public assets, newest first (their profile page). */
export async function publicAssetsBy(db: Executor, viewer: AuthUser | null, userId: string, paging: Paging): Promise<AssetPage> {
  if (!isUuid(userId)) return { items: [], total: 0, totalIsEstimate: false, nextCursor: null };
  return pageOfAssets(db, { shape: 'by', where: (b) => and(live, isPublicIs(true), eq(assets.authorId, b.of(userId))) }, paging, { viewer });
}

/** Public assets, newest first. */
export async function recentAssets(db: Executor, viewer: AuthUser | null, paging: Paging): Promise<AssetPage> {
  return pageOfAssets(db, { shape: 'recent', where: () => and(live, isPublicIs(true)) }, paging, { viewer });
}

export interface MarketplaceQuery extends Paging {
  tag: string[];
  title?: string | undefined;
  authorName?: string | undefined;
  /** the highest price, as decimal text */
  price?: string | undefined;
  license: string[];
  isPublic?: boolean | undefined;
  isPurchasable?: boolean | undefined;
  isShared?: boolean | undefined;
  isPurchased?: boolean | undefined;
  isOwned?: boolean | undefined;
  type?: AssetKind | undefined;
}

/**
 * The marketplace: public assets for a visitor (`publicOnly`); for a signed-in user, public assets and the own (and, once they
 * exist, shared and purchased ones). Source flags (signed in only) narrow to the union of the sources asked for;
 * `isPublic` narrows by visibility. title and authorName match parts, case-insensitively; price is the highest
 * price; license matches any of the given licence types; isPurchasable means public with a price above 0.
 */
export async function marketplaceAssets(
  db: Executor,
  viewer: AuthUser | null,
  q: MarketplaceQuery,
  scope: { publicOnly: boolean },
): Promise<AssetPage> {
  const publicOnly = scope.publicOnly || !viewer;
  const anySource = q.isOwned !== undefined || q.isShared !== undefined || q.isPurchased !== undefined;
  const where = (b: Binds) => {
    const conditions: SQL[] = [live];
    if (publicOnly || !viewer) {
      conditions.push(isPublicIs(true));
    } else {
      const me = b.of(viewer.userId);
      if (anySource) {
        const sources = [q.isOwned === true ? eq(assets.authorId, me) : never];
        if (q.isShared) sources.push(and(ne(assets.authorId, me), sharedWithSql(me, 'asset', assets.id))!);
        if (q.isPurchased) sources.push(boughtSql(me, 'asset', assets.id));
        conditions.push(or(...sources)!);
      } else conditions.push(or(isPublicIs(true), eq(assets.authorId, me))!);
    }
    if (q.isPublic !== undefined) conditions.push(isPublicIs(q.isPublic));
    if (q.tag.length > 0) conditions.push(arrayContains(assets.tags, b.of(q.tag)));
    if (q.license.length > 0) {
      const licences = b.of(q.license);
      conditions.push(or(arrayOverlaps(assets.licenseTypes, licences), optionWhere(sql`lo.published_license_type = any(${licences}::text[])`))!);
    }
    if (q.title) conditions.push(ilike(assets.title, b.of(contains(q.title))));
    if (q.type !== undefined) conditions.push(eq(assets.kind, b.of(q.type)));
    if (q.authorName) conditions.push(ilike(users.displayName, b.of(contains(q.authorName))));
    // The price an asset reads (assetPriceOf): its lowest live published option's, else its own. Free: at most 0.
    const priceAtMost = (most: SQLWrapper) => offeredPriceAtMost('asset', assets.id, assets.price, most);
    if (q.price !== undefined) conditions.push(priceAtMost(b.of(parsePrice(q.price))));
    if (q.isPurchasable !== undefined) {
      conditions.push(q.isPurchasable ? and(isPublicIs(true), not(priceAtMost(sql`0`)))! : or(isPublicIs(false), priceAtMost(sql`0`))!);
    }
    return and(...conditions);
  };
  const shape = shapeOf({
    publicOnly,
    isOwned: q.isOwned,
    isShared: q.isShared,
    isPurchased: q.isPurchased,
    isPublic: q.isPublic,
    tag: q.tag,
    license: q.license,
    title: q.title,
    type: q.type,
    authorName: q.authorName,
    price: q.price,
    isPurchasable: q.isPurchasable,
  });
  const planEach = shortSearch(q.title) || shortSearch(q.authorName);
  return pageOfAssets(db, { shape: planEach ? null : `market ${shape}`, where, onAuthor: Boolean(q.authorName) }, q, { viewer });
}

/** A published, live licence option of the asset meets `condition` (over the option alias `lo`). */
function optionWhere(condition: SQL): SQL {
  return sql`exists (select 1 from license_options lo where ${liveOfferOf('asset', assets.id)} and ${condition})`;
}

/**
 * The live assets among `ids` that the viewer may read (can asset.read: the own, public ones, those a live share
 * gives them; a guest: public ones), in the order of `ids`.
 */
export async function readableAssetsByIds(db: Executor, viewer: AuthUser | null, ids: string[]): Promise<AssetJson[]> {
  const wanted = [...new Set(ids.filter(isUuid))];
  if (wanted.length === 0) return [];
  const visible = viewer
    ? or(isPublicIs(true), eq(assets.authorId, viewer.userId), sharedWithSql(viewer.userId, 'asset', assets.id))!
    : isPublicIs(true);
  const shared = viewer ? sql<boolean>`(${assets.authorId} <> ${viewer.userId} and ${sharedWithSql(viewer.userId, 'asset', assets.id)})` : sql<boolean>`false`;
  const rows = await db
    .select({ ...assetRecordColumns, ...assetOfferColumns, shared, bought: viewer ? boughtSql(viewer.userId, 'asset', assets.id) : sql<boolean>`false`, pricedOption: pricedOptionSql(assets.id) })
    .from(assets)
    .innerJoin(blobs, eq(blobs.id, assets.blobId))
    .innerJoin(users, eq(users.id, assets.authorId))
    .where(and(inArray(assets.id, wanted), live, visible));
  const signer = await blobUrlSigner(db);
  const byId = new Map(rows.map(({ shared: isShared, ...r }) => [r.asset.id, presentAsset({ ...r, share: isShared ? VIEW_ONLY : null }, { viewer }, signer)]));
  return wanted.flatMap((id) => byId.get(id) ?? []);
}

/** The live asset with this custom URL, if the user may read it. */
export async function assetByUrl(db: Executor, user: AuthUser, url: string): Promise<AssetJson> {
  const [row] = await db
    .select({ ...assetRecordColumns, ...assetOfferColumns })
    .from(assets)
    .innerJoin(blobs, eq(blobs.id, assets.blobId))
    .innerJoin(users, eq(users.id, assets.authorId))
    .where(and(eq(assets.url, url), live))
    .limit(1);
  if (!row || !can(user, { kind: 'asset.read', asset: { authorId: row.asset.authorId, isPublic: row.asset.isPublic, share: row.asset.authorId === user.userId ? null : await grantFor(db, user.userId, { type: 'asset', id: row.asset.id }) } })) {
    throw notFound(ASSET_TEXTS.urlNotFound);
  }
  return presentAsset(row, { viewer: user }, await blobUrlSigner(db));
}

/** True when the URL is well formed and no other live asset uses it (`assetId`'s own URL counts as free). */
export async function isAssetUrlFree(db: Executor, url: string, assetId?: string): Promise<boolean> {
  if (!ASSET_LIMITS.urlPattern.test(url)) return false;
  const conditions: SQL[] = [eq(assets.url, url), live];
  if (assetId && isUuid(assetId)) conditions.push(ne(assets.id, assetId));
  const [row] = await db
    .select({ id: assets.id })
    .from(assets)
    .where(and(...conditions))
    .limit(1);
  return !row;
}
