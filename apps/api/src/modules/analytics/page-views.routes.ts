import { apiPaths, pageViewSchema } from '@pasarlens/contracts';
import { pageViews } from '@pasarlens/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';

export function pageViewRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      apiPaths.pageViews,
      // Public and fire-and-forget, so it gets a general request budget of its own.
      { schema: { body: pageViewSchema }, config: { rateLimit: { max: 120, timeWindow: '1 minute' } } },
      async (request, reply) => {
        await ctx.db.insert(pageViews).values({
          userId: request.auth?.user.id ?? null,
          path: request.body.path,
          referrer: request.body.referrer || null,
          createdAt: ctx.clock.now(),
        });
        reply.status(202);
        return { ok: true };
      },
    );
  };
}
