import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFiles } from '../../../web/precompress.ts';
import { createTestApp, type TestApp } from '../testing/harness.ts';

const dist = mkdtempSync(join(tmpdir(), 'pasarlens-web-'));
writeFileSync(join(dist, 'index.html'), `<!doctype html><div id="root"></div>${'<!-- app -->'.repeat(100)}`);
writeFileSync(join(dist, 'app.js'), 'console.log(1)');
mkdirSync(join(dist, 'assets'));
const script = 'export const rows = [];\n'.repeat(200);
writeFileSync(join(dist, 'assets', 'home-a1b2c3.js'), script);
mkdirSync(join(dist, 'prerendered'));
writeFileSync(join(dist, 'prerendered', 'index.html'), '<title>Beranda</title>');
writeFileSync(join(dist, 'prerendered', 'blog__acos.html'), '<title>ACOS</title>');

let app: TestApp;
beforeAll(async () => {
  await precompressFiles(dist);
  app = await createTestApp({ env: { WEB_DIST: dist } });
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, accept: string, acceptEncoding?: string) =>
  app.server.inject({
    method: 'GET',
    url,
    headers: acceptEncoding ? { accept, 'accept-encoding': acceptEncoding } : { accept },
  });

describe('serving the web app', () => {
  it('serves built files and answers client routes with index.html', async () => {
    expect((await get('/app.js', '*/*')).body).toBe('console.log(1)');
    const page = await get('/app/research/product?q=kopi', 'text/html');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it("answers a public page with the build's pre-rendered copy, holding its title", async () => {
    expect((await get('/', 'text/html')).body).toBe('<title>Beranda</title>');
    expect((await get('/blog/acos?ref=x', 'text/html')).body).toBe('<title>ACOS</title>');
    expect((await get('/blog/lain', 'text/html')).body).toContain('<div id="root">');
    expect((await get('/blog/..%2F..%2Findex', 'text/html')).body).toContain('<div id="root">');
  });

  it('keeps API paths as JSON 404s', async () => {
    const res = await get('/internal/nothing', 'text/html');
    expect(res.statusCode).toBe(404); // the guard decides on matched routes; this one matches none
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    const pub = await get('/public/v1/nothing', 'text/html');
    expect(pub.statusCode).toBe(404);
    expect(pub.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('gives the outbox page to a browser and the JSON to the client', async () => {
    expect((await get('/dev/outbox', 'text/html,application/xhtml+xml')).body).toContain('<div id="root">');
    expect((await get('/dev/outbox', 'application/json')).json()).toEqual([]);
  });

  it("sends a built file from the build's brotli or gzip copy, as the client asks, with the file's own type", async () => {
    expect(existsSync(join(dist, 'assets', 'home-a1b2c3.js.br'))).toBe(true);
    const plain = await get('/assets/home-a1b2c3.js', '*/*');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);

    const br = await get('/assets/home-a1b2c3.js', '*/*', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload).toEqual(readFileSync(join(dist, 'assets', 'home-a1b2c3.js.br')));
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gzip = await get('/assets/home-a1b2c3.js', '*/*', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
  });

  it('sends the pages from their compressed copies too', async () => {
    const page = await get('/app/research/product', 'text/html', 'br');
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.rawPayload).toEqual(readFileSync(join(dist, 'index.html.br')));
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<div id="root">');

    const prerendered = await get('/', 'text/html', 'gzip');
    expect(prerendered.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(prerendered.rawPayload).toString()).toBe('<title>Beranda</title>');
  });

  it('gives the compressed copies no address of their own', async () => {
    const copy = await get('/assets/home-a1b2c3.js.br', 'text/html');
    expect(copy.headers['content-type']).toMatch(/^text\/html/);
    expect(copy.body).toContain('<div id="root">');
  });
});
