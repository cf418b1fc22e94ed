import {
  apiPaths,
  categoryAnalyticsSchema,
  categoryListSchema,
  dataRequestSchema,
  categoryProductsSchema,
  productAnalyticsSchema,
  productRefSchema,
  productSearchSchema,
  storeAnalyticsSchema,
  storeProductsSchema,
  storeRefSchema,
  shopeeStoreRangeSchema,
  shopeeStoreRefSchema,
  shopeeStoresSchema,
  storeSearchSchema,
  tokopediaCategoryProductsSchema,
  tokopediaSearchProductsSchema,
  tokopediaSearchStoresSchema,
  tokopediaStatisticsSchema,
  tokopediaStoreProductsSchema,
} from '@pasarlens/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireAuth } from '../../plugins/auth-context.ts';
import { liveHandlers } from './live.service.ts';
import { requestData } from './research.reads.ts';
import { attachLiveChannel } from './live.socket.ts';
import { researchService } from './research.service.ts';
import { shopeeService } from './shopee.service.ts';
import { tokopediaService } from './tokopedia.service.ts';

/**
 * Spec §7 research calls: category, product and store research, the category tree, the Shopee
 * store calls, the Tokopedia calls, and the live-data channel that answers the same research.
 */
export function researchRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const research = researchService(ctx);
  const tokopedia = tokopediaService(ctx);
  const shopee = shopeeService(ctx, research);
  const userId = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).user.id;
  return async (app) => {
    attachLiveChannel(app, ctx, liveHandlers(ctx, research));

    app.get(apiPaths.featureCategory, { schema: { querystring: categoryListSchema } }, async (request) => {
      requireAuth(request);
      return research.categoryTree(request.query.marketplace, request.query.parent_id ?? null);
    });

    app.post(apiPaths.dataRequest, { schema: { body: dataRequestSchema } }, async (request) => {
      await requestData(ctx.database, userId(request), request.body);
      return { requested: true };
    });

    app.post(apiPaths.categoryResearchCategories, { schema: { body: categoryListSchema } }, async (request) =>
      research.categories(userId(request), request.body.marketplace, request.body.parent_id ?? null),
    );
    app.post(apiPaths.categoryResearchProducts, { schema: { body: categoryProductsSchema } }, async (request) => research.categoryProducts(userId(request), request.body));
    app.post(apiPaths.categoryResearchAnalytics, { schema: { body: categoryAnalyticsSchema } }, async (request) => research.categoryAnalytics(userId(request), request.body));

    app.post(apiPaths.productResearchProducts, { schema: { body: productSearchSchema } }, async (request) => research.searchProducts(userId(request), request.body));
    app.post(apiPaths.productResearchProduct, { schema: { body: productRefSchema } }, async (request) => research.product(userId(request), request.body.product_id));
    app.post(apiPaths.productResearchAnalytics, { schema: { body: productAnalyticsSchema } }, async (request) => research.productAnalytics(userId(request), request.body));

    app.post(apiPaths.storeResearchStores, { schema: { body: storeSearchSchema } }, async (request) => research.stores(userId(request), request.body));
    app.post(apiPaths.storeResearchStore, { schema: { body: storeRefSchema } }, async (request) => research.store(userId(request), request.body.store_id));
    app.post(apiPaths.storeResearchProducts, { schema: { body: storeProductsSchema } }, async (request) => research.storeProducts(userId(request), request.body));
    app.post(apiPaths.storeResearchAnalytics, { schema: { body: storeAnalyticsSchema } }, async (request) => research.storeAnalytics(userId(request), request.body));

    app.post(apiPaths.shopeeStores, { schema: { body: shopeeStoresSchema } }, async (request) => shopee.stores(userId(request), request.body));
    app.post(apiPaths.shopeeStoreInfo, { schema: { body: shopeeStoreRefSchema } }, async (request) => shopee.storeInfo(userId(request), request.body));
    app.post(apiPaths.shopeeStoreAnalytics, { schema: { body: shopeeStoreRangeSchema } }, async (request) => shopee.storeAnalytics(userId(request), request.body));
    app.post(apiPaths.shopeeStoreProduct, { schema: { body: shopeeStoreRangeSchema } }, async (request) => shopee.storeProduct(userId(request), request.body));
    app.post(apiPaths.shopeeStoreAffiliates, { schema: { body: shopeeStoreRangeSchema } }, async (request) => shopee.storeAffiliates(userId(request), request.body));

    app.get(apiPaths.tokopediaSearchProducts, { schema: { querystring: tokopediaSearchProductsSchema } }, async (request) => tokopedia.searchProducts(userId(request), request.query));
    app.get(apiPaths.tokopediaCategoryProducts, { schema: { querystring: tokopediaCategoryProductsSchema } }, async (request) => tokopedia.categoryProducts(userId(request), request.query));
    app.get(apiPaths.tokopediaSearchStores, { schema: { querystring: tokopediaSearchStoresSchema } }, async (request) => tokopedia.searchStores(userId(request), request.query));
    app.get(apiPaths.tokopediaStoreProducts, { schema: { querystring: tokopediaStoreProductsSchema } }, async (request) => tokopedia.storeProducts(userId(request), request.query));
    app.get(apiPaths.tokopediaStatistics, { schema: { querystring: tokopediaStatisticsSchema } }, async (request) => tokopedia.statistics(userId(request), request.query));
  };
}
