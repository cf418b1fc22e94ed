import type { Day, Marketplace, RawPayload } from '@pasarlens/market';
import { CrawlError, crawlerHttp, type CrawlerHttpOptions } from './http-client.ts';

/*
 * The listing endpoints, in the marketplaces' own envelopes. Each page returns products as the
 * marketplace shows them; the crawler splits them into raw payloads and leaves parsing to the
 * ingest pipeline.
 */

type Json = Record<string, unknown>;
const PAGE_SIZE = 60;
const asArray = (value: unknown): Json[] => (Array.isArray(value) ? (value as Json[]) : []);

/** A 404 means the thing does not exist (no variants, no statistics); other failures stand. */
function notFoundAsNothing(error: unknown): undefined {
  if (error instanceof CrawlError && error.status === 404) return undefined;
  throw error;
}

interface Listing {
  marketplace: Marketplace;
  page(http: ReturnType<typeof crawlerHttp>, page: number): Promise<{ payloads: RawPayload[]; more: boolean }>;
}

const shopeeSearch: Listing = {
  marketplace: 'shopee',
  async page(http, page) {
    const body = (await http.json(
      `/api/v4/search/search_items?by=sales&limit=${PAGE_SIZE}&newest=${page * PAGE_SIZE}`,
    )) as Json;
    const payloads: RawPayload[] = [];
    const models = async (itemId: unknown, shopId: unknown) => {
      // No models for an item answers 404: it simply has no variants.
      const answer = await http
        .json(`/api/v4/item/get_models?itemid=${itemId}&shopid=${shopId}`)
        .catch(notFoundAsNothing);
      if (answer !== undefined) payloads.push({ shape: 'shopee.item.models', body: answer, itemId: String(itemId) });
    };
    for (const item of asArray(body.items)) {
      if (item.item_basic) {
        const basic = item.item_basic as Json;
        payloads.push({ shape: 'shopee.search.item_basic', body: basic });
        if (asArray(basic.tier_variations).length > 0) await models(basic.itemid, basic.shopid);
      } else if (item.item_data) {
        // The newer card does not say whether the item has variations, so always ask.
        const card = item.item_data as Json;
        payloads.push({ shape: 'shopee.search.item_data', body: card });
        await models(card.item_id, card.shop_id);
      }
    }
    return { payloads, more: body.nomore !== true && asArray(body.items).length > 0 };
  },
};

const tokopediaSearch: Listing = {
  marketplace: 'tokopedia',
  async page(http, page) {
    const body = (await http.json('/graphql/SearchProductV5Query', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        operationName: 'SearchProductV5Query',
        variables: { params: `ob=23&page=${page + 1}&rows=${PAGE_SIZE}` },
      }),
    })) as { data?: { searchProductV5?: { data?: { products?: unknown } } } };
    const products = asArray(body.data?.searchProductV5?.data?.products);
    const payloads: RawPayload[] = [];
    for (const product of products) {
      const statistics = await http
        .json(`/tokopedia/statistics?product_id=${encodeURIComponent(String(product.id))}`)
        .catch(notFoundAsNothing);
      // The statistics answer has the exact counters; the search card is the fallback.
      payloads.push(
        statistics
          ? { shape: 'tokopedia.product', body: statistics }
          : {
              shape: 'tokopedia.searchProductV5',
              body: { data: { searchProductV5: { header: { totalData: 1 }, data: { products: [product] } } } },
            },
      );
    }
    return { payloads, more: products.length === PAGE_SIZE };
  },
};

const tiktokShop: Listing = {
  marketplace: 'tiktok',
  async page(http, page) {
    const body = (await http.json(`/api/shop/products?page=${page + 1}&page_size=${PAGE_SIZE}&sort=popularity`)) as {
      data?: { products?: unknown; has_more?: boolean };
    };
    const payloads = asArray(body.data?.products).map((card): RawPayload => ({
      shape: 'tiktok.product_card',
      body: card,
    }));
    return { payloads, more: body.data?.has_more === true };
  },
};

export const LISTINGS: Record<'shopee' | 'tokopedia' | 'tiktok', Listing> = {
  shopee: shopeeSearch,
  tokopedia: tokopediaSearch,
  tiktok: tiktokShop,
};

export interface CrawlResult {
  day: Day;
  payloads: RawPayload[];
  /** Marketplaces whose listing failed after every retry; the rest of the day is kept. */
  failed: { marketplace: Marketplace; error: string }[];
}

/** Crawls one day's listings from every marketplace at `baseUrl`, politely. */
export async function crawlDay(
  day: Day,
  options: CrawlerHttpOptions & { marketplaces?: (keyof typeof LISTINGS)[]; maxPages?: number },
): Promise<CrawlResult> {
  const http = crawlerHttp(options);
  const result: CrawlResult = { day, payloads: [], failed: [] };
  for (const marketplace of options.marketplaces ?? (Object.keys(LISTINGS) as (keyof typeof LISTINGS)[])) {
    const found: RawPayload[] = [];
    try {
      for (let page = 0, more = true; more && page < (options.maxPages ?? 1_000); page++) {
        const answer = await LISTINGS[marketplace].page(http, page);
        found.push(...answer.payloads);
        more = answer.more;
      }
      result.payloads.push(...found);
    } catch (error) {
      result.failed.push({ marketplace, error: (error as Error).message });
    }
  }
  return result;
}
