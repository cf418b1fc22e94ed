import { defineConfig } from 'vitest/config';

/**
 * The scale-out test (`npm run test:scale`): web and worker processes started on one PostgreSQL
 * server (TEST_DATABASE_URL). Kept out of `npm test`, which needs no server; CI runs it after the
 * API suite on PostgreSQL.
 */
export default defineConfig({
  test: {
    name: 'scale',
    include: ['apps/api/src/**/*.scale.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
