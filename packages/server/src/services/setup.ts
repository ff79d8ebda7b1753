import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';

/** Creates the first super admin from FOLIO_ADMIN_EMAIL / FOLIO_ADMIN_PASSWORD on an empty database. */
export async function ensureAdminFromEnv(_db: Db, _config: Config, _log: (msg: string) => void): Promise<void> {}
