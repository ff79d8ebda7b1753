import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { connect, type Db } from '../src/db/client.ts';
import { freePort } from '../src/db/embedded.ts';
import { createMailService } from '../src/mail/index.ts';
import { createBlobStore } from '../src/storage/index.ts';
import { cloneTestDatabase } from './db.ts';
import { injectOnAppHost } from './inject.ts';

export interface TestApp {
  app: App;
  db: Db;
  config: Config;
  /** Every log line the app wrote, for asserting that secrets never reach them. */
  logs: string[];
  /** Its database, for a second app server on the same one (`createTestApp({}, { databaseUrl })`). */
  databaseUrl: string;
}

/**
 * The real app on its own freshly migrated database, through the real HTTP stack (`app.inject`).
 * Closed automatically after the file's tests. Its app origin is `http://localhost:{a free port}` (unless `env`
 * names one), so a test can also reach it over a real socket at that very origin (`listen()` in
 * routes/uploads/testing.ts); injected requests are sent to the app origin's host unless they name another.
 */
export async function createTestApp(env: Record<string, string> = {}, options: { databaseUrl?: string } = {}): Promise<TestApp> {
  const url = options.databaseUrl ?? (await cloneTestDatabase());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-test-data-'));
  const config = loadConfig({
    PORT: String(await freePort()),
    DATABASE_URL: url,
    FOLIO_DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    // High enough that ordinary tests never trip it; the rate-limit tests pass a low one.
    AUTH_RATE_LIMIT: '1000',
    SUBMISSION_RATE_LIMIT: '1000',
    SUBMISSION_OWNER_RATE_LIMIT: '1000',
    COMMENT_RATE_LIMIT: '1000',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ...env,
  });
  const database = connect(url, 4);
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _enc, cb) {
      logs.push(chunk.toString());
      cb();
    },
  });
  const mail = createMailService(config, database, () => {});
  await mail.start();
  const blobs = await createBlobStore(config);
  const app = await buildApp({ config, database, mail, blobs, logStream });
  injectOnAppHost(app);
  await app.ready();
  afterAll(async () => {
    await app.close();
    await mail.stop();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return { app, db: database.db, config, logs, databaseUrl: url };
}

