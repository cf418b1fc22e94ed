import { describe, expect, it } from 'vitest';
import { copyOf, productWith, readOk } from '../testing/readings.ts';
import detail from './fixtures/tiktok-product-detail.json';
import productList from './fixtures/tiktok-product-list.json';
import { readAnswer } from './read-answer.ts';

describe('TikTok Shop product cards', () => {
  const reading = readOk(productList, 'tiktok.shop.product_list');

  it('reads the decimal prices, the review count written as text, the sold count and the seller', () => {
    expect(productWith(reading, '1729587769570529811')).toMatchObject({
      name: 'Serum Wajah Niacinamide 10% 30ml',
      url: 'https://www.tiktok.com/shop/pdp/serum-wajah-niacinamide-10-30ml/1729587769570529811',
      price: 89_000,
      originalPrice: 150_000,
      rating: 4.8,
      reviewCount: 1_203,
      sold: { kind: 'exact', total: 5_230 },
      storeExternalId: '7495794203056835111',
      store: { name: 'Glowlab Official' },
    });
    expect(productWith(reading, '1729587769570529811').imageUrl).toMatch(/^https:\/\/p16-oec-sg\.ibyteimg\.com\//);
    expect(productWith(reading, '1729587769570529812')).toMatchObject({
      price: 65_000,
      originalPrice: 65_000,
      reviewCount: 23,
    });
    expect(productWith(reading, '1729587769570529813')).toMatchObject({
      rating: null,
      reviewCount: null,
      sold: { total: 0 },
    });
  });

  it('leaves unknown what the public cards lack: stock, category, listing day, location, the seller figures', () => {
    for (const product of reading.products) {
      expect(product).toMatchObject({
        stock: null,
        category: null,
        listedAt: null,
        location: null,
        brand: null,
        variants: null,
        store: { official: null, goldenMerchant: null, location: null, followers: null, responseRate: null },
      });
    }
    expect(reading.stores.map((s) => s.externalId)).toEqual(['7495794203056835111', '7495794203056835112']);
  });

  it('refuses prices in another currency, named or only shown by its symbol, and error answers', () => {
    const dollars = copyOf(productList);
    dollars.body.data.products[2].product_price_info.currency_name = 'USD';
    expect(readAnswer(dollars)).toMatchObject({ marketplace: 'tiktok', refused: 'foreign_currency' });
    const baht = copyOf(productList);
    Object.assign(baht.body.data.products[0].product_price_info, { currency_name: '', currency_symbol: '฿' });
    expect(readAnswer(baht)).toMatchObject({ refused: 'foreign_currency', detail: expect.stringContaining('฿') });
    const blocked = copyOf(productList);
    blocked.body = { code: 10201, message: 'verify' };
    expect(readAnswer(blocked)).toMatchObject({ refused: 'marketplace_error' });
  });
});

describe('TikTok Shop product page', () => {
  it('reads the SKUs with their stock, the category path by level and the shop figures', () => {
    const [serum] = readOk(detail, 'tiktok.shop.product_detail').products;
    expect(serum).toMatchObject({
      externalId: '1729587769570529811',
      price: 89_000,
      priceMax: 99_000,
      originalPrice: 150_000,
      rating: 4.8,
      reviewCount: 1_203,
      sold: { kind: 'exact', total: 5_230 },
      stock: 412,
      location: 'Kota Jakarta Selatan',
      listedAt: null,
      store: { externalId: '7495794203056835111', name: 'Glowlab Official', followers: 17_964 },
    });
    expect(serum?.category?.path.map((level) => level.externalId)).toEqual(['601450', '601523', '848648']);
    expect(serum?.variants).toEqual([
      { externalId: '1729587769570529901', name: '30ml', price: 89_000, stock: 412, soldTotal: null },
      { externalId: '1729587769570529902', name: '50ml', price: 99_000, stock: 0, soldTotal: null },
    ]);
  });

  it("refuses another country's page", () => {
    const malaysian = copyOf(detail);
    malaysian.body.sale_region = 'MY';
    expect(readAnswer(malaysian)).toMatchObject({ refused: 'foreign_site' });
    const ringgit = copyOf(detail);
    delete ringgit.body.sale_region;
    delete ringgit.body.shop_info.region;
    ringgit.body.product_info.product_base.price.currency = 'MYR';
    expect(readAnswer(ringgit)).toMatchObject({ refused: 'foreign_currency' });
  });
});
