import { usersEndpoints } from '@pasarlens/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerEndpoints } from '../../http/endpoints.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { currentUser, personaOf } from './current-user.ts';
import { usersService } from './users.service.ts';

export function usersRoutes(ctx: AppContext): FastifyPluginAsync {
  const service = usersService(ctx);
  return async (app) =>
    registerEndpoints(app, usersEndpoints, {
      profile: async ({ body, auth, request }) => ({
        user: await currentUser(ctx, await service.updateProfile(auth.user, body, requestMeta(request))),
      }),

      password: async ({ body, auth }) => {
        await service.updatePassword(auth, body);
        return { message: 'Password updated' };
      },

      persona: ({ auth }) => ({ persona: personaOf(auth.user) }),
      savePersona: async ({ body, auth }) => ({ persona: personaOf(await service.setPersona(auth.user, body))! }),
    });
}
