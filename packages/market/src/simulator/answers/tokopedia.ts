import { dayFromNumber, JAKARTA_OFFSET_SECONDS, SECONDS_PER_DAY } from '../../calendar.ts';
import { formatRupiah } from '../../formats/money.ts';
import { formatTokopediaSoldText } from '../../formats/sold-text.ts';
import { discountPercent, perProduct, roundedRating, type PayloadInput } from './input.ts';

/*
 * Tokopedia's GraphQL (gql.tokopedia.com) as its pages receive it: a batch array of `{data}`.
 * A category page's `CategoryProducts` cards carry string ids, the price as text beside
 * `priceInt`, the sold counter only as a label ('5rb+ terjual'), no stock and no category name;
 * the product page's `pdpGetLayout` has the exact counters (as strings), the category path, the
 * stock and the variants as child products.
 */

const GQL = 'https://gql.tokopedia.com/graphql';

/** '2024-05-01T10:22:11+07:00' for unix seconds, in Jakarta time. */
function jakartaTimestamp(seconds: number): string {
  const local = seconds + JAKARTA_OFFSET_SECONDS;
  const time = local % SECONDS_PER_DAY;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${dayFromNumber(Math.floor(local / SECONDS_PER_DAY))}T${two(Math.floor(time / 3_600))}:${two(Math.floor((time % 3_600) / 60))}:${two(time % 60)}+07:00`;
}

const BADGE = 'https://images.tokopedia.net/img';

const statics = perProduct((product, store) => ({
  shop: {
    id: store.externalId,
    url: `https://www.tokopedia.com/${store.username}`,
    name: store.name,
    goldmerchant: store.goldenMerchant || store.official,
    official: store.official,
    location: store.location,
  },
  badges: store.official
    ? [{ imageUrl: `${BADGE}/official_store_badge.png`, show: true }]
    : store.goldenMerchant
      ? [{ imageUrl: `${BADGE}/power_merchant_badge.png`, show: true }]
      : [],
  category: {
    id: product.categoryPath.at(-1)?.externalId ?? '0',
    name: product.categoryPath.at(-1)?.name ?? '',
    detail: product.categoryPath.map((c) => ({ id: c.externalId, name: c.name })),
  },
  createdAt: jakartaTimestamp(product.listedAt),
  media: [{ type: 'image', urlOriginal: product.imageUrl }],
}));

/** One card of a category page. */
export function tokopediaCard(input: PayloadInput) {
  const { product, snapshot: s } = input;
  const fixed = statics(input);
  const sold = formatTokopediaSoldText(s.soldTotal);
  return {
    id: product.externalId,
    url: `${product.url}?extParam=ivf%3Dfalse`,
    imageUrl: product.imageUrl,
    catId: fixed.category.id,
    countReview: s.reviewCount,
    discountPercentage: discountPercent(s.price, s.originalPrice),
    name: product.name,
    price: formatRupiah(s.price),
    priceInt: s.price,
    original_price: s.originalPrice > s.price ? formatRupiah(s.originalPrice) : '',
    rating: s.reviewCount > 0 ? Math.round(s.rating) : 0,
    badges: fixed.badges,
    shop: fixed.shop,
    labelGroups: sold === undefined ? [] : [{ position: 'integrity', title: sold, type: 'textDarkGrey' }],
  };
}

/** A page of a category's products, in GraphQL's batch envelope. */
export function tokopediaCategoryPage(cards: ReturnType<typeof tokopediaCard>[], page: number) {
  return {
    url: `${GQL}/SearchProductQuery?page=${page}`,
    body: [{ data: { CategoryProducts: { count: cards.length, data: cards } } }],
  };
}

/** The product page's `pdpGetLayout`. */
export function tokopediaLayout(input: PayloadInput) {
  const { product, store, snapshot: s } = input;
  const fixed = statics(input);
  const hasVariants = product.variants.length > 0;
  const children = product.variants.map((v, i) => ({
    productID: v.externalId,
    productName: `${product.name} - ${v.name}`,
    optionName: v.name.split(','),
    price: s.variants[i]!.price,
    stock: { stock: s.variants[i]!.stock },
  }));
  const layout = {
    name: 'Default Layout Desktop',
    basicInfo: {
      alias: product.url.split('/').at(-1),
      createdAt: fixed.createdAt,
      id: product.externalId,
      shopID: store.externalId,
      shopName: store.name,
      url: product.url,
      status: 'ACTIVE',
      category: fixed.category,
      txStats: { countSold: String(s.soldTotal), itemSoldFmt: formatTokopediaSoldText(s.soldTotal) ?? '' },
      stats: {
        countReview: String(s.reviewCount),
        countTalk: String(Math.floor(s.reviewCount / 3)),
        rating: roundedRating(s.rating),
      },
    },
    components: [
      { name: 'product_media', type: 'product_media', data: [{ media: fixed.media }] },
      {
        name: 'new_variant_options',
        type: 'variant',
        data: hasVariants ? [{ parentID: product.externalId, children }] : [],
      },
      {
        name: 'product_content',
        type: 'product_content',
        data: [
          {
            name: product.name,
            price: { value: s.price, currency: 'IDR' },
            campaign: {
              isActive: s.originalPrice > s.price,
              originalPrice: s.originalPrice > s.price ? s.originalPrice : 0,
              discountedPrice: s.price,
            },
            stock: { useStock: true, value: String(s.stock) },
            variant: { isVariant: hasVariants, parentID: hasVariants ? product.externalId : '0' },
            isOS: store.official,
            isPowerMerchant: store.goldenMerchant,
          },
        ],
      },
    ],
  };
  return { url: `${GQL}/PDPGetLayoutQuery`, body: [{ data: { pdpGetLayout: layout } }] };
}
