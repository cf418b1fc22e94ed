import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

/*
 * The unit, API and web tests; the browser journeys have their own config (e2e/vitest.config.ts).
 *
 * Unit and API test files share their worker's loaded modules (isolate: false): they keep no
 * state in modules, and loading Fastify, drizzle and zod again for every file cost more than many
 * of the files' tests.
 */
export default defineConfig({
  test: {
    // Vitest keeps a core for itself by default; its own work is light next to the tests', so a
    // 2-core machine runs two workers, not one.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts'],
          // The database package's tests need the server the api project starts.
          exclude: [...configDefaults.exclude, 'packages/db/**'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts', 'scripts/**/*.test.ts', 'packages/db/src/**/*.test.ts'],
          // Needs a PostgreSQL server and starts processes: `npm run test:scale` (vitest.scale.config.ts);
          // drives Chromium: `npm run e2e` (e2e/vitest.config.ts).
          exclude: [...configDefaults.exclude, '**/*.scale.test.ts', '**/*.browser.test.ts'],
          environment: 'node',
          isolate: false,
          globalSetup: ['apps/api/src/testing/global-setup.ts'],
          // A test that builds an app of its own copies a database, which a busy PostgreSQL
          // server does slowly; a limit is a ceiling, not a target.
          testTimeout: 90_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vitest.config.ts',
      'apps/extension/vitest.config.ts',
    ],
  },
});
