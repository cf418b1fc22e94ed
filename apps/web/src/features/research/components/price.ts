import type { Language, ProductSummary } from '@pasarlens/contracts';
import type { TFunction } from 'i18next';
import { formatIdr } from '../../../lib/format.ts';

/** Whether the product's variants sell at different prices: its price is then the cheapest's. */
export const pricedFrom = <P extends Pick<ProductSummary, 'price' | 'priceMax'>>(
  product: P,
): product is P & { priceMax: number } => product.priceMax !== null && product.priceMax > product.price;

/** The price as a list shows it: "mulai dari Rp 120.500" where the variants' prices differ. */
export function listPrice(t: TFunction, language: Language, product: Pick<ProductSummary, 'price' | 'priceMax'>) {
  const price = formatIdr(product.price, language);
  return pricedFrom(product) ? t('research.price.from', { price }) : price;
}
