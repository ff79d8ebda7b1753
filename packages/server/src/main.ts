// First: production builds of libraries (React) unless NODE_ENV says otherwise.
import './production.ts';
// Then: the render package is .tsx, which Node loads only through these hooks.
import './loaders/register.ts';
import fs from 'node:fs';
import path from 'node:path';
import { buildApp, type App } from './app.ts';
import { loadConfig } from './config.ts';
import { connect, type Database } from './db/client.ts';
import { startEmbedded, type EmbeddedServer } from './db/embedded.ts';
import { takeDataDirLock } from './dataDirLock.ts';
import { runMigrations } from './db/migrate.ts';
import { createMailService } from './mail/index.ts';
import { createUploadSweepJob, type BackgroundJobs } from './services/uploads/sweepJob.ts';
import type { MailService } from './mail/service.ts';
import { ensureInstanceSite } from './services/instanceSite/instanceSite.ts';
import { ensureAdminFromEnv } from './services/setup.ts';
import { createBlobStore } from './storage/index.ts';
import { warmUpRendering } from './routes/sites/warmUp.ts';

const log = (msg: string) => console.log(`[folio] ${msg}`);

/** What has been started so far, stopped in reverse order on shutdown or failed start-up. */
const running: {
  app?: App;
  mail?: MailService;
  jobs?: BackgroundJobs;
  database?: Database;
  embedded?: EmbeddedServer;
  releaseLock?: () => void;
} = {};

/** How long shutdown waits for requests in flight before cutting their connections. */
const DRAIN_LIMIT_MS = 20_000;

/** Stops accepting connections and waits for the requests in flight to be answered (or, with drain false, cuts them). */
async function closeApp(app: App, drain: boolean): Promise<void> {
  if (!drain) app.server.closeAllConnections();
  // Fastify closes idle keep-alive connections once, when close() starts. A connection busy at that
  // moment turns idle when its answer is sent and would then hold close() until keepAliveTimeout
  // (72 s), so idle connections are closed again until close() is done.
  const idle = setInterval(() => app.server.closeIdleConnections(), 50);
  const limit = setTimeout(() => {
    log(`requests still running after ${DRAIN_LIMIT_MS / 1000} s; closing their connections`);
    app.server.closeAllConnections();
  }, DRAIN_LIMIT_MS);
  try {
    await app.close();
  } finally {
    clearInterval(idle);
    clearTimeout(limit);
  }
}

async function stopAll(drain = true): Promise<void> {
  try {
    // The database goes only after the last request in flight has been answered.
    if (running.app) await closeApp(running.app, drain);
    await running.jobs?.stop();
    await running.mail?.stop();
    await running.database?.close();
    await running.embedded?.stop();
  } finally {
    running.releaseLock?.();
  }
}

let started = false;
let stopping = false;
let pendingSignal: NodeJS.Signals | null = null;

async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (stopping) return;
  stopping = true;
  log(`${signal}: draining requests and stopping`);
  let code = 0;
  try {
    await stopAll();
  } catch (err) {
    console.error('[folio] error while stopping:', err instanceof Error ? err.message : err);
    code = 1;
  }
  log('stopped');
  process.exit(code || process.exitCode);
}

/** How long a fatal error waits for the embedded PostgreSQL to stop before exiting anyway. */
const FATAL_STOP_LIMIT_MS = 15_000;

/**
 * An uncaught exception, an unhandled rejection or the embedded PostgreSQL gone: the process is in an unknown
 * state, so it stops what it started (without draining) and exits 1, for a supervisor (systemd
 * Restart=on-failure, see docs/operations.md) to start it again.
 */
async function fatal(what: string, err: unknown): Promise<void> {
  console.error(`[folio] fatal: ${what}:`, err);
  if (stopping) {
    // A shutdown is under way; it ends with this exit code.
    process.exitCode = 1;
    return;
  }
  stopping = true;
  // Not unref'd: a stop that waits forever on the dead database (a queue's graceful stop) would otherwise let the
  // process end with code 0 once nothing else is pending; this keeps it alive until it exits 1.
  setTimeout(() => {
    running.releaseLock?.();
    process.exit(1);
  }, FATAL_STOP_LIMIT_MS);
  await stopAll(false).catch((stopErr: unknown) => console.error('[folio] error while stopping:', stopErr));
  log('stopped after a fatal error');
  process.exit(1);
}

process.on('uncaughtException', (err) => void fatal('uncaught exception', err));
process.on('unhandledRejection', (reason) => void fatal('unhandled rejection', reason));

// Installed before anything starts, so a signal during start-up cannot orphan the embedded PostgreSQL:
// it is remembered and honoured as soon as start-up has finished.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (started) void shutdown(signal);
    else pendingSignal ??= signal;
  });
}

async function main(): Promise<void> {
  const config = loadConfig();
  fs.mkdirSync(config.dataDir, { recursive: true });
  if (!config.DATABASE_URL) {
    running.releaseLock = takeDataDirLock(config.dataDir);
    running.embedded = await startEmbedded(path.join(config.dataDir, 'db'), log);
    running.embedded.watch(() => void fatal('the embedded PostgreSQL exited', new Error('PostgreSQL is gone')));
  }
  const database = connect(config.DATABASE_URL ?? running.embedded!.url);
  running.database = database;
  const mail = createMailService(config, database, log);
  const blobs = await createBlobStore(config);
  const jobs = createUploadSweepJob(config, database, blobs, log, { mail });
  // Servers starting together take turns: the migrations and pg-boss's own schema are made once.
  await runMigrations(database, async () => {
    running.mail = mail;
    await mail.start();
    running.jobs = jobs;
    await jobs.start();
  });
  await ensureAdminFromEnv(database.db, config, log);
  const app = await buildApp({ config, database, mail, blobs });
  running.app = app;
  // The instance's own public site (issue 32), for an installation set up before it existed or whose making stopped.
  await ensureInstanceSite(database.db, config, log).catch((err: unknown) =>
    log(`the instance site could not be made: ${err instanceof Error ? err.message : String(err)}`),
  );
  await app.webhooks.start();
  // Before listening, so a load balancer sends visitors only once pages render at full speed.
  await warmUpRendering();
  await app.listen({ port: config.PORT, host: config.HOST });
  log(`app at ${config.APP_ORIGIN}, published sites at ${config.SITES_ORIGIN}, data in ${config.dataDir}`);
  started = true;
  if (pendingSignal) await shutdown(pendingSignal);
}

main().catch(async (err: unknown) => {
  console.error('[folio] failed to start:', err instanceof Error ? err.message : err);
  // Stop what did start (the embedded PostgreSQL above all), without letting that hide the first error.
  await stopAll().catch(() => {});
  process.exit(1);
});
