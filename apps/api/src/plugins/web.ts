import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const API_PREFIXES = ['/internal/', '/public/', '/dev/outbox'];

/**
 * Serves the built web app when it exists; unknown GETs outside the API get index.html so the
 * client router can answer them, everything else a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | undefined): Promise<void> {
  const hasWebApp = distDir !== undefined && existsSync(join(distDir, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, { root: distDir, wildcard: false, index: false, maxAge: '1y', immutable: true });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    if (hasWebApp && request.method === 'GET' && !isApi) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', { maxAge: 0, immutable: false });
    }
    return reply.status(404).send({ code: 'NOT_FOUND', message: 'Not found' });
  });
}
