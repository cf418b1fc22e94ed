import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { prerenderPublicPages } from './prerender.ts';

const apiTarget = process.env.VITE_API_PROXY ?? 'http://127.0.0.1:3000';

/** /dev/outbox is both an API route (JSON) and a page of the app: page loads get the SPA. */
const outboxProxy: ProxyOptions = {
  target: apiTarget,
  bypass: (req) => (req.headers.accept?.includes('text/html') ? '/index.html' : undefined),
};

export default defineConfig({
  plugins: [react(), prerenderPublicPages()],
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1500, manifest: true },
  server: {
    // /sandbox/v1 is the sandbox gateway's API; /sandbox/pay/:token is a page of the app.
    // /socket.io is the live-data channel (a WebSocket, with long polling before the upgrade).
    proxy: { '/internal': apiTarget, '/public': apiTarget, '/sandbox/v1': apiTarget, '/dev/outbox': outboxProxy, '/socket.io': { target: apiTarget, ws: true } },
  },
});
