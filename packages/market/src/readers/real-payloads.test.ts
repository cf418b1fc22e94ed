import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseRupiah } from '../formats/money.ts';
import { productWith, readOk, type Reading } from '../testing/readings.ts';
import type { RawAnswer } from './reading.ts';

/*
 * The real answers others captured and published (shared/real-payloads, beside the checkouts).
 * The folder must be there: without it these tests fail rather than pass by reading nothing.
 */
const FOLDER = new URL('../../../../../shared/real-payloads/', import.meta.url);

const load = (file: string): RawAnswer => JSON.parse(readFileSync(new URL(file, FOLDER), 'utf8')) as RawAnswer;

function read(file: string, endpoint: string): { answer: any; result: Reading } {
  const answer = load(file);
  return { answer, result: readOk(answer, endpoint) };
}

/** The one product of a product page's answer, read by `endpoint`. */
function readOne(file: string, endpoint: string) {
  const { result } = read(file, endpoint);
  expect(result.products).toHaveLength(1);
  return { product: result.products[0]!, result };
}

describe('the real answers in shared/real-payloads', () => {
  it('are all there', () => {
    expect(readdirSync(FOLDER).filter((f) => f.endsWith('.json'))).toEqual(
      expect.arrayContaining([
        'blibli-search-products-2023-02.json',
        'shopee-id-item-get-v2-2020-06.json',
        'shopee-id-search-user-2022-12.json',
        'shopee-id-shop-search-items-2024-10.json',
        'tokopedia-gql-category-products-2024-10.json',
        'tokopedia-gql-pdp-get-layout-2023-08.json',
      ]),
    );
  });

  it("reads all 28 items of a Shopee shop's search, prices in rupiah", () => {
    const { answer, result } = read('shopee-id-shop-search-items-2024-10.json', 'shopee.v4.shop.search_items');
    expect(result.products).toHaveLength(28);
    expect(result.skipped).toEqual([]);
    for (const [i, entry] of answer.body.items.entries()) {
      const product = result.products[i]!;
      expect(product.externalId).toBe(String(entry.itemid));
      expect(product.price).toBe(entry.item_basic.price / 100_000);
      expect(product.sold).toEqual({ kind: 'exact', total: entry.item_basic.historical_sold });
      expect(product.recentSold).toEqual({ kind: 'exact', total: entry.item_basic.sold });
    }
    const jeans = productWith(result, '11156976313');
    expect(jeans).toMatchObject({
      price: 187_000,
      originalPrice: 627_143,
      priceMax: 187_000,
      reviewCount: 12_907,
      commentCount: 12_906,
      wishlistCount: 40_314,
      stock: 5_379,
      listedAt: '2021-10-08',
      location: 'KOTA JAKARTA UTARA',
      brand: null,
      // item_basic names the top-level category only and has no category path.
      category: { externalId: '100017', name: null, path: [{ externalId: '100017', name: null }] },
      // Real tiers, but a search card lists no models.
      variants: null,
    });
    // Nothing struck: price_before_discount 0, price_min_before_discount -1, no strikethrough_price.
    expect(productWith(result, '22777751220')).toMatchObject({ price: 598_571, originalPrice: 598_571 });
    expect(result.stores).toEqual([
      expect.objectContaining({
        externalId: '121235261',
        name: 'JINISO Official Shop',
        official: true,
        followers: null,
      }),
    ]);
  });

  it('reads a Shopee v2 item with its category path and eight models', () => {
    const { product: laptop } = readOne('shopee-id-item-get-v2-2020-06.json', 'shopee.v2.item.get');
    expect(laptop).toMatchObject({
      externalId: '1636649723',
      storeExternalId: '18300679',
      price: 1_325_000,
      originalPrice: 1_400_000,
      priceMax: 1_575_000,
      brand: 'Dell',
      stock: 220,
      sold: { kind: 'exact', total: 1_167 },
      recentSold: { kind: 'exact', total: 30 },
      reviewCount: 861,
      listedAt: '2018-11-06',
    });
    expect(laptop.category).toMatchObject({ externalId: '15951', name: 'Laptop Konsumer' });
    expect(laptop.category?.path.map((level) => `${level.externalId} ${level.name}`)).toEqual([
      '134 Komputer & Aksesoris',
      '1367 Laptop',
      '15951 Laptop Konsumer',
    ]);
    expect(laptop.variants).toHaveLength(8);
    expect(laptop.variants?.[0]).toEqual({
      externalId: '8104036550',
      name: "Dell d820 Layar 15''",
      price: 1_525_000,
      stock: 0,
      soldTotal: 66,
    });
    expect(laptop.variants?.reduce((sum, v) => sum + (v.stock ?? 0), 0)).toBe(laptop.stock);
  });

  it("reads a Shopee shop's figures from search_user", () => {
    const { result } = read('shopee-id-search-user-2022-12.json', 'shopee.v4.search_user');
    expect(result.products).toEqual([]);
    expect(result.stores).toEqual([
      {
        marketplace: 'shopee',
        externalId: '23016663',
        name: 'Nadiraa Hijab Official Shop',
        username: 'nadiraa_hijab',
        official: true,
        goldenMerchant: false,
        lazMall: false,
        location: null,
        followers: 538_743,
        following: 1_016,
        responseRate: 82,
      },
    ]);
  });

  it("reads Tokopedia's CategoryProducts: numeric ids as strings, text prices, sold labels", () => {
    const { answer, result } = read('tokopedia-gql-category-products-2024-10.json', 'tokopedia.gql.CategoryProducts');
    const listed = answer.body[0].data.CategoryProducts.data;
    expect(result.products).toHaveLength(listed.length);
    expect(result.products).toHaveLength(60);
    for (const [i, entry] of listed.entries()) {
      expect(result.products[i]?.externalId).toBe(String(entry.id));
      expect(result.products[i]?.price).toBe(parseRupiah(entry.price));
      expect(result.products[i]?.stock).toBeNull();
    }
    expect(productWith(result, '210496737')).toMatchObject({
      price: 12_000,
      originalPrice: 12_000,
      sold: { kind: 'bucket', lower: 5_000, upper: 6_000 },
      reviewCount: 233,
      rating: 5,
      category: { externalId: '984', name: null, path: [] },
      url: 'https://www.tokopedia.com/elektrikalpanel/elektroda-elektrode-lilin-wlc-pompa-air-p',
      store: expect.objectContaining({ externalId: '2286635', username: 'elektrikalpanel', goldenMerchant: true }),
    });
    expect(productWith(result, '11007150315')).toMatchObject({
      price: 2_200,
      originalPrice: 4_900,
      sold: { kind: 'exact', total: 9 },
    });
    expect(productWith(result, '12661659656').sold).toMatchObject({ kind: 'bucket', lower: 40, upper: 100 });
  });

  it("reads Tokopedia's pdpGetLayout: the exact counters, the variants and their stock", () => {
    const { product: hoodie } = readOne('tokopedia-gql-pdp-get-layout-2023-08.json', 'tokopedia.gql.pdpGetLayout');
    expect(hoodie).toMatchObject({
      externalId: '525027824',
      storeExternalId: '389824',
      sold: { kind: 'exact', total: 81 },
      reviewCount: 41,
      commentCount: 9,
      rating: 5,
      price: 66_900,
      priceMax: 69_900,
      stock: 300_048,
      listedAt: '2019-08-02',
      wishlistCount: null,
      brand: null,
    });
    expect(hoodie.category?.path.map((level) => level.name)).toEqual([
      'Fashion Pria',
      'Outerwear Pria',
      'Hoodie  Pria',
    ]);
    expect(hoodie.variants?.map((v) => [v.externalId, v.name, v.price, v.stock])).toEqual([
      ['525027825', 'L', 66_900, 99_997],
      ['525027826', 'M', 66_900, 99_997],
      ['525027828', 'XL', 66_900, 99_999],
      ['1591829284', 'XXL', 69_900, 55],
    ]);
    expect(hoodie.store).toMatchObject({ name: 'Hoodie Center', username: 'hoodiecenter', official: false });
  });

  it("reads Blibli's 24 products with absoluteRating, and what they leave out as unknown", () => {
    const { answer, result } = read('blibli-search-products-2023-02.json', 'blibli.search.products');
    expect(result.products).toHaveLength(24);
    for (const [i, entry] of answer.body.data.products.entries()) {
      expect(result.products[i]?.rating).toBe(entry.review.absoluteRating);
      expect(result.products[i]?.price).toBe(entry.price.minPrice);
    }
    expect(productWith(result, 'BLP-60058-00011')).toMatchObject({
      rating: 4.9,
      reviewCount: 2_913,
      originalPrice: 342_300,
      sold: { kind: 'bucket', lower: 85_200, upper: 85_300, text: '85,2 rb' },
      storeExternalId: 'BLP-60058',
      category: { externalId: 'SU-1000099', name: null },
      url: 'https://www.blibli.com/p/bebelac-3-madu-susu-pertumbuhan-bubuk-1800-gr/ps--BLP-60058-00011',
    });
    expect(productWith(result, 'BLP-60058-00011').category?.path[1]).toEqual({
      externalId: 'KE-1000180',
      name: 'Kebutuhan Ibu & Anak',
    });
    // No soldRangeCount and no strikeThroughPriceDisplay: sold unknown, nothing struck.
    expect(productWith(result, 'ALI-60051-01794')).toMatchObject({ sold: null, price: 88_600, originalPrice: 88_600 });
    expect(productWith(result, 'BLI-60059-00122').sold).toEqual({ kind: 'exact', total: 692 });
  });
});
