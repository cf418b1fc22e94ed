import type { publicDataEndpoints } from '@pasarlens/contracts';
import type { SqlRunner } from '@pasarlens/db';

/** What the public data endpoints are asked about on a seeded market: its best-selling Shopee product's. */
export interface DataSubjects {
  product: number;
  store: number;
  category: number;
  keyword: string;
  /** A word of the product's name, for a search that finds it. */
  word: string;
  /** Stores for an enterprise market: the two that sold most in the 30 days to `lastDay`. */
  marketStores: number[];
}

export async function dataSubjects(sql: SqlRunner, lastDay: string): Promise<DataSubjects> {
  const [product] = await sql.query<{ id: number; store: number; category: number; name: string }>(
    `select p.id, p.name, p.store_id as store, p.category_l1_id as category from products p
       join product_stats s on s.product_id = p.id where p.marketplace_id = 1 and p.category_l1_id is not null
      order by s.revenue_30 desc limit 1`,
  );
  const [{ keyword }] = (await sql.query<{ keyword: string }>(
    'select keyword from keywords where marketplace_id = 1 order by id limit 1',
  )) as [{ keyword: string }];
  const stores = await sql.query<{ id: number }>(
    `select store_id as id from store_daily where day > $1::date - 30 group by store_id order by sum(revenue) desc limit 2`,
    [lastDay],
  );
  const word = product!.name
    .split(/\s+/)
    .find((w) => /^[A-Za-z]{3,}$/.test(w))!
    .toLowerCase();
  return {
    product: product!.id,
    store: product!.store,
    category: product!.category,
    keyword,
    word,
    marketStores: stores.map((s) => s.id),
  };
}

/** A valid question for each data endpoint: the 30 days to `lastDay`, and the saved market `market`. */
export function dataQuestions(
  ids: DataSubjects,
  market: number,
  range: { start_date: string; end_date: string },
): Record<keyof typeof publicDataEndpoints, unknown> {
  return {
    dataProductSearch: { marketplace: 'shopee', q: ids.word, page: 0 },
    dataProduct: { product_id: ids.product },
    dataProductHistory: { product_id: ids.product, ...range },
    dataStoreSearch: { marketplace: 'shopee', page: 0 },
    dataStore: { store_id: ids.store },
    dataStoreHistory: { store_id: ids.store, ...range },
    dataCategories: { marketplace: 'shopee' },
    dataCategoryTopProducts: { marketplace: 'shopee', category_id: ids.category, page: 0 },
    dataCategoryHistory: { category_id: ids.category, ...range },
    dataCategoryBrandShare: { category_id: ids.category, ...range },
    dataKeywords: { marketplace: 'shopee', keyword: ids.keyword },
    dataMarkets: {},
    dataMarketOverview: { market_id: market },
    dataMarketTopProducts: { market_id: market, page: 1 },
    dataMarketTopBrands: { market_id: market, page: 1 },
    dataMarketTopCategories: { market_id: market, page: 1 },
  };
}
