import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { articles } from './articles.ts';
import { siteCatalogue } from './site-catalogue.ts';

export default defineProject({
  plugins: [react(), articles(), siteCatalogue()],
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    // Files share their worker's window and libraries; src/testing/fresh-page.ts says why and how.
    isolate: false,
    setupFiles: ['src/testing/fresh-page.ts', 'src/testing/setup.ts'],
    testTimeout: 30_000,
    // Rendering allocates many short-lived objects: a larger young generation collects them less often.
    execArgv: ['--max-semi-space-size=64'],
  },
});
