import { groupThousands } from '../../formats/money.ts';
import { slugFromProductUrl } from '../../formats/urls.ts';
import type { TiktokProductCard } from '../../parsers/tiktok-product-card.ts';
import { discountPercent, perProduct, roundedRating, type PayloadInput } from './input.ts';

const statics = perProduct((product) => ({
  image: { url_list: [product.imageUrl] },
  categoryPath: product.categoryPath.map((c, i) => ({
    category_id: c.externalId,
    category_name: c.name,
    level: i + 1,
  })),
  brand: { brand_name: product.brand ?? 'No brand' },
  createTime: String(product.listedAt),
  seoUrl: { canonical_url: product.url, slug: slugFromProductUrl(product.url) ?? '' },
}));

/** A TikTok Shop product card. */
export function tiktokProductCard(input: PayloadInput): TiktokProductCard {
  const { product, store, snapshot: s, followers } = input;
  const fixed = statics(input);
  const percent = discountPercent(s.price, s.originalPrice);
  return {
    product_id: product.externalId,
    title: product.name,
    image: fixed.image,
    product_price_info: {
      sale_price_decimal: String(s.price),
      origin_price_decimal: String(s.originalPrice),
      currency_name: 'IDR',
      sale_price_format: groupThousands(s.price),
      discount_format: percent > 0 ? `-${percent}%` : '',
    },
    sold_info: { sold_count: s.soldTotal },
    rate_info: { score: roundedRating(s.rating), review_count: s.reviewCount },
    seller_info: {
      seller_id: store.externalId,
      shop_name: store.name,
      shop_location: store.location,
      follower_count: followers,
      response_rate: `${store.responseRate}%`,
      is_official: store.official,
      is_star_shop: store.goldenMerchant,
    },
    category_path: fixed.categoryPath,
    brand_info: fixed.brand,
    stock_info: { available_stock: s.stock },
    create_time: fixed.createTime,
    seo_url: fixed.seoUrl,
  };
}
