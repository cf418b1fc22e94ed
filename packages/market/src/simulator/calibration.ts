import type { Marketplace } from '../observation.ts';
import type { ProductModel } from './catalog.ts';
import { CONCEPT_GROUPS, type ConceptGroup } from './taxonomy-data.ts';

/**
 * Each concept group's share of a marketplace's revenue, in percent (decisions/033): electronics
 * the largest family but split over phones, computers and other electronics, fashion next, then
 * beauty and personal care, food, and home — as published figures for Indonesian e-commerce rank
 * them. A marketplace's lean towards a group (its affinity) moves its share the same way.
 */
const REVENUE_SHARES: Readonly<Record<string, number>> = {
  'women-clothing': 8,
  'men-clothing': 5,
  muslim: 5,
  'women-shoes': 2.5,
  'men-shoes': 2,
  bags: 2.5,
  beauty: 11,
  health: 3,
  phones: 12,
  computers: 9,
  electronics: 9,
  home: 5,
  kitchen: 4,
  baby: 4,
  food: 8,
  sports: 2.5,
  automotive: 2.5,
  hobby: 2,
  pets: 1,
  stationery: 1,
  books: 1,
};

/** A group's target share of a marketplace's revenue (0–1), its affinity there taken in. */
export function revenueTargets(marketplace: Marketplace): Map<ConceptGroup, number> {
  const weights = CONCEPT_GROUPS.map(
    (g) => [g, (REVENUE_SHARES[g.key] ?? 1) * (g.affinity?.[marketplace] ?? 1)] as const,
  );
  const total = weights.reduce((sum, [, w]) => sum + w, 0);
  return new Map(weights.map(([g, w]) => [g, w / total]));
}

/** The most of a level-1 category's expected revenue one brand may hold; sales days scatter around it. */
const BRAND_CAP = 0.12;
const ROUNDS = 4;

/** Expected rupiah a day: the demand at the price of its variants, each as much as it sells. */
function expected(m: ProductModel): number {
  const { variants, basePrice } = m.product;
  if (variants.length === 0) return m.baseDemand * basePrice;
  let weighted = 0;
  let total = 0;
  m.variantWeights.forEach((weight, i) => {
    weighted += weight * (variants[i]?.priceFactor ?? 1);
    total += weight;
  });
  return (m.baseDemand * basePrice * weighted) / total;
}

function scale(models: readonly ProductModel[], factor: number): void {
  for (const m of models) {
    m.baseDemand *= factor;
    m.initialSold = Math.round(m.initialSold * factor);
  }
}

function groupBy<K>(models: readonly ProductModel[], keyOf: (m: ProductModel) => K): Map<K, ProductModel[]> {
  const groups = new Map<K, ProductModel[]>();
  for (const m of models) {
    const key = keyOf(m);
    const list = groups.get(key);
    if (list) list.push(m);
    else groups.set(key, [m]);
  }
  return groups;
}

const sum = (models: readonly ProductModel[]) => models.reduce((total, m) => total + expected(m), 0);

/** Scales each group's demand so its expected revenue is its share of the marketplace's. */
function matchGroupShares(models: readonly ProductModel[]): void {
  const groups = groupBy(models, (m) => m.leaf.group);
  const targets = revenueTargets(models[0]!.product.marketplace);
  // Groups without a product (a small market) leave their share to the others.
  const present = [...groups.keys()].reduce((total, g) => total + targets.get(g)!, 0);
  const total = sum(models);
  for (const [group, members] of groups) {
    const now = sum(members);
    if (now > 0) scale(members, (total * targets.get(group)!) / present / now);
  }
}

/** Brings every brand above the cap of its level-1 category down to the cap, the biggest first. */
function capBrands(models: readonly ProductModel[]): void {
  for (const members of groupBy(models, (m) => m.product.categoryPath[0]!.externalId).values()) {
    let total = sum(members);
    const brands = [
      ...groupBy(
        members.filter((m) => m.product.brand !== null),
        (m) => m.product.brand!,
      ).values(),
    ].map((products) => ({ products, revenue: sum(products) }));
    for (const { products, revenue } of brands.sort((a, b) => b.revenue - a.revenue)) {
      const others = total - revenue;
      // brand' / (brand' + others) = cap; with no one else to share with, nothing to do.
      const allowed = (BRAND_CAP * others) / (1 - BRAND_CAP);
      if (revenue <= allowed || others <= 0) continue;
      scale(products, allowed / revenue);
      total = others + allowed;
    }
  }
}

/**
 * Calibrates the products' demand after the catalogue is drawn: each marketplace's revenue splits
 * over its categories by REVENUE_SHARES, and no brand holds more than BRAND_CAP of a level-1
 * category. A few rounds settle both (capping a brand shrinks its category, which the next round
 * scales back up, leaving the brands' shares as they are within a group).
 */
export function calibrateDemand(models: readonly ProductModel[], marketplaces: readonly Marketplace[]): void {
  const byMarketplace = groupBy(models, (m) => m.product.marketplace);
  for (const marketplace of marketplaces) {
    const members = byMarketplace.get(marketplace) ?? [];
    if (members.length === 0) continue;
    for (let round = 0; round < ROUNDS; round++) {
      capBrands(members);
      matchGroupShares(members);
    }
  }
}
