import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** The browser journeys against a started app (`npm run e2e`), kept out of `npm test`. */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
