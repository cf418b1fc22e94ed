/** Spec §3 persona options (business type asked after the first login). */
export const PERSONA_TYPES = [
  'affiliator',
  'brand_distributor',
  'brand_owner',
  'dropshipper',
  'brand_owner_employee',
  'manufacturer',
  'retail_distributor',
  'wholesale_distributor',
  'other',
] as const;

export type PersonaType = (typeof PERSONA_TYPES)[number];
