/**
 * A list's total without counting every matching row on every page (issue 28): counted exactly up to
 * EXACT_UP_TO (a count over a LIMIT stops there), beyond that the planner's estimate of the same query, flagged
 * `totalIsEstimate`. A deep list's total moves by thousands between pages anyway; what a reader needs is
 * "about how many", fast. So an estimate is kept for ESTIMATE_SECONDS per query, and the next pages of a long list
 * cost no count at all; an exact total is counted every time.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { toQuery } from '../../db/prepared.ts';

export const EXACT_UP_TO = 1000;
export const ESTIMATE_SECONDS = 10;
const MAX_KEPT = 1000;

/** Estimates by database handle, then by the count's SQL and parameters. */
const kept = new WeakMap<Executor, Map<string, { counted: Counted; until: number }>>();

function keptFor(db: Executor): Map<string, { counted: Counted; until: number }> {
  let map = kept.get(db);
  if (!map) kept.set(db, (map = new Map()));
  return map;
}

export interface Counted {
  total: number;
  totalIsEstimate: boolean;
}

/**
 * The total a page already shows: a first page (no cursor, no offset) with room to spare holds every match, so its
 * rows are the exact total and nothing needs counting (a search that finds a few rows, a short list). Null otherwise.
 */
export function totalOnPage(page: { shown: number; more: boolean; fromStart: boolean }): Counted | null {
  return page.fromStart && !page.more ? { total: page.shown, totalIsEstimate: false } : null;
}

/** `from` is the query's FROM and WHERE, e.g. sql`submissions s where s.folio_id = ...`; `key` names the list for its kept estimate (else its SQL does). */
export async function countOrEstimate(db: Executor, from: SQL, key?: string): Promise<Counted> {
  const query = sql`select 1 from ${from}`;
  const known = keptEstimate(db, key ?? query);
  if (known) return known;
  const counted = await db.execute<{ n: number }>(sql`select count(*)::int as n from (select 1 from ${from} limit ${EXACT_UP_TO + 1}) c`);
  return beyondExact(db, counted.rows[0]?.n ?? 0, query, key);
}

/**
 * `n` counted with a LIMIT of EXACT_UP_TO + 1: exact up to EXACT_UP_TO, else the planner's estimate of `query`'s
 * rows, kept ESTIMATE_SECONDS for the same query (under `key` when given).
 */
export async function beyondExact(db: Executor, n: number, query: SQLWrapper, key = keyOf(query)): Promise<Counted> {
  const estimates = keptFor(db);
  if (n <= EXACT_UP_TO) {
    estimates.delete(key);
    return { total: n, totalIsEstimate: false };
  }
  const known = keptEstimate(db, key);
  if (known) return known;
  const plan = await db.execute<{ 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> }>(sql`explain (format json) ${query}`);
  const estimate = Math.round(plan.rows[0]?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0);
  const counted = { total: Math.max(estimate, n), totalIsEstimate: true };
  if (estimates.size >= MAX_KEPT) estimates.delete(estimates.keys().next().value!);
  estimates.set(key, { counted, until: Date.now() + ESTIMATE_SECONDS * 1000 });
  return counted;
}

/** The query's SQL and parameters: the same list asked again has the same key. */
function keyOf(query: SQLWrapper): string {
  const { sql: text, params } = toQuery(query.getSQL());
  return `${text}\u0000${JSON.stringify(params)}`;
}

/** The estimate kept for this query (or under this key: the list's filter and values), while it is fresh. */
export function keptEstimate(db: Executor, query: SQLWrapper | string): Counted | null {
  const known = keptFor(db).get(typeof query === 'string' ? query : keyOf(query));
  return known && known.until > Date.now() ? known.counted : null;
}
