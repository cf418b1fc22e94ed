/*
 * What exports read of research (downloads/sources.ts): the very reads the research pages answer
 * from, so that a file lists the rows its page lists, in the order it lists them.
 */
export {
  categoryLevel,
  categoryNodes,
  lastMarketDay,
  productCount,
  productExportFields,
  productExportOrder,
  productsAffiliateTerms,
  productsVariants,
  revenue30RangeOf,
  storeDetail,
  storeExtras,
  storePage,
} from './research.repo.ts';
export type { PageRequest, ProductCriteria, ProductExportFields, Ranking, StoreExtras } from './research.repo.ts';
export { keywordVolume, productAdsOnKeyword } from './signals.repo.ts';
