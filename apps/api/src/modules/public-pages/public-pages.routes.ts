import { publicPagesEndpoints } from '@pasarlens/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerEndpoints } from '../../http/endpoints.ts';
import { bestSellersService } from './best-sellers.service.ts';
import { sitemap } from './sitemap.ts';

const DAY_CACHE = 'public, max-age=3600';

export function publicPagesRoutes(ctx: AppContext): FastifyPluginAsync {
  const bestSellers = bestSellersService(ctx);
  const sitemapText = sitemap(ctx.config.appUrl);
  return async (app) =>
    registerEndpoints(app, publicPagesEndpoints, {
      shopeeBestSellers: async ({ reply }) => {
        reply.header('cache-control', DAY_CACHE);
        return bestSellers.shopee();
      },
      sitemap: ({ reply }) => {
        reply.header('content-type', 'application/xml; charset=utf-8').header('cache-control', DAY_CACHE);
        return sitemapText;
      },
    });
}
