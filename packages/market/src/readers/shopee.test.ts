import { describe, expect, it } from 'vitest';
import { copyOf, productWith, readOk } from '../testing/readings.ts';
import errorAnswer from './fixtures/shopee-error-90309999.json';
import shopBase from './fixtures/shopee-get-shop-base.json';
import itemGetV2 from './fixtures/shopee-item-get-v2.json';
import itemGetV4 from './fixtures/shopee-item-get-v4.json';
import pdp from './fixtures/shopee-pdp-get-pc.json';
import searchV2 from './fixtures/shopee-search-items-v2.json';
import searchV4 from './fixtures/shopee-search-items-v4.json';
import searchUser from './fixtures/shopee-search-user.json';
import shopSearch from './fixtures/shopee-shop-search-items.json';
import { readAnswer } from './read-answer.ts';

describe('Shopee search/search_items (item_basic)', () => {
  const reading = readOk(searchV4, 'shopee.v4.search_items');

  it('reads the cards, skipping the ad slot that has no item', () => {
    expect(reading.products.map((p) => p.externalId)).toEqual(['23456789012', '24567890123']);
    expect(reading.skipped).toEqual([{ reason: 'missing_id', count: 1 }]);
  });

  it('reads prices ÷100,000 to the rupiah, the counters, and the Jakarta listing day', () => {
    expect(productWith(reading, '23456789012')).toMatchObject({
      storeExternalId: '334455667',
      name: 'Kaos Polos Cotton Combed 30s Unisex',
      url: 'https://shopee.co.id/Kaos-Polos-Cotton-Combed-30s-Unisex-i.334455667.23456789012',
      imageUrl: 'https://down-id.img.susercontent.com/file/id-11134207-7r98o-lx1a2b3c4d5e6f',
      price: 35_000,
      originalPrice: 50_000,
      priceMax: 42_000,
      sold: { kind: 'exact', total: 15_230 },
      recentSold: { kind: 'exact', total: 812 },
      reviewCount: 6_012,
      commentCount: 6_011,
      wishlistCount: 2_301,
      stock: 1_520,
      // ctime 1700000000 is 2023-11-14 22:13 UTC, 2023-11-15 in Jakarta.
      listedAt: '2023-11-15',
      location: 'KOTA BANDUNG',
    });
  });

  it('leaves unknown what item_basic lacks: the category path, variant models, shop figures', () => {
    expect(productWith(reading, '23456789012')).toMatchObject({
      brand: null,
      category: { externalId: '100011', name: null, path: [{ externalId: '100011', name: null }] },
      variants: null,
      revenueTotal: null,
      store: {
        externalId: '334455667',
        name: 'Kaos Polos Bandung',
        username: null,
        official: false,
        goldenMerchant: true,
        followers: null,
        following: null,
        responseRate: null,
      },
    });
  });

  it('reads the placeholder tier as no variants, rating_count [] as unknown reviews, no strikethrough as nothing struck', () => {
    expect(productWith(reading, '24567890123')).toMatchObject({
      variants: [],
      reviewCount: null,
      rating: null,
      price: 89_900,
      originalPrice: 89_900,
      // No historical_sold and no sold: the counter is display_sold_count, the 30 days unknown.
      sold: { kind: 'exact', total: 3 },
      recentSold: null,
      brand: 'Lock&Lock',
      listedAt: '2024-09-11',
      store: { name: null, official: false, goldenMerchant: false, location: 'KOTA JAKARTA BARAT' },
    });
  });

  it('lists each shop once', () => {
    expect(reading.stores.map((s) => s.externalId)).toEqual(['334455667', '556677889']);
  });

  it('reads the newer cards: item_data beside item_card_displayed_asset, sold as text', () => {
    const answer = copyOf(searchV4);
    answer.body.items = [
      {
        item_data: {
          itemid: 26000000001,
          shopid: 26000000002,
          item_card_display_price: { price: 1_234_500_000, strikethrough_price: 0 },
          item_card_display_sold_count: { historical_sold_count_text: '10RB+', monthly_sold_count_text: '1,2RB' },
          shop_data: { shop_name: 'Toko Baru', shop_location: 'KOTA MEDAN' },
          global_cat: { catid: [100630, 100631] },
          ctime: 1714521600,
        },
        item_card_displayed_asset: { name: 'Lampu LED 12 Watt', image: 'id-11134207-abc' },
      },
    ];
    const [lamp] = readOk(answer).products;
    expect(lamp).toMatchObject({
      externalId: '26000000001',
      name: 'Lampu LED 12 Watt',
      price: 12_345,
      originalPrice: 12_345,
      sold: { kind: 'bucket', lower: 10_000, upper: 20_000 },
      recentSold: { kind: 'bucket', lower: 1_200, upper: 1_300 },
      category: { externalId: '100631', path: [{ externalId: '100630' }, { externalId: '100631' }] },
      location: 'KOTA MEDAN',
      store: { name: 'Toko Baru' },
      stock: null,
      rating: null,
    });
  });
});

describe('Shopee shop/search_items', () => {
  const reading = readOk(shopSearch, 'shopee.v4.shop.search_items');

  it("reads a shop's items with the shop's name and a real one-option tier", () => {
    expect(productWith(reading, '25123456789')).toMatchObject({
      price: 209_500,
      originalPrice: 598_571,
      brand: 'JINISO',
      stock: 0,
      variants: null,
      store: { name: 'JINISO Official Shop', official: true },
    });
    expect(productWith(reading, '25234567890')).toMatchObject({ price: 598_571, originalPrice: 598_571, brand: null });
  });
});

describe('Shopee v2 search_items (flat items)', () => {
  const reading = readOk(searchV2, 'shopee.v2.search_items');

  it('reads the flat items', () => {
    expect(productWith(reading, '3412345678')).toMatchObject({
      price: 25_000,
      originalPrice: 25_000,
      brand: null,
      variants: [],
      sold: { kind: 'exact', total: 40_211 },
      recentSold: { kind: 'exact', total: 2_310 },
      reviewCount: 15_112,
      store: { goldenMerchant: true, location: 'KOTA SURABAYA' },
    });
    expect(productWith(reading, '3523456789')).toMatchObject({
      price: 38_500,
      originalPrice: 42_000,
      priceMax: 45_000,
      stock: 0,
      brand: 'Antis',
    });
  });
});

describe('Shopee item/get', () => {
  it('v4: reads the models as variants, rating_count [] as unknown reviews, brand null', () => {
    const reading = readOk(itemGetV4, 'shopee.v4.item.get');
    const [shoes] = reading.products;
    expect(shoes).toMatchObject({
      price: 79_000,
      priceMax: 105_000,
      originalPrice: 99_000,
      stock: 64,
      reviewCount: null,
      commentCount: 1_282,
      brand: null,
      listedAt: '2021-06-11',
      category: { externalId: '100229', name: 'Sneakers', path: [{ name: 'Sepatu Pria' }, { name: 'Sneakers' }] },
    });
    expect(shoes?.variants).toEqual([
      { externalId: '90123456781', name: '40', price: 79_000, stock: 20, soldTotal: 1_200 },
      { externalId: '90123456782', name: '41', price: 79_000, stock: 44, soldTotal: 1_500 },
      { externalId: '90123456783', name: '42', price: 105_000, stock: 0, soldTotal: 420 },
    ]);
  });

  it('v2: reads an item whose only model is the item itself as one without variants', () => {
    const reading = readOk(itemGetV2, 'shopee.v2.item.get');
    expect(reading.products[0]).toMatchObject({
      externalId: '2234567890',
      variants: [],
      brand: null,
      price: 45_000,
      originalPrice: 45_000,
      stock: 150,
      sold: { kind: 'exact', total: 842 },
      recentSold: { kind: 'exact', total: 57 },
      category: { externalId: '2410', name: 'Kopi' },
    });
  });
});

describe('Shopee pdp/get_pc', () => {
  const reading = readOk(pdp, 'shopee.v4.pdp.get_pc');

  it('reads the page and its shop, and leaves the hidden stock and sold counters unknown', () => {
    const [refill] = reading.products;
    expect(refill).toMatchObject({
      externalId: '26543210987',
      storeExternalId: '338037349',
      name: 'Refill Lem Roll Pembersih Debu 2 Gulung',
      price: 17_500,
      priceMax: 18_500,
      originalPrice: 19_500,
      stock: null,
      sold: null,
      recentSold: null,
      rating: 4.9,
      reviewCount: 13,
      commentCount: 13,
      wishlistCount: 6,
      brand: 'Lion Star',
      category: { externalId: '101204', name: 'Alat Pel' },
    });
    expect(refill?.variants).toEqual([
      { externalId: '197839960986', name: 'Biru', price: 17_500, stock: null, soldTotal: null },
      { externalId: '197839960987', name: 'Merah', price: 18_500, stock: null, soldTotal: null },
    ]);
    expect(reading.stores).toEqual([
      {
        marketplace: 'shopee',
        externalId: '338037349',
        name: 'Rumah Bersih',
        username: 'rumahbersih.id',
        official: false,
        goldenMerchant: true,
        lazMall: false,
        location: 'KOTA TANGERANG',
        followers: 1_462,
        following: null,
        responseRate: 74,
      },
    ]);
  });

  it('reads a placeholder tier with one nameless model as no variants', () => {
    const answer = copyOf(pdp);
    answer.body.data.item.tier_variations = [{ name: '', options: [''], images: null, type: 0 }];
    answer.body.data.item.models = answer.body.data.item.models.slice(0, 1).map((m: any) => ({ ...m, name: '' }));
    expect(readOk(answer).products[0]?.variants).toEqual([]);
  });
});

describe('Shopee shops', () => {
  it('get_shop_base: reads the shop', () => {
    const reading = readOk(shopBase, 'shopee.v4.shop.get_shop_base');
    expect(reading.products).toEqual([]);
    expect(reading.stores).toEqual([
      expect.objectContaining({ externalId: '338037349', username: 'rumahbersih.id', following: 12, followers: 1_462 }),
    ]);
  });

  it('search_user: reads each shop with its figures', () => {
    const reading = readOk(searchUser, 'shopee.v4.search_user');
    expect(
      reading.stores.map((s) => [s.externalId, s.username, s.followers, s.responseRate, s.goldenMerchant]),
    ).toEqual([
      ['23016664', 'tokohijabsyari', 12_034, 97, true],
      ['23016665', 'hijabstore.official', 538_743, 82, false],
    ]);
  });
});

describe('Shopee refusals', () => {
  it("refuses Shopee's error answers, the anti-bot one included", () => {
    expect(readAnswer(errorAnswer)).toMatchObject({
      marketplace: 'shopee',
      refused: 'marketplace_error',
      detail: expect.stringContaining('90309999'),
    });
    const failed = copyOf(itemGetV4);
    failed.body = { error: 4, error_msg: 'item not found', data: null };
    expect(readAnswer(failed)).toMatchObject({
      refused: 'marketplace_error',
      detail: expect.stringContaining('item not found'),
    });
  });

  it("refuses another country's site and items in another currency", () => {
    for (const host of [
      'shopee.vn',
      'shopee.sg',
      'shopee.co.th',
      'shopee.com.my',
      'shopee.ph',
      'shopee.tw',
      'shopee.com.br',
    ]) {
      const answer = { ...searchV4, url: searchV4.url.replace('shopee.co.id', host) };
      expect(readAnswer(answer)).toMatchObject({ marketplace: 'shopee', refused: 'foreign_site' });
    }
    const dong = copyOf(searchV4);
    dong.body.items[1].item_basic.currency = 'VND';
    expect(readAnswer(dong)).toMatchObject({ refused: 'foreign_currency', detail: expect.stringContaining('VND') });
    const modelInBaht = copyOf(itemGetV4);
    modelInBaht.body.data.models[2].currency = 'THB';
    expect(readAnswer(modelInBaht)).toMatchObject({ refused: 'foreign_currency' });
  });

  it("refuses a shop of another country's site", () => {
    const answer = copyOf(searchUser);
    answer.body.data.users[0].country = 'vn';
    expect(readAnswer(answer)).toMatchObject({ refused: 'foreign_site', detail: expect.stringContaining('vn') });
  });
});
