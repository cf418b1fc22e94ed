import {
  presentQueryValues,
  TOKEN_QUOTA_HEADER,
  tokenQuotaHeader,
  type BodyOf,
  type Endpoint,
  type ParamsOf,
  type QueryOf,
  type ResponseIn,
} from '@pasarlens/contracts';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { KeyCaller } from '../modules/api-keys/api-keys.service.ts';
import type { AuthContext } from '../modules/auth/sessions.ts';
import { tokenQuota } from '../modules/billing/usage-periods.ts';
import type { ExtensionCaller } from '../modules/extension/extension-tokens.service.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract the route was registered from (guards and the OpenAPI document read it). */
    endpoint?: Endpoint;
  }
  interface FastifyRequest {
    /** The API key's caller on a `key` endpoint (set by the public data API's guard). */
    keyCaller: KeyCaller | null;
  }
}

/** One call of an endpoint, as its handler sees it: parsed input and the caller. */
interface Call<E extends Endpoint> {
  body: BodyOf<E>;
  query: QueryOf<E>;
  params: ParamsOf<E>;
  /**
   * The signed-in user: always there on user and admin endpoints, maybe on public ones; an API
   * key's caller on key endpoints; the user or the extension's caller where the extension's token is taken.
   */
  auth: E['access'] extends 'key'
    ? KeyCaller
    : E['extensionToken'] extends true
      ? AuthContext | ExtensionCaller
      : E['access'] extends 'public'
        ? AuthContext | null
        : AuthContext;
  request: FastifyRequest;
  reply: FastifyReply;
}

type Handler<E extends Endpoint> = (call: Call<E>) => Promise<ResponseIn<E>> | ResponseIn<E>;

/** A handler for every endpoint of a group: a missing one does not compile. */
export type Handlers<G extends Record<string, Endpoint>> = { [K in keyof G]: Handler<G[K]> };

/** Route settings beyond the contract (e.g. a request budget), by endpoint name. */
export type RouteSettings<G> = Partial<Record<keyof G, FastifyContextConfig>>;

/**
 * Registers a group of endpoints from the endpoint table: requests are validated and answers
 * serialised by the contract's zod schemas (fastify-type-provider-zod), and the guard reads the
 * endpoint's access from the route's config, so a route supplies only its handler.
 */
export function registerEndpoints<G extends Record<string, Endpoint>>(
  app: FastifyInstance,
  group: G,
  handlers: Handlers<G>,
  settings: RouteSettings<G> = {},
): void {
  for (const name of Object.keys(group) as (keyof G & string)[]) {
    const endpoint = group[name]!;
    const handler = handlers[name] as Handler<Endpoint>;
    const status = endpoint.status ?? 200;
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      schema: {
        operationId: name,
        tags: [endpoint.tag],
        summary: endpoint.summary,
        ...(endpoint.description ? { description: endpoint.description } : {}),
        ...(endpoint.body ? { body: endpoint.body } : {}),
        ...(endpoint.query ? { querystring: endpoint.query } : {}),
        ...(endpoint.params ? { params: endpoint.params } : {}),
        response: { [status]: endpoint.response },
      },
      config: { ...settings[name], endpoint },
      ...(endpoint.maxBodyBytes ? { bodyLimit: endpoint.maxBodyBytes } : {}),
      ...(endpoint.query
        ? {
            preValidation: async (request: FastifyRequest) => {
              request.query = presentQueryValues(request.query as Record<string, unknown>);
            },
          }
        : {}),
      // The guard (plugins/auth-context.ts) has already required the session and role the endpoint's access names.
      handler: async (request, reply) => {
        reply.status(status);
        const caller = request.extensionCaller ?? request.auth;
        const answer = await handler({
          body: request.body,
          query: request.query,
          params: request.params,
          auth: endpoint.access === 'key' ? request.keyCaller : caller,
          request,
          reply,
        } as unknown as Call<Endpoint>);
        // A charge brings the caller's access up to date (billing's tokens.spend), so this is the balance after it.
        if (endpoint.charged && caller)
          reply.header(TOKEN_QUOTA_HEADER, tokenQuotaHeader(tokenQuota(caller.access.usage)));
        return answer;
      },
    });
  }
}
