import { describe, expect, it } from 'vitest';
import {
  applyChanges,
  categoryPathParam,
  filtersParam,
  marketplaceParam,
  pageParam,
  pageSizeParam,
  productSortParam,
  storeSortParam,
  toApiPage,
  toDisplayPage,
} from './params.ts';

const params = (query: string) => new URLSearchParams(query);

describe('research URL parameters', () => {
  it('fall back to Shopee, the first page and the server defaults for missing or unknown values', () => {
    expect(marketplaceParam(params(''))).toBe('shopee');
    expect(marketplaceParam(params('marketplace=amazon'))).toBe('shopee');
    expect(marketplaceParam(params('marketplace=blibli'))).toBe('blibli');
    expect([
      pageParam(params('')),
      pageParam(params('page=0')),
      pageParam(params('page=2.5')),
      pageParam(params('page=4')),
    ]).toEqual([1, 1, 1, 4]);
    expect([pageSizeParam(params('page_size=30')), pageSizeParam(params('page_size=50'))]).toEqual([undefined, 50]);
    expect([productSortParam(params('sort=products')), productSortParam(params('sort=revenue90'))]).toEqual([
      undefined,
      'revenue90',
    ]);
    expect([storeSortParam(params('sort=price')), storeSortParam(params('sort=products'))]).toEqual([
      undefined,
      'products',
    ]);
  });

  it('number pages like the API: Shopee from 0, the others from 1', () => {
    expect([toApiPage(1, 'shopee'), toApiPage(3, 'shopee'), toApiPage(1, 'tokopedia'), toApiPage(3, 'lazada')]).toEqual(
      [0, 2, 1, 3],
    );
    expect([toDisplayPage(0, 'shopee'), toDisplayPage(2, 'shopee'), toDisplayPage(1, 'tiktok')]).toEqual([1, 3, 1]);
  });

  it('read the product filters, none when none is set', () => {
    expect(filtersParam(params('min_price=abc&min_rating=9'))).toBeUndefined();
    expect(filtersParam(params('min_price=1000&max_price=5000&min_rating=4.5&official_only=1'))).toEqual({
      min_price: 1000,
      max_price: 5000,
      min_rating: 4.5,
      official_only: true,
    });
  });

  it('read a category path and reject a malformed one', () => {
    expect(categoryPathParam(params('category=12.34.56'))).toEqual([12, 34, 56]);
    expect(categoryPathParam(params('category=12.x'))).toEqual([]);
    expect(categoryPathParam(params(''))).toEqual([]);
  });

  it('set values and remove empty ones', () => {
    expect(
      applyChanges(params('page=3&q=a'), { page: null, q: 'serum', official_only: true, sort: '' }).toString(),
    ).toBe('q=serum&official_only=1');
  });
});
