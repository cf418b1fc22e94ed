import { devEndpoints } from '@pasarlens/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerEndpoints } from '../../http/endpoints.ts';
import { devService } from './dev.service.ts';

/** Development helpers; never registered when NODE_ENV=production. */
export function devRoutes(ctx: AppContext): FastifyPluginAsync {
  const dev = devService(ctx);
  return async (app) =>
    registerEndpoints(app, devEndpoints, {
      devOutbox: async () => (await dev.outbox()).map(({ to, subject, text, html, createdAt }) => ({ to, subject, text, html, createdAt: createdAt.toISOString() })),
    });
}
