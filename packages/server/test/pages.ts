import type { Pool } from 'pg';

/** One page of a keyset list as a test reads it. */
export interface ReadPage {
  status: number;
  body: { items: Array<{ id: string }>; nextCursor: string | null };
}

/**
 * Follows a keyset list from its first page to its end by `nextCursor` (issue 28): `read` gets '' for the first page
 * and `&cursor=…` after; every page must answer 200. Answers every item's id in the order the pages gave them.
 */
export async function followCursor(read: (cursorQuery: string) => Promise<ReadPage>, maxPages = 200): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < maxPages; pages++) {
    const { status, body } = await read(cursor ? `&cursor=${cursor}` : '');
    if (status !== 200) throw new Error(`a page answered ${status}: ${JSON.stringify(body)}`);
    ids.push(...body.items.map((i) => i.id));
    cursor = body.nextCursor;
    if (!cursor) return ids;
  }
  throw new Error('nextCursor never ended');
}

/** How many queries `pool` runs while `fn` runs (a cache answering without a round trip runs none). */
export async function queriesDuring(pool: Pool, fn: () => Promise<unknown>): Promise<number> {
  const query = pool.query.bind(pool);
  let queries = 0;
  pool.query = ((...args: Parameters<typeof query>) => {
    queries++;
    return query(...args);
  }) as typeof pool.query;
  try {
    await fn();
  } finally {
    pool.query = query;
  }
  return queries;
}
