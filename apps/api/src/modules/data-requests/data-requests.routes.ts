import { dataRequestsEndpoints } from '@pasarlens/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerEndpoints } from '../../http/endpoints.ts';
import { dataRequestsService } from './data-requests.service.ts';

/** Spec §8: the user's data requests and the notices of their answers. */
export function dataRequestsRoutes(ctx: AppContext): FastifyPluginAsync {
  const requests = dataRequestsService(ctx);
  return async (app) => {
    registerEndpoints(app, dataRequestsEndpoints, {
      dataRequestList: ({ auth }) => requests.list(auth.user.id),
      dataRequestsSeen: ({ auth }) => requests.markSeen(auth.user.id),
    });
  };
}
