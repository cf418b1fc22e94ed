import { enterpriseAnalysisEndpoints, enterpriseCustomEndpoints } from '@pasarlens/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerEndpoints } from '../../http/endpoints.ts';
import { analysisService } from './analysis.service.ts';
import { itemsService } from './items.service.ts';

export function enterpriseRoutes(ctx: AppContext): FastifyPluginAsync {
  const items = itemsService(ctx);
  const analysis = analysisService(ctx);
  return async (app) => {
    registerEndpoints(app, enterpriseCustomEndpoints, {
      customBrandGet: ({ body, auth }) => items.brand(auth, body.id),
      customBrandGetAll: ({ body, auth }) => items.brands(auth, body),
      customBrandCreate: ({ body, auth }) => items.createBrand(auth, body),
      customBrandUpdate: ({ body: { id, ...fields }, auth }) => items.updateBrand(auth, id, fields),
      customBrandDelete: ({ body, auth }) => items.deleteBrand(auth, body.id),
      customMarketGet: ({ body, auth }) => items.market(auth, body.id),
      customMarketGetAll: ({ body, auth }) => items.markets(auth, body),
      customMarketCreate: ({ body, auth }) => items.createMarket(auth, body),
      customMarketUpdate: ({ body: { id, ...fields }, auth }) => items.updateMarket(auth, id, fields),
      customMarketDelete: ({ body, auth }) => items.deleteMarket(auth, body.id),
      customStoresGetAll: ({ body, auth }) => items.storePicks(auth, body),
      customCategoriesGetAll: ({ body, auth }) => items.categoryPicks(auth, body),
    });
    registerEndpoints(app, enterpriseAnalysisEndpoints, {
      enterpriseMarkets: ({ auth }) => analysis.markets(auth),
      enterpriseBrands: ({ body, auth }) => analysis.brands(auth, body.market_id),
      enterpriseOnboarded: ({ auth }) => analysis.onboard(auth),
      enterpriseFilterCost: ({ body, auth }) => analysis.filterCost(auth, body),
      enterpriseMarketOverview: ({ body, auth }) => analysis.marketOverview(auth, body),
      enterpriseBrandOverview: ({ body, auth }) => analysis.brandOverview(auth, body),
      enterpriseCategoryOverview: ({ body, auth }) => analysis.categoryOverview(auth, body),
      enterprisePriceBands: ({ body, auth }) => analysis.priceBands(auth, body),
      enterpriseShareMovers: ({ body, auth }) => analysis.shareMovers(auth, body),
      enterpriseTopBrands: ({ body, auth }) => analysis.topBrands(auth, body),
      enterpriseTopProducts: ({ body, auth }) => analysis.topProducts(auth, body),
      enterpriseTopCategories: ({ body, auth }) => analysis.topCategories(auth, body),
    });
  };
}
