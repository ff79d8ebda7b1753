/**
 * Hot reads as named prepared statements (issue 28): PostgreSQL plans a named statement once per connection, where
 * a query sent by drizzle is parsed and planned on every call (a folio's form row: 1 ms of planning for 0.35 ms of
 * work). The name must always stand for the same text, so only a query whose shape never changes may be named.
 */
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg, { type QueryResultRow } from 'pg';
import type { Executor } from './client.ts';

const dialect = new PgDialect({ casing: 'snake_case' });

/** A drizzle query's text and parameters, as the app's database handle would send them. */
export const toQuery = (query: SQL): { sql: string; params: unknown[] } => dialect.sqlToQuery(query);

/**
 * Runs `query` under `name` as a prepared statement when `db` is the pool-backed root handle; inside a transaction
 * (whose handle has no pool of its own) as the plain query, so it still sees the transaction's writes.
 */
export async function executePrepared<R extends QueryResultRow>(db: Executor, name: string, query: SQL): Promise<R[]> {
  const client: unknown = (db as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return (await db.execute<R>(query)).rows as R[];
  const { sql: text, params } = toQuery(query);
  return (await client.query<R>({ name, text, values: params })).rows;
}
