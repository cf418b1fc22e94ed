import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shopeeProductUrl, slugFromProductUrl, slugify, tokopediaKeysFromUrl, tokopediaProductUrl } from './urls.ts';

describe('tokopediaKeysFromUrl', () => {
  it('takes the shop domain and product key from the path', () => {
    expect(tokopediaKeysFromUrl('https://www.tokopedia.com/tokoberkah/serum-wajah-niacinamide-30ml')).toEqual({
      shopDomain: 'tokoberkah',
      productKey: 'serum-wajah-niacinamide-30ml',
    });
    expect(tokopediaKeysFromUrl('https://tokopedia.com/abc/kaos-polos?extParam=ivf%3Dfalse#x')).toEqual({
      shopDomain: 'abc',
      productKey: 'kaos-polos',
    });
    expect(tokopediaKeysFromUrl('https://m.tokopedia.com/abc/kaos-polos/')).toEqual({
      shopDomain: 'abc',
      productKey: 'kaos-polos',
    });
  });

  it('is undefined for anything that is not a Tokopedia product page', () => {
    for (const url of [
      'https://www.tokopedia.com/tokoberkah',
      'https://shopee.co.id/a/b',
      'tokopedia.com/a/b',
      'https://www.tokopedia.com/a/b/c',
      '',
    ])
      expect(tokopediaKeysFromUrl(url)).toBeUndefined();
  });

  it('reads back the keys a URL was made from', () => {
    const key = fc.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    fc.assert(
      fc.property(key, key, (shopDomain, productKey) => {
        expect(tokopediaKeysFromUrl(tokopediaProductUrl(shopDomain, productKey))).toEqual({ shopDomain, productKey });
      }),
    );
  });
});

describe('slugFromProductUrl', () => {
  it.each([
    ['https://www.tokopedia.com/tokoberkah/serum-wajah-30ml', 'serum-wajah-30ml'],
    ['https://shopee.co.id/Serum-Wajah-Niacinamide-i.123.456', 'Serum-Wajah-Niacinamide-i.123.456'],
    ['https://shopee.co.id/Serum-Wajah-i.123.456?sp_atk=abc', 'Serum-Wajah-i.123.456'],
    ['https://www.tiktok.com/shop/pdp/serum-wajah/1729000000000000001', 'serum-wajah'],
    [
      'https://www.lazada.co.id/products/serum-wajah-i5000000001-s12000000001.html',
      'serum-wajah-i5000000001-s12000000001',
    ],
    ['https://www.blibli.com/p/serum-wajah/ps--TOB-60021-00012', 'serum-wajah'],
  ])('%s → %s', (url, slug) => {
    expect(slugFromProductUrl(url)).toBe(slug);
  });

  it('is null without a product segment', () => {
    expect(slugFromProductUrl('https://www.tokopedia.com/tokoberkah')).toBeNull();
    expect(slugFromProductUrl('https://shopee.co.id/')).toBeNull();
    expect(slugFromProductUrl('not a url')).toBeNull();
  });

  it('survives malformed escapes', () => {
    expect(slugFromProductUrl('https://www.tokopedia.com/toko/kaos-%E0%A4%A')).toBe('kaos-%E0%A4%A');
  });
});

describe('product URLs', () => {
  it('writes Shopee URLs from the name and ids, keeping the case', () => {
    expect(shopeeProductUrl('Serum Wajah Niacinamide 10% 30ml', 123, 456)).toBe(
      'https://shopee.co.id/Serum-Wajah-Niacinamide-10-30ml-i.123.456',
    );
  });

  it('slugifies names into lower-case words', () => {
    expect(slugify('[Ready Stock] Kaos Polos Cotton Combed 30s!')).toBe('ready-stock-kaos-polos-cotton-combed-30s');
    expect(slugify('Crème Brûlée')).toBe('creme-brulee');
  });
});
