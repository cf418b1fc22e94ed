export { parsePayloads, type ParsedPayloads } from './parse-payloads.ts';
export { shopeeItemBasicSchema, type ShopeeItemBasic } from './shopee-item-basic.ts';
export { shopeeItemDataSchema, type ShopeeItemData } from './shopee-item-data.ts';
export { shopeeModelsSchema, type ShopeeModels } from './shopee-models.ts';
export { tokopediaSearchSchema, TOKOPEDIA_TIER, type TokopediaSearch } from './tokopedia-search.ts';
export { tokopediaProductSchema, type TokopediaProduct } from './tokopedia-product.ts';
export { tiktokProductCardSchema, type TiktokProductCard } from './tiktok-product-card.ts';
export { lazadaListItemSchema, type LazadaListItem } from './lazada-list-item.ts';
export { blibliSearchSchema, type BlibliSearch } from './blibli-search.ts';
