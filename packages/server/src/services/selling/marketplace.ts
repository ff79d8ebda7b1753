/**
 * The folio marketplace (spec §7 Folios `marketplace`): public, published folios (and, with includeLibraries, public
 * libraries) that have at least one published, unexpired licence option, newest publication first. Filters: title
 * and authorName (parts, any case), price (the cheapest option at most this), licenses (any of these licence
 * types), isPurchasable (an option above 0; false: free ones, the templates), tags (all of them).
 */
import { resaleAllowedSql } from './licenceSql.ts';
import { fromMinor, toMinor, type MarketplaceItem } from '@folio/model';
import { sql, type SQL } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { badRequest } from '../../errors.ts';
import { afterKey, decodeCursor, encodeCursor, keyIs, timeFromMicros, type KeyValue } from '../lists/cursor.ts';
import { coverImageOf, coversOf, safeCover } from './covers.ts';
import { executeNamed } from '../../db/prepared.ts';
import type { Counted } from '../lists/count.ts';
import type { ChangeFeed } from '../cluster/changeFeed.ts';
import { CountCache } from './countCache.ts';

export interface MarketplaceQuery {
  first: number;
  after: number;
  /** the nextCursor of the previous page: replaces after */
  cursor?: string | undefined;
  title?: string | undefined;
  authorName?: string | undefined;
  price?: string | undefined;
  license: string[];
  tag: string[];
  isPurchasable?: boolean | undefined;
  includeLibraries?: boolean | undefined;
}

export type { MarketplaceItem };

interface Row extends Record<string, unknown> {
  item_type: 'folio' | 'library';
  id: string;
  name: string;
  summary?: string | null;
  tags: string[];
  author_id: string;
  display_name: string;
  min_price: number;
  currency: string;
  types: string[];
  n: number;
  published_at: Date;
  total: string;
  cursor_time: string;
}

/** A text[] literal built from parameters, one per element. */
const textArray = (values: string[]) => sql`array[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]`;

const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface MarketplacePage {
  items: MarketplaceItem[];
  total: number;
  totalIsEstimate: boolean;
  nextCursor: string | null;
}

/** Newest publication first: a cursor is the last row's published_at (microseconds) and id. */
const cursorSort = (q: MarketplaceQuery) => (q.includeLibraries ? 'newest-with-libraries' : 'newest');
const MICROS = (column: SQL) => sql`(extract(epoch from ${column}) * 1000000)::bigint::text`;

/** The cursor's [published_at micros, id]; ids are folio uuids, or library numbers with includeLibraries. */
const readCursor = (q: MarketplaceQuery): KeyValue[] | null =>
  q.cursor ? decodeCursor(q.cursor, cursorSort(q), [keyIs.micros, q.includeLibraries ? (v) => typeof v === 'string' && /^[\w-]{1,100}$/.test(v) : keyIs.uuid]) : null;

export async function marketplaceFolios(db: Executor, config: Config, q: MarketplaceQuery): Promise<MarketplacePage> {
  const page = await listing(db, config, { ...q, first: q.first + 1 });
  const last = page.cursors[q.first - 1];
  return {
    total: page.total,
    totalIsEstimate: page.totalIsEstimate,
    nextCursor: page.items.length > q.first && last ? encodeCursor(cursorSort(q), last) : null,
    items: page.items.slice(0, q.first),
  };
}

async function listing(db: Executor, config: Config, q: MarketplaceQuery): Promise<Counted & { items: MarketplaceItem[]; cursors: KeyValue[][] }> {
  const after = readCursor(q);
  const offset = after ? 0 : q.after;
  const maxPrice = q.price === undefined ? null : toMinor(q.price);
  if (q.price !== undefined && maxPrice === null) throw badRequest('price: must be an amount like "12" or "12.50"');
  const today = new Date().toISOString().slice(0, 10);
  const filters: SQL[] = [];
  if (q.title) filters.push(sql`c.name ilike ${contains(q.title)}`);
  if (q.authorName) filters.push(sql`c.display_name ilike ${contains(q.authorName)}`);
  if (maxPrice !== null) filters.push(sql`c.min_price <= ${maxPrice}`);
  if (q.license.length) filters.push(sql`c.types && ${textArray(q.license)}`);
  if (q.tag.length) filters.push(sql`c.tags @> ${textArray(q.tag)}`);
  if (q.isPurchasable === true) filters.push(sql`c.max_price > 0`);
  if (q.isPurchasable === false) filters.push(sql`c.min_price = 0`);
  const where = filters.length ? sql`where ${sql.join(filters, sql` and `)}` : sql``;
  const afterCursor = after
    ? sql`where ${afterKey([
        { column: sql`c.published_at`, desc: true, value: after[0]!, cast: timeFromMicros },
        { column: sql`c.id`, desc: false, value: after[1]! },
      ])}`
    : sql``;
  if (!q.includeLibraries) return present(config, await folioPage(db, q, today, maxPrice, after, offset));
  const libraries = q.includeLibraries
    ? sql`union all
      select 'library', l.id::text, l.name, l.tags, l.owner_id, u.display_name, o.min_price, o.max_price, o.currency, o.types, o.n, l.updated_at
      from offers o join libraries l on l.id = o.item_id::int join users u on u.id = l.owner_id
      where o.item_type = 'library' and l.is_public and u.is_active`
    : sql``;
  // The page is chosen on narrow rows (the folio row's name, no published document); only its 20 or so rows then
  // read their published snapshot's name, summary and first page.
  const { rows: page } = await db.execute<Row>(sql`
    with offers as (
      select item_type, item_id, min(published_price) as min_price, max(published_price) as max_price, min(published_currency) as currency,
        array_agg(distinct published_license_type) as types, count(*)::int as n
      from license_options
      where not is_deleted and published_price is not null and coalesce(published_end_date, '9999-12-31') >= ${today}
        ${q.includeLibraries ? sql`` : sql`and item_type = 'folio'`}
      group by item_type, item_id
    ), candidates (item_type, id, name, tags, author_id, display_name, min_price, max_price, currency, types, n, published_at) as (
      select 'folio', f.id::text, f.name, f.tags, f.author_id, u.display_name, o.min_price, o.max_price, o.currency, o.types, o.n, p.published_at
      from offers o join folios f on f.id = o.item_id::uuid join folio_publications p on p.folio_id = f.id join users u on u.id = f.author_id
      where o.item_type = 'folio' and f.is_public and not f.is_deleted and u.is_active and ${resaleAllowedSql(sql`f.license_details`)}
      ${libraries}
    ), filtered as (select * from candidates c ${where})
    select c.*, ${MICROS(sql`c.published_at`)} as cursor_time, (select count(*) from filtered) as total from filtered c ${afterCursor}
    order by c.published_at desc, c.id limit ${q.first} offset ${offset}`);
  const folioIds = page.filter((r) => r.item_type === 'folio').map((r) => r.id);
  const details = new Map<string, { name: string; summary: string | null; url: string | null; page: string | null }>();
  if (folioIds.length) {
    const { rows: published } = await db.execute<{ id: string; name: string; summary: string | null; url: string | null; page: string | null }>(sql`
      select f.id::text as id, p.root->>'name' as name, p.root->>'summary' as summary, f.url, p.root->'pages'->>0 as page
      from folios f join folio_publications p on p.folio_id = f.id
      where f.id in (${sql.join(folioIds.map((id) => sql`${id}::uuid`), sql`, `)})`);
    for (const d of published) details.set(d.id, d);
  }
  const covers = await coversOf(db, folioIds);
  const rows = page.map((r) => {
    const d = details.get(r.id);
    return { ...r, name: d?.name ?? r.name, summary: d?.summary ?? (r.item_type === 'library' ? r.summary : null), url: d?.url ?? null, page: d?.page ?? null, cover: covers.get(r.id) ?? null };
  });
  return present(config, { rows, total: Number(rows[0]?.total ?? 0), totalIsEstimate: false });
}

/** Totals per filter, at most 5 s old (countCache.ts): the count is the listing's dearest part under load. */
const totals = new CountCache();

/** An item was listed, changed or withdrawn on this server: its totals are counted afresh. */
export const forgetMarketplaceTotals = () => totals.clear();

/** The change-feed tag that every input of a listing announces (migration 0043). */
export const MARKETPLACE_TAG = 'm';

/** Totals are counted afresh once any server announces a change to a listing's inputs (or the feed may have missed one). */
export function forgetTotalsOnChanges(feed: ChangeFeed): void {
  feed.subscribe({ changed: (tag) => tag === MARKETPLACE_TAG && forgetMarketplaceTotals(), reset: forgetMarketplaceTotals, size: 0 });
}

/** A listing's cache key: everything the answer depends on besides the data — the query and the day its offers' end dates are read against. */
export const marketplaceKey = (q: MarketplaceQuery): string =>
  JSON.stringify([new Date().toISOString().slice(0, 10), q.first, q.after, q.cursor, q.title, q.authorName, q.price, q.license, q.tag, q.isPurchasable, q.includeLibraries]);

/**
 * Folios only (the common case), driven by the newest-publication index: a folio is listed while one of its live
 * published options passes the filters (EXISTS probes on the options' index), so a page reads about its own rows
 * and the total one narrow count. The page's rows then aggregate their options and find their cover in the same
 * statement (LATERAL), so a page is one round trip.
 *
 * Every value is a parameter, so the text depends only on which filters are given and on the page's position and
 * size: a named statement, prepared once per connection (issue 28: planning the listing took 1.8 ms for 0.75 ms
 * of work).
 */
async function folioPage(db: Executor, q: MarketplaceQuery, today: string, maxPrice: number | null, after: KeyValue[] | null, offset: number): Promise<Counted & { rows: PageRow[] }> {
  const live = sql`o.item_type = 'folio' and o.item_id = f.id::text and not o.is_deleted and o.published_price is not null
    and coalesce(o.published_end_date, '9999-12-31') >= ${today}`;
  const offer = (extra: SQL = sql``) => sql`exists (select 1 from license_options o where ${live} ${extra})`;
  const conditions: SQL[] = [sql`f.is_public`, sql`not f.is_deleted`, sql`u.is_active`, resaleAllowedSql(sql`f.license_details`), offer()];
  // strpos rather than ilike: the same answer, and a generic plan does not take a search for a rare pattern (ilike's
  // default estimate), which made PostgreSQL plan every search afresh.
  if (q.title) conditions.push(sql`strpos(lower(f.name), lower(${q.title}::text)) > 0`);
  if (q.authorName) conditions.push(sql`strpos(lower(u.display_name), lower(${q.authorName}::text)) > 0`);
  if (maxPrice !== null) conditions.push(offer(sql`and o.published_price <= ${maxPrice}::int`));
  if (q.license.length) conditions.push(offer(sql`and o.published_license_type = any(${sql.param(q.license)}::text[])`));
  if (q.tag.length) conditions.push(sql`f.tags @> ${sql.param(q.tag)}::text[]`);
  if (q.isPurchasable === true) conditions.push(offer(sql`and o.published_price > 0`));
  if (q.isPurchasable === false) conditions.push(offer(sql`and o.published_price = 0`));
  const where = sql.join(conditions, sql` and `);
  const from = sql`folio_publications p join folios f on f.id = p.folio_id join users u on u.id = f.author_id`;
  const position = after
    ? afterKey([
        { column: sql`p.published_at`, desc: true, value: after[0]!, cast: timeFromMicros },
        { column: sql`p.folio_id`, desc: true, value: after[1]!, cast: (v) => sql`${v}::uuid` },
      ])
    : sql`true`;
  // The page size is written into the text (a generic plan then knows it reads a few rows in index order), rounded
  // up to one of a few sizes so that a handful of statements serve every page size; an offset is a value.
  const fetched = PAGE_SIZES.find((n) => n >= q.first) ?? q.first;
  const end = sql.raw(` limit ${fetched}${offset > 0 ? ' offset' : ''}`);
  const page = await executeNamed<PageRow>(db, 'marketplace_folios', sql`
      select 'folio' as item_type, m.id, m.root->>'name' as name, m.root->>'summary' as summary, m.tags, m.author_id, m.display_name,
        m.url, m.root->'pages'->>0 as page, m.published_at, ${MICROS(sql`m.published_at`)} as cursor_time,
        o.min_price, o.currency, o.types, o.n, m.root->>'thumbnailUrl' as chosen_cover, c.image
      from (
        select f.id::text as id, p.folio_id, p.root, f.tags, f.author_id, u.display_name, f.url, p.published_at
        from ${from} where ${where} and ${position}
        order by p.published_at desc, p.folio_id desc${end}${offset > 0 ? sql` ${offset}::int` : sql``}
      ) m
      cross join lateral (
        select min(o.published_price) as min_price, min(o.published_currency) as currency,
          array_agg(distinct o.published_license_type) as types, count(*)::int as n
        from license_options o where o.item_type = 'folio' and o.item_id = m.id and not o.is_deleted and o.published_price is not null
          and coalesce(o.published_end_date, '9999-12-31') >= ${today}
      ) o
      left join lateral (${coverImageOf(sql`m.folio_id`)}) c on true
      order by m.published_at desc, m.folio_id desc`);
  const rows = page.slice(0, q.first).map((r) => ({ ...r, cover: safeCover(r.chosen_cover) ?? r.image ?? null, currency: r.currency ?? 'CAD', types: r.types ?? [] }));
  // Counted exactly, once per filter every few seconds (totals): paging through a listing costs no count.
  const countKey = JSON.stringify([today, q.title, q.authorName, maxPrice, q.license, q.tag, q.isPurchasable]);
  const total = await totals.get(countKey, async () => (await executeNamed<{ n: number }>(db, 'marketplace_count', sql`select count(*)::int as n from ${from} where ${where}`))[0]?.n ?? 0);
  return { rows, total, totalIsEstimate: false };
}

/** The page sizes a statement is written for (`first` + 1 rounded up): four texts per position instead of 101. */
const PAGE_SIZES = [11, 21, 51, 101];

interface PageRow extends Record<string, unknown> {
  item_type: 'folio' | 'library';
  id: string;
  name: string;
  summary?: string | null;
  tags: string[];
  author_id: string;
  display_name: string;
  min_price: number;
  currency: string;
  types: string[];
  n: number;
  url?: string | null;
  page?: string | null;
  published_at: Date;
  cursor_time: string;
  /** a folio's own cover (the chosen one, else an image of its pages), read with its row */
  chosen_cover?: string | null;
  image?: string | null;
  cover?: string | null;
}

function present(config: Config, { rows, total, totalIsEstimate }: Counted & { rows: PageRow[] }): Counted & { items: MarketplaceItem[]; cursors: KeyValue[][] } {
  return {
    total,
    totalIsEstimate,
    cursors: rows.map((r) => [r.cursor_time, r.id]),
    items: rows.map((r) => ({
      itemType: r.item_type,
      id: r.id,
      name: r.name,
      summary: r.summary ?? '',
      tags: r.tags,
      author: { id: r.author_id, displayName: r.display_name },
      fromPrice: fromMinor(r.min_price),
      currency: r.currency,
      licenseTypes: r.types ?? [],
      optionCount: r.n,
      url:
        r.item_type === 'library'
          ? `${config.SITES_ORIGIN}/library/${r.id}`
          : `${config.SITES_ORIGIN}${r.url ? `/${encodeURIComponent(r.url)}` : `/folio/${r.id}/page/${encodeURIComponent(r.page ?? '')}`}`,
      publishedAt: new Date(r.published_at).toISOString(),
      coverUrl: r.cover ?? null,
    })),
  };
}
