import { describe, expect, it } from 'vitest';
import { copyOf, productWith, readOk } from '../testing/readings.ts';
import categoryProducts from './fixtures/tokopedia-category-products.json';
import layout from './fixtures/tokopedia-pdp-get-layout.json';
import searchV4 from './fixtures/tokopedia-search-product-v4.json';
import searchV5 from './fixtures/tokopedia-search-product-v5.json';
import shopProducts from './fixtures/tokopedia-shop-products.json';
import { readAnswer } from './read-answer.ts';

describe('Tokopedia CategoryProducts', () => {
  const reading = readOk(categoryProducts, 'tokopedia.gql.CategoryProducts');

  it('reads numeric ids as strings, priceInt beside the text price, the integrity label as the sold counter', () => {
    expect(reading.products.map((p) => p.externalId)).toEqual(['210496740', '11007150320', '12723456789']);
    expect(productWith(reading, '210496740')).toMatchObject({
      storeExternalId: '2286640',
      url: 'https://www.tokopedia.com/tokolilin/lilin-aromaterapi-lavender',
      price: 12_000,
      originalPrice: 12_000,
      sold: { kind: 'bucket', lower: 2_000, upper: 3_000, text: '2rb+ terjual' },
      reviewCount: 233,
      rating: 5,
      location: 'Jakarta Pusat',
      category: { externalId: '2961', name: null, path: [] },
      store: { username: 'tokolilin', official: false, goldenMerchant: true, location: 'Jakarta Pusat' },
    });
    expect(productWith(reading, '11007150320')).toMatchObject({
      price: 2_200,
      originalPrice: 4_900,
      sold: { kind: 'exact', total: 9 },
      store: { official: true },
    });
  });

  it('leaves unknown what the search does not ask for, and a counter without its label', () => {
    for (const product of reading.products) {
      expect(product).toMatchObject({ stock: null, listedAt: null, brand: null, variants: null, wishlistCount: null });
    }
    expect(productWith(reading, '12723456789')).toMatchObject({ sold: null, rating: null, reviewCount: 0 });
  });
});

describe('Tokopedia searchProductV5', () => {
  const reading = readOk(searchV5, 'tokopedia.gql.searchProductV5');

  it('reads string ids, the price object, the rating text and the credibility label', () => {
    expect(productWith(reading, '2612098850')).toMatchObject({
      storeExternalId: '389830',
      price: 59_000,
      originalPrice: 89_000,
      rating: 4.9,
      sold: { kind: 'bucket', lower: 250, upper: 500 },
      category: { externalId: '1834', name: 'Hoodie Pria', path: [] },
      imageUrl: 'https://images.tokopedia.net/img/cache/200-square/hDjmkQ/2024/8/1/2612098850.jpg',
      // The badge says Power Merchant Pro.
      store: { name: 'Hoodie Corner', official: false, goldenMerchant: true, location: 'Kota Bandung' },
    });
    expect(productWith(reading, '14123456789')).toMatchObject({
      price: 79_000,
      originalPrice: 79_000,
      priceMax: 99_000,
      rating: null,
      sold: null,
      store: { official: true, goldenMerchant: false },
    });
  });

  it('knows no review count nor stock: the query does not ask for them', () => {
    for (const product of reading.products) expect(product).toMatchObject({ reviewCount: null, stock: null });
  });

  it('reads the exact sold count of answers that ask for `stock { sold }`, and a lone `{data}` as well as a batch', () => {
    const answer = copyOf(searchV5);
    answer.body[0].data.searchProductV5.data.products[0].stock = { sold: 312, ttsSKUID: '1729384756102938475' };
    answer.body = answer.body[0];
    expect(productWith(readOk(answer), '2612098850').sold).toEqual({ kind: 'exact', total: 312 });
  });
});

describe('Tokopedia ace_search_product_v4', () => {
  const reading = readOk(searchV4, 'tokopedia.gql.ace_search_product_v4');

  it('reads the text prices, ratingAverage and the shop', () => {
    expect(productWith(reading, '1883179230')).toMatchObject({
      price: 89_000,
      originalPrice: 120_000,
      rating: 4.8,
      reviewCount: 412,
      sold: { kind: 'bucket', lower: 1_000, upper: 2_000 },
      category: { externalId: '4231', name: 'Alat Pel' },
      store: {
        externalId: '6174160',
        name: 'Bersih Jaya',
        goldenMerchant: true,
        official: false,
        username: 'bersihjaya',
      },
    });
    expect(productWith(reading, '1883179231')).toMatchObject({
      price: 25_000,
      originalPrice: 25_000,
      rating: null,
      sold: null,
    });
  });
});

describe('Tokopedia GetShopProduct', () => {
  const reading = readOk(shopProducts, 'tokopedia.gql.GetShopProduct');

  it("reads a shop's products; the answer does not carry the shop's id", () => {
    expect(productWith(reading, '2157285960')).toMatchObject({
      name: 'Lilin Doa Gel Aromaterapi',
      price: 140_000,
      originalPrice: 175_000,
      rating: 4.9,
      reviewCount: 59,
      sold: { kind: 'bucket', lower: 100, upper: 250 },
      imageUrl: 'https://images.tokopedia.net/img/cache/700/VqbcmM/2023/1/9/2157285960.jpg',
      storeExternalId: null,
      store: null,
    });
    expect(productWith(reading, '2157285961')).toMatchObject({
      price: 8_500,
      originalPrice: 8_500,
      rating: null,
      sold: null,
    });
    expect(reading.stores).toEqual([]);
  });
});

describe('Tokopedia pdpGetLayout', () => {
  it('reads the exact counters (strings), the campaign price and the stock of a product without variants', () => {
    const [lilin] = readOk(layout, 'tokopedia.gql.pdpGetLayout').products;
    expect(lilin).toMatchObject({
      externalId: '3402387755',
      name: 'Lilin Aromaterapi Jar 200gr',
      price: 25_000,
      originalPrice: 30_000,
      priceMax: null,
      stock: 48,
      variants: [],
      sold: { kind: 'exact', total: 152 },
      reviewCount: 37,
      commentCount: 4,
      rating: 4.8,
      listedAt: '2022-03-01',
      imageUrl: 'https://images.tokopedia.net/img/cache/700/VqbcmM/2022/3/1/lilin-jar.jpg',
      store: {
        externalId: '8123456',
        name: 'Wangi Rumah',
        username: 'wangirumah',
        official: false,
        goldenMerchant: false,
      },
    });
    expect(lilin?.category?.path.map((level) => level.name)).toEqual(['Rumah Tangga', 'Dekorasi', 'Lilin']);
  });
});

describe('Tokopedia refusals', () => {
  it('refuses an answer of GraphQL errors and no data', () => {
    const answer = copyOf(searchV5);
    answer.body = [
      { errors: [{ message: 'Invalid request schema received.', path: ['searchProductV5'] }], data: null },
    ];
    expect(readAnswer(answer)).toMatchObject({
      marketplace: 'tokopedia',
      refused: 'marketplace_error',
      detail: expect.stringContaining('Invalid request schema'),
    });
  });

  it('refuses operations no reader knows, and addresses outside the GraphQL host', () => {
    const answer = copyOf(searchV5);
    answer.body = [{ data: { shopInfoByID: { result: [] } } }];
    expect(readAnswer(answer)).toMatchObject({
      refused: 'unknown_address',
      detail: expect.stringContaining('shopInfoByID'),
    });
    const page = { ...layout, url: 'https://www.tokopedia.com/wangirumah/lilin-aromaterapi-jar-200gr' };
    expect(readAnswer(page)).toMatchObject({ marketplace: 'tokopedia', refused: 'unknown_address' });
  });
});
