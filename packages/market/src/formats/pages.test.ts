import { describe, expect, it } from 'vitest';
import { MARKETPLACES } from '../observation.ts';
import { answerAddressOf } from '../readers/addresses.ts';
import { listingPageAddress, listingPageOf, MARKETPLACE_HOSTS } from './pages.ts';

describe("the marketplaces' page addresses", () => {
  it('reads back every listing page it makes, on the marketplace’s own hosts', () => {
    for (const marketplace of MARKETPLACES)
      for (const kind of ['keyword', 'category', 'store'] as const)
        for (const page of [0, 3]) {
          const address = listingPageAddress(marketplace, kind, 'kaos polos/1', page);
          expect(MARKETPLACE_HOSTS[marketplace]).toContain(new URL(address).hostname);
          expect(listingPageOf(marketplace, address)).toEqual({ marketplace, kind, reference: 'kaos polos/1', page });
        }
  });

  it("names a Shopee shop by its id or its username, as Shopee's own addresses do", () => {
    expect(listingPageAddress('shopee', 'store', '12345', 1)).toBe('https://shopee.co.id/shop/12345?page=1');
    expect(listingPageAddress('shopee', 'store', 'toko.abc', 0)).toBe('https://shopee.co.id/toko.abc?page=0');
    expect(listingPageOf('shopee', 'https://shopee.co.id/toko.abc?page=0')).toMatchObject({
      kind: 'store',
      reference: 'toko.abc',
    });
  });

  it('knows a product page is no listing, and pages are no answers', () => {
    expect(listingPageOf('shopee', 'https://shopee.co.id/Kaos-i.123.456')).toBeUndefined();
    expect(answerAddressOf(listingPageAddress('lazada', 'keyword', 'kaos', 0))).toBeUndefined();
    expect(answerAddressOf('https://www.lazada.co.id/catalog/?ajax=true&q=kaos')).toBe('lazada');
    expect(answerAddressOf('https://shopee.co.id/api/v4/search/search_items?keyword=kaos')).toBe('shopee');
    expect(answerAddressOf('https://shopee.vn/api/v4/search/search_items?keyword=kaos')).toBeUndefined();
    expect(answerAddressOf('https://gql.tokopedia.com/graphql/SearchProductQuery')).toBe('tokopedia');
    expect(answerAddressOf('not an address')).toBeUndefined();
  });
});
