import type { DownloadSource } from '@pasarlens/contracts';
import type { TFunction } from 'i18next';

const SOURCE_KEYS: Record<DownloadSource, string> = {
  'product_research/products': 'productSearch',
  'category_research/categories': 'categories',
  'category_research/category_products': 'categoryProducts',
  'store_research/stores': 'stores',
  'store_research/store_products': 'storeProducts',
  'enterprise_dashboard/top_brands': 'topBrands',
  'enterprise_dashboard/top_products': 'topProducts',
  'enterprise_dashboard/top_categories': 'topCategories',
};

/** The table an export was made of, in words: "Pencarian produk", "Enterprise: brand teratas". */
export const downloadSourceName = (t: TFunction, source: DownloadSource): string =>
  t(`downloads.sources.${SOURCE_KEYS[source]}`);
