import { apiPaths } from '@pasarlens/contracts';
import type { OutgoingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/harness.ts';

const OPENAPI = '/api/openapi.json';
const LARGE = 'x'.repeat(4096);

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  for (const [path, type] of [
    ['/test/sheet', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['/test/picture', 'image/png'],
    ['/test/events', 'text/event-stream'],
  ] as const)
    app.server.get(path, (_request, reply) => reply.type(type).send(LARGE));
});
afterAll(() => app.close());

const get = (url: string, acceptEncoding?: string) =>
  app.server.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

/** The headers an answer has whatever its encoding (not its framing). */
const FRAMING = ['date', 'vary', 'content-encoding', 'content-length', 'transfer-encoding'];
const withoutEncoding = (headers: OutgoingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !FRAMING.includes(name)));

describe('compression', () => {
  it('sends a JSON answer over 1 KB in brotli or gzip, as the client asks, holding the same body and headers', async () => {
    const plain = await get(OPENAPI);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const br = await get(OPENAPI, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('no-store');
    expect(withoutEncoding(br.headers)).toEqual(withoutEncoding(plain.headers));

    const gzip = await get(OPENAPI, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends an answer under 1 KB as it is, varying on Accept-Encoding all the same', async () => {
    const status = await get(apiPaths.status, 'br, gzip');
    expect(status.rawPayload.length).toBeLessThan(1024);
    expect(status.headers['content-encoding']).toBeUndefined();
    expect(status.headers.vary).toContain('accept-encoding');
    expect(status.json()).toMatchObject({ ready: true });
  });

  it('sends identity to a client that accepts neither brotli nor gzip', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'deflate']) {
      const answer = await get(OPENAPI, acceptEncoding);
      expect(answer.headers['content-encoding'], acceptEncoding).toBeUndefined();
      expect(answer.json(), acceptEncoding).toMatchObject({ openapi: '3.1.0' });
    }
  });

  it('leaves spreadsheets (already zipped), images and event streams alone', async () => {
    for (const path of ['/test/sheet', '/test/picture', '/test/events']) {
      const answer = await get(path, 'br, gzip');
      expect(answer.headers['content-encoding'], path).toBeUndefined();
      expect(answer.body, path).toBe(LARGE);
    }
  });
});
