import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'model', include: ['packages/model/src/**/*.test.ts'] } },
      { test: { name: 'collab', include: ['packages/collab/src/**/*.test.ts'] } },
      { test: { name: 'render', include: ['packages/render/src/**/*.test.{ts,tsx}'] } },
      // The bench's own tools, whose figures the issues' goals are read from.
      { test: { name: 'bench', include: ['bench/**/*.test.ts'] } },
      { test: { name: 'web', include: ['packages/web/src/**/*.test.{ts,tsx}'], setupFiles: ['packages/web/src/i18n/testSetup.ts'] } },
      {
        test: {
          name: 'server',
          include: ['packages/server/src/**/*.test.ts', 'packages/server/test/**/*.test.ts'],
          globalSetup: ['packages/server/test/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // Several servers on one machine: nginx, two app server processes, PostgreSQL, an object store.
          name: 'cluster',
          include: ['scripts/cluster/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/globalSetup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // A browser on a busy 2-core machine: what a page shows may take seconds to arrive.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
