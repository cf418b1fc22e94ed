import type { ProductShape } from '../catalog.ts';
import type { RawPayload } from '../types.ts';
import { blibliSearch } from './blibli.ts';
import type { PayloadInput } from './input.ts';
import { lazadaListItem } from './lazada.ts';
import { corrupt } from './malform.ts';
import { shopeeItemBasic, shopeeItemData, shopeeModels } from './shopee.ts';
import { tiktokProductCard } from './tiktok.ts';
import { tokopediaProduct, tokopediaSearch } from './tokopedia.ts';

type Body = Record<string, unknown>;

interface PayloadFormat {
  build(input: PayloadInput): object;
  /** Where in the body the product's record is (search answers wrap it in an envelope). */
  recordPath: readonly (string | number)[];
  /** Required fields of the record; damaging any must make the parser reject the payload. */
  required: readonly string[];
}

const recordAt = (body: object, path: readonly (string | number)[]): Body =>
  path.reduce<Body>((node, key) => (node as Record<string | number, Body>)[key]!, body as Body);

const FORMATS: Record<ProductShape, PayloadFormat> = {
  'shopee.search.item_basic': {
    build: shopeeItemBasic,
    recordPath: [],
    required: [
      'itemid',
      'shopid',
      'name',
      'price',
      'historical_sold',
      'item_rating',
      'categories',
      'stock',
      'shop_info',
      'ctime',
    ],
  },
  'shopee.search.item_data': {
    build: shopeeItemData,
    recordPath: [],
    required: [
      'item_id',
      'shop_id',
      'item_card_displayed_asset',
      'item_card_display_price',
      'item_card_display_sold_count',
      'shop_data',
      'stock',
      'ctime',
    ],
  },
  'tokopedia.searchProductV5': {
    build: tokopediaSearch,
    recordPath: ['data', 'searchProductV5', 'data', 'products', 0],
    required: ['id', 'name', 'url', 'price', 'shop', 'category', 'stock', 'countReview'],
  },
  'tokopedia.product': {
    build: tokopediaProduct,
    recordPath: [],
    required: [
      'product_id',
      'url',
      'name',
      'price',
      'total_sales',
      'total_revenue',
      'store_id',
      'detailVariants',
      'created_at',
    ],
  },
  'tiktok.product_card': {
    build: tiktokProductCard,
    recordPath: [],
    required: ['product_id', 'title', 'product_price_info', 'sold_info', 'seller_info', 'create_time'],
  },
  'lazada.search.listItem': {
    build: lazadaListItem,
    recordPath: [],
    required: ['itemId', 'name', 'price', 'productUrl', 'sellerId', 'review'],
  },
  'blibli.search.product': {
    build: blibliSearch,
    recordPath: ['data', 'products', 0],
    required: ['sku', 'name', 'price', 'url', 'merchantCode', 'review'],
  },
};

/** The product as `shape` shows it; with `damage` (a 32-bit hash), malformed on purpose. */
export function productPayload(shape: ProductShape, input: PayloadInput, damage?: number): RawPayload {
  const format = FORMATS[shape];
  const body = format.build(input);
  if (damage !== undefined) corrupt(recordAt(body, format.recordPath), format.required, damage);
  return { shape, body };
}

/** Shopee's models payload of a product with variants; with `damage`, one model breaks spec §5's rule. */
export function shopeeModelsPayload(input: PayloadInput, damage?: number): RawPayload {
  const body = shopeeModels(input);
  if (damage !== undefined) {
    const model = body.models[damage % body.models.length] as Body | undefined;
    if (model) corrupt(model, ['price', 'stock'], damage >>> 3);
  }
  return { shape: 'shopee.item.models', body, itemId: input.product.externalId };
}
