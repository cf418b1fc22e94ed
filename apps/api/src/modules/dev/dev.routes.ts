import { devEndpoints } from '@pasarlens/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerEndpoints } from '../../http/endpoints.ts';
import { AppError } from '../../lib/errors.ts';
import { isLoopbackRequest } from '../../lib/loopback.ts';
import { devService } from './dev.service.ts';

/**
 * Development helpers; never registered when NODE_ENV=production, and answering only on this
 * machine: the outbox holds live verification and password-reset links.
 */
export function devRoutes(ctx: AppContext): FastifyPluginAsync {
  const dev = devService(ctx);
  return async (app) =>
    registerEndpoints(app, devEndpoints, {
      devOutbox: async ({ request }) => {
        if (!isLoopbackRequest(request)) throw new AppError('FORBIDDEN', { message: 'The development outbox answers only on this machine (the loopback address)' });
        return (await dev.outbox()).map(({ to, subject, text, html, createdAt }) => ({ to, subject, text, html, createdAt: createdAt.toISOString() }));
      },
    });
}
