import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import type { Server } from 'socket.io';
import type { Config } from '../config.ts';
import { isApiPath } from '../lib/api-paths.ts';

/** What helmet sends behind TLS. */
const HSTS = 'max-age=31536000; includeSubDomains';
const webSocketOrigin = (origin: string) => origin.replace(/^http/, 'ws');

/**
 * Where the app's pages may connect: their own origin and, when configured, the API's, each also
 * over WebSocket (browsers before CSP 3 do not count ws: of the same host as 'self').
 */
function connectSources(config: Config): string[] {
  const api = config.apiOrigin ? [config.apiOrigin] : [];
  return ["'self'", ...api, ...[new URL(config.appUrl).origin, ...api].map(webSocketOrigin)];
}

export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // antd writes its CSS-in-JS into <style> tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: connectSources(config),
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.secureCookies ? [] : null,
      },
    },
    strictTransportSecurity: config.secureCookies,
  });
  // API answers are personal and change with every call: no browser or proxy may keep them, errors included.
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config?.endpoint || isApiPath(request.url)) reply.header('cache-control', 'no-store');
  });
  if (config.corsOrigins.length > 0) {
    await app.register(cors, { origin: config.corsOrigins, credentials: true });
  }
}

/**
 * socket.io answers its HTTP requests (the handshake and long polling) itself, before Fastify
 * and helmet see them: they get the headers of an API answer here.
 */
export function secureSocketAnswers(io: Server, config: Config): void {
  const headers: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cross-origin-resource-policy': 'same-origin',
    'cache-control': 'no-store',
    ...(config.secureCookies ? { 'strict-transport-security': HSTS } : {}),
  };
  io.engine.on('headers', (answer: IncomingHttpHeaders) => Object.assign(answer, headers));
}
