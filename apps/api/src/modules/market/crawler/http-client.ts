import { RateLimiterMemory, RateLimiterQueue } from 'rate-limiter-flexible';

export interface CrawlerHttpOptions {
  baseUrl: string;
  /** Requests per second, across every call of this client. */
  requestsPerSecond: number;
  /** Attempts after the first, for network errors, 429 and 5xx. */
  retries: number;
  /** First backoff; each retry doubles it (a Retry-After header wins when longer). */
  backoffMs: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

export class CrawlError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly attempts: number,
  ) {
    super(message);
  }
}

const RETRYABLE = (status: number) => status === 429 || status >= 500;
const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A polite JSON client for marketplace endpoints: rate-limited, with retries and backoff. */
export function crawlerHttp(options: CrawlerHttpOptions) {
  const doFetch = options.fetch ?? fetch;
  const sleep = options.sleep ?? defaultSleep;
  const queue = new RateLimiterQueue(new RateLimiterMemory({ points: options.requestsPerSecond, duration: 1 }), {
    maxQueueSize: 10_000,
  });
  const base = options.baseUrl.replace(/\/$/, '');

  async function attempt(
    path: string,
    init: RequestInit,
  ): Promise<{ status: number; retryAfterMs: number | null; body?: unknown }> {
    await queue.removeTokens(1);
    const response = await doFetch(`${base}${path}`, {
      ...init,
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
    const retryAfter = Number(response.headers.get('retry-after'));
    const retryAfterMs = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : null;
    if (!response.ok) return { status: response.status, retryAfterMs };
    return { status: response.status, retryAfterMs, body: (await response.json()) as unknown };
  }

  return {
    async json(path: string, init: RequestInit = {}): Promise<unknown> {
      let lastStatus: number | null = null;
      let lastError = '';
      for (let tries = 0; tries <= options.retries; tries++) {
        if (tries > 0) await sleep(options.backoffMs * 2 ** (tries - 1));
        try {
          const result = await attempt(path, init);
          if (result.body !== undefined) return result.body;
          lastStatus = result.status;
          lastError = `HTTP ${result.status}`;
          if (!RETRYABLE(result.status)) throw new CrawlError(`${path}: ${lastError}`, result.status, tries + 1);
          if (result.retryAfterMs && result.retryAfterMs > options.backoffMs * 2 ** tries)
            await sleep(result.retryAfterMs - options.backoffMs * 2 ** tries);
        } catch (error) {
          if (error instanceof CrawlError) throw error;
          lastError = (error as Error).message;
        }
      }
      throw new CrawlError(
        `${path}: ${lastError} after ${options.retries + 1} attempts`,
        lastStatus,
        options.retries + 1,
      );
    },
  };
}
