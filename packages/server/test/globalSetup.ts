import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connect } from '../src/db/client.ts';
import { embeddedUrl, startEmbedded } from '../src/db/embedded.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { WebhookDelivery } from '../src/services/webhooks/delivery.ts';
import PgBoss from 'pg-boss';
import { TEMPLATE_DB } from './constants.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The port of the run's embedded PostgreSQL: `databaseUrl(name)` (test/db.ts) reaches one of its databases. */
    pgPort: number;
  }
}

/** One real PostgreSQL for the run; each test file clones its own database from a migrated template. */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-test-pg-'));
  // As root, PostgreSQL runs as its own user, which must be able to enter this folder.
  fs.chmodSync(dir, 0o755);
  const server = await startEmbedded(path.join(dir, 'db'), () => {});
  const admin = new pg.Client({ connectionString: embeddedUrl(server.port, 'postgres') });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB}`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  await admin.end();
  const template = connect(embeddedUrl(server.port, TEMPLATE_DB), 1);
  await runMigrations(template);
  await template.close();
  // pg-boss's schema and the webhook queue, as main.ts makes them at start: events written in a test's transactions
  // queue their deliveries there (a test starts the workers when it wants them sent).
  const boss = new PgBoss({ connectionString: embeddedUrl(server.port, TEMPLATE_DB), schedule: false, supervise: false });
  await boss.start();
  await WebhookDelivery.createQueue(boss);
  await boss.stop({ graceful: false, close: true, wait: true });
  project.provide('pgPort', server.port);
  return async () => {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
