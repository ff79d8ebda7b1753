import type { TestProject } from 'vitest/node';
import { ensureWebBuilt } from '../scripts/webBuild.ts';
import { ADMIN } from './fixtures.ts';
import { startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
  }
}

/** Builds the web app and starts one real server (embedded PostgreSQL, dev outbox) for the e2e files. */
export default async function setup(project: TestProject) {
  ensureWebBuilt();
  const server = await startServer({
    FOLIO_ADMIN_EMAIL: ADMIN.email,
    FOLIO_ADMIN_PASSWORD: ADMIN.password,
    AUTH_RATE_LIMIT: '1000',
    // Webhooks go to a receiver the test starts on 127.0.0.1 (webhooks.test.ts); no other file makes any.
    WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: 'true',
    // Every visitor of every file comes from 127.0.0.1: the proof of work stays at its normal difficulty for them
    // (raised difficulty is the server tests' business, routes/submissions/proofOfWork.test.ts).
    PROOF_OF_WORK_CALM_CHALLENGES: '100000',
    PROOF_OF_WORK_CALM_SUBMISSIONS: '100000',
  });
  project.provide('appUrl', server.url);
  return () => server.stop();
}
