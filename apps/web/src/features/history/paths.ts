/** Routes of the historical data pages (spec §2): a list to pick from, and one item's history. */
export const HISTORY_PATHS = {
  products: '/app/history/product',
  stores: '/app/history/store',
  categories: '/app/history/category',
} as const;

/** The URL parameters an item's history keeps when another item's history is opened from it. */
const KEPT = ['from', 'to'] as const;

function withQuery(path: string, query?: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const name of KEPT) {
    const value = query?.get(name);
    if (value) kept.set(name, value);
  }
  const search = kept.toString();
  return search ? `${path}?${search}` : path;
}

/** A product's history; `query` passes the date range on. */
export const productHistoryPath = (productId: number, query?: URLSearchParams) => withQuery(`${HISTORY_PATHS.products}/${productId}`, query);

export const storeHistoryPath = (storeId: number, query?: URLSearchParams) => withQuery(`${HISTORY_PATHS.stores}/${storeId}`, query);

/**
 * A category's history. The marketplace and the category's path in the tree travel along
 * (?marketplace=&category=12.34.56) so the page can name the category from the tree.
 */
export function categoryHistoryPath(marketplace: string, path: readonly number[]): string {
  const categoryId = path.at(-1);
  const query = new URLSearchParams({ marketplace, category: path.join('.') });
  return `${HISTORY_PATHS.categories}/${categoryId}?${query.toString()}`;
}
