import { NO_BRAND_ID } from '@pasarlens/contracts';
import type { TFunction } from 'i18next';

/** Brand rows with the products of no brand named in the reader's language. */
export function namedBrands<T extends { id: number; name: string }>(brands: readonly T[], t: TFunction): T[] {
  return brands.map((brand) => (brand.id === NO_BRAND_ID ? { ...brand, name: t('enterprise.dashboard.noBrand') } : brand));
}
