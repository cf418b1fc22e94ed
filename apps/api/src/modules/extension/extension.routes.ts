import { extensionEndpoints, extensionTokensEndpoints } from '@pasarlens/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerEndpoints } from '../../http/endpoints.ts';
import { extensionService } from './extension.service.ts';
import { extensionTokensService } from './extension-tokens.service.ts';

/** The browser extension's figures (its token or a session) and the account's extension tokens (a session only). */
export function extensionRoutes(ctx: AppContext): FastifyPluginAsync {
  const extension = extensionService(ctx);
  const tokens = extensionTokensService(ctx);
  return async (app) => {
    registerEndpoints(app, extensionEndpoints, {
      extensionProducts: ({ auth, body }) => extension.products(auth.access, body),
    });
    registerEndpoints(app, extensionTokensEndpoints, {
      extensionTokenList: ({ auth }) => tokens.list(auth.user.id),
      extensionTokenCreate: ({ auth, body }) => tokens.create(auth.user.id, body.name),
      extensionTokenRevoke: ({ auth, params }) => tokens.revoke(auth.user.id, params.id),
    });
  };
}
