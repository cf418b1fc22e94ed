import { fireEvent, screen, within } from '@testing-library/react';
import type {
  Analytics,
  BrandShare,
  CategoryNode,
  DailySales,
  Paged,
  ProductDetail,
  ProductSummary,
  ResearchAnswer,
  ResearchMarketplace,
  StoreDetail,
  StoreSummary,
  TokopediaProduct,
} from '@pasarlens/contracts';

/** Research answers as the API sends them, for the FakeApi. */

/**
 * Agrees to a call's cost where the view asks first (more than one token, or the last ones);
 * returns the prompt's text.
 */
export async function agreeToCost(): Promise<string> {
  const gate = await screen.findByTestId('cost-gate', {}, { timeout: 10_000 });
  const text = gate.textContent ?? '';
  fireEvent.click(within(gate).getByTestId('cost-gate-continue'));
  return text;
}

export const premium = <T>(data: T): ResearchAnswer<T> => ({ data, isPremium: true, showPaywall: false });
export const limited = <T>(data: T): ResearchAnswer<T> => ({ data, isPremium: false, showPaywall: true });

export function makeProduct(overrides: Partial<ProductSummary> = {}): ProductSummary {
  return {
    productId: 1,
    marketplace: 'shopee',
    name: 'Serum Vitamin C 20ml',
    url: 'https://shopee.co.id/serum-vitamin-c-i.7.1',
    imageUrl: null,
    price: 89_000,
    priceMax: null,
    rating: 4.8,
    storeId: 7,
    storeName: 'Glowria Official',
    brandName: 'Glowria',
    units30: 1_200,
    revenue30: 106_800_000,
    revenue7: 24_000_000,
    revenue90: 310_000_000,
    measuredDays30: 30,
    measuredDays7: 7,
    confidence30: { high: 1, medium: 0, low: 0 },
    revenue30Range: { low: 106_800_000, high: 106_800_000 },
    ...overrides,
  };
}

/** A page of `count` products named "<prefix> <page>-<index>". */
export function productPage(
  count: number,
  {
    page,
    pageSize = 20,
    total = 45,
    marketplace = 'shopee',
    prefix = 'Produk',
  }: { page: number; pageSize?: number; total?: number; marketplace?: ResearchMarketplace; prefix?: string },
): Paged<ProductSummary> {
  return {
    items: Array.from({ length: count }, (_, index) =>
      makeProduct({
        productId: page * 1000 + index + 1,
        marketplace,
        name: `${prefix} ${page}-${index}`,
        ...(index === 0
          ? { measuredDays30: 12, measuredDays7: 3, confidence30: { high: 0.2, medium: 0.1, low: 0.7 } }
          : {}),
      }),
    ),
    total_count: total,
    page,
    page_size: pageSize,
  };
}

export function makeCategory(overrides: Partial<CategoryNode> = {}): CategoryNode {
  return {
    id: 10,
    marketplace: 'shopee',
    name: 'Kecantikan',
    level: 1,
    parentId: null,
    hasChildren: true,
    revenue30: 5_000_000_000,
    units30: 80_000,
    revenue30Range: { low: 4_600_000_000, high: 5_500_000_000 },
    ...overrides,
  };
}

export function makeProductDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    ...makeProduct(),
    originalPrice: 120_000,
    reviewCount: 3_400,
    stock: 800,
    soldTotal: 25_000,
    listedAt: '2025-06-01',
    location: 'Kota Bandung',
    categoryPath: [
      { id: 10, name: 'Kecantikan' },
      { id: 11, name: 'Perawatan Wajah' },
    ],
    variants: [
      {
        name: '20ml',
        price: 89_000,
        stock: 500,
        stockValue: 44_500_000,
        units30: 900,
        revenue30: 80_100_000,
        lowestPrice: true,
      },
      {
        name: '50ml',
        price: 159_000,
        stock: 300,
        stockValue: 47_700_000,
        units30: 300,
        revenue30: 47_700_000,
        lowestPrice: false,
      },
    ],
    affiliate: {
      sellerCommissionRate: 0.08,
      marketplaceCommissionRate: 0.02,
      videoCommissionRate: 0.1,
      liveCommissionRate: null,
    },
    tokopediaKeys: null,
    validating: false,
    ...overrides,
  };
}

/** A Tokopedia product as its statistics describe it. */
export function makeTokopediaProduct(overrides: Partial<TokopediaProduct> = {}): TokopediaProduct {
  return {
    product_id: 1,
    url: 'https://www.tokopedia.com/glowria/serum-vitamin-c-20ml',
    store_id: 7,
    store_name: 'Glowria Official',
    store_official: true,
    store_golden_merchant: true,
    store_location: 'Kota Bandung',
    image_url: null,
    name: 'Serum Vitamin C 20ml',
    price: 89_000,
    total_sales: 25_000,
    total_revenue: '2225000000',
    total_review: 3_400,
    rating: 4.8,
    ...overrides,
  };
}

export function makeStore(overrides: Partial<StoreDetail> = {}): StoreDetail {
  return {
    storeId: 7,
    marketplace: 'tokopedia',
    name: 'Glowria Official',
    username: 'glowria',
    official: true,
    location: 'Kota Bandung',
    products: 64,
    units30: 9_000,
    revenue30: 801_000_000,
    confidence30: { high: 0.6, medium: 0.3, low: 0.1 },
    revenue30Range: { low: 780_000_000, high: 830_000_000 },
    goldenMerchant: true,
    lazMall: false,
    followers: 12_345,
    following: 5,
    responseRate: 98,
    ...overrides,
  };
}

export function makeStoreSummary(overrides: Partial<StoreSummary> = {}): StoreSummary {
  const { goldenMerchant: _g, lazMall: _l, followers: _f, following: _fo, responseRate: _r, ...summary } = makeStore();
  return { ...summary, ...overrides };
}

/** Daily sales over `days` days from `start`, a third of each day's revenue estimated (with medium confidence). */
function dailySales(start: string, days: number): DailySales[] {
  return Array.from({ length: days }, (_, index) => {
    const day = new Date(Date.parse(`${start}T00:00:00Z`) + index * 86_400_000).toISOString().slice(0, 10);
    return {
      day,
      units: 100 + index,
      revenue: 9_000_000,
      revenueEstimated: 3_000_000,
      confidence: { high: 2 / 3, medium: 1 / 3, low: 0 },
      revenueRange: { low: 8_500_000, high: 9_600_000 },
    };
  });
}

export function analytics<T = never>(start: string, days: number, items: T[] = []): Analytics<T> {
  const daily = dailySales(start, days);
  return {
    items,
    total_count: items.length,
    daily_sales: daily,
    summary: {
      units: daily.reduce((sum, d) => sum + (d.units ?? 0), 0),
      revenue: 9_000_000 * days,
      revenueEstimated: 3_000_000 * days,
      confidence: { high: 2 / 3, medium: 1 / 3, low: 0 },
      revenueRange: { low: 8_500_000 * days, high: 9_600_000 * days },
      days,
    },
  };
}

export const brands: BrandShare[] = [
  { id: 1, name: 'Glowria', revenue: 30_000_000, units: 300 },
  { id: 2, name: 'Somethinc', revenue: 15_000_000, units: 200 },
];
