/**
 * The folio marketplace (spec §7 Folios `marketplace`): public, published folios (and, with includeLibraries, public
 * libraries) that have at least one published, unexpired licence option, newest publication first. Filters: title
 * and authorName (parts, any case), price (the cheapest option at most this), licenses (any of these licence
 * types), isPurchasable (an option above 0; false: free ones, the templates), tags (all of them).
 */
import { fromMinor, toMinor, type MarketplaceItem } from '@folio/model';
import { sql, type SQL } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { badRequest } from '../../errors.ts';

export interface MarketplaceQuery {
  first: number;
  after: number;
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
  summary: string | null;
  tags: string[];
  author_id: string;
  display_name: string;
  min_price: number;
  currency: string;
  types: string[];
  n: number;
  url: string | null;
  page: string | null;
  published_at: Date;
  total: string;
}

/** A text[] literal built from parameters, one per element. */
const textArray = (values: string[]) => sql`array[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]`;

const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function marketplaceFolios(db: Executor, config: Config, q: MarketplaceQuery): Promise<{ items: MarketplaceItem[]; total: number }> {
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
  const libraries = q.includeLibraries
    ? sql`union all
      select 'library', l.id::text, l.name, l.description, l.tags, l.owner_id, u.display_name, o.min_price, o.max_price, o.currency, o.types, o.n,
        null, null, l.updated_at
      from libraries l join users u on u.id = l.owner_id join offers o on o.item_type = 'library' and o.item_id = l.id::text
      where l.is_public and u.is_active`
    : sql``;
  const { rows } = await db.execute<Row>(sql`
    with offers as (
      select item_type, item_id, min(price) as min_price, max(price) as max_price, min(currency) as currency,
        array_agg(distinct license_type) filter (where license_type is not null) as types, count(*)::int as n
      from license_options
      where not is_deleted and published is not null and coalesce(published->>'endDate', '9999-12-31') >= ${today}
      group by item_type, item_id
    ), candidates (item_type, id, name, summary, tags, author_id, display_name, min_price, max_price, currency, types, n, url, page, published_at) as (
      select 'folio', f.id::text, p.root->>'name', p.root->>'summary', f.tags, f.author_id, u.display_name, o.min_price, o.max_price, o.currency, o.types, o.n,
        f.url, p.root->'pages'->>0, p.published_at
      from folios f join folio_publications p on p.folio_id = f.id join users u on u.id = f.author_id
        join offers o on o.item_type = 'folio' and o.item_id = f.id::text
      where f.is_public and not f.is_deleted and u.is_active
      ${libraries}
    )
    select c.*, count(*) over () as total from candidates c ${where}
    order by c.published_at desc, c.id limit ${q.first} offset ${q.after}`);
  return {
    total: Number(rows[0]?.total ?? 0),
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
    })),
  };
}
