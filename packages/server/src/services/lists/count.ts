/**
 * A list's total without counting every matching row on every page (issue 28): counted exactly up to
 * EXACT_UP_TO (a count over a LIMIT stops there), beyond that the planner's estimate of the same query, flagged
 * `totalIsEstimate`. A deep list's total moves by thousands between pages anyway; what a reader needs is
 * "about how many", fast.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

export const EXACT_UP_TO = 1000;

export interface Counted {
  total: number;
  totalIsEstimate: boolean;
}

/** `from` is the query's FROM and WHERE, e.g. sql`submissions s where s.folio_id = ...`. */
export async function countOrEstimate(db: Executor, from: SQL): Promise<Counted> {
  const counted = await db.execute<{ n: number }>(sql`select count(*)::int as n from (select 1 from ${from} limit ${EXACT_UP_TO + 1}) c`);
  return beyondExact(db, counted.rows[0]?.n ?? 0, sql`select 1 from ${from}`);
}

/** `n` counted with a LIMIT of EXACT_UP_TO + 1: exact up to EXACT_UP_TO, else the planner's estimate of `query`'s rows. */
export async function beyondExact(db: Executor, n: number, query: SQLWrapper): Promise<Counted> {
  if (n <= EXACT_UP_TO) return { total: n, totalIsEstimate: false };
  const plan = await db.execute<{ 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> }>(sql`explain (format json) ${query}`);
  const estimate = Math.round(plan.rows[0]?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0);
  return { total: Math.max(estimate, n), totalIsEstimate: true };
}
