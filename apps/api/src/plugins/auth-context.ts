import cookie from '@fastify/cookie';
import csrf from '@fastify/csrf-protection';
import { CSRF_COOKIE, CSRF_HEADER, effectOf, KEY_PATH_PREFIX, type Access } from '@pasarlens/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { AppContext } from '../context.ts';
import { randomToken } from '../lib/crypto.ts';
import { AppError } from '../lib/errors.ts';
import { recordAudit } from '../lib/audit.repo.ts';
import { sharedSecret } from '../lib/secrets.repo.ts';
import type { AuthContext } from '../modules/auth/sessions.ts';
import { extensionTokensService, type ExtensionCaller } from '../modules/extension/extension-tokens.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
    /** The browser extension's caller, on an endpoint that takes its token (decisions/038). */
    extensionCaller: ExtensionCaller | null;
  }
}

export const SESSION_COOKIE = 'sid';
const CSRF_SECRET_COOKIE = '_csrf';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Who may call the route the request matched, from the endpoint it was registered from; null
 * outside the endpoint table (the web app, a 404). The router has decoded and matched the path,
 * so `/%69nternal/…` is guarded exactly like `/internal/…`.
 */
const accessOf = (request: FastifyRequest): Access | null => request.routeOptions.config?.endpoint?.access ?? null;
const isSignedInRoute = (access: Access | null) => access === 'user' || access === 'admin';

/** While an admin views the app as a user, only reads run (free of charge): every write is refused. */
function refusedWhileViewing(request: FastifyRequest): boolean {
  const endpoint = request.routeOptions.config?.endpoint;
  if (!request.auth?.viewer || !endpoint) return false;
  return effectOf(endpoint) === 'write' && !endpoint.allowedWhileViewing;
}

/**
 * A route under /internal that the guard would not protect is a mistake, and so is an API key
 * accepted anywhere but the public data API: refuse to start with either.
 */
function checkRouteAccess(route: RouteOptions): void {
  const keyed = route.config?.endpoint?.access === 'key';
  if (keyed !== route.url.startsWith(KEY_PATH_PREFIX))
    throw new Error(`${route.url}: API keys are taken on ${KEY_PATH_PREFIX}* only, and every route there takes them`);
  if (route.config?.endpoint?.extensionToken && route.config.endpoint.access !== 'user')
    throw new Error(`${route.url}: the extension's token stands in for a user's session, on user endpoints only`);
  if (!route.url.startsWith('/internal/')) return;
  const access = route.config?.endpoint?.access;
  const expected = route.url.startsWith('/internal/admin/') ? ['admin'] : ['user', 'admin'];
  if (!access || !expected.includes(access)) {
    throw new Error(
      `${route.url} must be registered from the endpoint table with ${expected.join(' or ')} access (got ${access ?? 'none'})`,
    );
  }
}

/** The key CSRF tokens are bound with: one for every process on the database. */
const csrfHmacKey = (ctx: AppContext) => sharedSecret(ctx.db, 'csrf_hmac_key', randomToken);

/**
 * The one guard of every endpoint, by its access in the endpoint table: resolves the session
 * cookie, requires it on user and admin endpoints, keeps admin endpoints for admins, and checks
 * the CSRF header on every state-changing call of a signed-in endpoint. An `Authorization`
 * header means something on the endpoints marked `extensionToken` alone: the extension's token
 * in place of the session (no cookie, so no CSRF to check); the public data API's guard reads its own.
 */
export async function registerAuthContext(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const cookieOptions = { path: '/', sameSite: 'lax' as const, secure: ctx.config.secureCookies };
  await app.register(cookie);
  await app.register(csrf, {
    sessionPlugin: '@fastify/cookie',
    cookieKey: CSRF_SECRET_COOKIE,
    cookieOpts: { ...cookieOptions, httpOnly: true },
    csrfOpts: { hmacKey: await csrfHmacKey(ctx) },
    getUserInfo: (request: FastifyRequest) => request.auth?.session.id ?? '',
    getToken: (request: FastifyRequest) => request.headers[CSRF_HEADER] as string | undefined,
  });

  const extensionTokens = extensionTokensService(ctx);
  app.decorateRequest('auth', null);
  app.decorateRequest('extensionCaller', null);
  app.addHook('onRoute', checkRouteAccess);
  app.addHook('onRequest', async (request) => {
    const access = accessOf(request);
    // Key endpoints read no cookie: their guard (modules/api-keys) takes the bearer key alone.
    if (access === null || access === 'key') return;
    if (request.routeOptions.config?.endpoint?.extensionToken && request.headers.authorization !== undefined) {
      request.extensionCaller = await extensionTokens.authenticate(request.headers.authorization);
      return;
    }
    const token = request.cookies[SESSION_COOKIE];
    if (token) request.auth = await ctx.sessions.resolve(token);
    if (refusedWhileViewing(request)) {
      await recordAudit(ctx.db, {
        actorId: request.auth!.viewer!.id,
        action: 'view_as.refused',
        targetId: request.auth!.user.id,
        details: { method: request.method, route: request.routeOptions.url ?? null, url: request.url },
        createdAt: ctx.clock.now(),
      });
      throw new AppError('VIEW_ONLY');
    }
    if (access === 'public') return;
    if (!request.auth) throw new AppError('AUTH_REQUIRED');
    if (access === 'admin' && request.auth.user.role !== 'admin') throw new AppError('FORBIDDEN');
  });
  // Every change an admin makes is kept — who, which route, on what, with what outcome — and
  // written before the answer leaves, so no one can read an admin change that is not yet audited.
  app.addHook('onSend', async (request, reply, payload) => {
    if (accessOf(request) !== 'admin' || SAFE_METHODS.has(request.method) || request.auth?.user.role !== 'admin')
      return payload;
    await recordAudit(ctx.db, {
      actorId: request.auth.user.id,
      action: `${request.method} ${request.routeOptions.url ?? request.url}`,
      targetId:
        (request.params as { userId?: string; id?: string } | undefined)?.userId ??
        (request.params as { id?: string } | undefined)?.id ??
        null,
      details: {
        url: request.url,
        status: reply.statusCode,
        purpose: (request.body as { purpose?: unknown } | undefined)?.purpose ?? null,
      },
      createdAt: ctx.clock.now(),
    });
    return payload;
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (isSignedInRoute(accessOf(request)) && !SAFE_METHODS.has(request.method) && !request.extensionCaller)
      return app.csrfProtection(request, reply, done);
    done();
  });
}

/** Starts a signed-in session: the HttpOnly session cookie and a CSRF token bound to it. */
export function setSessionCookies(
  reply: FastifyReply,
  ctx: AppContext,
  token: string,
  session: AuthContext['session'],
): void {
  const base = { path: '/', sameSite: 'lax' as const, secure: ctx.config.secureCookies, expires: session.expiresAt };
  reply.setCookie(SESSION_COOKIE, token, { ...base, httpOnly: true });
  issueCsrfCookie(reply, ctx, session.id, session.expiresAt);
}

/** The readable `csrf` cookie that the web client copies into the x-csrf-token header. */
export function issueCsrfCookie(reply: FastifyReply, ctx: AppContext, sessionId: string, expires: Date): void {
  const csrfToken = reply.generateCsrf({ userInfo: sessionId });
  reply.setCookie(CSRF_COOKIE, csrfToken, {
    path: '/',
    sameSite: 'lax',
    secure: ctx.config.secureCookies,
    httpOnly: false,
    expires,
  });
}

export function clearSessionCookies(reply: FastifyReply): void {
  for (const name of [SESSION_COOKIE, CSRF_COOKIE, CSRF_SECRET_COOKIE]) reply.clearCookie(name, { path: '/' });
}
