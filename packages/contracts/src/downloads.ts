import { z } from 'zod';
import { analysisFilterSchema, topOrderSchema } from './enterprise.ts';
import { flag, uuidId, wholeNumber } from './fields.ts';
import { LANGUAGES } from './paths.ts';
import {
  categoryListSchema,
  categoryProductsSchema,
  productSearchSchema,
  storeProductsSchema,
  storeSearchSchema,
} from './research.ts';

/** The tables a download can export (spec §7), each named by its call. */
export const DOWNLOAD_SOURCES = [
  'product_research/products',
  'category_research/categories',
  'category_research/category_products',
  'store_research/stores',
  'store_research/store_products',
  'enterprise_dashboard/top_brands',
  'enterprise_dashboard/top_products',
  'enterprise_dashboard/top_categories',
] as const;
export type DownloadSource = (typeof DOWNLOAD_SOURCES)[number];

export const DOWNLOAD_STATUSES = ['processing', 'ready', 'failed'] as const;
export type DownloadStatus = (typeof DOWNLOAD_STATUSES)[number];

/** The most rows one file holds: the largest plan's monthly rows. */
export const MAX_DOWNLOAD_ROWS = 2_000_000;
export const DOWNLOAD_PAGE_SIZE = 10;

/**
 * What every source takes beside its screen's filters and sort: the rows wanted, whether a
 * request larger than the rows left may be cut to them, and the language of the headers.
 */
const exportFields = {
  rows: wholeNumber(1, MAX_DOWNLOAD_ROWS),
  accept_fewer: flag().optional(),
  language: z.enum(LANGUAGES).optional(),
};
const unpaged = { page: true, page_size: true } as const;
/** An enterprise top list's export: the dashboard's filter and range, and the list's sort. */
const topListExport = z.intersection(analysisFilterSchema, topOrderSchema.extend(exportFields));

export const downloadSourceSchemas = {
  'product_research/products': productSearchSchema.omit(unpaged).extend(exportFields),
  'category_research/categories': categoryListSchema.extend(exportFields),
  'category_research/category_products': categoryProductsSchema.omit(unpaged).extend(exportFields),
  'store_research/stores': storeSearchSchema.omit(unpaged).extend(exportFields),
  'store_research/store_products': storeProductsSchema.omit(unpaged).extend(exportFields),
  'enterprise_dashboard/top_brands': topListExport,
  'enterprise_dashboard/top_products': topListExport,
  'enterprise_dashboard/top_categories': topListExport,
} as const satisfies Record<DownloadSource, z.ZodType>;
export type DownloadSourceInput<S extends DownloadSource> = z.output<(typeof downloadSourceSchemas)[S]>;
/** Any source's input, as stored with its download. */
export type DownloadRequest = { [S in DownloadSource]: DownloadSourceInput<S> }[DownloadSource];

export const downloadViewSchema = z.object({
  id: z.string(),
  source: z.enum(DOWNLOAD_SOURCES),
  subject: z.string().nullable(),
  status: z.enum(DOWNLOAD_STATUSES),
  /** Rows held for it while processing; the rows in the file (and charged) once ready. */
  rows: z.number(),
  /** Rows written so far while processing. */
  rows_done: z.number(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type DownloadView = z.infer<typeof downloadViewSchema>;

export const downloadPageQuerySchema = z.object({ page: wholeNumber(1, 1_000_000).optional() });
export const downloadPageSchema = z.object({
  items: z.array(downloadViewSchema),
  page: z.number(),
  total_page: z.number(),
  total: z.number(),
});
export type DownloadPage = z.infer<typeof downloadPageSchema>;

/** `create` starts a download again from an earlier one's filters (the retry of a failed one). */
export const downloadAgainSchema = z.object({ download_id: uuidId(), accept_fewer: flag().optional() });
export const downloadParamsSchema = z.object({ id: uuidId() });
