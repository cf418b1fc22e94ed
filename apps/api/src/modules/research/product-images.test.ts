import { apiPaths, productImagePath } from '@pasarlens/contracts';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/harness.ts';
import { batch, observation } from '../../testing/market-fixtures.ts';
import { ingestDay } from '../market/ingest.service.ts';
import { imageCache } from './image-cache.ts';
import { productArt } from './product-art.ts';
import { productImages } from './product-images.ts';
import type { Outbound } from '../../lib/outbound/outbound.ts';
import { startHttpsReceiver, type HttpsReceiver, type Received } from '../../testing/https-receiver.ts';
import { productPage } from './research.repo.ts';

const DAY = '2026-11-05';
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f0b1f10000000049454e44ae426082',
  'hex',
);

let app: TestApp;
let cacheDir: string;
let cdn: HttpsReceiver;
const hits: string[] = [];
const ids: Record<string, number> = {};

/** Answers like a marketplace CDN: a PNG, a server error, or a page that is not an image. */
const answerLikeCdn = ({ path }: Received, response: ServerResponse) => {
  hits.push(path);
  if (path.startsWith('/ok')) response.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
  else if (path.startsWith('/html')) response.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>');
  else response.writeHead(500).end();
};

/** Sends a marketplace CDN's address to the local stand-in, path and all, through the outbound client. */
const toLocalCdn = (): Outbound => ({
  refusal: async () => null,
  request: (url, init) => cdn.outbound().request(cdn.url(new URL(url).pathname), init),
});

beforeAll(async () => {
  app = await createTestApp({ env: { PRODUCT_IMAGES: 'drawn' } });
  cacheDir = await mkdtemp(join(tmpdir(), 'product-images-'));
  cdn = await startHttpsReceiver(answerLikeCdn);
  const products = [
    observation(DAY, 'ok', 10, { imageUrl: 'https://down-id.img.susercontent.com/ok/1.png' }),
    observation(DAY, 'broken', 10, { imageUrl: 'https://down-id.img.susercontent.com/broken/1.png' }),
    observation(DAY, 'html', 10, { imageUrl: 'https://images.tokopedia.net/html/1.jpg' }),
    observation(DAY, 'elsewhere', 10, { imageUrl: 'https://example.com/ok/1.png' }),
    observation(DAY, 'none', 10, { name: 'Serum <Glow> & Co', imageUrl: null }),
  ];
  await ingestDay(app.database, batch(DAY, products), app.clock);
  for (const row of await app.database.query<{ external_id: string; id: number }>(
    'select external_id, id from products',
  ))
    ids[row.external_id] = row.id;
});
afterAll(async () => {
  await cdn.close();
  await rm(cacheDir, { recursive: true, force: true });
  await app.close();
});

describe('product images', () => {
  const fromMarketplace = () =>
    productImages({ sql: app.database, mode: 'marketplace', cache: imageCache(cacheDir), outbound: toLocalCdn() });

  it("fetches a marketplace's image once, then serves it from the cache", async () => {
    const image = fromMarketplace();
    expect(await image(ids.ok!)).toEqual({ bytes: PNG, type: 'image/png', drawn: false });
    expect(await image(ids.ok!)).toEqual({ bytes: PNG, type: 'image/png', drawn: false });
    expect(hits.filter((hit) => hit.startsWith('/ok'))).toHaveLength(1);
    expect(await readdir(cacheDir)).toEqual([expect.stringMatching(/^[0-9a-f]{64}\.png$/)]);
  });

  it('draws a picture when the image cannot be had, is no image, is not on a marketplace, or is unknown — and caches none of them', async () => {
    const image = fromMarketplace();
    for (const product of ['broken', 'html', 'elsewhere', 'none']) {
      const answer = await image(ids[product]!);
      expect(answer.type).toBe('image/svg+xml');
      expect(answer.drawn).toBe(true);
    }
    // The image off the marketplaces was never asked for.
    expect(hits).toEqual(['/ok/1.png', '/broken/1.png', '/html/1.jpg']);
    expect(await readdir(cacheDir)).toHaveLength(1);
  });

  it('serves a drawn picture at the public address the answers give, and 404 for an unknown product', async () => {
    const answer = await app.server.inject({ method: 'GET', url: productImagePath(ids.none!) });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/svg+xml');
    expect(answer.headers['cache-control']).toBe('public, max-age=86400');
    expect(answer.body).toBe(productArt({ name: 'Serum <Glow> & Co', category: 'Serum' }));
    const unknown = await app.agent().get(productImagePath(99_999_999));
    expect([unknown.status, unknown.body?.code]).toEqual([404, 'NOT_FOUND']);
    expect(apiPaths.productImage).toBe('/media/products/:id/image');
  });

  it("gives research answers our own address of each picture, never the marketplace's", async () => {
    const { items } = await productPage(app.database, {}, 'revenue30', { offset: 0, limit: 10 });
    expect(items.map((item) => item.imageUrl).sort()).toEqual(Object.values(ids).map(productImagePath).sort());
  });
});

describe('productArt', () => {
  it('draws the same picture for the same product, with its monogram and category, and escapes its text', () => {
    const art = productArt({ name: 'Serum <Glow> & Co', category: 'Serum' });
    expect(art).toBe(productArt({ name: 'Serum <Glow> & Co', category: 'Serum' }));
    expect(art).toContain('>SG</text>');
    expect(art).toContain('aria-label="Serum &#60;Glow&#62; &#38; Co"');
    expect(art).not.toContain('<Glow>');
    expect(productArt({ name: 'Hijab Instan', category: 'Hijab' })).toContain('>HI</text>');
  });

  it('colours a category the same whatever the product, and products apart by their pattern', () => {
    const fill = (svg: string) => /<rect [^>]*fill="([^"]+)"/.exec(svg)![1];
    const a = productArt({ name: 'Hijab Instan', category: 'Hijab' });
    const b = productArt({ name: 'Hijab Voal', category: 'Hijab' });
    expect(fill(a)).toBe(fill(b));
    expect(a.replace(/<text[\s\S]*$/, '')).not.toBe(b.replace(/<text[\s\S]*$/, ''));
  });
});
