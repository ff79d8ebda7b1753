import { sql, type SQLChunk } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Executor } from './client.ts';

/**
 * Lets pg-boss run its SQL through the caller's Drizzle executor, so a job row is written in the same transaction as
 * the row it is about (and both vanish if that transaction rolls back). Used by the mail and webhook queues.
 */
export function bossDbFor(db: Executor): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const parts = text.split(/\$(\d+)/);
      const chunks: SQLChunk[] = parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql.param(values[Number(part) - 1])));
      const result = await db.execute(sql.join(chunks));
      return { rows: result.rows };
    },
  };
}
