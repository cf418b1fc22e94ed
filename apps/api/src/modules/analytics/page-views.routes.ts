import { analyticsEndpoints } from '@pasarlens/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerEndpoints } from '../../http/endpoints.ts';
import { pageViewsService } from './page-views.service.ts';

export function pageViewRoutes(ctx: AppContext): FastifyPluginAsync {
  const pageViews = pageViewsService(ctx);
  return async (app) =>
    registerEndpoints(
      app,
      analyticsEndpoints,
      {
        pageViews: async ({ body, auth }) => {
          await pageViews.record({ userId: auth?.user.id ?? null, path: body.path, referrer: body.referrer || null });
          return { ok: true } as const;
        },
      },
      // Public and fire-and-forget, so it gets a general request budget of its own.
      { pageViews: { rateLimit: { max: 120, timeWindow: '1 minute' } } },
    );
}
