import { groupThousands } from '../../formats/money.ts';
import { slugFromProductUrl } from '../../formats/urls.ts';
import { discountPercent, perProduct, roundedRating, type PayloadInput } from './input.ts';

/*
 * TikTok Shop (www.tiktok.com/api/shop/…) as far as public captures show it: a listing's cards
 * (id, title, image, prices as decimal strings with the currency's name, review counts as text,
 * the sold counter, the seller's id and name; no stock, category or listing date) and a product
 * page's data (the category path by level; the SKUs, which we leave out: the simulated TikTok
 * Shop listings have no variants, and one SKU would read as a variant).
 */

const API = 'https://www.tiktok.com/api/shop';

const statics = perProduct((product, store) => ({
  image: { url_list: [product.imageUrl] },
  seoUrl: { canonical_url: product.url, slug: slugFromProductUrl(product.url) ?? '' },
  seller: { seller_id: store.externalId, shop_name: store.name },
  categories: product.categoryPath.map((c, i, path) => ({
    category_id: c.externalId,
    level: i + 1,
    is_leaf: i === path.length - 1,
    parent_id: i === 0 ? '0' : path[i - 1]!.externalId,
    category_name: c.name,
  })),
}));

const prices = ({ snapshot: s }: PayloadInput) => ({
  currency_name: 'IDR',
  currency_symbol: 'Rp',
  sale_price_decimal: String(s.price),
  sale_price_format: groupThousands(s.price),
  origin_price_decimal: String(s.originalPrice),
  discount_format: s.originalPrice > s.price ? `${discountPercent(s.price, s.originalPrice)}%` : '',
});

/** One card of a product listing. */
export function tiktokCard(input: PayloadInput) {
  const { product, snapshot: s } = input;
  const fixed = statics(input);
  return {
    product_id: product.externalId,
    title: product.name,
    image: fixed.image,
    product_price_info: prices(input),
    rate_info: { score: roundedRating(s.rating), review_count: String(s.reviewCount) },
    sold_info: { sold_count: s.soldTotal },
    seller_info: fixed.seller,
    seo_url: fixed.seoUrl,
  };
}

/** A page of a category's product listing. */
export function tiktokListing(cards: ReturnType<typeof tiktokCard>[], category: string, offset: number) {
  return {
    url: `${API}/brandy_desktop/s/product_list?category_id=${category}&offset=${offset}&region=ID`,
    body: { code: 0, message: 'success', data: { products: cards, has_more: true } },
  };
}

/** A product page's data. */
export function tiktokPage(input: PayloadInput) {
  const { product, store, snapshot: s, followers } = input;
  const fixed = statics(input);
  return {
    url: `${API}/pdp_desktop/page_data?product_id=${product.externalId}&region=ID`,
    body: {
      error_code: 0,
      sale_region: 'ID',
      categories: fixed.categories,
      shop_info: { seller_id: store.externalId, shop_name: store.name, followers_count: followers },
      seo_url: fixed.seoUrl,
      product_info: {
        product_id: product.externalId,
        status: 1,
        seller: { seller_id: store.externalId, name: store.name, seller_location: store.location },
        product_base: {
          title: product.name,
          images: [fixed.image],
          sold_count: s.soldTotal,
          price: {
            min_sku_price: String(s.price),
            max_sku_price: String(s.price),
            min_sku_original_price: String(s.originalPrice),
            currency: 'IDR',
            currency_symbol: 'Rp',
          },
        },
        product_detail_review: { product_rating: roundedRating(s.rating), review_count: s.reviewCount },
      },
    },
  };
}
