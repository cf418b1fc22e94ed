import { MAX_SELECTED_BRANDS, type ResearchMarketplace } from '@pasarlens/contracts';
import { describe, expect, it } from 'vitest';
import { applyCost, defaultFilter, defaultRange, toggleBrand, toggleMarketplace } from './filter.ts';

const base = defaultFilter(1, ['shopee', 'tiktok', 'tokopedia', 'lazada'], null);

describe('the dashboard filter', () => {
  it('opens on shopee, tiktok and tokopedia over the last 30 days with figures', () => {
    expect(base.marketplaces).toEqual(['shopee', 'tiktok', 'tokopedia']);
    // Ending on the last day with figures, yesterday while that day is unknown.
    expect(defaultRange('2026-10-30', '2026-11-01')).toEqual({ start_date: '2026-10-01', end_date: '2026-10-30' });
    expect(defaultRange(null, '2026-11-01')).toEqual({ start_date: '2026-10-02', end_date: '2026-10-31' });
  });

  it('never switches off the last marketplace, and drops brands left without one', () => {
    const brands = new Map<number, ResearchMarketplace[]>([
      [1, ['shopee']],
      [2, ['shopee', 'tiktok']],
    ]);
    const selected = { ...base, marketplaces: ['shopee', 'tiktok'] as ResearchMarketplace[], brand_ids: [1, 2] };
    const offShopee = toggleMarketplace(selected, 'shopee', brands);
    expect(offShopee).toMatchObject({ marketplaces: ['tiktok'], brand_ids: [2] });
    expect(toggleMarketplace(offShopee, 'tiktok', brands)).toBe(offShopee);
    expect(toggleMarketplace(offShopee, 'shopee', brands).marketplaces).toEqual(['tiktok', 'shopee']);
  });

  it(`toggles brands and stops at ${MAX_SELECTED_BRANDS}`, () => {
    let filter = base;
    for (let id = 1; id <= MAX_SELECTED_BRANDS; id += 1) filter = toggleBrand(filter, id).filter;
    expect(toggleBrand(filter, 99)).toEqual({ filter, full: true });
    expect(toggleBrand(filter, 3).filter.brand_ids).toHaveLength(MAX_SELECTED_BRANDS - 1);
  });

  it('costs 5 for a new filter, 1 for other dates, nothing unchanged', () => {
    expect(applyCost(null, base)).toBe(5);
    expect(applyCost(base, { ...base })).toBe(0);
    expect(applyCost(base, { ...base, start_date: '2026-10-20' })).toBe(1);
    expect(applyCost(base, { ...base, brand_ids: [4] })).toBe(5);
  });
});
