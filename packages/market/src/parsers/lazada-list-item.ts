import { z } from 'zod';
import { parseShopeeSoldText } from '../formats/sold-text.ts';
import { slugFromProductUrl } from '../formats/urls.ts';
import type { SoldCounter } from '../observation.ts';
import { brandOrNull, decimalString, ratingOrNull, shapeParser } from './common.ts';

/** Lazada writes sold counts like Shopee ('1,2RB terjual'); no text means nothing sold yet. */
const soldText = z
  .string()
  .optional()
  .transform((text, ctx): SoldCounter => {
    if (text === undefined) return { kind: 'exact', total: 0 };
    const counter = parseShopeeSoldText(text);
    if (!counter) ctx.addIssue({ code: 'custom', message: `Unreadable sold text '${text}'` });
    return counter ?? z.NEVER;
  });

/** One of Lazada's search results (`mods.listItems[]`). Numbers come as strings. */
export const lazadaListItemSchema = z
  .object({
    itemId: z.string().regex(/^\d+$/),
    name: z.string(),
    /** Protocol-relative: '//www.lazada.co.id/products/…html'. */
    productUrl: z.string().startsWith('//'),
    image: z.string(),
    price: decimalString,
    originalPrice: decimalString.optional(),
    ratingScore: decimalString,
    review: decimalString,
    location: z.string(),
    sellerId: z.string().regex(/^\d+$/),
    sellerName: z.string(),
    brandName: z.string(),
    itemSoldCntShow: soldText,
    categories: z.array(z.number()),
    categoryNames: z.array(z.string()),
    icons: z.array(z.object({ domClass: z.string() })),
    inStock: z.boolean(),
  })
  .refine(
    (item) => item.categories.length === item.categoryNames.length,
    'categories and categoryNames differ in length',
  );
export type LazadaListItem = z.input<typeof lazadaListItemSchema>;

export const LAZMALL_ICON = 'lzd-mall-badge';

export const lazadaListItemParser = shapeParser(lazadaListItemSchema, (day, item) => {
  const url = `https:${item.productUrl}`;
  const lazMall = item.icons.some((icon) => icon.domClass === LAZMALL_ICON);
  return [
    {
      marketplace: 'lazada',
      day,
      externalId: item.itemId,
      name: item.name,
      url,
      slug: slugFromProductUrl(url),
      imageUrl: item.image || null,
      price: item.price,
      originalPrice: Math.max(item.price, item.originalPrice ?? 0),
      brand: brandOrNull(item.brandName),
      categoryPath: item.categories.map((id, i) => ({ externalId: String(id), name: item.categoryNames[i] ?? '' })),
      rating: ratingOrNull(item.ratingScore, item.review),
      reviewCount: item.review,
      commentCount: null,
      wishlistCount: null,
      stock: null,
      listedAt: null,
      location: item.location || null,
      sold: item.itemSoldCntShow,
      recentSold: null,
      revenueTotal: null,
      variants: [],
      store: {
        externalId: item.sellerId,
        name: item.sellerName,
        username: null,
        official: lazMall,
        goldenMerchant: false,
        lazMall,
        location: item.location || null,
        followers: null,
        following: null,
        responseRate: null,
      },
    },
  ];
});
