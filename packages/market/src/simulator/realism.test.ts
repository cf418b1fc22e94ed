import { describe, expect, it } from 'vitest';
import { addDays } from '../days.ts';
import type { Observation } from '../observation.ts';
import { sightingsOfAnswers } from '../readers/sightings.ts';
import { collectMarket } from '../testing/markets.ts';
import { revenueTargets } from './calibration.ts';

// 2 October – 30 November 2025: takes in 10.10, 11.11 and two paydays.
const { market, days } = collectMarket({ seed: 11, products: 3_000, days: 60, lastDay: '2025-11-30' });
// Each day's answers, read as the intake reads them: one Jakarta day of sightings a simulated day.
const sighted = days.map((d) => sightingsOfAnswers(d.answers)[0]!);
const observed = sighted.map((s) => s.counted);
const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0);
const dayRevenue = new Map(days.map((d) => [d.day, sum(d.truth.map((t) => t.revenue))]));

/** Observations of each product in day order. */
function historyOf(): Map<string, Observation[]> {
  const byProduct = new Map<string, Observation[]>();
  for (const list of observed) {
    for (const o of list) {
      const history = byProduct.get(o.externalId);
      if (history) history.push(o);
      else byProduct.set(o.externalId, [o]);
    }
  }
  return byProduct;
}
const histories = historyOf();

describe('a realistic market', () => {
  it('has a long tail: the top 1% of products take at least a quarter of 30-day revenue', () => {
    const revenue = new Map<string, number>();
    for (const d of days.slice(-30))
      for (const t of d.truth) revenue.set(t.productExternalId, (revenue.get(t.productExternalId) ?? 0) + t.revenue);
    const ranked = [...revenue.values()].sort((a, b) => b - a);
    expect(sum(ranked.slice(0, Math.ceil(ranked.length / 100))) / sum(ranked)).toBeGreaterThanOrEqual(0.25);
    // … while most product-days sell 0–3 units and a few products sell in the thousands.
    const units = days.flatMap((d) => d.truth.map((t) => t.units)).sort((a, b) => a - b);
    expect(units[Math.floor(units.length / 2)]).toBeLessThanOrEqual(3);
    expect(units.at(-1)).toBeGreaterThan(1_000);
  });

  it('peaks on 11.11 (and 10.10) well above the median day', () => {
    const ordered = [...dayRevenue.values()].sort((a, b) => a - b);
    const median = ordered[Math.floor(ordered.length / 2)]!;
    expect(dayRevenue.get('2025-11-11')!).toBeGreaterThan(2.5 * median);
    expect(dayRevenue.get('2025-10-10')!).toBeGreaterThan(1.5 * median);
    expect(dayRevenue.get('2025-11-11')!).toBeGreaterThan(dayRevenue.get('2025-10-10')!);
  });

  it('sells more around payday (25th – 1st) than mid-month', () => {
    const mean = (from: string, to: string) => {
      const values = [...dayRevenue].filter(([d]) => d >= from && d <= to).map(([, r]) => r);
      return sum(values) / values.length;
    };
    expect(mean('2025-10-25', '2025-11-01')).toBeGreaterThan(mean('2025-10-13', '2025-10-20'));
  });

  it('runs out of stock now and then, and sells nothing while out', () => {
    const truth = new Map(days.map((d) => [d.day, new Map(d.truth.map((t) => [t.productExternalId, t.units]))]));
    let outOfStock = 0;
    let stillOut = 0;
    for (const history of histories.values()) {
      history.forEach((o, i) => {
        if (o.stock !== 0) return;
        outOfStock++;
        const next = history[i + 1];
        // Sold out on day d and still empty the next day: that next day sold nothing.
        if (next?.stock === 0 && next.day === addDays(o.day, 1)) {
          stillOut++;
          expect(truth.get(next.day)?.get(o.externalId)).toBe(0);
        }
      });
    }
    const total = sum(observed.map((l) => l.length));
    expect(outOfStock / total).toBeGreaterThan(0.005);
    expect(outOfStock / total).toBeLessThan(0.15);
    expect(stillOut).toBeGreaterThan(0);
  });

  it('never loses reviews; ratings sit around 4.3–5', () => {
    let lost = 0;
    for (const history of histories.values())
      for (let i = 1; i < history.length; i++) if (history[i]!.reviewCount! < history[i - 1]!.reviewCount!) lost++;
    expect(lost).toBe(0);
    const ratings = observed
      .at(-1)!
      .filter((o) => (o.reviewCount ?? 0) >= 30)
      .map((o) => o.rating!);
    ratings.sort((a, b) => a - b);
    expect(ratings[Math.floor(ratings.length * 0.05)]).toBeGreaterThanOrEqual(4);
    expect(ratings[Math.floor(ratings.length / 2)]).toBeGreaterThan(4.3);
  });

  it('reviews 1–15% of units, each product at its own rate, and the reviews come 3–10 days after the sale', () => {
    const unitsOf = new Map<string, number[]>();
    for (const d of days)
      for (const t of d.truth)
        (unitsOf.get(t.productExternalId) ?? unitsOf.set(t.productExternalId, []).get(t.productExternalId)!).push(
          t.units,
        );
    const rates: number[] = [];
    for (const [id, history] of histories) {
      const units = unitsOf.get(id)!;
      if (history.length < days.length) continue;
      // The reviews of days 10–59 come from the sales of about days 3–52 (3–10 days earlier).
      const sold = sum(units.slice(3, 53));
      if (sold >= 1_000) rates.push((history[59]!.reviewCount! - history[9]!.reviewCount!) / sold);
    }
    rates.sort((a, b) => a - b);
    expect(rates.length).toBeGreaterThan(30);
    // The windows line up only roughly: a spike of sales just before the last days leaves its reviews outside.
    expect(rates[0]).toBeGreaterThan(0.005);
    expect(rates.at(-1)).toBeLessThan(0.17);
    expect(rates[Math.floor(rates.length * 0.9)]! / rates[Math.floor(rates.length * 0.1)]!).toBeGreaterThan(4);

    // A new listing's first review never comes before the third day after its first sale.
    let checked = 0;
    for (const p of market.catalog.products.filter((p) => p.listedOn > days[0]!.day)) {
      const history = histories.get(p.externalId)!;
      const firstSale = history.find((o) => o.sold.kind === 'exact' && o.sold.total > 0);
      const firstReview = history.find((o) => (o.reviewCount ?? 0) > 0);
      if (!firstSale || !firstReview) continue;
      checked++;
      expect(firstReview.day >= addDays(firstSale.day, 3)).toBe(true);
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('has spikes of a product’s own and new listings that take off at once', () => {
    const unitsOf = new Map<string, number[]>();
    for (const d of days)
      for (const t of d.truth)
        (unitsOf.get(t.productExternalId) ?? unitsOf.set(t.productExternalId, []).get(t.productExternalId)!).push(
          t.units,
        );
    let spiking = 0;
    for (const units of unitsOf.values()) {
      const median = [...units].sort((a, b) => a - b)[Math.floor(units.length / 2)]!;
      if (median >= 5 && units.some((u) => u > 5 * median)) spiking++;
    }
    expect(spiking).toBeGreaterThan(5);
    const fresh = market.catalog.products.filter((p) => p.listedOn > days[0]!.day);
    const fast = fresh.filter((p) => sum(unitsOf.get(p.externalId)!.slice(0, 20)) >= 1_000);
    expect(fast.length).toBeGreaterThan(0);
    expect(fast.length).toBeLessThan(fresh.length / 4);
  });

  it('moves prices: discount periods and price changes', () => {
    let discounted = 0;
    let changed = 0;
    for (const history of histories.values()) {
      if (history.some((o) => o.originalPrice! > o.price)) discounted++;
      if (new Set(history.map((o) => o.price)).size > 1) changed++;
    }
    expect(discounted / histories.size).toBeGreaterThan(0.3);
    expect(changed / histories.size).toBeGreaterThan(0.3);
  });

  it('has every store sell within one top-level category', () => {
    const families = new Map<string, Set<string>>();
    for (const p of market.catalog.products) {
      const key = `${p.marketplace}:${p.storeExternalId}`;
      families.set(key, (families.get(key) ?? new Set()).add(p.categoryPath[0]!.externalId));
    }
    const mixed = [...families].filter(([, tops]) => tops.size > 1);
    expect(mixed.length, JSON.stringify(mixed.slice(0, 3).map(([k, t]) => [k, [...t]]))).toBe(0);
    expect(families.size).toBeGreaterThan(100);
  });

  /** Revenue of the last `window` days by each product's level-1 category and by brand within it. */
  function revenueByCategory(window: number) {
    const products = new Map(market.catalog.products.map((p) => [p.externalId, p]));
    const categories = new Map<string, number>();
    const marketplaces = new Map<string, number>();
    const brands = new Map<string, Map<string, number>>();
    for (const d of days.slice(-window))
      for (const t of d.truth) {
        const p = products.get(t.productExternalId)!;
        const category = `${p.marketplace}:${p.categoryPath[0]!.name}`;
        categories.set(category, (categories.get(category) ?? 0) + t.revenue);
        marketplaces.set(p.marketplace, (marketplaces.get(p.marketplace) ?? 0) + t.revenue);
        if (p.brand === null || t.revenue === 0) continue;
        const byBrand = brands.get(category) ?? brands.set(category, new Map()).get(category)!;
        byBrand.set(p.brand, (byBrand.get(p.brand) ?? 0) + t.revenue);
      }
    return { categories, marketplaces, brands };
  }

  it('splits each marketplace’s revenue over its categories as published figures rank them (decisions/033)', () => {
    const { categories, marketplaces } = revenueByCategory(30);
    for (const marketplace of market.catalog.marketplaces) {
      const target = new Map<string, number>();
      for (const [group, share] of revenueTargets(marketplace))
        target.set(group.topLevel[marketplace], (target.get(group.topLevel[marketplace]) ?? 0) + share);
      const share = (name: string) => (categories.get(`${marketplace}:${name}`) ?? 0) / marketplaces.get(marketplace)!;
      for (const [name, expected] of target) {
        if (expected < 0.05) continue;
        expect(share(name) / expected, `${marketplace} ${name}`).toBeGreaterThan(0.6);
        expect(share(name) / expected, `${marketplace} ${name}`).toBeLessThan(1.5);
      }
      // No category runs away with a marketplace.
      expect(Math.max(...[...target.keys()].map(share))).toBeLessThan(0.2);
    }
  });

  it('lets no brand take more than 30% of a level-1 category’s revenue where ten or more brands sell', () => {
    for (const window of [7, 30]) {
      const { categories, brands } = revenueByCategory(window);
      let checked = 0;
      for (const [category, byBrand] of brands) {
        if (byBrand.size < 10) continue;
        checked++;
        const [brand, revenue] = [...byBrand].sort((a, b) => b[1] - a[1])[0]!;
        expect(revenue / categories.get(category)!, `${category}: ${brand}`).toBeLessThan(0.3);
      }
      expect(checked).toBeGreaterThan(15);
    }
  });

  it('names agree with their brand and store: no name mentions another brand, official stores carry their own', () => {
    const { products, stores, brands } = market.catalog;
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const patterns = brands.map(
      (b) => [b.name, new RegExp(`(^|[^\\p{L}\\p{N}])${escape(b.name)}($|[^\\p{L}\\p{N}])`, 'iu')] as const,
    );
    const mentioned = (text: string) => patterns.filter(([, pattern]) => pattern.test(text)).map(([name]) => name);
    const storeOf = new Map(stores.map((s) => [`${s.marketplace}:${s.externalId}`, s]));
    for (const p of products) {
      expect(
        mentioned(p.name).filter((name) => name !== p.brand),
        p.name,
      ).toEqual([]);
      const store = storeOf.get(`${p.marketplace}:${p.storeExternalId}`)!;
      if (store.official) expect(p.brand, `${p.name} in ${store.name}`).toBe(store.brand);
    }
    for (const store of stores) expect(mentioned(store.name), store.name).toEqual(store.official ? [store.brand] : []);
    expect(stores.filter((s) => s.official).length).toBeGreaterThan(5);
  });

  it('keeps new listings out of sight before their listing day', () => {
    const fresh = market.catalog.products.filter((p) => p.listedOn > days[0]!.day);
    expect(fresh.length).toBeGreaterThan(100);
    const firstTruth = new Map<string, string>();
    for (const d of days)
      for (const t of d.truth) if (!firstTruth.has(t.productExternalId)) firstTruth.set(t.productExternalId, d.day);
    for (const p of fresh) {
      expect(firstTruth.get(p.externalId)).toBe(p.listedOn);
      for (const o of histories.get(p.externalId) ?? []) {
        expect(o.day >= p.listedOn).toBe(true);
        expect(o.listedAt ?? p.listedOn).toBe(p.listedOn);
      }
    }
  });

  it('sees every listed product every day when nothing is missed, and reads every answer', () => {
    for (const [i, d] of days.entries()) {
      // A card that shows no sold label (nothing sold yet) leaves a product seen without a counter.
      expect(observed[i]!.length + sighted[i]!.uncounted.length).toBe(d.truth.length);
      expect(sighted[i]!.skipped).toEqual([]);
    }
  });
});

describe('crawl gaps', () => {
  const options = { seed: 11, products: 600, days: 40, lastDay: '2025-11-30' } as const;
  const seen = collectMarket({ ...options, missingDayRate: 0 }).days;
  const gappy = collectMarket({ ...options, missingDayRate: 0.1 }).days;

  // Reads 40 days of answers as the intake does: seconds on a busy machine.
  it('misses about the asked share of product-days, as single days and as runs of 2–5', () => {
    const listed = sum(gappy.map((d) => d.truth.length));
    const withPayload = gappy.map(
      (d) =>
        new Set(sightingsOfAnswers(d.answers).flatMap((s) => [...s.counted, ...s.uncounted].map((o) => o.externalId))),
    );
    const missed = gappy.map((d, i) =>
      d.truth.filter((t) => !withPayload[i]!.has(t.productExternalId)).map((t) => t.productExternalId),
    );
    expect(sum(missed.map((m) => m.length)) / listed).toBeCloseTo(0.1, 1);
    const runs = new Map<number, number>();
    const open = new Map<string, number>();
    missed.forEach((ids) => {
      const today = new Set(ids);
      for (const [id, length] of open)
        if (!today.has(id)) {
          runs.set(length, (runs.get(length) ?? 0) + 1);
          open.delete(id);
        }
      for (const id of today) open.set(id, (open.get(id) ?? 0) + 1);
    });
    expect(runs.get(1)).toBeGreaterThan(0);
    expect(sum([2, 3, 4, 5].map((n) => runs.get(n) ?? 0))).toBeGreaterThan(0);
    expect(Math.max(...runs.keys())).toBeLessThanOrEqual(5);
  }, 20_000);

  it('leaves the truth as it is', () => {
    expect(gappy.map((d) => d.truth)).toEqual(seen.map((d) => d.truth));
  });
});
