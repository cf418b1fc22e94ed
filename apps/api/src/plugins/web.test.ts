import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/harness.ts';

const dist = mkdtempSync(join(tmpdir(), 'pasarlens-web-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(join(dist, 'app.js'), 'console.log(1)');
mkdirSync(join(dist, 'prerendered'));
writeFileSync(join(dist, 'prerendered', 'index.html'), '<title>Beranda</title>');
writeFileSync(join(dist, 'prerendered', 'blog__acos.html'), '<title>ACOS</title>');

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ env: { WEB_DIST: dist } });
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, accept: string) => app.server.inject({ method: 'GET', url, headers: { accept } });

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
});
