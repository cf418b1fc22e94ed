import fastifyStatic from '@fastify/static';
import { apiPaths } from '@pasarlens/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from '../lib/api-paths.ts';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Paths that are an API call for fetch and a page of the app for a browser's address bar. */
const PAGE_AND_API_PATHS = new Set<string>([apiPaths.devOutbox]);

const isPageLoad = (request: FastifyRequest) =>
  request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
const sendIndex = (reply: FastifyReply, file = 'index.html') =>
  reply.header('cache-control', 'no-cache').sendFile(file, { cacheControl: false });

/** The build's pre-rendered copy of index.html for a public page (`apps/web/prerender.ts`), if it has one. */
function pageFile(distDir: string, url: string): string {
  const path = url.split('?')[0]!.replace(/\/+$/, '') || '/';
  const name = path === '/' ? 'index' : path.slice(1).replace(/\//g, '__');
  const file = join('prerendered', `${name}.html`);
  return /^[\w-]+$/.test(name.replace(/__/g, '')) && existsSync(join(distDir, file)) ? file : 'index.html';
}

/**
 * Serves the built web app when it exists; unknown GETs outside the API get index.html so the
 * client router can answer them, everything else a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | undefined): Promise<void> {
  const hasWebApp = distDir !== undefined && existsSync(join(distDir, 'index.html'));
  if (hasWebApp) {
    // The build writes a brotli and a gzip copy beside each text file (apps/web/precompress.ts),
    // sent in its place to a client that accepts it; the copies are no addresses of their own.
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      maxAge: '1y',
      immutable: true,
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
    });
    app.addHook('onRequest', async (request, reply) => {
      if (isPageLoad(request) && PAGE_AND_API_PATHS.has(request.url.split('?')[0]!)) return sendIndex(reply);
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (hasWebApp && request.method === 'GET' && !isApiPath(request.url))
      return sendIndex(reply, pageFile(distDir, request.url));
    return reply.status(404).send({ code: 'NOT_FOUND', message: 'Not found' });
  });
}
