import { researchEndpoints, shopeeEndpoints, tokopediaEndpoints } from '@pasarlens/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerEndpoints } from '../../http/endpoints.ts';
import { liveHandlers } from './live.service.ts';
import { attachLiveChannel } from './live.socket.ts';
import { researchService } from './research.service.ts';
import { shopeeService } from './shopee.service.ts';
import { tokopediaService } from './tokopedia.service.ts';

/**
 * Spec §7 research calls: category, product and store research, the category tree, the Shopee
 * store calls, the Tokopedia calls, and the live-data channel that answers the same research.
 */
export function researchRoutes(ctx: AppContext): FastifyPluginAsync {
  const research = researchService(ctx);
  const tokopedia = tokopediaService(ctx);
  const shopee = shopeeService(ctx, research);
  return async (app) => {
    attachLiveChannel(app, ctx, liveHandlers(ctx, research));

    registerEndpoints(app, researchEndpoints, {
      featureCategory: ({ query }) => research.categoryTree(query.marketplace, query.parent_id ?? null),
      dataRequest: async ({ body, auth }) => {
        await research.requestData(auth.user.id, body);
        return { requested: true } as const;
      },
      categoryResearchCategories: ({ body, auth }) => research.categories(auth.user.id, body.marketplace, body.parent_id ?? null),
      categoryResearchProducts: ({ body, auth }) => research.categoryProducts(auth.user.id, body),
      categoryResearchAnalytics: ({ body, auth }) => research.categoryAnalytics(auth.user.id, body),
      productResearchProducts: ({ body, auth }) => research.searchProducts(auth.user.id, body),
      productResearchProduct: ({ body, auth }) => research.product(auth.user.id, body.product_id),
      productResearchAnalytics: ({ body, auth }) => research.productAnalytics(auth.user.id, body),
      storeResearchStores: ({ body, auth }) => research.stores(auth.user.id, body),
      storeResearchStore: ({ body, auth }) => research.store(auth.user.id, body.store_id),
      storeResearchProducts: ({ body, auth }) => research.storeProducts(auth.user.id, body),
      storeResearchAnalytics: ({ body, auth }) => research.storeAnalytics(auth.user.id, body),
    });

    registerEndpoints(app, shopeeEndpoints, {
      shopeeStores: ({ body, auth }) => shopee.stores(auth.user.id, body),
      shopeeStoreInfo: ({ body, auth }) => shopee.storeInfo(auth.user.id, body),
      shopeeStoreAnalytics: ({ body, auth }) => shopee.storeAnalytics(auth.user.id, body),
      shopeeStoreProduct: ({ body, auth }) => shopee.storeProduct(auth.user.id, body),
      shopeeStoreAffiliates: ({ body, auth }) => shopee.storeAffiliates(auth.user.id, body),
    });

    registerEndpoints(app, tokopediaEndpoints, {
      tokopediaSearchProducts: ({ query, auth }) => tokopedia.searchProducts(auth.user.id, query),
      tokopediaCategoryProducts: ({ query, auth }) => tokopedia.categoryProducts(auth.user.id, query),
      tokopediaSearchStores: ({ query, auth }) => tokopedia.searchStores(auth.user.id, query),
      tokopediaStoreProducts: ({ query, auth }) => tokopedia.storeProducts(auth.user.id, query),
      tokopediaStatistics: ({ query, auth }) => tokopedia.statistics(auth.user.id, query),
    });
  };
}
