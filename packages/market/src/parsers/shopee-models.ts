import { z } from 'zod';
import { fromShopeePrice } from '../formats/money.ts';
import type { VariantObservation } from '../observation.ts';

/**
 * Spec §5: a Shopee variant response must be an array of items with itemid (number or string),
 * name, a numeric price and a numeric stock; otherwise the product's variant list is emptied.
 * Prices are Shopee's ×100000 integers. The ranges are checked here, not only on the observation,
 * so that a bad variant empties the variant list rather than losing the product.
 */
const count = z.number().int().nonnegative();
const shopeePrice = z.number().int().nonnegative();

export const shopeeModelSchema = z.object({
  itemid: z.union([z.number().int().positive(), z.string().min(1)]),
  modelid: z.union([z.number().int().positive(), z.string().min(1)]),
  name: z.string(),
  price: shopeePrice,
  price_before_discount: shopeePrice.optional(),
  stock: count,
  sold: count.optional(),
});

export const shopeeModelsSchema = z.object({
  item_id: z.union([z.number().int().positive(), z.string().min(1)]),
  models: z.array(shopeeModelSchema),
});
export type ShopeeModels = z.input<typeof shopeeModelsSchema>;

/** The variants of a models payload, or undefined when it breaks the rule above. */
export function shopeeVariantsOf(body: unknown): VariantObservation[] | undefined {
  const parsed = shopeeModelsSchema.safeParse(body);
  if (!parsed.success) return undefined;
  return parsed.data.models.map((m) => ({
    externalId: String(m.modelid),
    name: m.name,
    price: fromShopeePrice(m.price),
    stock: m.stock,
    soldTotal: m.sold ?? null,
  }));
}
