import type { publicDataEndpoints } from '@pasarlens/contracts';
import type { AppContext } from '../../context.ts';
import type { Handlers } from '../../http/endpoints.ts';
import { analysisService } from '../enterprise/analysis.service.ts';
import { researchService } from '../research/research.service.ts';

/**
 * The public data API's handlers: each runs the research or enterprise dashboard read the
 * screens run — same gating, same charges through the token ledger — as the key's owner, and
 * answers its data with the day the market figures are as of.
 */
export function publicDataHandlers(ctx: AppContext): Handlers<typeof publicDataEndpoints> {
  const research = researchService(ctx);
  const analysis = analysisService(ctx);
  /** The answer's data with the last day of market figures, read after it (so never older than the data). */
  const asOf = async <T>(read: Promise<T>) => {
    const data = await read;
    return { asOf: await research.lastDay(), data };
  };
  const dataOf = <T>(answer: Promise<{ data: T }>) => asOf(answer.then((a) => a.data));

  return {
    dataProductSearch: ({ auth, body }) => dataOf(research.searchProducts(auth.access, body)),
    dataProduct: ({ auth, body }) => dataOf(research.product(auth.access, body.product_id)),
    dataProductHistory: ({ auth, body }) => dataOf(research.productAnalytics(auth.access, body)),
    dataStoreSearch: ({ auth, body }) => dataOf(research.stores(auth.access, body)),
    dataStore: ({ auth, body }) => dataOf(research.store(auth.access, body.store_id)),
    dataStoreHistory: ({ auth, body }) => dataOf(research.storeAnalytics(auth.access, body)),
    dataCategories: ({ body }) => asOf(research.categoryTree(body.marketplace, body.parent_id ?? null)),
    dataCategoryTopProducts: ({ auth, body }) => dataOf(research.categoryProducts(auth.access, body)),
    dataCategoryHistory: ({ auth, body }) => dataOf(research.categoryAnalytics(auth.access, body)),
    dataCategoryBrandShare: ({ auth, body }) =>
      asOf(
        research.categoryAnalytics(auth.access, body).then(({ data: { items, total_count, summary } }) => ({
          items: items.map((brand) => ({ ...brand, share: summary?.revenue ? brand.revenue / summary.revenue : 0 })),
          total_count,
          summary,
        })),
      ),
    dataKeywords: ({ auth, body }) => dataOf(research.keywordInsight(auth.access, body)),
    dataMarkets: ({ auth }) => asOf(analysis.markets(auth).then(({ items }) => ({ items }))),
    dataMarketOverview: ({ auth, body }) => asOf(analysis.marketOverview(auth, body)),
    dataMarketTopProducts: ({ auth, body }) => asOf(analysis.topProducts(auth, body)),
    dataMarketTopBrands: ({ auth, body }) => asOf(analysis.topBrands(auth, body)),
    dataMarketTopCategories: ({ auth, body }) => asOf(analysis.topCategories(auth, body)),
  };
}
