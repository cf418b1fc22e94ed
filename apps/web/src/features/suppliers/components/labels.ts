import { LISTING_CATEGORIES, SUPPLIER_TYPES } from '@pasarlens/contracts';
import type { TFunction } from 'i18next';

/** Select options for the eleven categories and the five supplier types (spec §3), in the current language. */
export const categoryOptions = (t: TFunction) =>
  LISTING_CATEGORIES.map((value) => ({ value, label: t(`suppliers.categories.${value}`) }));
export const supplierTypeOptions = (t: TFunction) =>
  SUPPLIER_TYPES.map((value) => ({ value, label: t(`suppliers.types.${value}`) }));
