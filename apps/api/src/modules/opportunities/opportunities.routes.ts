import { opportunitiesEndpoints } from '@pasarlens/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerEndpoints } from '../../http/endpoints.ts';
import { opportunitiesService } from './opportunities.service.ts';

/** Issue 40: the opportunities of a category, scored (decisions/040). */
export function opportunitiesRoutes(ctx: AppContext): FastifyPluginAsync {
  const opportunities = opportunitiesService(ctx);
  return async (app) => {
    registerEndpoints(app, opportunitiesEndpoints, {
      opportunityResearch: ({ body, auth }) => opportunities.search(auth.access, body),
    });
  };
}
