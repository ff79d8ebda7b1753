import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { connect } from './db/client.ts';
import { startEmbedded, type EmbeddedServer } from './db/embedded.ts';
import { runMigrations } from './db/migrate.ts';
import { createMailService } from './mail/index.ts';
import { ensureAdminFromEnv } from './services/setup.ts';

const log = (msg: string) => console.log(`[folio] ${msg}`);

/** Refuses to share a data dir with a live Folio process; a stale lock from a killed one is taken over. */
function takeDataDirLock(dataDir: string): () => void {
  const lock = path.join(dataDir, 'folio.pid');
  if (fs.existsSync(lock)) {
    const pid = Number(fs.readFileSync(lock, 'utf8'));
    let alive = false;
    try {
      alive = pid !== process.pid && process.kill(pid, 0);
    } catch {
      alive = false;
    }
    if (alive) throw new Error(`another Folio process (pid ${pid}) is using ${dataDir}; stop it or set FOLIO_DATA_DIR`);
  }
  fs.writeFileSync(lock, String(process.pid));
  return () => fs.rmSync(lock, { force: true });
}

async function main(): Promise<void> {
  const config = loadConfig();
  fs.mkdirSync(config.dataDir, { recursive: true });
  let embedded: EmbeddedServer | null = null;
  let releaseLock = () => {};
  if (!config.DATABASE_URL) {
    releaseLock = takeDataDirLock(config.dataDir);
    embedded = await startEmbedded(path.join(config.dataDir, 'db'), log);
  }
  const database = connect(config.DATABASE_URL ?? embedded!.url);
  await runMigrations(database.db);
  const mail = createMailService(config, database, log);
  await mail.start();
  await ensureAdminFromEnv(database.db, config, log);

  const app = await buildApp({ config, database, mail });
  await app.listen({ port: config.PORT, host: config.HOST });
  log(`app at ${config.APP_ORIGIN}, published sites at ${config.SITES_ORIGIN}, data in ${config.dataDir}`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: draining requests and stopping`);
    try {
      await app.close();
      await mail.stop();
      await database.close();
      await embedded?.stop();
    } finally {
      releaseLock();
      log('stopped');
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error('[folio] failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
