import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import { articles } from './articles.ts';
import { precompress } from './precompress.ts';
import { prerenderPublicPages } from './prerender.ts';
import { siteCatalogue } from './site-catalogue.ts';

const appHtml = fileURLToPath(new URL('index.html', import.meta.url));
const siteHtml = fileURLToPath(new URL('site.html', import.meta.url));

/** site.html, the public site's page (decisions/022): index.html with the site's script in place of the app's, so both keep one head. */
const sitePage = (): Plugin => ({
  name: 'pasarlens-site-html',
  resolveId: (id) => (id === siteHtml ? siteHtml : undefined),
  load: (id) => (id === siteHtml ? readFileSync(appHtml, 'utf8').replace('/src/main.tsx', '/src/site.tsx') : undefined),
});

const apiTarget = process.env.VITE_API_PROXY ?? 'http://127.0.0.1:3000';

/** /dev/outbox is both an API route (JSON) and a page of the app: page loads get the SPA. */
const outboxProxy: ProxyOptions = {
  target: apiTarget,
  bypass: (req) => (req.headers.accept?.includes('text/html') ? '/index.html' : undefined),
};

export default defineConfig({
  plugins: [react(), sitePage(), articles(), siteCatalogue(), prerenderPublicPages(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    manifest: true,
    // The app (index.html) and the public site's light bundle (site.html, decisions/022).
    rollupOptions: {
      input: { app: appHtml, site: siteHtml },
      // antd's inputs import @rc-component/form's index for one context; declared free of side effects,
      // the form engine and its validator stay with the pages that have forms (decisions/032).
      treeshake: {
        moduleSideEffects: [
          { test: /node_modules[\\/]@rc-component[\\/](form|async-validator)[\\/]/, sideEffects: false },
        ],
      },
    },
  },
  server: {
    // /sandbox/v1 is the sandbox gateway's API; /sandbox/pay/:token is a page of the app.
    // /socket.io is the live-data channel (a WebSocket, with long polling before the upgrade).
    proxy: {
      '/internal': apiTarget,
      '/public': apiTarget,
      '/sandbox/v1': apiTarget,
      '/dev/outbox': outboxProxy,
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
});
