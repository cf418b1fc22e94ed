/**
 * The API as typed functions, generated from the endpoint table of @pasarlens/contracts: a call
 * site names the endpoint (`client.productResearchProducts(input)`), never a path or a schema.
 * Inputs are checked locally against the endpoint's schema (412 'Data Validation Error' without
 * a call, spec §5); in development and tests every answer is checked against the endpoint's
 * response schema, so a server and a client that drift apart fail loudly.
 */
import {
  endpoints,
  fillPath,
  pathParamNames,
  presentQueryValues,
  TOKEN_QUOTA_HEADER,
  type CurrentUser,
  type Endpoint,
  type EndpointName,
  type Endpoints,
  type InputOf,
  type ResponseOf,
} from '@pasarlens/contracts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiRequest, localValidationFailure, unwrap, type ApiResult, type LocalSchema } from './api.ts';
import { AUTH_QUERY_KEY } from './currentUser.ts';

export interface CallOptions {
  signal?: AbortSignal;
  /** Where the signed-in user is cached: a charged answer's token quota goes there. */
  queryClient?: QueryClient;
}

const checksAnswers = import.meta.env.DEV || import.meta.env.MODE === 'test';

/** Thrown in development and tests when an answer does not match its endpoint's contract. */
export class ContractMismatch extends Error {
  constructor(endpoint: Endpoint, issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>) {
    const where = issues
      .slice(0, 5)
      .map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`);
    super(`${endpoint.method} ${endpoint.path} answered outside its contract: ${where.join('; ')}`);
    this.name = 'ContractMismatch';
  }
}

function withoutKeys(values: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([key]) => !keys.includes(key)));
}

function queryString(values: Record<string, unknown>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(values))
    if (value !== undefined && value !== null) query.set(key, String(value));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** Checks a GET's query locally the way apiRequest checks a body, without sending one. */
function checkedQuery(schema: LocalSchema<unknown> | undefined, values: Record<string, unknown>) {
  if (!schema) return { ok: true as const, values };
  const parsed = schema.safeParse(presentQueryValues(values));
  return parsed.success
    ? { ok: true as const, values: parsed.data as Record<string, unknown> }
    : { ok: false as const, issues: parsed.error.issues };
}

/** The file of an upload as a form, checked locally for its type and size as the contract names them. */
function uploadForm(upload: NonNullable<Endpoint['upload']>, values: Record<string, unknown>) {
  const file = values[upload.field];
  const refuse = (message: string) => ({ ok: false as const, issues: [{ path: [upload.field], message }] });
  if (!(file instanceof Blob)) return refuse('Choose a file');
  if (!upload.mediaTypes.includes(file.type)) return refuse(`Use ${upload.mediaTypes.join(', ')}`);
  if (file.size > upload.maxBytes) return refuse(`At most ${Math.round(upload.maxBytes / 1_048_576)} MB`);
  const data = new FormData();
  data.append(upload.field, file);
  return { ok: true as const, data };
}

/** Calls one endpoint: path parameters come from the input, the rest is the body (or, for GET, the query; for an upload, the file). */
export async function callEndpoint<E extends Endpoint>(
  endpoint: E,
  input?: InputOf<E>,
  options: CallOptions = {},
): Promise<ApiResult<ResponseOf<E>>> {
  const values = (input ?? {}) as Record<string, unknown>;
  const path = fillPath(endpoint.path, values);
  const rest = withoutKeys(values, pathParamNames(endpoint.path));
  const { signal, queryClient } = options;
  // Only charged endpoints send the header.
  const onHeaders =
    queryClient &&
    ((headers: Headers) => {
      const [count, limit] = headers.get(TOKEN_QUOTA_HEADER)?.split('/').map(Number) ?? [];
      // The balance the header shows (spec §4), in the cached user: no second request.
      if (limit !== undefined)
        queryClient.setQueryData<CurrentUser | null>(
          AUTH_QUERY_KEY,
          (user) => user && { ...user, quota: { ...user.quota, count: count!, limit } },
        );
    });
  const request = { signal, onHeaders };
  let result: ApiResult<unknown>;
  if (endpoint.method === 'GET') {
    const query = checkedQuery(endpoint.query, rest);
    if (!query.ok) return localValidationFailure(query.issues);
    result = await apiRequest('GET', `${path}${queryString(query.values)}`, undefined, request);
  } else if (endpoint.upload) {
    const form = uploadForm(endpoint.upload, rest);
    if (!form.ok) return localValidationFailure(form.issues);
    result = await apiRequest(endpoint.method, path, form.data, request);
  } else {
    result = await apiRequest(endpoint.method, path, endpoint.body ? rest : undefined, {
      schema: endpoint.body,
      ...request,
    });
  }
  if (result.ok && checksAnswers) {
    const checked = endpoint.response.safeParse(result.data);
    if (!checked.success) throw new ContractMismatch(endpoint, checked.error.issues);
  }
  return result as ApiResult<ResponseOf<E>>;
}

type Caller<E extends Endpoint> =
  Record<never, never> extends InputOf<E>
    ? (input?: InputOf<E>, options?: CallOptions) => Promise<ApiResult<ResponseOf<E>>>
    : (input: InputOf<E>, options?: CallOptions) => Promise<ApiResult<ResponseOf<E>>>;

export type Client = { [K in EndpointName]: Caller<Endpoints[K]> };

/** One typed function per endpoint of the table. */
export const client = Object.fromEntries(
  Object.entries(endpoints).map(([name, endpoint]) => [
    name,
    (input?: unknown, options?: CallOptions) => callEndpoint(endpoint, input as never, options),
  ]),
) as unknown as Client;

/**
 * TanStack Query options for a read: keyed by the endpoint's name and input, failing (ApiError)
 * when the call fails, cancelled when the query is. A charged answer updates the cached user's tokens.
 */
export function endpointQuery<K extends EndpointName>(name: K, input: InputOf<Endpoints[K]>) {
  return queryOptions({
    queryKey: [name, input] as const,
    queryFn: async ({ signal, client: queryClient }): Promise<ResponseOf<Endpoints[K]>> =>
      unwrap(await callEndpoint(endpoints[name], input, { signal, queryClient })),
  });
}
