/**
 * Hot reads as named prepared statements (issue 28): PostgreSQL plans a named statement once per connection, where
 * a query sent by drizzle is parsed and planned on every call (a folio's form row: 1 ms of planning for 0.35 ms of
 * work). The name must always stand for the same text, so only a query whose shape never changes may be named.
 */
import { createHash } from 'node:crypto';
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

/**
 * A statement name for a query built per request whose text depends on which filters were given: `prefix` and a
 * hash of the text, so each shape is its own named statement and one name always stands for one text.
 */
export const statementName = (prefix: string, text: string): string => `${prefix}_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;

/** What a drizzle node-postgres prepared query keeps of its statement (fields its types call private). */
interface StatementConfigs {
  queryConfig?: { name?: string; text?: string };
  rawQueryConfig?: { name?: string; text?: string };
}

/**
 * Runs a drizzle select whose text depends on the filters given as a named prepared statement, named by its text
 * (`statementName`): the query is rendered once, and each shape is parsed and planned once per connection (its
 * generic plan, once PostgreSQL finds it as good as a custom one). Without the fields this relies on (another
 * drizzle), the query runs as a plain one.
 */
export async function executeNamedByText<R>(prefix: string, query: { prepare(name: string): { execute(): Promise<R> } } & PromiseLike<R>): Promise<R> {
  const prepared = query.prepare(prefix);
  const { queryConfig, rawQueryConfig } = prepared as unknown as StatementConfigs;
  if (!queryConfig?.text || !rawQueryConfig || rawQueryConfig.text !== queryConfig.text) return await query;
  queryConfig.name = rawQueryConfig.name = statementName(prefix, queryConfig.text);
  return prepared.execute();
}
