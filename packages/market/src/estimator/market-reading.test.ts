import { describe, expect, it } from 'vitest';
import type { Observation } from '../observation.ts';
import { estimateSales } from './estimate.ts';
import { learnMarket } from './estimate-day.ts';
import { DEFAULT_REVIEW_RATIO } from './review-ratio.ts';
import type { CounterPoint } from './types.ts';

const DAY = '2026-08-02';
const seen = (
  id: number,
  marketplace: Observation['marketplace'],
  sold: Observation['sold'],
  extra: Partial<Observation> = {},
): Observation => ({
  marketplace,
  day: DAY,
  externalId: String(id),
  name: `Produk ${id}`,
  url: `https://example.test/${id}`,
  slug: null,
  imageUrl: null,
  price: 10_000,
  originalPrice: null,
  brand: null,
  categoryPath: [{ externalId: 'c1', name: 'Kecantikan' }],
  rating: null,
  reviewCount: null,
  commentCount: null,
  wishlistCount: null,
  stock: null,
  listedAt: '2024-01-01',
  location: null,
  sold,
  recentSold: null,
  revenueTotal: null,
  variants: [],
  store: {
    externalId: 's1',
    name: 'Toko',
    username: null,
    official: false,
    goldenMerchant: false,
    lazMall: false,
    location: null,
    followers: null,
    following: null,
    responseRate: null,
  },
  ...extra,
});
const exact = (total: number) => ({ kind: 'exact', total }) as const;
/** The point a product's exact counter left the day before. */
const before = (o: Observation, total: number, extra: Partial<CounterPoint> = {}): CounterPoint => ({
  ...estimateSales(null, { ...o, day: '2026-08-01', sold: exact(total) }).point,
  ...extra,
});

describe('learnMarket', () => {
  it('learns units per review from lifetime totals: the product that sold without a review weighs in as much as the one reviewed after one sale', () => {
    // 40 small products got their first review today after one sale each (the days the first
    // version learned from); 40 big ones sold 10,000 units each with 100 reviews.
    const small = Array.from({ length: 40 }, (_, i) => seen(i, 'shopee', exact(1), { reviewCount: 1 }));
    const big = Array.from({ length: 40 }, (_, i) => seen(100 + i, 'shopee', exact(10_000 + i), { reviewCount: 100 }));
    const sightings = [
      ...small.map((o) => ({ observation: o, previous: before(o, 0) })),
      ...big.map((o, n) => ({ observation: o, previous: before(o, 9_990 + n) })),
    ];
    const ratio = learnMarket(sightings)(small[0]!).reviews;
    const units = [...small, ...big].reduce((sum, o) => sum + (o.sold.kind === 'exact' ? o.sold.total : 0), 0);
    expect(ratio.unitsPerReview).toBeCloseTo(units / (40 * 1 + 40 * 100), 6);
    // Too few products on TikTok: the default stands there.
    expect(learnMarket(sightings)(seen(1, 'tiktok', exact(5))).reviews).toEqual(DEFAULT_REVIEW_RATIO);
  });

  it('learns review growth: the new reviews a day per review a product already holds, over every product, counter known or not', () => {
    const bucketed = { kind: 'bucket', lower: 1_000, upper: 2_000, text: '1RB+' } as const;
    // 60 products holding 50 reviews each, seen two days ago: 30 got 4 new reviews, 30 none.
    const sightings = Array.from({ length: 60 }, (_, i) => {
      const o = seen(i, 'tokopedia', bucketed, { reviewCount: 50 + (i < 30 ? 4 : 0) });
      return { observation: o, previous: { ...before(o, 1_500), day: '2026-07-31', reviewCount: 50 } };
    });
    expect(learnMarket(sightings)(sightings[0]!.observation).reviews.reviewGrowth).toBeCloseTo(
      (30 * 4) / (60 * 50 * 2),
      9,
    );
    // Too few new reviews say nothing: no growth is assumed.
    expect(learnMarket(sightings.slice(0, 7))(sightings[0]!.observation).reviews.reviewGrowth).toBe(0);
  });

  it("reads a marketplace's stock as sales only where it falls by exactly what exact counters say was sold", () => {
    const tracking = Array.from({ length: 30 }, (_, i) => {
      const o = seen(i, 'tokopedia', exact(500 + i), { stock: 100 - i });
      return { observation: o, previous: before(o, 500, { stock: 100 }) };
    });
    const typed = Array.from({ length: 30 }, (_, i) => {
      const o = seen(100 + i, 'shopee', exact(500 + i + 1), { stock: 999 });
      return { observation: o, previous: before(o, 500, { stock: 999 }) };
    });
    const market = learnMarket([...tracking, ...typed]);
    expect(market(tracking[0]!.observation).stockTracksSales).toBe(true);
    expect(market(typed[0]!.observation).stockTracksSales).toBe(false);
  });
});
