import { z } from 'zod';
import { fromShopeePrice } from '../formats/money.ts';
import { SHOPEE_ORIGIN, shopeeProductSlug } from '../formats/urls.ts';
import type { CategoryRef } from '../observation.ts';

export const shopeeCategories = z.array(z.object({ catid: z.number(), display_name: z.string() }));

export const toCategoryPath = (categories: z.infer<typeof shopeeCategories>): CategoryRef[] =>
  categories.map((c) => ({ externalId: String(c.catid), name: c.display_name }));

/** rating_count is [total, 1★, 2★, 3★, 4★, 5★]. */
export const shopeeRating = z.object({ rating_star: z.number(), rating_count: z.array(z.number()).length(6) });

/** Shopee search results carry no URL: it is made from the name and the ids. */
export function shopeeAddress(name: string, shopId: number, itemId: number): { url: string; slug: string } {
  const slug = shopeeProductSlug(name, shopId, itemId);
  return { url: `${SHOPEE_ORIGIN}/${slug}`, slug };
}

/** price_before_discount / strikethrough_price are 0 when nothing is struck through. */
export const shopeeOriginalPrice = (price: number, before: number): number =>
  fromShopeePrice(before > 0 ? before : price);
