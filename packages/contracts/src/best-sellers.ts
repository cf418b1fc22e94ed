import { z } from 'zod';
import { confidenceMixSchema } from './confidence.ts';

/** Top products per category on the public best-sellers page. */
export const BEST_SELLERS_PER_CATEGORY = 5;

export const bestSellerSchema = z.object({
  id: z.number(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  price: z.number(),
  units30: z.number(),
  revenue30: z.number(),
  /** How much of the 30-day revenue was measured rather than estimated. */
  confidence30: confidenceMixSchema.nullable(),
});

export const bestSellersSchema = z.object({
  /** The last day of the 30 counted; null before the first market day. */
  asOf: z.string().nullable(),
  categories: z.array(z.object({ id: z.number(), name: z.string(), products: z.array(bestSellerSchema) })),
});
export type BestSellers = z.infer<typeof bestSellersSchema>;
