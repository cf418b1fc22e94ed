import type { CalculatorSlug } from '@pasarlens/contracts';

/** The free calculators (spec §1), by the slug of their URL. */
export const CALCULATORS = [
  { slug: 'acos-roas', titleKey: 'calc.acosRoas.title', descriptionKey: 'calc.acosRoas.description' },
  { slug: 'profit', titleKey: 'calc.profit.title', descriptionKey: 'calc.profit.description' },
  { slug: 'target-roas', titleKey: 'calc.targetRoas.title', descriptionKey: 'calc.targetRoas.description' },
  { slug: 'biaya-shopee', titleKey: 'calc.shopee.title', descriptionKey: 'calc.shopee.description' },
  { slug: 'harga-tiktok', titleKey: 'calc.tiktok.title', descriptionKey: 'calc.tiktok.description' },
] as const satisfies readonly { slug: CalculatorSlug; titleKey: string; descriptionKey: string }[];

export type { CalculatorSlug };
