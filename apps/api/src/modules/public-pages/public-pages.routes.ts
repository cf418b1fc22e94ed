import { publicPagesEndpoints } from '@pasarlens/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerEndpoints } from '../../http/endpoints.ts';
import { bestSellersService } from './best-sellers.service.ts';

const DAY_CACHE = 'public, max-age=3600';

export function publicPagesRoutes(ctx: AppContext): FastifyPluginAsync {
  const bestSellers = bestSellersService(ctx);
  return async (app) =>
    registerEndpoints(app, publicPagesEndpoints, {
      shopeeBestSellers: async ({ reply }) => {
        reply.header('cache-control', DAY_CACHE);
        return bestSellers.shopee();
      },
    });
}
