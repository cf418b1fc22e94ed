import type { Observation } from '@pasarlens/market';
import type { DayBatch } from '../modules/market/ingest.service.ts';

/** A Shopee observation of a serum in Kecantikan › Perawatan Wajah › Serum, overridable field by field. */
export function observation(
  day: string,
  externalId: string,
  sold: number,
  overrides: Partial<Observation> = {},
): Observation {
  return {
    marketplace: 'shopee',
    day,
    externalId,
    name: `Serum Wajah ${externalId}`,
    url: `https://shopee.co.id/product/1/${externalId}`,
    slug: null,
    imageUrl: null,
    price: 50_000,
    originalPrice: 60_000,
    brand: 'Glowria',
    rating: 4.8,
    reviewCount: 100,
    commentCount: 80,
    wishlistCount: 10,
    stock: 500,
    listedAt: '2026-01-01',
    location: 'Kota Bandung',
    sold: { kind: 'exact', total: sold },
    recentSold: null,
    revenueTotal: null,
    variants: [],
    categoryPath: [
      { externalId: '100', name: 'Kecantikan' },
      { externalId: '110', name: 'Perawatan Wajah' },
      { externalId: '111', name: 'Serum' },
    ],
    store: {
      externalId: 's1',
      name: 'Glowria Official',
      username: 'glowria',
      official: true,
      goldenMerchant: false,
      lazMall: false,
      location: 'Kota Bandung',
      followers: 1000,
      following: 5,
      responseRate: 98,
    },
    ...overrides,
  };
}

export const batch = (day: string, observations: Observation[], extra: Partial<DayBatch> = {}): DayBatch => ({
  day,
  source: 'test',
  observations,
  keywords: [],
  ads: [],
  affiliates: [],
  skipped: {},
  ...extra,
});
