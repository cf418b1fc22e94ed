import { authEndpoints } from '@pasarlens/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerEndpoints } from '../../http/endpoints.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { clearSessionCookies, issueCsrfCookie, SESSION_COOKIE, setSessionCookies } from '../../plugins/auth-context.ts';
import { currentUser } from '../users/current-user.ts';
import { authService } from './auth.service.ts';

export function authRoutes(ctx: AppContext): FastifyPluginAsync {
  const service = authService(ctx);
  return async (app) =>
    registerEndpoints(app, authEndpoints, {
      authCheck: async ({ auth, reply }) => {
        issueCsrfCookie(reply, ctx, auth.session.id, auth.session.expiresAt);
        return { user: await currentUser(ctx, auth.user, auth.viewer?.email ?? null) };
      },

      login: async ({ body, auth, request, reply }) => {
        const { user, token, session } = await service.login(body, requestMeta(request));
        // Rotation: whatever session this browser had before is ended, never reused.
        if (auth) await ctx.sessions.revoke(auth.session.id);
        setSessionCookies(reply, ctx, token, session);
        return { user: await currentUser(ctx, user) };
      },

      logout: async ({ auth, reply }) => {
        await ctx.sessions.revoke(auth.session.id);
        clearSessionCookies(reply);
        return { ok: true } as const;
      },

      register: ({ body, request }) => service.register(body, requestMeta(request)),
      verifyEmail: ({ body }) => service.verifyEmail(body.token),
      resendVerification: ({ body, request }) => service.resendVerification(body.email, requestMeta(request)),
      forgotPasswordCreate: ({ body, request }) => service.requestPasswordReset(body.email, requestMeta(request)),
      forgotPasswordCheck: ({ body }) => service.checkPasswordReset(body.token),

      forgotPasswordChange: async ({ body, request, reply }) => {
        const result = await service.resetPassword(body);
        if (request.cookies[SESSION_COOKIE]) clearSessionCookies(reply);
        return result;
      },
    });
}
