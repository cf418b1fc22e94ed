import { dayFromNumber, JAKARTA_OFFSET_SECONDS, SECONDS_PER_DAY } from '../../calendar.ts';
import { formatRupiah, stockValue } from '../../formats/money.ts';
import { formatTokopediaSoldText } from '../../formats/sold-text.ts';
import type { TokopediaProduct } from '../../parsers/tokopedia-product.ts';
import { TOKOPEDIA_TIER, type TokopediaSearch } from '../../parsers/tokopedia-search.ts';
import type { CatalogStore } from '../catalog.ts';
import { discountPercent, perProduct, roundedRating, type PayloadInput } from './input.ts';

function tierOf(store: CatalogStore): number {
  if (store.official) return TOKOPEDIA_TIER.official;
  return store.goldenMerchant ? TOKOPEDIA_TIER.powerMerchant : TOKOPEDIA_TIER.regular;
}

/** '2024-05-01T10:22:11+07:00' for unix seconds, in Jakarta time. */
function jakartaTimestamp(seconds: number): string {
  const local = seconds + JAKARTA_OFFSET_SECONDS;
  const time = local % SECONDS_PER_DAY;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${dayFromNumber(Math.floor(local / SECONDS_PER_DAY))}T${two(Math.floor(time / 3_600))}:${two(Math.floor((time % 3_600) / 60))}:${two(time % 60)}+07:00`;
}

const statics = perProduct((product, store) => {
  const categories = product.categoryPath.map((c) => ({ id: Number(c.externalId), name: c.name }));
  const leaf = categories.at(-1) ?? { id: 0, name: '' };
  return {
    productId: Number(product.externalId),
    storeId: Number(store.externalId),
    categories,
    searchCategory: { id: leaf.id, name: leaf.name, breadcrumb: categories },
    mediaURL: { image: product.imageUrl },
    shop: {
      id: Number(store.externalId),
      name: store.name,
      url: `https://www.tokopedia.com/${store.username}`,
      city: store.location,
      tier: tierOf(store),
      ...(store.official ? { isOfficial: true } : {}),
    },
    createdAt: jakartaTimestamp(product.listedAt),
    variants: product.variants.map((v) => ({
      variantId: Number(v.externalId),
      variantName: v.name,
      productURL: `${product.url}?variant=${v.externalId}`,
      productName: `${product.name} - ${v.name}`,
    })),
  };
});

/** A searchProductV5 answer holding this one product. */
export function tokopediaSearch(input: PayloadInput): TokopediaSearch {
  const { product, snapshot: s } = input;
  const fixed = statics(input);
  const sold = formatTokopediaSoldText(s.soldTotal);
  return {
    data: {
      searchProductV5: {
        header: { totalData: 1 },
        data: {
          products: [
            {
              id: fixed.productId,
              name: product.name,
              url: product.url,
              mediaURL: fixed.mediaURL,
              shop: fixed.shop,
              price: {
                text: formatRupiah(s.price),
                number: s.price,
                original: s.originalPrice > s.price ? formatRupiah(s.originalPrice) : '',
                discountPercentage: discountPercent(s.price, s.originalPrice),
              },
              rating: s.reviewCount > 0 ? roundedRating(s.rating).toFixed(1) : '',
              labelGroups:
                sold === undefined ? [] : [{ position: 'ri_product_credibility', title: sold, type: 'textDarkGrey' }],
              category: fixed.searchCategory,
              stock: s.stock,
              countReview: s.reviewCount,
            },
          ],
        },
      },
    },
  };
}

/** Product statistics (spec §3 'Tokopedia product' with 'Tokopedia variants'). */
export function tokopediaProduct(input: PayloadInput): TokopediaProduct {
  const { product, store, snapshot: s, followers } = input;
  const fixed = statics(input);
  const detailVariants = fixed.variants.map((v, i) => {
    const state = s.variants[i]!;
    return {
      ...v,
      estimatedRevenue: state.revenueTotal,
      thisMonthEstimatedRevenue: state.monthRevenue,
      estimatedSales: state.soldTotal,
      thisMonthEstimatedSales: state.monthSold,
      stock: state.stock,
      stockValue: stockValue(state.price, state.stock),
      price: state.price,
      imageURL: product.imageUrl,
    };
  });
  return {
    product_id: fixed.productId,
    url: product.url,
    store_id: fixed.storeId,
    store_name: store.name,
    store_official: store.official,
    store_golden_merchant: store.goldenMerchant,
    store_location: store.location,
    image_url: product.imageUrl,
    name: product.name,
    price: s.price,
    original_price: s.originalPrice,
    discount_percentage: discountPercent(s.price, s.originalPrice),
    stock: s.stock,
    total_sales: s.soldTotal,
    total_revenue: String(s.revenueTotal),
    total_review: s.reviewCount,
    rating: roundedRating(s.rating),
    // Discussions ('diskusi') run at about a third of the reviews.
    count_talk: Math.floor(s.reviewCount / 3),
    wishlist_count: s.likedCount,
    categories: fixed.categories,
    brand: product.brand,
    created_at: fixed.createdAt,
    store_follower_count: followers,
    store_following_count: store.following,
    store_response_rate: store.responseRate,
    variantsStatistics: detailVariants.map((v) => ({
      variantName: v.variantName,
      estimatedSales: v.estimatedSales,
      thisMonthEstimatedSales: v.thisMonthEstimatedSales,
    })),
    detailVariants,
  };
}
