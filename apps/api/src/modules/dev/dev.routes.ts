import { devEndpoints } from '@pasarlens/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
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
  const onlyHere = (request: FastifyRequest, what: string) => {
    if (!isLoopbackRequest(request))
      throw new AppError('FORBIDDEN', { message: `${what} answers only on this machine (the loopback address)` });
  };
  return async (app) =>
    registerEndpoints(app, devEndpoints, {
      devMarketPrice: ({ request, body }) => {
        onlyHere(request, 'The development re-observation');
        return dev.reobserve(body.productId, body.price, body.stock);
      },
      devOutbox: async ({ request }) => {
        onlyHere(request, 'The development outbox');
        return (await dev.outbox()).map(({ to, subject, text, html, createdAt }) => ({
          to,
          subject,
          text,
          html,
          createdAt: createdAt.toISOString(),
        }));
      },
    });
}
