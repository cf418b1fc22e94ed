import { NO_BRAND_ID } from '@pasarlens/contracts';
import type { TFunction } from 'i18next';

/** A brand row's name, the products of no brand named in the reader's language. */
export const brandName = (brand: { id: number; name: string }, t: TFunction): string =>
  brand.id === NO_BRAND_ID ? t('enterprise.dashboard.noBrand') : brand.name;

/** Brand rows with their names as `brandName` gives them. */
export function namedBrands<T extends { id: number; name: string }>(brands: readonly T[], t: TFunction): T[] {
  return brands.map((brand) => ({ ...brand, name: brandName(brand, t) }));
}
