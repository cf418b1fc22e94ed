import { z } from 'zod';
import {
  downloadAgainSchema,
  downloadPageQuerySchema,
  downloadPageSchema,
  downloadParamsSchema,
  downloadSourceSchemas,
  downloadViewSchema,
  type DownloadSource,
} from '../downloads.ts';
import type { ErrorCode } from '../errors.ts';
import { endpoint } from './endpoint.ts';

/** Starting a download: Basic and up (spec §6), within the rows left; answers at once with a processing row. */
const start = {
  method: 'POST',
  tag: 'downloads',
  access: 'user',
  response: downloadViewSchema,
  status: 202,
  errors: ['PLAN_REQUIRED', 'DOWNLOAD_QUOTA_EXCEEDED', 'DATA_NOT_FOUND'],
} as const;

const source = <S extends DownloadSource, const E extends readonly ErrorCode[] = typeof start.errors>(
  name: S,
  summary: string,
  errors?: E,
) =>
  endpoint({
    ...start,
    path: `/internal/download/${name}`,
    summary,
    body: downloadSourceSchemas[name],
    errors: errors ?? start.errors,
  });
/** An enterprise top list's export (a retry may be one) answers as the dashboard does: another user's private market is not found, its range is checked, a market being built is refused. */
const enterpriseErrors = [...start.errors, 'NOT_FOUND', 'INVALID_DATE_RANGE', 'MARKET_NOT_READY'] as const;

/** Spec §7 downloads: the archive, a download started again, and one call per exportable table. */
export const downloadsEndpoints = {
  downloadGetAll: endpoint({
    method: 'POST',
    path: '/internal/download/get_all',
    effect: 'read',
    tag: 'downloads',
    summary: "The user's downloads, newest first",
    access: 'user',
    body: downloadPageQuerySchema,
    response: downloadPageSchema,
  }),
  downloadCreate: endpoint({
    ...start,
    path: '/internal/download/create',
    summary: "Start a download again with an earlier one's filters",
    body: downloadAgainSchema,
    errors: enterpriseErrors,
  }),
  downloadFile: endpoint({
    method: 'GET',
    path: '/internal/download/:id/file',
    tag: 'downloads',
    summary: 'A ready download as an XLSX file (its owner only)',
    access: 'user',
    params: downloadParamsSchema,
    response: z.string().describe('The XLSX file'),
    errors: ['NOT_FOUND', 'DOWNLOAD_NOT_READY'],
  }),
  downloadProductResearchProducts: source('product_research/products', 'Export a product search'),
  downloadCategoryResearchCategories: source('category_research/categories', 'Export a level of categories'),
  downloadCategoryResearchCategoryProducts: source(
    'category_research/category_products',
    "Export a category's products",
  ),
  downloadStoreResearchStores: source('store_research/stores', 'Export a store search'),
  downloadStoreResearchStoreProducts: source('store_research/store_products', "Export a store's products"),
  downloadEnterpriseTopBrands: source(
    'enterprise_dashboard/top_brands',
    "Export an enterprise market's top brands",
    enterpriseErrors,
  ),
  downloadEnterpriseTopProducts: source(
    'enterprise_dashboard/top_products',
    "Export an enterprise market's top products",
    enterpriseErrors,
  ),
  downloadEnterpriseTopCategories: source(
    'enterprise_dashboard/top_categories',
    "Export an enterprise market's top categories",
    enterpriseErrors,
  ),
};
