import type { CurrentUser } from '@pasarlens/contracts';
import { cleanup } from '@testing-library/react';
import { vi } from 'vitest';

/** One request the app made: method, path, query and JSON body. */
export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: any;
}

export type Reply = (request: RecordedRequest) => Response | Promise<Response>;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

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
    if (request.path === '/internal/auth/check') return this.user ? json(200, { user: this.user }) : errorReply(401, 'AUTH_REQUIRED');
    if (request.path === '/public/v1/page-views') return json(202, { ok: true });
    return errorReply(404, 'NOT_FOUND', 'Not found');
  });

  /** Answers `method path` with a fixed body (200) or a reply function. */
  on(method: string, path: string, reply: Reply | object): this {
    this.replies.set(`${method.toUpperCase()} ${path}`, typeof reply === 'function' ? (reply as Reply) : () => json(200, reply));
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
