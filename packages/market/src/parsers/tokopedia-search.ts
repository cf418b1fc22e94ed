import { z } from 'zod';
import { parseRupiah } from '../formats/money.ts';
import { parseTokopediaSoldText } from '../formats/sold-text.ts';
import type { Day, Observation, SoldCounter } from '../observation.ts';
import { numericId, ratingOrNull, shapeParser } from './common.ts';
import { tokopediaCategory, tokopediaProductUrl } from './tokopedia-common.ts';

/** Shop tiers in search results: 0 regular, 1 Power Merchant, 2 Official Store, 3 Power Merchant Pro. */
export const TOKOPEDIA_TIER = { regular: 0, powerMerchant: 1, official: 2, powerMerchantPro: 3 } as const;

const CREDIBILITY = 'ri_product_credibility';

const productFields = z.object({
  id: numericId,
  name: z.string(),
  url: tokopediaProductUrl,
  mediaURL: z.object({ image: z.string() }),
  shop: z.object({
    id: numericId,
    name: z.string(),
    city: z.string(),
    tier: z.number(),
    isOfficial: z.boolean().optional(),
  }),
  /** number in rupiah; original as text ('Rp150.000'), '' when nothing is struck through. */
  price: z.object({ number: z.number(), original: z.string() }),
  /** '4.9'; '' before the first review. */
  rating: z.string().regex(/^(?:\d(?:\.\d+)?)?$/),
  labelGroups: z.array(z.object({ position: z.string(), title: z.string() })),
  category: z.object({ id: z.number(), name: z.string(), breadcrumb: z.array(tokopediaCategory) }),
  stock: z.number(),
  countReview: z.number(),
});

/** The credibility label ('250+ terjual') read into a counter; no label means nothing sold yet. */
const product = productFields.transform((p, ctx) => {
  const label = p.labelGroups.find((g) => g.position === CREDIBILITY);
  const sold: SoldCounter | undefined = label ? parseTokopediaSoldText(label.title) : { kind: 'exact', total: 0 };
  if (!sold) {
    ctx.addIssue({ code: 'custom', message: `Unreadable sold label '${label?.title}'` });
    return z.NEVER;
  }
  return Object.assign(p, { sold });
});

/** Tokopedia's GraphQL search answer (searchProductV5). */
export const tokopediaSearchSchema = z.object({
  data: z.object({
    searchProductV5: z.object({ data: z.object({ products: z.array(product) }) }),
  }),
});
type SearchProduct = z.input<typeof productFields>;
/** The answer as Tokopedia sends it, with the fields the parser does not need. */
export interface TokopediaSearch {
  data: {
    searchProductV5: {
      header: { totalData: number };
      data: {
        products: (SearchProduct & {
          shop: SearchProduct['shop'] & { url: string };
          price: SearchProduct['price'] & { text: string; discountPercentage: number };
          labelGroups: (SearchProduct['labelGroups'][number] & { type: string })[];
        })[];
      };
    };
  };
}
type TokopediaSearchProduct = z.output<typeof product>;

function toObservation(day: Day, p: TokopediaSearchProduct): Observation {
  const tier = p.shop.tier;
  return {
    marketplace: 'tokopedia',
    day,
    externalId: String(p.id),
    name: p.name,
    url: p.url.url,
    slug: p.url.productKey,
    imageUrl: p.mediaURL.image,
    price: p.price.number,
    originalPrice: parseRupiah(p.price.original) ?? p.price.number,
    brand: null,
    categoryPath: p.category.breadcrumb.map((c) => ({ externalId: String(c.id), name: c.name })),
    rating: ratingOrNull(Number(p.rating), p.countReview),
    reviewCount: p.countReview,
    commentCount: null,
    wishlistCount: null,
    stock: p.stock,
    listedAt: null,
    location: p.shop.city || null,
    sold: p.sold,
    recentSold: null,
    revenueTotal: null,
    variants: [],
    store: {
      externalId: String(p.shop.id),
      name: p.shop.name,
      username: p.url.shopDomain,
      official: p.shop.isOfficial === true || tier === TOKOPEDIA_TIER.official,
      goldenMerchant: tier === TOKOPEDIA_TIER.powerMerchant || tier === TOKOPEDIA_TIER.powerMerchantPro,
      lazMall: false,
      location: p.shop.city || null,
      followers: null,
      following: null,
      responseRate: null,
    },
  };
}

export const tokopediaSearchParser = shapeParser(tokopediaSearchSchema, (day, body) =>
  body.data.searchProductV5.data.products.map((p) => toObservation(day, p)),
);
