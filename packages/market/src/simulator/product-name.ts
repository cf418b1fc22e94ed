import type { Random } from './random.ts';
import type { LeafConcept } from './taxonomy.ts';
import type { BrandDomain } from './taxonomy-data.ts';

const COMMON_TAGS = ['Original', 'Ready Stock', 'Termurah', 'Best Seller', 'Bisa COD', 'Premium', 'Promo', 'Terlaris'];
const DOMAIN_TAGS: Partial<Record<BrandDomain, readonly string[]>> = {
  beauty: ['BPOM', 'Original 100%', 'Viral'],
  health: ['BPOM', 'Halal'],
  food: ['Halal', 'Homemade', 'Fresh'],
  gadget: ['Garansi Resmi', 'Garansi 1 Tahun'],
  electronics: ['Garansi Resmi', 'SNI'],
  baby: ['BPA Free', 'Aman untuk Bayi'],
  automotive: ['SNI', 'Universal'],
};

/**
 * A listing title as sellers write them: a product noun from the leaf, some of its attributes,
 * usually the brand in front, now and then a selling tag ('Serum Wajah Niacinamide 10% 30ml',
 * 'Kaos Polos Cotton Combed 30s Unisex', '[Ready Stock] Ayu Derma Toner AHA BHA 100ml').
 */
export function productName(random: Random, leaf: LeafConcept, brand: string | null): string {
  const parts = [random.pick(leaf.nouns)];
  for (const group of leaf.attributes) if (random.chance(0.75)) parts.push(random.pick(group));
  if (brand !== null) {
    const placement = random.next();
    if (placement < 0.65) parts.unshift(brand);
    else if (placement < 0.8) parts.splice(1, 0, brand);
  }
  const tagRoll = random.next();
  if (tagRoll < 0.25) {
    const tags = [...COMMON_TAGS, ...(DOMAIN_TAGS[leaf.group.domain] ?? [])];
    const tag = random.pick(tags);
    if (tagRoll < 0.08) parts.unshift(`[${tag}]`);
    else parts.push(tag);
  }
  return parts.join(' ');
}
