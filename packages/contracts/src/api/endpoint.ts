import { z } from 'zod';
import { errorCatalog, type ErrorCode } from '../errors.ts';

export const HTTP_METHODS = ['GET', 'POST', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/**
 * Who may call an endpoint: anyone, any signed-in user, an admin, or the holder of an API key
 * (`Authorization: Bearer`, the public data API under /public/v1/data/ only, decisions/036).
 */
export type Access = 'public' | 'user' | 'admin' | 'key';

/** Where the endpoints that take API keys live, and only they. */
export const KEY_PATH_PREFIX = '/public/v1/data/';

/** An object schema (body, query or path parameters). */
type ObjectSchema = z.ZodType<Record<string, unknown>>;

/**
 * One HTTP endpoint as both sides see it: the server registers its route from this, the web
 * client builds its call from it, and the OpenAPI document is generated from it.
 */
export interface Endpoint {
  method: HttpMethod;
  /** Fastify's path syntax: `:name` for a path parameter. */
  path: string;
  /** The feature it belongs to (OpenAPI tag). */
  tag: string;
  summary: string;
  /** More than the summary says (OpenAPI description): what it costs, what it answers. */
  description?: string;
  access: Access;
  params?: ObjectSchema;
  query?: ObjectSchema;
  body?: z.ZodType;
  /** A multipart/form-data body of one file under `field` instead of a JSON body. */
  upload?: { field: string; maxBytes: number; mediaTypes: readonly string[] };
  response: z.ZodType;
  /** The success status; 200 unless given. */
  status?: 200 | 201 | 202;
  /**
   * What the call does to what is stored: by default a GET reads and every other method writes.
   * A read changes nothing but, on a premium call, the tokens it charges; while an admin views
   * the app as a user, reads run without charging anyone and writes are refused (a POST behind
   * which sits a search or a list is a read; spec §7's GETs that remove or reveal are writes).
   */
  effect?: 'read' | 'write';
  /** Runs while an admin views the app as a user although it writes (the exit from viewing, logging out). */
  allowedWhileViewing?: boolean;
  /** A body may be larger than the server's default limit (1 MB), up to this. */
  maxBodyBytes?: number;
  /**
   * A user endpoint the browser extension calls: it also takes the extension's token
   * (`Authorization: Bearer pl_ext_…`) in place of the session, and no other endpoint does (decisions/038).
   */
  extensionToken?: true;
  /**
   * A call that may take the caller's tokens: its answer carries the caller's token quota after
   * the call in TOKEN_QUOTA_HEADER, so the client updates the balance it shows without asking again.
   */
  charged?: true;
  /** Errors particular to this endpoint; validation, sign-in and access errors are implied. */
  errors?: readonly ErrorCode[];
}

/** The header of a charged answer: the tokens used and the limit after the call, as `count/limit` (the user's `quota`). */
export const TOKEN_QUOTA_HEADER = 'x-token-quota';

export interface TokenQuota {
  count: number;
  limit: number;
}

export const tokenQuotaHeader = (quota: TokenQuota): string => `${quota.count}/${quota.limit}`;

/** Declares an endpoint, keeping its exact schema types. */
export const endpoint = <const E extends Endpoint>(definition: E): E => definition;

/** The body of every failed call: `{code, message, issues?}` with the codes of errors.ts. */
export const errorBodySchema = z.object({
  code: z.enum(Object.keys(errorCatalog) as [ErrorCode, ...ErrorCode[]]),
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  retryAfterSeconds: z.number().int().optional(),
});

/**
 * A query without its empty values: spec §7's client sends a filter it does not use as an empty
 * value (`?page=1&product=&category=&type=`), which means no filter, as an absent one does.
 */
export const presentQueryValues = (query: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== '' && value !== undefined && value !== null),
  );

/** Whether the endpoint reads or writes what is stored (see Endpoint.effect). */
export const effectOf = (endpoint: Pick<Endpoint, 'method' | 'effect'>): 'read' | 'write' =>
  endpoint.effect ?? (endpoint.method === 'GET' ? 'read' : 'write');

/** The error codes an endpoint can answer with: its own and those its input and access imply. */
export function errorsOf(endpoint: Endpoint): ErrorCode[] {
  const implied: ErrorCode[] = [];
  if (endpoint.body || endpoint.upload || endpoint.query || endpoint.params) implied.push('VALIDATION_FAILED');
  const signedIn = endpoint.access === 'user' || endpoint.access === 'admin';
  if (signedIn) implied.push('AUTH_REQUIRED');
  if (signedIn && endpoint.method !== 'GET') implied.push('CSRF_INVALID');
  if (endpoint.access === 'key') implied.push('API_KEY_INVALID', 'API_KEY_PLAN_ENDED', 'API_RATE_LIMITED');
  if (endpoint.access === 'admin') implied.push('FORBIDDEN');
  if (effectOf(endpoint) === 'write' && !endpoint.allowedWhileViewing) implied.push('VIEW_ONLY');
  return [...new Set([...implied, ...(endpoint.errors ?? [])])];
}

type Infer<S> = S extends z.ZodType ? z.output<S> : unknown;
type InferIn<S> = S extends z.ZodType ? z.input<S> : Record<never, never>;

/** What the server's handler receives, already parsed. */
export type ParamsOf<E extends Endpoint> = Infer<E['params']>;
export type QueryOf<E extends Endpoint> = Infer<E['query']>;
export type BodyOf<E extends Endpoint> = Infer<E['body']>;
/** What the handler answers (before the response schema serialises it). */
export type ResponseIn<E extends Endpoint> = z.input<E['response']>;
/** What the client receives. */
export type ResponseOf<E extends Endpoint> = z.output<E['response']>;

/**
 * What a client passes to call an endpoint: one object holding its path parameters and its body
 * (or, for GET, its query; for an upload, its file). Endpoints never take both a body and a query.
 */
export type InputOf<E extends Endpoint> = InferIn<E['params']> &
  (E['method'] extends 'GET'
    ? InferIn<E['query']>
    : E['upload'] extends { field: infer F extends string }
      ? Record<F, Blob>
      : InferIn<E['body']>);

/** The names of a path's `:parameters`. */
export const pathParamNames = (path: string): string[] =>
  [...path.matchAll(/:([A-Za-z_]\w*)/g)].map((match) => match[1]!);

/** The path with its parameters filled in (URL-encoded). */
export function fillPath(path: string, values: Record<string, unknown>): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => encodeURIComponent(String(values[name])));
}
