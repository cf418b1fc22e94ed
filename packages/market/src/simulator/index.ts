export { createMarket, type Market } from './market.ts';
export type { CatalogBrand, CatalogProduct, CatalogStore, CatalogVariant, MarketCatalog } from './catalog.ts';
export type { CategoryNode } from './taxonomy.ts';
export { DEFAULT_BEHAVIOUR, DEFAULT_MARKETPLACES, MARKETPLACE_SHARE } from './options.ts';
