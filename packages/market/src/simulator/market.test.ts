import { describe, expect, it } from 'vitest';
import { dayNumber } from '../calendar.ts';
import { adObservationSchema, affiliateObservationSchema, keywordObservationSchema } from '../observation.ts';
import { createMarket } from './market.ts';
import { taxonomyOf } from './taxonomy.ts';

const OPTIONS = { seed: 42, products: 1_500, days: 3, lastDay: '2025-11-30' } as const;

const firstDay = (options: Parameters<typeof createMarket>[0]) => createMarket(options).days().next().value;

describe('createMarket', () => {
  it('gives the same market for the same options', () => {
    // Compared as text: a day's answers are too large a tree for a quick deep comparison.
    expect(JSON.stringify(firstDay(OPTIONS))).toBe(JSON.stringify(firstDay(OPTIONS)));
    expect(JSON.stringify(createMarket(OPTIONS).catalog)).toBe(JSON.stringify(createMarket(OPTIONS).catalog));
  });

  it('gives another market for another seed', () => {
    const a = firstDay(OPTIONS)!;
    const b = firstDay({ ...OPTIONS, seed: 43 })!;
    expect(JSON.stringify(a.answers)).not.toBe(JSON.stringify(b.answers));
  });

  it('starts over on every call to days()', () => {
    const market = createMarket(OPTIONS);
    const once = [...market.days()];
    expect(JSON.stringify([...market.days()])).toBe(JSON.stringify(once));
    expect(once.map((d) => d.day)).toEqual(['2025-11-28', '2025-11-29', '2025-11-30']);
  });

  it('keeps products when only the window length changes', () => {
    const short = createMarket(OPTIONS).catalog.products;
    const long = createMarket({ ...OPTIONS, days: 60 }).catalog.products;
    const stable = (p: (typeof short)[number]) => [
      p.externalId,
      p.name,
      p.storeExternalId,
      p.basePrice,
      p.categoryPath,
      p.variants,
    ];
    expect(long.map(stable)).toEqual(short.map(stable));
    // Listings older than the longer window keep their listing day.
    const old = short.filter((p, i) => p.listedOn < '2025-10-01' && (long[i]?.listedOn ?? '') < '2025-10-01');
    expect(old.length).toBeGreaterThan(short.length * 0.8);
    for (const p of old) expect(long[p.index]?.listedOn).toBe(p.listedOn);
  });

  it('rejects options it cannot simulate', () => {
    expect(() => createMarket({ ...OPTIONS, products: 0 })).toThrow(RangeError);
    expect(() => createMarket({ ...OPTIONS, days: 1.5 })).toThrow(RangeError);
    expect(() => createMarket({ ...OPTIONS, missingDayRate: 1 })).toThrow(RangeError);
    expect(() => createMarket({ ...OPTIONS, lastDay: '2025-13-01' })).toThrow(RangeError);
    expect(() => createMarket({ ...OPTIONS, marketplaces: [] })).toThrow(RangeError);
  });
});

describe('catalog', () => {
  const { catalog } = createMarket({ ...OPTIONS, products: 6_000 });
  const count = (predicate: (p: (typeof catalog.products)[number]) => boolean) =>
    catalog.products.filter(predicate).length;

  it('splits listings about 45 / 30 / 25 over Shopee, Tokopedia and TikTok Shop', () => {
    const share = (m: string) => count((p) => p.marketplace === m) / catalog.products.length;
    expect(share('shopee')).toBeCloseTo(0.45, 1);
    expect(share('tokopedia')).toBeCloseTo(0.3, 1);
    expect(share('tiktok')).toBeCloseTo(0.25, 1);
  });

  it('has three levels of real top-level categories per marketplace, 150+ leaves each', () => {
    for (const marketplace of ['shopee', 'tokopedia', 'tiktok'] as const) {
      const nodes = taxonomyOf(marketplace).nodes;
      expect(nodes.filter((n) => n.level === 3).length).toBeGreaterThanOrEqual(150);
      const tops = nodes.filter((n) => n.level === 1).map((n) => n.name);
      expect(new Set(tops).size).toBe(tops.length);
      expect(new Set(nodes.map((n) => n.externalId)).size).toBe(nodes.length);
    }
    expect(
      taxonomyOf('shopee')
        .nodes.filter((n) => n.level === 1)
        .map((n) => n.name),
    ).toEqual(
      expect.arrayContaining([
        'Pakaian Wanita',
        'Kecantikan',
        'Handphone & Aksesoris',
        'Ibu & Bayi',
        'Fashion Muslim',
        'Sepatu Pria',
      ]),
    );
    expect(
      taxonomyOf('tokopedia')
        .nodes.filter((n) => n.level === 1)
        .map((n) => n.name),
    ).toEqual(
      expect.arrayContaining(['Fashion Wanita', 'Rumah Tangga', 'Dapur', 'Handphone & Tablet', 'Perawatan Hewan']),
    );
    expect(
      taxonomyOf('tiktok')
        .nodes.filter((n) => n.level === 1)
        .map((n) => n.name),
    ).toEqual(
      expect.arrayContaining([
        'Kecantikan & Perawatan Pribadi',
        'Pakaian & Pakaian Dalam Wanita',
        'Ponsel & Elektronik',
      ]),
    );
    for (const p of catalog.products) expect(p.categoryPath).toHaveLength(3);
  });

  it('has about a store per 20 listings and a brand per 12, with plenty of unbranded products', () => {
    expect(catalog.products.length / catalog.stores.length).toBeGreaterThan(15);
    expect(catalog.products.length / catalog.stores.length).toBeLessThan(25);
    expect(catalog.products.length / catalog.brands.length).toBeCloseTo(12, -1);
    expect(count((p) => p.brand === null) / catalog.products.length).toBeGreaterThan(0.2);
    expect(new Set(catalog.stores.map((s) => s.location)).size).toBeGreaterThan(20);
    expect(catalog.stores.some((s) => s.official)).toBe(true);
    expect(catalog.stores.some((s) => s.goldenMerchant)).toBe(true);
  });

  it('gives variants to about 35% of Shopee and 25% of Tokopedia products', () => {
    const share = (m: string) =>
      count((p) => p.marketplace === m && p.variants.length > 0) / count((p) => p.marketplace === m);
    expect(share('shopee')).toBeCloseTo(0.35, 1);
    expect(share('tokopedia')).toBeCloseTo(0.25, 1);
    for (const p of catalog.products.filter((p) => p.variants.length > 0)) {
      expect(p.variants.length).toBeGreaterThanOrEqual(2);
      expect(p.variants.length).toBeLessThanOrEqual(6);
      expect(Math.min(...p.variants.map((v) => v.priceFactor))).toBe(1);
    }
  });

  it('lists about 10% of products inside the window, prices between Rp 5.000 and Rp 15.000.000', () => {
    const first = dayNumber('2025-11-28');
    expect(count((p) => dayNumber(p.listedOn) >= first) / catalog.products.length).toBeCloseTo(0.1, 1);
    for (const p of catalog.products) {
      expect(p.basePrice).toBeGreaterThanOrEqual(5_000);
      expect(p.basePrice).toBeLessThanOrEqual(15_000_000);
    }
  });

  it('has unique ids and URLs', () => {
    expect(new Set(catalog.products.map((p) => `${p.marketplace}:${p.externalId}`)).size).toBe(catalog.products.length);
    expect(new Set(catalog.products.map((p) => p.url)).size).toBe(catalog.products.length);
    expect(new Set(catalog.stores.map((s) => `${s.marketplace}:${s.externalId}`)).size).toBe(catalog.stores.length);
  });
});

describe('keywords, ads and affiliates', () => {
  const market = createMarket({ ...OPTIONS, products: 6_000, days: 2 });
  const [first, second] = [...market.days()];

  it('gives every keyword a search volume every day', () => {
    expect(first!.keywords.length).toBeGreaterThan(300);
    expect(second!.keywords.length).toBe(first!.keywords.length);
    for (const k of first!.keywords) expect(keywordObservationSchema.parse(k)).toEqual(k);
    expect(first!.keywords.map((k) => k.keyword)).toContain('serum niacinamide');
  });

  it('shows advertised products with bids, CTR 0.5–6% and conversion 0.5–10%', () => {
    expect(first!.ads.length).toBeGreaterThan(300);
    const keys = new Set<string>();
    for (const ad of first!.ads) {
      expect(adObservationSchema.parse(ad)).toEqual(ad);
      expect(ad.clickThroughRate).toBeGreaterThanOrEqual(0.005);
      expect(ad.clickThroughRate).toBeLessThanOrEqual(0.06);
      expect(ad.conversionRate).toBeGreaterThanOrEqual(0.005);
      expect(ad.conversionRate).toBeLessThanOrEqual(0.1);
      keys.add(`${ad.marketplace}|${ad.keyword}|${ad.productExternalId}`);
    }
    expect(keys.size).toBe(first!.ads.length);
  });

  it('announces affiliate terms for about 30% of products on the first day, then only changes', () => {
    const listed = first!.truth.length;
    expect(first!.affiliates.length / listed).toBeGreaterThan(0.2);
    expect(first!.affiliates.length / listed).toBeLessThan(0.4);
    expect(second!.affiliates.length).toBeLessThan(first!.affiliates.length / 10);
    for (const a of first!.affiliates) {
      expect(affiliateObservationSchema.parse(a)).toEqual(a);
      expect(a.sellerCommissionRate).toBeGreaterThanOrEqual(0.01);
      expect(a.sellerCommissionRate).toBeLessThanOrEqual(0.2);
    }
  });
});
