import { apiPaths, passwordUpdateSchema, personaSchema, profileUpdateSchema } from '@pasarlens/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { requireAuth } from '../../plugins/auth-context.ts';
import { currentUser, personaOf } from './current-user.ts';
import { usersService } from './users.service.ts';

export function usersRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = usersService(ctx);
  return async (app) => {
    app.patch(apiPaths.profile, { schema: { body: profileUpdateSchema } }, async (request) => {
      const updated = await service.updateProfile(requireAuth(request).user, request.body, requestMeta(request));
      return { user: await currentUser(ctx, updated) };
    });

    app.patch(apiPaths.password, { schema: { body: passwordUpdateSchema } }, async (request) => {
      await service.updatePassword(requireAuth(request), request.body.password);
      return { message: 'Password updated' };
    });

    app.get(apiPaths.persona, async (request) => ({ persona: personaOf(requireAuth(request).user) }));

    app.post(apiPaths.persona, { schema: { body: personaSchema } }, async (request) => {
      const updated = await service.setPersona(requireAuth(request).user, request.body);
      return { persona: personaOf(updated) };
    });
  };
}
