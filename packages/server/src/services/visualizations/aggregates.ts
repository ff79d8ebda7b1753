/**
 * Aggregates of a folio's answers computed in PostgreSQL over `submissions.data` (jsonb keyed by widget id), one
 * pass per question asked, each over the folio's rows only (index submissions_folio_created_idx).
 */
import type { DayCount, FieldAggregate, NumericStats } from '@folio/model';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { FormField } from './formFields.ts';

export interface FolioTotals {
  total: number;
  lastSubmittedAt: string | null;
  perDay: DayCount[];
}

const day = sql`to_char(s.created_at at time zone 'UTC', 'YYYY-MM-DD')`;

/** Submissions of the folio: how many, the last one's time, how many per day. */
export async function folioTotals(db: Executor, folioId: string): Promise<FolioTotals> {
  const { rows } = await db.execute<{ day: string; n: number; last: Date | string }>(sql`
    select ${day} as day, count(*)::int as n, max(s.created_at) as last
    from submissions s where s.folio_id = ${folioId} group by 1 order by 1`);
  const last = rows.reduce<number | null>((max, r) => Math.max(max ?? 0, new Date(r.last).getTime()), null);
  return {
    total: rows.reduce((sum, r) => sum + r.n, 0),
    lastSubmittedAt: last === null ? null : new Date(last).toISOString(),
    perDay: rows.map((r) => ({ day: r.day, count: r.n })),
  };
}

const idArray = (ids: string[]) => sql`${`{${ids.map((id) => `"${id}"`).join(',')}}`}::text[]`;

/** Non-empty answers per widget and day (text trimmed, numbers other than 0, non-empty lists, set dates/times). */
async function answeredPerDay(db: Executor, folioId: string, ids: string[]) {
  const v = sql`s.data -> w.id`;
  const { rows } = await db.execute<{ id: string; day: string; n: number }>(sql`
    select w.id, ${day} as day, count(*)::int as n
    from submissions s cross join unnest(${idArray(ids)}) as w(id)
    where s.folio_id = ${folioId} and case jsonb_typeof(${v})
      when 'string' then btrim(s.data ->> w.id) <> ''
      when 'number' then (s.data ->> w.id)::float8 <> 0
      when 'array' then jsonb_array_length(${v}) > 0
      when 'object' then true
      else false end
    group by 1, 2 order by 1, 2`);
  return rows;
}

/** Submissions choosing each option key, per multiple-choice widget. */
async function optionCounts(db: Executor, folioId: string, ids: string[]) {
  const v = sql`s.data -> w.id`;
  const { rows } = await db.execute<{ id: string; option: string; n: number }>(sql`
    select w.id, o.value as option, count(*)::int as n
    from submissions s cross join unnest(${idArray(ids)}) as w(id)
    cross join lateral jsonb_array_elements_text(case when jsonb_typeof(${v}) = 'array' then ${v} else '[]'::jsonb end) as o(value)
    where s.folio_id = ${folioId}
    group by 1, 2`);
  return rows;
}

type NumericRow = {
  id: string;
  n: number;
  lo: number;
  hi: number;
  av: number;
  ints: boolean;
  bucket: number;
  bn: number;
};

/** Small whole-number ranges get one bucket per number; others ten equal ranges. */
const PER_NUMBER_MAX = 20;
const RANGES = 10;

/** Count, min, max, average and the distribution of numeric answers (0, the empty answer, left out). */
async function numericRows(db: Executor, folioId: string, ids: string[]) {
  const { rows } = await db.execute<NumericRow>(sql`
    with v as (
      select w.id, (s.data ->> w.id)::float8 as x
      from submissions s cross join unnest(${idArray(ids)}) as w(id)
      where s.folio_id = ${folioId} and jsonb_typeof(s.data -> w.id) = 'number' and (s.data ->> w.id)::float8 <> 0
    ), st as (
      select id, count(*)::int as n, min(x) as lo, max(x) as hi, avg(x) as av, bool_and(x = trunc(x)) as ints from v group by id
    )
    select st.id, st.n, st.lo, st.hi, st.av, st.ints,
      case when st.ints and st.hi - st.lo < ${PER_NUMBER_MAX} then (v.x - st.lo)::int
           when st.hi = st.lo then 0
           else least(floor((v.x - st.lo) / ((st.hi - st.lo) / ${RANGES}))::int, ${RANGES - 1}) end as bucket,
      count(*)::int as bn
    from v join st using (id)
    group by st.id, st.n, st.lo, st.hi, st.av, st.ints, 7`);
  return rows;
}

function numericStats(rows: NumericRow[]): NumericStats {
  const first = rows[0];
  if (!first) return { count: 0, min: null, max: null, average: null, buckets: [] };
  const lo = Number(first.lo);
  const hi = Number(first.hi);
  const counts = new Map(rows.map((r) => [r.bucket, r.bn]));
  const buckets: NumericStats['buckets'] = [];
  if (first.ints && hi - lo < PER_NUMBER_MAX) {
    for (let b = 0; b <= hi - lo; b++) buckets.push({ from: lo + b, to: lo + b + 1, count: counts.get(b) ?? 0 });
  } else if (hi === lo) {
    buckets.push({ from: lo, to: hi, count: first.n });
  } else {
    const width = (hi - lo) / RANGES;
    for (let b = 0; b < RANGES; b++) buckets.push({ from: lo + b * width, to: b === RANGES - 1 ? hi : lo + (b + 1) * width, count: counts.get(b) ?? 0 });
  }
  return { count: first.n, min: lo, max: hi, average: Number(first.av), buckets };
}

/** The aggregates of these fields' answers among the folio's submissions. */
export async function fieldAggregates(db: Executor, folioId: string, fields: FormField[]): Promise<FieldAggregate[]> {
  if (fields.length === 0) return [];
  const ids = [...new Set(fields.map((f) => f.widgetId))];
  const choiceIds = [...new Set(fields.filter((f) => f.kind === 'multiple-choice-widget').map((f) => f.widgetId))];
  const numericIds = [...new Set(fields.filter((f) => f.kind === 'numeric-widget').map((f) => f.widgetId))];
  const [answered, options, numbers] = await Promise.all([
    answeredPerDay(db, folioId, ids),
    choiceIds.length ? optionCounts(db, folioId, choiceIds) : [],
    numericIds.length ? numericRows(db, folioId, numericIds) : [],
  ]);
  return fields.map((field) => {
    const days = answered.filter((r) => r.id === field.widgetId);
    const counts: Record<string, number> = {};
    for (const r of options) if (r.id === field.widgetId) counts[r.option] = r.n;
    return {
      ...field,
      answered: days.reduce((sum, r) => sum + r.n, 0),
      counts,
      numeric: field.kind === 'numeric-widget' ? numericStats(numbers.filter((r) => r.id === field.widgetId)) : null,
      perDay: days.map((r) => ({ day: r.day, count: r.n })),
    };
  });
}

/**
 * What a chart's cache key needs to know of the folio's submissions, cheaply (it runs on every visit of a page
 * with a chart): the latest submission's time (one index probe); how many arrived in the last 10 seconds (an
 * index range over the recent rows only: a submission whose transaction began earlier but committed later still
 * changes it); and the submissions table's update and delete counters from PostgreSQL's statistics (an edited or
 * deleted answer is drawn once they are flushed, within about a second; any folio's edits renew every chart's key,
 * which is rare). Decision 30.
 */
export const STAMP_SQL = (folioIdSql: ReturnType<typeof sql>) => sql`
  (select coalesce(to_char(max(s.created_at), 'YYYY-MM-DD"T"HH24:MI:SS.US'), '-') from submissions s where s.folio_id = ${folioIdSql})
  || ':' || (select count(*) from submissions s where s.folio_id = ${folioIdSql} and s.created_at > now() - interval '10 seconds')::text
  || ':' || (pg_stat_get_tuples_updated('submissions'::regclass) + pg_stat_get_tuples_deleted('submissions'::regclass))::text`;

export async function submissionsStamp(db: Executor, folioId: string): Promise<string> {
  const { rows } = await db.execute<{ stamp: string }>(sql`select ${STAMP_SQL(sql`${folioId}::uuid`)} as stamp`);
  return rows[0]?.stamp ?? '-';
}
