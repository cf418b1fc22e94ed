import {
  firstPageOf,
  PRODUCT_SORT_KEYS,
  RESEARCH_MARKETPLACES,
  RESEARCH_PAGE_SIZES,
  STORE_SORT_KEYS,
  type ProductSortKey,
  type ResearchMarketplace,
  type SortOrder,
  type StoreSortKey,
} from '@pasarlens/contracts';

/**
 * The URL is the state of every research view (DESIGN §7: a view can be shared and reloaded).
 * Names used in the query string:
 * - marketplace: one of RESEARCH_MARKETPLACES (Shopee when missing);
 * - q: the keyword; page: the page as people count it, 1 for the first page on every marketplace
 *   (converted to the API's numbering, where Shopee starts at 0, only when calling);
 * - page_size, sort, order, min_price, max_price, min_rating, official_only: as the API names them;
 * - category: the chosen category's path in the tree, ids joined by dots (12.34.56);
 * - view: the tab of a page; from, to: the analytics range (YYYY-MM-DD);
 * - product: the product whose detail drawer is open; modal: variants | affiliate over it;
 *   panel: the drawer's tab.
 */
export type ResearchPageSize = (typeof RESEARCH_PAGE_SIZES)[number];

const DEFAULT_MARKETPLACE: ResearchMarketplace = 'shopee';

const isOneOf = <T extends string | number>(values: readonly T[], value: unknown): value is T =>
  (values as readonly unknown[]).includes(value);

/** A whole number ≥ `min` from the URL, else undefined. */
function wholeParam(params: URLSearchParams, name: string, min: number): number | undefined {
  const raw = params.get(name);
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isInteger(value) && value >= min ? value : undefined;
}

export const marketplaceParam = (params: URLSearchParams): ResearchMarketplace => {
  const value = params.get('marketplace');
  return isOneOf(RESEARCH_MARKETPLACES, value) ? value : DEFAULT_MARKETPLACE;
};

/** The page shown to people: 1 for the first page, whatever the marketplace. */
export const pageParam = (params: URLSearchParams): number => wholeParam(params, 'page', 1) ?? 1;

export const pageSizeParam = (params: URLSearchParams): ResearchPageSize | undefined => {
  const value = wholeParam(params, 'page_size', 1);
  return isOneOf(RESEARCH_PAGE_SIZES, value) ? value : undefined;
};

export const productSortParam = (params: URLSearchParams): ProductSortKey | undefined => {
  const value = params.get('sort');
  return isOneOf(PRODUCT_SORT_KEYS, value) ? value : undefined;
};

/** The direction of the list's sort: `asc` when asked (the cheapest first), else highest first. */
export const orderParam = (params: URLSearchParams): SortOrder | undefined =>
  params.get('order') === 'asc' ? 'asc' : undefined;

export const storeSortParam = (params: URLSearchParams): StoreSortKey | undefined => {
  const value = params.get('sort');
  return isOneOf(STORE_SORT_KEYS, value) ? value : undefined;
};

/** An id (positive whole number) of the URL. */
export const idParam = (params: URLSearchParams, name: string): number | undefined => wholeParam(params, name, 1);

export interface ProductFilters {
  min_price?: number;
  max_price?: number;
  min_rating?: number;
  official_only?: boolean;
}

/** The product filters of the URL, or undefined when none is set (the API then applies none). */
export function filtersParam(params: URLSearchParams): ProductFilters | undefined {
  const filters: ProductFilters = {};
  const minPrice = wholeParam(params, 'min_price', 0);
  const maxPrice = wholeParam(params, 'max_price', 0);
  const rating = Number(params.get('min_rating'));
  if (minPrice !== undefined) filters.min_price = minPrice;
  if (maxPrice !== undefined) filters.max_price = maxPrice;
  if (params.get('min_rating') && Number.isFinite(rating) && rating > 0 && rating <= 5) filters.min_rating = rating;
  if (params.get('official_only') === '1') filters.official_only = true;
  return Object.keys(filters).length > 0 ? filters : undefined;
}

/** The chosen category's path (ids from the top level down); empty when none is chosen. */
export function categoryPathParam(params: URLSearchParams): number[] {
  const raw = params.get('category');
  if (!raw) return [];
  const ids = raw.split('.').map(Number);
  return ids.every((id) => Number.isInteger(id) && id > 0) ? ids : [];
}

export const categoryPathValue = (path: readonly number[]): string | null => (path.length > 0 ? path.join('.') : null);

/** The API's page number for a page as people count it (Shopee's first page is 0, the others' 1). */
export const toApiPage = (page: number, marketplace: ResearchMarketplace): number =>
  page - 1 + firstPageOf(marketplace);

/** The page as people count it for the API's page number. */
export const toDisplayPage = (apiPage: number, marketplace: ResearchMarketplace): number =>
  apiPage - firstPageOf(marketplace) + 1;

export type ParamChanges = Record<string, string | number | boolean | null | undefined>;

/** Sets (or, for null, undefined, false and '', removes) query parameters in place. */
export function applyChanges(params: URLSearchParams, changes: ParamChanges): URLSearchParams {
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === false || value === '') params.delete(name);
    else params.set(name, value === true ? '1' : String(value));
  }
  return params;
}

/** URL changes that apply product filters (and go back to the first page). */
export const filterChanges = (filters: ProductFilters): ParamChanges => ({
  min_price: filters.min_price ?? null,
  max_price: filters.max_price ?? null,
  min_rating: filters.min_rating ?? null,
  official_only: filters.official_only ?? null,
  page: null,
});
