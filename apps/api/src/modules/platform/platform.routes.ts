import { devEndpoints, platformEndpoints } from '@pasarlens/contracts';
import { outboxEmails, pageViews } from '@pasarlens/db';
import { desc } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerEndpoints } from '../../http/endpoints.ts';

/** Page views and the OpenAPI document; in development also the outbox. */
export function platformRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    registerEndpoints(
      app,
      platformEndpoints,
      {
        pageViews: async ({ body, auth }) => {
          await ctx.db.insert(pageViews).values({ userId: auth?.user.id ?? null, path: body.path, referrer: body.referrer || null, createdAt: ctx.clock.now() });
          return { ok: true } as const;
        },
        openApi: () => app.swagger() as unknown as Record<string, unknown>,
      },
      // Public and fire-and-forget, so it gets a general request budget of its own.
      { pageViews: { rateLimit: { max: 120, timeWindow: '1 minute' } } },
    );

    if (ctx.config.env === 'production') return;
    registerEndpoints(app, devEndpoints, {
      devOutbox: async () => {
        const rows = await ctx.db.select().from(outboxEmails).orderBy(desc(outboxEmails.id)).limit(100);
        return rows.map(({ to, subject, text, html, createdAt }) => ({ to, subject, text, html, createdAt: createdAt.toISOString() }));
      },
    });
  };
}
