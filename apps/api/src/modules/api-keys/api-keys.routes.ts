import {
  apiKeysEndpoints,
  publicDataEndpoints,
  RATE_LIMIT_HEADER,
  RATE_REMAINING_HEADER,
  TOKENS_LEFT_HEADER,
  TOKENS_REFILL_HEADER,
} from '@pasarlens/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerEndpoints } from '../../http/endpoints.ts';
import { apiKeysService } from './api-keys.service.ts';
import { publicDataHandlers } from './public-data.routes.ts';

/**
 * The account's API keys, and the public data API they open (decisions/036): every route of
 * this plugin under /public/v1/data/ takes the bearer key (and nothing else), one request from
 * the key's bucket, and answers with the owner's tokens left and when they refill.
 */
export function apiKeysRoutes(ctx: AppContext): FastifyPluginAsync {
  const keys = apiKeysService(ctx);
  return async (app) => {
    registerEndpoints(app, apiKeysEndpoints, {
      apiKeyList: ({ auth }) => keys.list(auth.user.id, auth.access),
      apiKeyCreate: ({ auth, body }) => keys.create(auth.user.id, auth.access, body.name),
      apiKeyRevoke: ({ auth, params }) => keys.revoke(auth.user.id, params.id),
    });

    app.decorateRequest('keyCaller', null);
    app.addHook('onRequest', async (request) => {
      if (request.routeOptions.config?.endpoint?.access !== 'key') return;
      const { caller, refusal } = await keys.authenticate(request.headers.authorization);
      request.keyCaller = caller;
      if (refusal) throw refusal;
    });
    app.addHook('onSend', async (request, reply, payload) => {
      const caller = request.keyCaller;
      if (!caller) return payload;
      const balance = await keys.balance(caller.user.id);
      reply
        .header(TOKENS_LEFT_HEADER, String(balance.left))
        .header(TOKENS_REFILL_HEADER, balance.refillAt.toISOString())
        .header(RATE_LIMIT_HEADER, String(caller.bucket.limit))
        .header(RATE_REMAINING_HEADER, String(caller.bucket.remaining));
      return payload;
    });
    registerEndpoints(app, publicDataEndpoints, publicDataHandlers(ctx));
  };
}
