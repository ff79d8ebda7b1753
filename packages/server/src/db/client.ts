import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.ts';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle; services accept either this or the root `Db`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  pool: pg.Pool;
  /** For connections of their own (the change feed's LISTEN). */
  connectionString: string;
  close(): Promise<void>;
}

export function connect(connectionString: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString, max });
  // An idle client losing its connection (e.g. the server restarting) must not crash the process.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema, casing: 'snake_case' });
  return { db, pool, connectionString, close: () => pool.end() };
}
