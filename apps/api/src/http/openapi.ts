import swagger from '@fastify/swagger';
import {
  apiLimitsText,
  errorBodySchema,
  errorCatalog,
  errorsOf,
  platformEndpoints,
  TOKEN_QUOTA_HEADER,
  type Endpoint,
  type ErrorCode,
} from '@pasarlens/contracts';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { registerEndpoints } from './endpoints.ts';
import answerExamples from './public-data-examples.json' with { type: 'json' };

/** The error answers of an endpoint, one per status, each naming its codes and texts. */
function errorResponses(codes: ErrorCode[]) {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes)
    byStatus.set(errorCatalog[code].status, [...(byStatus.get(errorCatalog[code].status) ?? []), code]);
  return Object.fromEntries(
    [...byStatus].map(([status, group]) => [
      status,
      errorBodySchema.describe(group.map((code) => `${code}: ${errorCatalog[code].message}`).join('; ')),
    ]),
  );
}

/** A multipart body of one file, for an endpoint whose contract declares an upload. */
function uploadBody(upload: NonNullable<Endpoint['upload']>) {
  const file = {
    type: 'string',
    format: 'binary',
    description: `${upload.mediaTypes.join(', ')}, at most ${upload.maxBytes} bytes`,
  };
  return {
    consumes: ['multipart/form-data'],
    body: { type: 'object', required: [upload.field], properties: { [upload.field]: file } },
  };
}

/**
 * A real answer beside the 200 answer's schema, where one was taken (the public data API's, by
 * `npm run openapi:examples`).
 */
function withAnswerExample<T extends { schema: object }>(path: string, transformed: T): T {
  const example = (answerExamples as Record<string, unknown>)[path];
  const responses = (transformed.schema as { response?: Record<string, Record<string, unknown>> }).response;
  if (example === undefined || !responses?.['200']) return transformed;
  const response = { ...responses, 200: { ...responses['200'], examples: [example] } };
  return { ...transformed, schema: { ...transformed.schema, response } };
}

/** The header a charged endpoint's answer carries (decisions/042), declared on its 200 answer. */
function withTokenQuotaHeader<T extends { schema: object }>(transformed: T): T {
  const responses = (transformed.schema as { response?: Record<string, Record<string, unknown>> }).response;
  if (!responses?.['200']) return transformed;
  const quota = {
    type: 'string',
    pattern: '^\\d+/\\d+$',
    description: "The user's tokens used and limit after this answer, as count/limit (the profile's quota)",
  };
  const response = { ...responses, 200: { ...responses['200'], headers: { [TOKEN_QUOTA_HEADER]: quota } } };
  return { ...transformed, schema: { ...transformed.schema, response } };
}

/**
 * The OpenAPI 3.1 document of every route registered from the endpoint table, with the errors
 * each can answer, served at GET /api/openapi.json. Registered before the routes so that it sees
 * them all.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Pasarlens API',
        version: '1.0.0',
        description:
          "Marketplace analytics for Shopee, Tokopedia and TikTok Shop. The public data API (tag `public`, /public/v1/data/*) takes an API key as `Authorization: Bearer <key>` (Genius and Enterprise plans create keys on the account page) and nothing else; each call costs the tokens its description names, from the plan's monthly tokens, and every answer carries `x-tokens-left` and `x-tokens-refill-at` (when the month's tokens come back), `x-ratelimit-limit` and `x-ratelimit-remaining`. Requests per key are limited as a token bucket (" +
          apiLimitsText() +
          '); past it the answer is 429 with Retry-After. Private calls (/internal) need the session cookie and, unless GET, the x-csrf-token header carrying the csrf cookie.',
      },
      tags: [{ name: 'public', description: 'The public data API: market figures with an API key' }],
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'sid' },
          bearer: { type: 'http', scheme: 'bearer', description: 'An API key (pl_live_…) from the account page' },
          extension: {
            type: 'http',
            scheme: 'bearer',
            description: "The browser extension's token (pl_ext_…), made by the connect page (decisions/038)",
          },
        },
      },
    },
    transform: (document) => {
      const endpoint = document.route.config?.endpoint;
      if (!endpoint) return jsonSchemaTransform(document);
      const response = {
        ...(document.schema.response as Record<number, unknown>),
        ...errorResponses(errorsOf(endpoint)),
      };
      const scheme = endpoint.access === 'key' ? 'bearer' : 'session';
      // Either the session or, where the extension calls, its token.
      const security: Record<string, string[]>[] =
        endpoint.access === 'public' ? [] : [{ [scheme]: [] }, ...(endpoint.extensionToken ? [{ extension: [] }] : [])];
      const described = withAnswerExample(
        endpoint.path,
        jsonSchemaTransform({ ...document, schema: { ...document.schema, response, security } }),
      );
      const transformed = endpoint.charged ? withTokenQuotaHeader(described) : described;
      return endpoint.upload
        ? { ...transformed, schema: { ...transformed.schema, ...uploadBody(endpoint.upload) } }
        : transformed;
    },
  });
  registerEndpoints(app, platformEndpoints, { openApi: () => app.swagger() as unknown as Record<string, unknown> });
}
