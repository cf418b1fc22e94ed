import { apiPaths, emailOnlySchema, loginSchema, registerSchema, resetPasswordSchema, tokenSchema } from '@pasarlens/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { clearSessionCookies, issueCsrfCookie, requireAuth, SESSION_COOKIE, setSessionCookies } from '../../plugins/auth-context.ts';
import { currentUser } from '../users/current-user.ts';
import { authService } from './auth.service.ts';

export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = authService(ctx);
  return async (app) => {
    app.get(apiPaths.authCheck, async (request, reply) => {
      const { user, session } = requireAuth(request);
      issueCsrfCookie(reply, ctx, session.id, session.expiresAt);
      return { user: await currentUser(ctx, user) };
    });

    app.post(apiPaths.login, { schema: { body: loginSchema } }, async (request, reply) => {
      const { user, token, session } = await service.login(request.body, requestMeta(request));
      // Rotation: whatever session this browser had before is ended, never reused.
      const previous = request.auth?.session.id;
      if (previous) await ctx.sessions.revoke(previous);
      setSessionCookies(reply, ctx, token, session);
      return { user: await currentUser(ctx, user) };
    });

    app.post(apiPaths.logout, async (request, reply) => {
      await ctx.sessions.revoke(requireAuth(request).session.id);
      clearSessionCookies(reply);
      return { ok: true };
    });

    app.post(apiPaths.register, { schema: { body: registerSchema } }, async (request, reply) => {
      reply.status(201);
      return service.register(request.body, requestMeta(request));
    });

    app.post(apiPaths.verifyEmail, { schema: { body: tokenSchema } }, async (request) => service.verifyEmail(request.body.token));

    app.post(apiPaths.resendVerification, { schema: { body: emailOnlySchema } }, async (request) =>
      service.resendVerification(request.body.email, requestMeta(request)),
    );

    app.post(apiPaths.forgotPasswordCreate, { schema: { body: emailOnlySchema } }, async (request) =>
      service.requestPasswordReset(request.body.email, requestMeta(request)),
    );

    app.post(apiPaths.forgotPasswordCheck, { schema: { body: tokenSchema } }, async (request) =>
      service.checkPasswordReset(request.body.token),
    );

    app.post(apiPaths.forgotPasswordChange, { schema: { body: resetPasswordSchema } }, async (request, reply) => {
      const result = await service.resetPassword(request.body);
      if (request.cookies[SESSION_COOKIE]) clearSessionCookies(reply);
      return result;
    });
  };
}
