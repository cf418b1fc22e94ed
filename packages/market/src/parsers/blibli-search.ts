import { z } from 'zod';
import { parseRupiah } from '../formats/money.ts';
import { parseTokopediaSoldText } from '../formats/sold-text.ts';
import { slugFromProductUrl } from '../formats/urls.ts';
import type { Day, Observation, SoldCounter } from '../observation.ts';
import { brandOrNull, ratingOrNull, shapeParser } from './common.ts';

export const BLIBLI_ORIGIN = 'https://www.blibli.com';
/** Merchant badges that mark Blibli's better-rated sellers (our golden-merchant flag). */
const GOLDEN_BADGES = new Set(['Gold', 'Diamond']);

/** Blibli writes sold ranges like Tokopedia ('250+ terjual'); no range means nothing sold yet. */
const soldRange = z
  .object({ id: z.string() })
  .nullable()
  .transform((range, ctx): SoldCounter => {
    if (range === null) return { kind: 'exact', total: 0 };
    const counter = parseTokopediaSoldText(range.id);
    if (!counter) ctx.addIssue({ code: 'custom', message: `Unreadable sold range '${range.id}'` });
    return counter ?? z.NEVER;
  });

const product = z.object({
  sku: z.string().regex(/^[A-Z]{3}-\d{5,}-\d{5,}$/),
  name: z.string(),
  /** Site-relative: '/p/{slug}/ps--{sku}'. */
  url: z.string().startsWith('/p/'),
  images: z.array(z.string()),
  price: z.object({ strikeThroughPriceDisplay: z.string().nullable(), minPrice: z.number() }),
  review: z.object({ rating: z.number(), count: z.number() }),
  soldRangeCount: soldRange,
  location: z.string(),
  merchantCode: z.string().regex(/^[A-Z]{3}-\d{5,}$/),
  merchantName: z.string(),
  brand: z.string(),
  official: z.boolean(),
  badge: z.object({ merchantBadge: z.string() }),
  breadcrumbs: z.array(z.object({ code: z.string(), name: z.string() })),
  status: z.enum(['AVAILABLE', 'OOS']),
});

/** Blibli's search answer. */
export const blibliSearchSchema = z.object({
  code: z.literal(200),
  status: z.literal('OK'),
  data: z.object({ products: z.array(product) }),
});
type Product = z.input<typeof product>;
/** The answer as Blibli sends it, with the fields the parser does not need. */
export interface BlibliSearch {
  code: 200;
  status: 'OK';
  data: { products: (Product & { price: Product['price'] & { priceDisplay: string; discount: number } })[] };
}

function toObservation(day: Day, p: z.output<typeof product>): Observation {
  const url = `${BLIBLI_ORIGIN}${p.url}`;
  return {
    marketplace: 'blibli',
    day,
    externalId: p.sku,
    name: p.name,
    url,
    slug: slugFromProductUrl(url),
    imageUrl: p.images[0] ?? null,
    price: p.price.minPrice,
    originalPrice: Math.max(p.price.minPrice, parseRupiah(p.price.strikeThroughPriceDisplay ?? '') ?? 0),
    brand: brandOrNull(p.brand),
    categoryPath: p.breadcrumbs.map((c) => ({ externalId: c.code, name: c.name })),
    rating: ratingOrNull(p.review.rating, p.review.count),
    reviewCount: p.review.count,
    commentCount: null,
    wishlistCount: null,
    stock: null,
    listedAt: null,
    location: p.location || null,
    sold: p.soldRangeCount,
    recentSold: null,
    revenueTotal: null,
    variants: [],
    store: {
      externalId: p.merchantCode,
      name: p.merchantName,
      username: null,
      official: p.official,
      goldenMerchant: GOLDEN_BADGES.has(p.badge.merchantBadge),
      lazMall: false,
      location: p.location || null,
      followers: null,
      following: null,
      responseRate: null,
    },
  };
}

export const blibliSearchParser = shapeParser(blibliSearchSchema, (day, body) =>
  body.data.products.map((p) => toObservation(day, p)),
);
