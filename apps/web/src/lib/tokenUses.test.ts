import type { TokenUseContext } from '@pasarlens/contracts';
import { describe, expect, it } from 'vitest';
import { reopenLink } from './tokenUses.ts';

const context = (fields: Partial<TokenUseContext>): TokenUseContext => ({
  feature: null,
  marketplace: null,
  subject: null,
  page: null,
  from: null,
  to: null,
  request: null,
  ...fields,
});

describe('reopening a paid answer from the search history', () => {
  it('opens a category list at its place in the tree, with its page, order and filters', () => {
    const link = reopenLink(
      context({
        feature: 'category_research',
        marketplace: 'tokopedia',
        page: 3,
        request: { category_id: 56, category_path: [12, 34, 56], sort: 'price', filters: { official_only: true } },
      }),
    );
    expect(link).toBe(
      '/app/research/category?marketplace=tokopedia&page=3&sort=price&category=12.34.56&official_only=true',
    );
  });

  it("opens a category's history with its path and days", () => {
    const link = reopenLink(
      context({
        feature: 'category_history',
        marketplace: 'shopee',
        request: { category_id: 7, category_path: [3, 7], start_date: '2026-10-01', end_date: '2026-10-30' },
      }),
    );
    expect(link).toBe('/app/history/category/7?marketplace=shopee&category=3.7&from=2026-10-01&to=2026-10-30');
  });

  it('opens keyword research and ads spy on the keyword, and a store by its id', () => {
    expect(
      reopenLink(context({ feature: 'keyword_research', marketplace: 'shopee', request: { keyword: 'hijab instan' } })),
    ).toBe('/app/research/keyword?marketplace=shopee&keyword=hijab+instan');
    expect(reopenLink(context({ feature: 'ads_spy', marketplace: 'tiktok', request: { keyword: 'serum' } }))).toBe(
      '/app/research/ads-spy?marketplace=tiktok&keyword=serum',
    );
    expect(reopenLink(context({ feature: 'store_research', marketplace: 'shopee', request: { store_id: 9 } }))).toBe(
      '/app/research/store/9',
    );
  });

  it('offers no link where no page shows the answer or too little was kept', () => {
    expect(reopenLink(context({ feature: 'tokopedia', request: { q: 'x' } }))).toBeNull();
    expect(reopenLink(context({ feature: 'category_research', request: { category_id: 5 } }))).toBeNull();
    expect(reopenLink(context({}))).toBeNull();
  });
});
