import { createServer, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { CrawlError, crawlerHttp } from './http-client.ts';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A local server answering each request with the next scripted status (200 answers `{n}`). */
async function scripted(statuses: number[], headers: Record<string, string> = {}) {
  const seen: number[] = [];
  server = createServer((_req, res) => {
    seen.push(performance.now());
    const status = statuses[Math.min(seen.length - 1, statuses.length - 1)]!;
    res.writeHead(status, { 'content-type': 'application/json', ...(status === 200 ? {} : headers) });
    res.end(status === 200 ? JSON.stringify({ n: seen.length }) : '{}');
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { baseUrl: `http://127.0.0.1:${port}`, seen };
}

describe('crawler HTTP client', () => {
  it('retries 5xx and 429 with doubling backoff, then succeeds', async () => {
    const { baseUrl, seen } = await scripted([503, 429, 200]);
    const waits: number[] = [];
    const http = crawlerHttp({
      baseUrl,
      requestsPerSecond: 100,
      retries: 3,
      backoffMs: 10,
      sleep: async (ms) => void waits.push(ms),
    });
    expect(await http.json('/x')).toEqual({ n: 3 });
    expect(seen).toHaveLength(3);
    expect(waits).toEqual([10, 20]);
  });

  it('waits as long as Retry-After asks when that is longer than the backoff', async () => {
    const { baseUrl } = await scripted([429, 200], { 'retry-after': '2' });
    const waits: number[] = [];
    const http = crawlerHttp({
      baseUrl,
      requestsPerSecond: 100,
      retries: 2,
      backoffMs: 10,
      sleep: async (ms) => void waits.push(ms),
    });
    await http.json('/x');
    expect(waits.reduce((a, b) => a + b, 0)).toBe(2000);
  });

  it('gives up after the configured retries, and at once on a 4xx that will not change', async () => {
    const failing = await scripted([500]);
    const http = crawlerHttp({
      baseUrl: failing.baseUrl,
      requestsPerSecond: 100,
      retries: 2,
      backoffMs: 1,
      sleep: async () => {},
    });
    await expect(http.json('/x')).rejects.toMatchObject({ status: 500, attempts: 3 });
    expect(failing.seen).toHaveLength(3);
    await new Promise<void>((resolve) => server!.close(() => resolve()));

    const missing = await scripted([404]);
    const once = crawlerHttp({
      baseUrl: missing.baseUrl,
      requestsPerSecond: 100,
      retries: 5,
      backoffMs: 1,
      sleep: async () => {},
    });
    await expect(once.json('/x')).rejects.toBeInstanceOf(CrawlError);
    expect(missing.seen).toHaveLength(1);
  });

  it('keeps to its rate: 12 requests at 5 per second span at least two seconds', async () => {
    const { baseUrl, seen } = await scripted([200]);
    const http = crawlerHttp({ baseUrl, requestsPerSecond: 5, retries: 0, backoffMs: 1 });
    await Promise.all(Array.from({ length: 12 }, () => http.json('/x')));
    expect(seen).toHaveLength(12);
    // Requests 1–5 go in the first second, 6–10 in the second, 11–12 in the third.
    expect(seen[11]! - seen[0]!).toBeGreaterThanOrEqual(1900);
  });
});
