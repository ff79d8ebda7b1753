/**
 * One page of a folio's submissions in the order asked, by offset or by keyset (issue 28).
 * Newest/oldest first walks submissions_folio_created_idx; sorting by an answer walks submission_answers' index
 * (the stored sort keys, stored from the first sort by that widget on: sortKeys.ts), then the submissions without that answer (they come last, as nulls did), so a page
 * reads about its own rows however deep it is.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { badRequest } from '../../errors.ts';
import { afterKey, decodeCursor, encodeCursor, keyIs, microsOf, timeFromMicros, type KeyPart, type KeyValue } from '../lists/cursor.ts';
import { parseSort } from '../lists/filterSort.ts';
import type { SubmissionRow } from './present.ts';
import { ensureSortKeys } from './sortKeys.ts';

/** The columns every item query selects: the row, its submitter's name and its files. */
export const ITEM_COLUMNS = sql`s.id, s.folio_id, s.button_id, s.author_id, u.display_name as author_name, s.is_from_website,
  s.website_id, s.share_id, s.language, s.created_at, s.edited_at, s.edited_by, s.data,
  (select json_agg(json_build_object('blobId', sf.blob_id, 'widgetId', sf.widget_id, 'name', sf.name))
     from submission_files sf where sf.submission_id = s.id) as files`;

export const WIDGET_ID = /^[\w-]{1,100}$/;

export interface PageAsked {
  sort: string | undefined;
  limit: number;
  offset: number;
  cursor: string | undefined;
}

type Row = SubmissionRow & { cursor_time: string; cursor_value?: string | null };

const MICROS = microsOf(sql`s.created_at`);
const timeOf = timeFromMicros;
const micros = keyIs.micros;
/** An answer as JSON text, which PostgreSQL's jsonb takes back (it refuses \u0000). */
const jsonText = (v: KeyValue) => {
  if (typeof v !== 'string' || v.length > 10_000 || v.includes('\\u0000')) return false;
  try {
    JSON.parse(v);
    return true;
  } catch {
    return false;
  }
};

export function readSort(sort: string | undefined): { key: string; desc: boolean; tag: string } {
  const { key, desc } = parseSort(sort, '-createdAt');
  if (key !== 'createdAt' && !WIDGET_ID.test(key)) throw badRequest('sort: createdAt, a widget id, or either with - in front for descending');
  return { key, desc, tag: `${desc ? '-' : ''}${key}` };
}

/** The page's rows and the cursor of the page after it (null on the last). */
export async function submissionPage(db: Db, folioId: string, condition: SQL, asked: PageAsked): Promise<{ rows: SubmissionRow[]; nextCursor: string | null }> {
  const { key, desc, tag } = readSort(asked.sort);
  const dir = desc ? sql`desc` : sql`asc`;
  const take = asked.limit + 1;
  const offset = asked.cursor ? 0 : asked.offset;
  const byTime = (after: KeyValue[] | null, n: number, extra: SQL = sql`true`) =>
    db.execute<Row>(sql`select ${ITEM_COLUMNS}, ${MICROS} as cursor_time
      from submissions s left join users u on u.id = s.author_id
      where ${condition} and ${extra} and ${after ? timeAfter(after, desc) : sql`true`}
      order by s.created_at ${dir}, s.id ${dir} limit ${n} offset ${offset}`);

  let rows: Row[];
  if (key === 'createdAt') {
    const after = asked.cursor ? decodeCursor(asked.cursor, tag, [micros, keyIs.uuid]) : null;
    rows = (await byTime(after, take)).rows;
  } else {
    // [part, answer JSON, time, id]: part 'a' while in the answered rows, 'm' in those missing the answer.
    const after = asked.cursor
      ? decodeCursor(asked.cursor, tag, [(v) => v === 'a' || v === 'm', (v) => v === null || jsonText(v), micros, keyIs.uuid])
      : null;
    if (after && after[0] === 'a' && after[1] === null) throw badRequest('cursor: is not one this list gave; use the nextCursor of the previous page, or leave cursor out to start from the first');
    const missing = sql`not (s.data ? ${key})`;
    if (after?.[0] === 'm') {
      rows = (await byTime(after.slice(2), take, missing)).rows;
    } else {
      // The answers to this widget are kept from the first sort by it on (sortKeys.ts).
      await ensureSortKeys(db, folioId, key);
      const parts: KeyPart[] = after
        ? [
            { column: sql`a.value`, desc, value: after[1]!, cast: (v) => sql`${v}::jsonb` },
            { column: sql`a.created_at`, desc, value: after[2]!, cast: timeOf },
            { column: sql`a.submission_id`, desc, value: after[3]!, cast: (v) => sql`${v}::uuid` },
          ]
        : [];
      const answered = await db.execute<Row>(sql`select ${ITEM_COLUMNS}, ${MICROS} as cursor_time, a.value::text as cursor_value
        from submission_answers a join submissions s on s.id = a.submission_id left join users u on u.id = s.author_id
        where a.folio_id = ${folioId} and a.widget_id = ${key} and ${condition} and ${parts.length ? afterKey(parts) : sql`true`}
        order by a.value ${dir}, a.created_at ${dir}, a.submission_id ${dir} limit ${take} offset ${offset}`);
      rows = answered.rows;
      if (rows.length < take) {
        // The answered rows end on this page: the rest are those without the answer, newest or oldest first.
        const skip = asked.cursor || !offset ? 0 : Math.max(0, offset - (await countAnswered(db, folioId, key, condition)));
        const rest = await db.execute<Row>(sql`select ${ITEM_COLUMNS}, ${MICROS} as cursor_time
          from submissions s left join users u on u.id = s.author_id
          where ${condition} and ${missing}
          order by s.created_at ${dir}, s.id ${dir} limit ${take - rows.length} offset ${skip}`);
        rows = [...rows, ...rest.rows];
      }
    }
  }
  const page = rows.slice(0, asked.limit);
  const last = page.at(-1);
  if (rows.length <= asked.limit || !last) return { rows: page, nextCursor: null };
  const part = key === 'createdAt' ? null : last.cursor_value !== undefined && last.cursor_value !== null ? 'a' : 'm';
  const nextCursor =
    key === 'createdAt'
      ? encodeCursor(tag, [last.cursor_time, last.id])
      : encodeCursor(tag, [part, part === 'a' ? (last.cursor_value ?? null) : null, last.cursor_time, last.id]);
  return { rows: page, nextCursor };
}

function timeAfter(after: KeyValue[], desc: boolean): SQL {
  return afterKey([
    { column: sql`s.created_at`, desc, value: after[0]!, cast: timeOf },
    { column: sql`s.id`, desc, value: after[1]!, cast: (v) => sql`${v}::uuid` },
  ]);
}

/** How many matching submissions have the answer (only for an offset that passes them all). */
async function countAnswered(db: Executor, folioId: string, key: string, condition: SQL): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from submission_answers a join submissions s on s.id = a.submission_id
    where a.folio_id = ${folioId} and a.widget_id = ${key} and ${condition}`);
  return result.rows[0]?.n ?? 0;
}
