/**
 * What a folio's submissions list keeps beside the submissions only once it is used (issue 28, migrations 0044 and
 * 0045): the sort keys of a widget's answers (`submission_answers`), from the first sort by that widget on, and the
 * search texts with their trigram index (`submission_search`), from the first search on. The first use stores what
 * the submissions sent so far need, in one statement (under a second at 100,000 submissions for a sort key); the
 * triggers keep it from then on. Submissions to forms nobody sorts or searches store neither.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** Per database, what is known to be kept, so a list asks nothing again (it goes only with its folio). */
const knownIn = new WeakMap<Db, Set<string>>();
const KNOWN_MAX = 10_000;
/** After storing this many rows at once, the planner is told at once rather than at autovacuum's next pass. */
const ANALYZE_AFTER = 10_000;

interface Kept {
  /** one row: whether it is kept already (`kept`), and whether it can be (`usable`) */
  isKept: SQL;
  /** adds that row; returns a row when it added it */
  add: SQL;
  /** stores what the submissions sent so far need */
  store: SQL;
  table: SQL;
}

async function ensureKept(db: Db, id: string, folioId: string, kept: Kept): Promise<void> {
  let known = knownIn.get(db);
  if (!known) knownIn.set(db, (known = new Set()));
  if (known.has(id)) return;
  const state = (await db.execute<{ kept: boolean; usable: boolean }>(kept.isKept)).rows[0]!;
  // Nothing to keep, nothing remembered: a sort by a widget no published version had finds no answer to it.
  if (!state.usable) return;
  if (!state.kept) {
    const stored = await db.transaction(async (tx) => {
      // Waits for the statements writing this folio's submissions to commit and holds the next ones until this one
      // does (they take the key shared before reading what is kept): none is missed, none stored twice.
      await tx.execute(sql`select pg_advisory_xact_lock(submission_count_key('folio', ${folioId}::uuid))`);
      if (!(await tx.execute(kept.add)).rows.length) return 0;
      return (await tx.execute(kept.store)).rowCount ?? 0;
    });
    if (stored >= ANALYZE_AFTER) await db.execute(sql`analyze ${kept.table}`);
  }
  if (known.size >= KNOWN_MAX) known.clear();
  known.add(id);
}

/** Makes sure the answers to `widgetId` of the folio are kept as sort keys, storing those sent so far if not yet. */
export function ensureSortKeys(db: Db, folioId: string, widgetId: string): Promise<void> {
  return ensureKept(db, `sort:${folioId}:${widgetId}`, folioId, {
    // Only a column of the folio's table (every input widget a published version had, the only answers stored), so a
    // sort by any other name stores nothing and takes no lock.
    isKept: sql`select exists (select 1 from submission_sort_keys where folio_id = ${folioId} and widget_id = ${widgetId}) as kept,
      exists (select 1 from submission_fields where folio_id = ${folioId} and widget_id = ${widgetId}) as usable`,
    add: sql`insert into submission_sort_keys (folio_id, widget_id) values (${folioId}, ${widgetId}) on conflict do nothing returning 1`,
    store: sql`insert into submission_answers (folio_id, widget_id, value, created_at, submission_id)
      select s.folio_id, ${widgetId}, s.data -> ${widgetId}, s.created_at, s.id
      from submissions s where s.folio_id = ${folioId} and s.data ? ${widgetId}`,
    table: sql`submission_answers`,
  });
}

/** Makes sure the folio's search texts are kept with their trigram index, storing those sent so far if not yet. */
export function ensureSearchable(db: Db, folioId: string): Promise<void> {
  return ensureKept(db, `search:${folioId}`, folioId, {
    isKept: sql`select exists (select 1 from submission_search_folios where folio_id = ${folioId}) as kept, true as usable`,
    add: sql`insert into submission_search_folios (folio_id) values (${folioId}) on conflict do nothing returning 1`,
    store: sql`insert into submission_search (submission_id, folio_id, search_text)
      select s.id, s.folio_id, s.search_text from submissions s where s.folio_id = ${folioId}`,
    table: sql`submission_search`,
  });
}
