import {
  apiPaths,
  TOKEN_QUOTA_HEADER,
  tokenQuotaHeader,
  type CurrentUser,
  type EndpointName,
  type Endpoints,
  type ResponseIn,
  type TokenQuota,
} from '@pasarlens/contracts';
import { cleanup } from '@testing-library/react';
import { vi } from 'vitest';

type EndpointAt<P extends string> = {
  [K in EndpointName]: Endpoints[K]['path'] extends P ? Endpoints[K] : never;
}[EndpointName];

/**
 * What the API answers on success at each path of the endpoint table, in the contracts' types:
 * a fixture that drifts from the contract fails the type check (and, at run time, the client's
 * answer check).
 */
type ApiAnswers = { [P in Endpoints[EndpointName]['path']]: ResponseIn<EndpointAt<P>> };

/** One request the app made: method, path, query and JSON body. */
export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: any;
}

/** A reply as the network gives it, for a status other than 200 or a path `ApiAnswers` does not know. */
export type Reply = (request: RecordedRequest) => Response | Promise<Response>;

/** A fixed answer (sent with 200), or one made from the request; a Response stands for a failure. */
type Answer<T> = T | ((request: RecordedRequest) => T | Response | Promise<T | Response>);

/** What `on()` takes for a path: a typed answer where the contracts type it, else a raw reply. */
export type ReplyFor<P extends string> = P extends keyof ApiAnswers ? Answer<ApiAnswers[P]> : Reply;

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

/** A charged answer: its body with the caller's token quota after the charge. */
export const chargedReply = (body: unknown, quota: TokenQuota) =>
  json(200, body, { [TOKEN_QUOTA_HEADER]: tokenQuotaHeader(quota) });

export const errorReply = (status: number, code: string, message = code) => json(status, { code, message });

/**
 * A stand-in for the API behind `fetch`: the auth check answers with `user` (401 without one), page
 * views are accepted, `on()` adds answers, everything else is a 404. Every request is recorded.
 */
export class FakeApi {
  user: CurrentUser | null = null;
  readonly requests: RecordedRequest[] = [];
  private readonly replies = new Map<string, Reply>();
  readonly fetch = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://app.test');
    const text = typeof init?.body === 'string' ? init.body : undefined;
    const request: RecordedRequest = {
      method: (init?.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      query: url.searchParams,
      body: text === undefined ? undefined : JSON.parse(text),
    };
    this.requests.push(request);
    const reply = this.replies.get(`${request.method} ${request.path}`);
    if (reply) return reply(request);
    if (request.path === apiPaths.authCheck)
      return this.user ? json(200, { user: this.user }) : errorReply(401, 'AUTH_REQUIRED');
    if (request.path === apiPaths.pageViews) return json(202, { ok: true });
    return errorReply(404, 'NOT_FOUND', 'Not found');
  });

  /** Answers `method path` with a fixed body (200) or a reply function. */
  on<P extends string>(method: string, path: P, reply: ReplyFor<P>): this {
    const answer = reply as Answer<unknown>;
    this.replies.set(`${method.toUpperCase()} ${path}`, async (request) => {
      const body = typeof answer === 'function' ? await answer(request) : answer;
      return body instanceof Response ? body : json(200, body);
    });
    return this;
  }

  calls(method: string, path: string): RecordedRequest[] {
    return this.requests.filter((request) => request.method === method.toUpperCase() && request.path === path);
  }

  /** Replaces the global fetch; undone by vi.unstubAllGlobals(). */
  install(): this {
    vi.stubGlobal('fetch', this.fetch);
    return this;
  }
}

/** After each test: unmount what was rendered and give `fetch` back. */
export function uninstallFakeApi(): void {
  cleanup();
  vi.unstubAllGlobals();
}
