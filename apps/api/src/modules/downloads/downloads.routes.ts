import { downloadsEndpoints } from '@pasarlens/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerEndpoints } from '../../http/endpoints.ts';
import { configuredDownloads } from './downloads.service.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Spec §7 downloads: the archive, the exports of each research table and enterprise top list, and a ready file. */
export function downloadsRoutes(ctx: AppContext): FastifyPluginAsync {
  const downloads = configuredDownloads(ctx);
  return async (app) => {
    registerEndpoints(app, downloadsEndpoints, {
      downloadGetAll: ({ body, auth }) => downloads.list(auth.user.id, body.page),
      downloadCreate: ({ body, auth }) => downloads.again(auth.access, body.download_id, body.accept_fewer),
      downloadFile: async ({ params, auth, reply }) => {
        const file = await downloads.file(auth.user.id, params.id);
        return reply
          .type(XLSX_TYPE)
          .header('content-length', file.size)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .send(file.stream) as never;
      },
      downloadProductResearchProducts: ({ body, auth }) =>
        downloads.create(auth.access, 'product_research/products', body),
      downloadCategoryResearchCategories: ({ body, auth }) =>
        downloads.create(auth.access, 'category_research/categories', body),
      downloadCategoryResearchCategoryProducts: ({ body, auth }) =>
        downloads.create(auth.access, 'category_research/category_products', body),
      downloadStoreResearchStores: ({ body, auth }) => downloads.create(auth.access, 'store_research/stores', body),
      downloadStoreResearchStoreProducts: ({ body, auth }) =>
        downloads.create(auth.access, 'store_research/store_products', body),
      downloadEnterpriseTopBrands: ({ body, auth }) =>
        downloads.create(auth.access, 'enterprise_dashboard/top_brands', body),
      downloadEnterpriseTopProducts: ({ body, auth }) =>
        downloads.create(auth.access, 'enterprise_dashboard/top_products', body),
      downloadEnterpriseTopCategories: ({ body, auth }) =>
        downloads.create(auth.access, 'enterprise_dashboard/top_categories', body),
    });
  };
}
