import type { RawPayload } from '@pasarlens/market';
import { createServer, type IncomingMessage, type Server } from 'node:http';

type Json = Record<string, any>;

/**
 * A local stand-in for the marketplaces: answers the crawler's listing endpoints in their own
 * envelopes with a simulated day's payloads. `failFirst` makes the first call of every endpoint
 * answer 503, to exercise retries.
 */
export async function startMarketplaceServer(payloads: RawPayload[], options: { failFirst?: boolean } = {}) {
  const shopee = payloads.filter(
    (p) => p.shape === 'shopee.search.item_basic' || p.shape === 'shopee.search.item_data',
  );
  const models = new Map(
    payloads.filter((p) => p.shape === 'shopee.item.models').map((p) => [(p as { itemId: string }).itemId, p.body]),
  );
  const statistics = new Map(
    payloads
      .filter((p) => p.shape === 'tokopedia.product')
      .map((p) => [String((p.body as Json).product_id), p.body as Json]),
  );
  const tokopediaCards = [
    ...payloads
      .filter((p) => p.shape === 'tokopedia.searchProductV5')
      .map((p) => (p.body as Json).data.searchProductV5.data.products[0]),
    ...[...statistics.values()].map((s: Json) => ({ id: s.product_id, name: s.name, url: s.url })),
  ];
  const tiktok = payloads.filter((p) => p.shape === 'tiktok.product_card').map((p) => p.body);
  const calls: string[] = [];
  const failed = new Set<string>();

  const page = <T>(items: T[], index: number, size: number) => items.slice(index * size, (index + 1) * size);
  const readBody = (req: IncomingMessage) =>
    new Promise<Json>((resolve) => {
      let text = '';
      req.on('data', (chunk) => (text += chunk));
      req.on('end', () => resolve(text ? JSON.parse(text) : {}));
    });

  function answer(path: string, query: URLSearchParams, body: Json): [number, unknown] {
    if (path === '/api/v4/search/search_items') {
      const offset = Number(query.get('newest'));
      const limit = Number(query.get('limit'));
      const items = shopee
        .slice(offset, offset + limit)
        .map((p) => (p.shape === 'shopee.search.item_basic' ? { item_basic: p.body } : { item_data: p.body }));
      return [200, { items, nomore: offset + limit >= shopee.length }];
    }
    if (path === '/api/v4/item/get_models') {
      const found = models.get(query.get('itemid') ?? '');
      return found ? [200, found] : [404, { error: 'not found' }];
    }
    if (path === '/graphql/SearchProductV5Query') {
      const params = new URLSearchParams(body.variables?.params ?? '');
      const products = page(tokopediaCards, Number(params.get('page')) - 1, Number(params.get('rows')));
      return [200, { data: { searchProductV5: { header: { totalData: tokopediaCards.length }, data: { products } } } }];
    }
    if (path === '/tokopedia/statistics') {
      const found = statistics.get(query.get('product_id') ?? '');
      return found ? [200, found] : [404, { error: 'not found' }];
    }
    if (path === '/api/shop/products') {
      const index = Number(query.get('page')) - 1;
      const size = Number(query.get('page_size'));
      return [200, { data: { products: page(tiktok, index, size), has_more: (index + 1) * size < tiktok.length } }];
    }
    return [404, {}];
  }

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    calls.push(url.pathname);
    const body = req.method === 'POST' ? await readBody(req) : {};
    if (options.failFirst && !failed.has(url.pathname)) {
      failed.add(url.pathname);
      res.writeHead(503).end();
      return;
    }
    const [status, json] = answer(url.pathname, url.searchParams, body);
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
