import { researchEndpoints, shopeeEndpoints, tokopediaEndpoints } from '@pasarlens/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerEndpoints } from '../../http/endpoints.ts';
import { join } from 'node:path';
import { dataRequestsService } from '../data-requests/data-requests.service.ts';
import { imageCache } from './image-cache.ts';
import { liveHandlers } from './live.service.ts';
import { attachLiveChannel } from './live.socket.ts';
import { productImages } from './product-images.ts';
import { researchService } from './research.service.ts';
import { shopeeService } from './shopee.service.ts';
import { tokopediaService } from './tokopedia.service.ts';

/** A marketplace's image is kept a week in browsers; a drawn one a day, as the real one may come. */
const FETCHED_IMAGE_CACHE = 'public, max-age=604800';
const DRAWN_IMAGE_CACHE = 'public, max-age=86400';

/**
 * Spec §7 research calls: category, product and store research, the category tree, the Shopee
 * store calls, the Tokopedia calls, and the live-data channel that answers the same research.
 */
export function researchRoutes(ctx: AppContext): FastifyPluginAsync {
  const research = researchService(ctx);
  const dataRequests = dataRequestsService(ctx);
  const tokopedia = tokopediaService(ctx);
  const shopee = shopeeService(ctx, research);
  const productImage = productImages({
    sql: ctx.database,
    mode: ctx.config.productImages,
    cache: imageCache(join(ctx.config.mediaDir, 'product-images')),
    outbound: ctx.outbound,
  });
  return async (app) => {
    attachLiveChannel(app, ctx, liveHandlers(ctx, research));

    registerEndpoints(app, researchEndpoints, {
      marketplaces: () => research.marketplaces(),
      featureCategory: ({ query }) => research.categoryTree(query.marketplace, query.parent_id ?? null),
      dataRequest: async ({ body, auth }) => {
        await dataRequests.request(auth.user.id, body);
        return { requested: true } as const;
      },
      categoryResearchCategories: ({ body, auth }) =>
        research.categories(auth.access, body.marketplace, body.parent_id ?? null),
      categoryResearchProducts: ({ body, auth }) => research.categoryProducts(auth.access, body),
      categoryResearchAnalytics: ({ body, auth }) => research.categoryAnalytics(auth.access, body),
      productResearchProducts: ({ body, auth }) => research.searchProducts(auth.access, body),
      productResearchProduct: ({ body, auth }) => research.product(auth.access, body.product_id),
      productResearchAnalytics: ({ body, auth }) => research.productAnalytics(auth.access, body),
      productImage: async ({ params, reply }) => {
        const image = await productImage(params.id);
        reply
          .header('content-type', image.type)
          .header('cache-control', image.drawn ? DRAWN_IMAGE_CACHE : FETCHED_IMAGE_CACHE)
          .header('cross-origin-resource-policy', 'cross-origin');
        // Bytes go out as they are: fastify serialises only objects, and the contract can only name them as a string.
        return image.bytes as unknown as string;
      },
      storeResearchStores: ({ body, auth }) => research.stores(auth.access, body),
      storeResearchStore: ({ body, auth }) => research.store(auth.access, body.store_id),
      storeResearchProducts: ({ body, auth }) => research.storeProducts(auth.access, body),
      storeResearchAnalytics: ({ body, auth }) => research.storeAnalytics(auth.access, body),
    });

    registerEndpoints(app, shopeeEndpoints, {
      shopeeStores: ({ body, auth }) => shopee.stores(auth.access, body),
      shopeeStoreInfo: ({ body, auth }) => shopee.storeInfo(auth.access, body),
      shopeeStoreAnalytics: ({ body, auth }) => shopee.storeAnalytics(auth.access, body),
      shopeeStoreProduct: ({ body, auth }) => shopee.storeProduct(auth.access, body),
      shopeeStoreAffiliates: ({ body, auth }) => shopee.storeAffiliates(auth.access, body),
    });

    registerEndpoints(app, tokopediaEndpoints, {
      tokopediaSearchProducts: ({ query, auth }) => tokopedia.searchProducts(auth.access, query),
      tokopediaCategoryProducts: ({ query, auth }) => tokopedia.categoryProducts(auth.access, query),
      tokopediaSearchStores: ({ query, auth }) => tokopedia.searchStores(auth.access, query),
      tokopediaStoreProducts: ({ query, auth }) => tokopedia.storeProducts(auth.access, query),
      tokopediaStatistics: ({ query, auth }) => tokopedia.statistics(auth.access, query),
    });
  };
}
