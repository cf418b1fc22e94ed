import { OPPORTUNITY_WEIGHTS, shopeeSale, tiktokSale } from '@pasarlens/contracts';
import { describe, expect, it } from 'vitest';
import { marginFor } from './margin.ts';
import { opportunityCandidates, scoreOf, type ProductWeeks } from './score.ts';

const DAY = '2026-10-31';
const margin = marginFor('shopee', DAY, { share: 0.6 });
let ids = 0;

/** A hand-made product: its weekly revenue (oldest first) at a price, in a leaf category, sold by a store. */
function product(
  categoryId: number,
  storeId: number,
  revenue: number[],
  extra: Partial<ProductWeeks> = {},
): ProductWeeks {
  return {
    productId: ++ids,
    storeId,
    categoryId,
    price: 75_000,
    isNew: false,
    revenue,
    units: revenue.map((r) => r / 75_000),
    stockOutShare: 0,
    revenueHigh: 0,
    revenueMedium: 0,
    rangeSums: null,
    ...extra,
  };
}

const scored = (products: ProductWeeks[]) =>
  new Map(
    opportunityCandidates(products, 'niche', margin).map((row) => [
      row.categoryId,
      { ...row, score: scoreOf(row.values, OPPORTUNITY_WEIGHTS).score },
    ]),
  );

const FLAT = Array<number>(8).fill(3_000_000);

describe('the opportunity score on hand-made markets', () => {
  it('puts a growing niche with few sellers above a big flat one', () => {
    const growing = [1, 2].map((store) =>
      product(1, store, [100_000, 120_000, 150_000, 200_000, 300_000, 450_000, 700_000, 1_000_000]),
    );
    const big = Array.from({ length: 25 }, (_, i) => product(2, 100 + i, FLAT));
    const niches = scored([...growing, ...big]);
    const [small, flat] = [niches.get(1)!, niches.get(2)!];
    expect(small.score).toBeGreaterThan(flat.score);
    // Why: it grows and few share it; the big one has the demand.
    expect(small.figures).toMatchObject({ stores: 2 });
    expect(flat.figures).toMatchObject({ stores: 25, growth2w: 0, growth4w: 0 });
    expect(small.figures.growth2w).toBeCloseTo(1_700_000 / 750_000 - 1);
    expect(small.figures.concentration).toBeCloseTo(0.5);
    expect(small.values).toMatchObject({ trend2: 1, trend4: 1, competition: 1, concentration: 0, demand: 0 });
    expect(flat.values).toMatchObject({ trend2: 0, competition: 0, concentration: 1, demand: 1 });
  });

  it('raises a niche whose leaders run out of stock above its twin', () => {
    const niche = (categoryId: number, stockOutShare: number) => [
      product(categoryId, 1, FLAT, { stockOutShare }),
      ...[2, 3, 4].map((store) =>
        product(
          categoryId,
          store,
          FLAT.map((r) => r / 4),
        ),
      ),
    ];
    const even = scored([...niche(1, 0), ...niche(2, 0)]);
    expect(even.get(1)!.score).toBe(even.get(2)!.score);
    const short = scored([...niche(1, 0.5), ...niche(2, 0)]);
    expect(short.get(1)!.figures.leaderStockOuts).toBeCloseTo(0.5 / 3);
    expect(short.get(1)!.score).toBeGreaterThan(short.get(2)!.score);
    expect(short.get(1)!.score).toBeGreaterThan(even.get(1)!.score);
  });

  it('counts what new entrants sell and where buyers move between price bands', () => {
    const newcomer = product(1, 1, [0, 0, 0, 0, 0, 0, 400_000, 600_000], { isNew: true });
    const old = product(
      1,
      2,
      FLAT.map(() => 250_000),
    );
    // The same leaf's dearer band loses its buyers to the cheaper one.
    const dear = product(1, 3, [900_000, 900_000, 900_000, 900_000, 900_000, 900_000, 300_000, 300_000], {
      price: 150_000,
    });
    const rows = opportunityCandidates([newcomer, old, dear], 'niche', margin);
    const cheap = rows.find((r) => r.band === 1)!;
    expect(cheap.figures.newEntrantShare).toBeCloseTo(1_000_000 / 2_000_000);
    expect(cheap.figures.bandShareShift).toBeGreaterThan(0);
    expect(rows.find((r) => r.band === 2)!.figures.bandShareShift).toBeLessThan(0);
  });
});

describe('the margin after fees', () => {
  it("is the calculators' sale at the price less the cost, on Shopee and on TikTok Shop's tables for Tokopedia", () => {
    const shopee = shopeeSale({
      price: 120_000,
      sellerType: 'regular',
      categoryGroup: 'A',
      day: DAY,
      voucherProgramme: true,
      freeShippingProgramme: true,
    });
    expect(marginFor('shopee', DAY, { cost: 50_000 })(120_000)).toEqual({
      costPerUnit: 50_000,
      profitPerUnit: shopee.received - 50_000,
      marginPercent: ((shopee.received - 50_000) * 100) / 120_000,
    });
    const tiktok = tiktokSale({
      price: 120_000,
      sellerType: 'regular',
      categoryGroup: 'standard',
      day: DAY,
      dynamicCommission: true,
    });
    expect(marginFor('tokopedia', DAY, { share: 0.5 })(120_000)?.profitPerUnit).toBe(tiktok.received - 60_000);
    expect(marginFor('lazada', DAY, { share: 0.5 })(120_000)).toBeNull();
    expect(marginFor('shopee', '2020-01-01', { share: 0.5 })(120_000)).toBeNull();
  });
});
