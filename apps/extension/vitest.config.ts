import { defineProject } from 'vitest/config';

export default defineProject({
  define: { __APP_ORIGIN__: JSON.stringify('https://app.pasarlens.test') },
  test: {
    name: 'extension',
    include: ['src/**/*.test.ts'],
    environment: 'happy-dom',
    environmentOptions: { happyDOM: { url: 'https://shopee.co.id/search?keyword=kaos%20polos' } },
  },
});
