import { describe, expect, it } from 'vitest';
import type { Observation } from '../observation.ts';
import { sightingsOfAnswers } from '../readers/sightings.ts';
import { collectMarket } from '../testing/markets.ts';

/** A crawl that misses 5% of product-days, so consecutive observations are sometimes days apart. */
const { days } = collectMarket({ seed: 23, products: 3_000, days: 45, lastDay: '2025-11-20', missingDayRate: 0.05 });
const truth = new Map<string, { units: number; revenue: number }>();
for (const d of days) for (const t of d.truth) truth.set(`${t.marketplace}:${t.productExternalId}:${d.day}`, t);
const dayIndex = new Map(days.map((d, i) => [d.day, i]));

const histories = new Map<string, Observation[]>();
for (const d of days) {
  for (const o of sightingsOfAnswers(d.answers).flatMap((s) => s.counted)) {
    const key = `${o.marketplace}:${o.externalId}`;
    const history = histories.get(key);
    if (history) history.push(o);
    else histories.set(key, [o]);
  }
}

/** Units and revenue the truth has for a product over the days after `from` up to `to`. */
function trueSales(key: string, from: string, to: string): { units: number; revenue: number } {
  let units = 0;
  let revenue = 0;
  for (let i = dayIndex.get(from)! + 1; i <= dayIndex.get(to)!; i++) {
    const row = truth.get(`${key}:${days[i]!.day}`);
    units += row?.units ?? 0;
    revenue += row?.revenue ?? 0;
  }
  return { units, revenue };
}

/** Pairs of consecutive observations whose counters are both exact. */
function* exactPairs(): Generator<[string, Observation, Observation, number, number]> {
  for (const [key, history] of histories) {
    for (let i = 1; i < history.length; i++) {
      const [a, b] = [history[i - 1]!, history[i]!];
      if (a.sold.kind === 'exact' && b.sold.kind === 'exact') yield [key, a, b, a.sold.total, b.sold.total];
    }
  }
}

/**
 * Asserts no case went wrong, naming the first few that did: the checks below run over tens of
 * thousands of observations, and an expect per case cost seconds of the suite.
 */
function expectNone(wrong: unknown[]): void {
  expect(wrong.length, JSON.stringify(wrong.slice(0, 5))).toBe(0);
}

describe('payloads against the truth', () => {
  it('moves every exact sold counter by exactly the true units between observations', () => {
    let pairs = 0;
    let gaps = 0;
    const wrong: unknown[] = [];
    for (const [key, a, b, before, after] of exactPairs()) {
      const units = trueSales(key, a.day, b.day).units;
      if (after - before !== units) wrong.push({ key, from: a.day, to: b.day, moved: after - before, units });
      pairs++;
      if (dayIndex.get(b.day)! - dayIndex.get(a.day)! > 1) gaps++;
    }
    expectNone(wrong);
    expect(pairs).toBeGreaterThan(50_000);
    expect(gaps).toBeGreaterThan(1_000);
  });

  it('keeps display buckets around the true cumulative count', () => {
    // Products seen in both an exact and a bucketed shape: the exact counter plus the true units
    // since gives the true count on the bucketed day.
    let checked = 0;
    const wrong: unknown[] = [];
    for (const [key, history] of histories) {
      const anchor = history.find((o) => o.sold.kind === 'exact');
      if (!anchor || anchor.sold.kind !== 'exact') continue;
      for (const o of history) {
        if (o.sold.kind !== 'bucket' || o.day < anchor.day) continue;
        const count = anchor.sold.total + trueSales(key, anchor.day, o.day).units;
        if (o.sold.lower > count || (o.sold.upper !== null && count >= o.sold.upper))
          wrong.push({ key, day: o.day, count, lower: o.sold.lower, upper: o.sold.upper });
        checked++;
      }
    }
    expectNone(wrong);
    expect(checked).toBeGreaterThan(100);
  });

  it('adds the variants up to the product', () => {
    let checked = 0;
    const wrong: unknown[] = [];
    for (const history of histories.values()) {
      for (const o of history) {
        if (o.variants.length === 0 || o.sold.kind !== 'exact') continue;
        // Tokopedia's child products carry no counter of their own.
        const sold = o.variants.some((v) => v.soldTotal === null)
          ? o.sold.total
          : o.variants.reduce((sum, v) => sum + (v.soldTotal ?? 0), 0);
        const stock = o.variants.reduce((sum, v) => sum + v.stock, 0);
        const price = Math.min(...o.variants.map((v) => v.price));
        if (sold !== o.sold.total || stock !== o.stock || price !== o.price)
          wrong.push({ product: o.externalId, day: o.day, sold, stock, price, of: [o.sold.total, o.stock, o.price] });
        checked++;
      }
    }
    expectNone(wrong);
    expect(checked).toBeGreaterThan(1_000);
  });

  it('counts sales only when units were sold: revenue is units times a real price', () => {
    const wrong = days.flatMap((d) =>
      d.truth.filter((t) => (t.units === 0 ? t.revenue !== 0 : t.revenue / t.units < 1_000)),
    );
    expectNone(wrong);
  });
});
