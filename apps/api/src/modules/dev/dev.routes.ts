import { apiPaths } from '@pasarlens/contracts';
import { outboxEmails } from '@pasarlens/db';
import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';

/** Development helpers; never registered when NODE_ENV=production. */
export function devRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(apiPaths.devOutbox, async () => {
      const rows = await ctx.db.select().from(outboxEmails).orderBy(desc(outboxEmails.id)).limit(100);
      return rows.map(({ to, subject, text, html, createdAt }) => ({ to, subject, text, html, createdAt: createdAt.toISOString() }));
    });
  };
}
