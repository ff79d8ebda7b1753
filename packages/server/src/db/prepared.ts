/**
 * Hot reads as named prepared statements (issue 28): PostgreSQL plans a named statement once per connection, where
 * a query sent by drizzle is parsed and planned on every call (a folio's form row: 1 ms of planning for 0.35 ms of
 * work). The name must always stand for the same text, so only a query whose shape never changes may be named.
 */
import { createHash } from 'node:crypto';
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
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
export const executePrepared = <R extends QueryResultRow>(db: Executor, name: string, query: SQL): Promise<R[]> => runNamed<R>(db, query, () => name);

/**
 * Runs a query built per request as a prepared statement named by its own text (statementName): for a query whose
 * values are all parameters, so that a few texts serve every request and each is planned once per connection.
 */
export const executeNamed = <R extends QueryResultRow>(db: Executor, prefix: string, query: SQL): Promise<R[]> =>
  runNamed<R>(db, query, (text) => statementName(prefix, text));

async function runNamed<R extends QueryResultRow>(db: Executor, query: SQL, nameOf: (text: string) => string): Promise<R[]> {
  const client: unknown = (db as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return (await db.execute<R>(query)).rows as R[];
  const { sql: text, params } = toQuery(query);
  return (await client.query<R>({ name: nameOf(text), text, values: params })).rows;
}

/**
 * A statement name for a query built per request whose text depends on which filters were given: `prefix` and a
 * hash of the text, so each shape is its own named statement and one name always stands for one text.
 */
export const statementName = (prefix: string, text: string): string => `${prefix}_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;

/**
 * The values of a statement built once per shape. A builder writes every value that varies from one request to the
 * next through `of`: as a named placeholder when the statement is kept by its shape (`executeByShape` fills it at
 * each execution), or as a plain parameter (`inline`) when the same SQL is sent once as it is (an estimate's EXPLAIN).
 */
export class Binds {
  readonly values: Record<string, unknown> = {};
  private next = 0;
  private readonly inline: boolean;

  constructor(inline = false) {
    this.inline = inline;
  }

  of(value: unknown): Placeholder | SQL {
    // One parameter even for a list (sql`${list}` would write each element as its own).
    if (this.inline) return sql`${sql.param(value)}`;
    const name = `v${this.next++}`;
    this.values[name] = value;
    return sql.placeholder(name);
  }
}

interface ShapedQuery<R> {
  toSQL(): { sql: string; params: unknown[] };
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<R> };
}

interface Kept {
  text: string;
  params: string;
  prepared: { execute(values?: Record<string, unknown>): Promise<unknown> };
}

/** Statements by database handle, then by prefix and shape. */
const byShape = new WeakMap<Executor, Map<string, Kept>>();
const SHAPES_KEPT = 1000;
/** Under test every execution renders its query again and checks that its shape stands for one text. */
const CHECK_SHAPES = process.env.NODE_ENV === 'test';

/**
 * Runs a query whose values all come through `binds`, kept by `shape` (which says which filters are given, never
 * their values): the first query of a shape is rendered and prepared (named by its text), later ones of the same
 * shape only fill in their values, so neither drizzle nor PostgreSQL builds the statement again. Under test, a
 * shape that turns out to stand for two texts or a baked-in value is an error. A null shape runs the query
 * unnamed, planned for its values.
 */
export async function executeByShape<R>(db: Executor, prefix: string, shape: string | null, query: ShapedQuery<R>, binds: Binds): Promise<R> {
  // No shape: planned for these values alone (an unnamed statement), e.g. a search too short for its trigram index,
  // which one generic plan for every search would walk whole.
  if (shape === null) return query.prepare('').execute(binds.values);
  let kept = byShape.get(db);
  if (!kept) byShape.set(db, (kept = new Map()));
  const key = `${prefix}\u0000${shape}`;
  let statement = kept.get(key);
  if (!statement || CHECK_SHAPES) {
    const { sql: text, params } = query.toSQL();
    const rendered = JSON.stringify(params);
    if (statement && (statement.text !== text || statement.params !== rendered)) {
      throw new Error(`the ${prefix} shape ${shape} stands for two statements:\n${statement.text}\n${statement.params}\n${text}\n${rendered}`);
    }
    if (!statement) {
      if (kept.size >= SHAPES_KEPT) kept.clear();
      statement = { text, params: rendered, prepared: query.prepare(statementName(prefix, text)) };
      kept.set(key, statement);
    }
  }
  return (await statement.prepared.execute(binds.values)) as R;
}

/**
 * A shape from the inputs that decide a statement's text: booleans as they are, anything else only as given or
 * not (an empty list counts as not given). Values never enter it.
 */
export function shapeOf(inputs: Record<string, unknown>): string {
  return Object.entries(inputs)
    .map(([name, v]) => `${name}=${typeof v === 'boolean' ? v : v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0) ? '-' : '+'}`)
    .join(' ');
}

/** A search of fewer characters than a trigram: an index of trigrams cannot narrow it (see executeByShape). */
export const shortSearch = (text: string | undefined): boolean => text !== undefined && text !== '' && [...text].length < 3;
