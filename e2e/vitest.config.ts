import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The tests that drive Debian's Chromium (`npm run e2e`), kept out of `npm test`: the browser
 * journeys against a started app, and the crawler against the local marketplace site on a test
 * database.
 */
export default defineConfig({
  test: {
    fileParallelism: false,
    projects: [
      {
        root: fileURLToPath(new URL('..', import.meta.url)),
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
      {
        root: fileURLToPath(new URL('..', import.meta.url)),
        test: {
          name: 'crawler',
          include: ['apps/api/src/**/*.browser.test.ts', 'scripts/**/*.browser.test.ts'],
          environment: 'node',
          globalSetup: [fileURLToPath(new URL('../apps/api/src/testing/global-setup.ts', import.meta.url))],
          testTimeout: 120_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
