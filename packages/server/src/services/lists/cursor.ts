/**
 * Keyset paging (issue 28): a list's `cursor` is the base64url of the last row's sort key and id, tagged with the
 * sort it was made for. Given back, it replaces `after` (an offset): the next page starts right after that row,
 * so a deep page costs what the first one does. A cursor this list did not make, or made for another sort, is a 400.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { badRequest } from '../../errors.ts';

/** One value of a row's sort key: what JSON carries (dates travel as ISO text). */
export type KeyValue = string | number | boolean | null;

const NOT_OURS = 'cursor: is not one this list gave; use the nextCursor of the previous page, or leave cursor out to start from the first';

/** The cursor of a row: its sort key values (the id last), for the sort named `sort`. */
export function encodeCursor(sort: string, key: KeyValue[]): string {
  return Buffer.from(JSON.stringify({ s: sort, k: key }), 'utf8').toString('base64url');
}

/**
 * The sort key a cursor carries, checked: made for `sort`, `length` values, each one `accepts` (by position).
 * Anything else is a 400 that says what to do.
 */
export function decodeCursor(text: string, sort: string, accepts: Array<(v: KeyValue) => boolean>): KeyValue[] {
  if (!/^[\w-]{1,2000}$/.test(text)) throw badRequest(NOT_OURS);
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(NOT_OURS);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw badRequest(NOT_OURS);
  const { s, k } = parsed as { s?: unknown; k?: unknown };
  if (typeof s !== 'string' || !Array.isArray(k)) throw badRequest(NOT_OURS);
  if (s !== sort) throw badRequest(`cursor: was made for another sort (${s.slice(0, 100)}); send the same sort as the page it came from, or leave cursor out`);
  if (k.length !== accepts.length || !k.every((v: unknown, i) => isKeyValue(v) && accepts[i]!(v))) throw badRequest(NOT_OURS);
  return k as KeyValue[];
}

const isKeyValue = (v: unknown): v is KeyValue => v === null || ['string', 'number', 'boolean'].includes(typeof v);

/** Checks for `decodeCursor`: what each position of a sort key may hold. */
export const keyIs = {
  micros: (v: KeyValue) => typeof v === 'string' && /^-?\d{1,18}$/.test(v),
  uuid: (v: KeyValue) => typeof v === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v),
  time: (v: KeyValue) => typeof v === 'string' && v.length <= 40 && !Number.isNaN(Date.parse(v)),
  text: (v: KeyValue) => typeof v === 'string' && v.length <= 1000 && !v.includes('\0'),
  number: (v: KeyValue) => typeof v === 'number' && Number.isFinite(v),
  any: (v: KeyValue) => typeof v !== 'string' || !v.includes('\0'),
};

/** One column of a keyset order: its SQL, direction, the cursor's value for it. */
export interface KeyPart {
  column: SQL;
  desc: boolean;
  value: KeyValue;
  /** SQL of the value as the column's type (e.g. sql`${v}::timestamptz`); the parameter as is when left out */
  cast?: (value: KeyValue) => SQL;
}

/**
 * The condition "after the cursor's row" for an order of non-null columns, each in its own direction:
 * (a after a0) or (a = a0 and ((b after b0) or (b = b0 and ...))).
 */
export function afterKey(parts: KeyPart[]): SQL {
  const valueOf = (p: KeyPart) => (p.cast ? p.cast(p.value) : sql`${p.value}`);
  // One direction throughout: a row comparison, which an index in that order answers as one range.
  if (parts.length > 1 && parts.every((p) => p.desc === parts[0]!.desc)) {
    const columns = sql.join(parts.map((p) => p.column), sql`, `);
    const values = sql.join(parts.map(valueOf), sql`, `);
    return parts[0]!.desc ? sql`(${columns}) < (${values})` : sql`(${columns}) > (${values})`;
  }
  const [head, ...rest] = parts;
  if (!head) return sql`false`;
  const value = valueOf(head);
  const beyond = head.desc ? sql`${head.column} < ${value}` : sql`${head.column} > ${value}`;
  if (!rest.length) return beyond;
  // The bound on the first column alone is implied; written out, an index on it answers the range.
  const bound = head.desc ? sql`${head.column} <= ${value}` : sql`${head.column} >= ${value}`;
  return sql`(${bound} and (${beyond} or (${head.column} = ${value} and ${afterKey(rest)})))`;
}

/** A timestamp as exact microseconds since 1970, as text (a JS Date would lose the microseconds); `column` is SQL. */
export const microsOf = (column: SQL) => sql<string>`(extract(epoch from ${column}) * 1000000)::bigint::text`;
/** Back from `microsOf`'s text to a timestamptz. */
export const timeFromMicros = (v: KeyValue | SQLWrapper) => sql`('epoch'::timestamptz + ${v}::bigint * interval '1 microsecond')`;
/** The uuid of a cursor, cast. */
export const asUuid = (v: KeyValue | SQLWrapper) => sql`${v}::uuid`;
