/**
 * The stored sort keys of "sort by an answer" (issue 28, migration 0044): a folio's answers to a widget are kept in
 * `submission_answers` from the first time its list is sorted by that widget. That first sort stores the answers
 * already sent, in one statement (about a second at 100,000 submissions); the triggers keep them from then on.
 * Submissions to forms nobody sorts by an answer store no sort keys at all.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** Per database, the keys known to be stored, so a list sorted again asks nothing (keys go only with their folio). */
const knownIn = new WeakMap<Db, Set<string>>();
const KNOWN_MAX = 10_000;
const ANALYZE_AFTER = 10_000;

/** Makes sure the answers to `widgetId` of the folio are kept as sort keys, storing those sent so far if not yet. */
export async function ensureSortKeys(db: Db, folioId: string, widgetId: string): Promise<void> {
  const id = `${folioId}:${widgetId}`;
  let known = knownIn.get(db);
  if (!known) knownIn.set(db, (known = new Set()));
  if (known.has(id)) return;
  const kept = await db.execute(sql`select 1 from submission_sort_keys where folio_id = ${folioId} and widget_id = ${widgetId}`);
  if (!kept.rows.length) {
    const stored = await db.transaction(async (tx) => {
      // Waits for the statements writing this folio's submissions to commit and holds the next ones until this one
      // does (they take the key shared before reading the keys): none is missed, none stored twice.
      await tx.execute(sql`select pg_advisory_xact_lock(submission_count_key('folio', ${folioId}::uuid))`);
      const added = await tx.execute(sql`insert into submission_sort_keys (folio_id, widget_id) values (${folioId}, ${widgetId})
        on conflict do nothing returning 1`);
      if (!added.rows.length) return 0;
      const answers = await tx.execute(sql`insert into submission_answers (folio_id, widget_id, value, created_at, submission_id)
        select s.folio_id, ${widgetId}, s.data -> ${widgetId}, s.created_at, s.id
        from submissions s where s.folio_id = ${folioId} and s.data ? ${widgetId}`);
      return answers.rowCount ?? 0;
    });
    // Many rows at once: the planner learns of them now rather than at autovacuum's next pass.
    if (stored >= ANALYZE_AFTER) await db.execute(sql`analyze submission_answers`);
  }
  if (known.size >= KNOWN_MAX) known.clear();
  known.add(id);
}
