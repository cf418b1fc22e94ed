import { describe, expect, it } from 'vitest';
import { stockValue } from '../formats/money.ts';
import { tokopediaProduct, tokopediaSearch } from '../simulator/payloads/tokopedia.ts';
import type { ProductSnapshot } from '../simulator/product-state.ts';
import { inputOf, sampleProduct, storeOf } from '../testing/payload-fixtures.ts';
import { parsePayloads } from './parse-payloads.ts';

const DAY = '2025-11-30';
const product = sampleProduct('tokopedia.product', true);
const store = storeOf(product);
const snapshot: ProductSnapshot = {
  price: 125_000,
  originalPrice: 150_000,
  stock: 30,
  soldTotal: 1_234,
  soldLast30: 200,
  revenueTotal: 154_250_000,
  stars: [0, 0, 1, 4, 45],
  reviewCount: 50,
  rating: 4.88,
  likedCount: 300,
  variants: product.variants.map((_, i) => ({
    price: 125_000 + 10_000 * i,
    stock: 10,
    soldTotal: 50 + i,
    revenueTotal: 6_250_000,
    monthSold: 5,
    monthRevenue: 625_000,
  })),
};
const [shopDomain, productKey] = new URL(product.url).pathname.slice(1).split('/');

describe('tokopedia.product', () => {
  const body = tokopediaProduct(inputOf(product, snapshot));

  it('sends total_revenue as a string and the spec §3 variant statistics', () => {
    expect(body.total_revenue).toBe('154250000');
    expect(body.detailVariants[1]).toMatchObject({
      price: 135_000,
      stock: 10,
      stockValue: stockValue(135_000, 10),
      estimatedSales: 51,
      thisMonthEstimatedRevenue: 625_000,
    });
    expect(body.variantsStatistics).toHaveLength(product.variants.length);
  });

  it('maps to the observation, with the revenue as a number and the keys from the URL', () => {
    const { observations, skipped } = parsePayloads(DAY, [{ shape: 'tokopedia.product', body }]);
    expect(skipped).toEqual({});
    expect(observations[0]).toMatchObject({
      marketplace: 'tokopedia',
      externalId: product.externalId,
      url: product.url,
      slug: productKey,
      price: 125_000,
      originalPrice: 150_000,
      rating: 4.9,
      reviewCount: 50,
      sold: { kind: 'exact', total: 1_234 },
      revenueTotal: 154_250_000,
      listedAt: product.listedOn,
      store: {
        externalId: store.externalId,
        username: shopDomain,
        official: store.official,
        goldenMerchant: store.goldenMerchant,
        followers: 1_234,
      },
    });
    expect(observations[0]?.variants[0]).toEqual({
      externalId: product.variants[0]!.externalId,
      name: product.variants[0]!.name,
      price: 125_000,
      stock: 10,
      soldTotal: 50,
    });
  });

  it.each([
    ['total_revenue as a number', { total_revenue: 154_250_000 }],
    ['total_revenue that is not a number', { total_revenue: 'n/a' }],
    ['total_revenue missing', { total_revenue: undefined }],
    ['a URL outside tokopedia.com', { url: 'https://shopee.co.id/a-i.1.2' }],
    ['a store page URL', { url: `https://www.tokopedia.com/${shopDomain}` }],
    ['a missing product id', { product_id: undefined }],
    ['variants that are not a list', { detailVariants: {} }],
    ['a timestamp without offset', { created_at: '2024-05-01 10:00' }],
  ])('ignores (and counts) a response with %s', (_, change) => {
    const { observations, skipped } = parsePayloads(DAY, [
      { shape: 'tokopedia.product', body: { ...body, ...change } },
    ]);
    expect(observations).toEqual([]);
    expect(skipped).toEqual({ 'tokopedia.product': 1 });
  });
});

describe('tokopedia.searchProductV5', () => {
  const search = (s: ProductSnapshot) => tokopediaSearch(inputOf(product, s));

  it('maps the search card, reading the credibility label as a bucket', () => {
    const body = search({ ...snapshot, soldTotal: 260 });
    expect(body.data.searchProductV5.data.products[0]?.labelGroups).toEqual([
      { position: 'ri_product_credibility', title: '250+ terjual', type: 'textDarkGrey' },
    ]);
    expect(body.data.searchProductV5.data.products[0]?.price).toMatchObject({
      text: 'Rp125.000',
      original: 'Rp150.000',
      discountPercentage: 17,
    });
    const [o] = parsePayloads(DAY, [{ shape: 'tokopedia.searchProductV5', body }]).observations;
    expect(o).toMatchObject({
      externalId: product.externalId,
      price: 125_000,
      originalPrice: 150_000,
      rating: 4.9,
      sold: { kind: 'bucket', lower: 250, upper: 500, text: '250+ terjual' },
      store: { username: shopDomain, followers: null },
      variants: [],
    });
  });

  it('reads a card without a label as nothing sold yet, and without a strikethrough as the price', () => {
    const [o] = parsePayloads(DAY, [
      {
        shape: 'tokopedia.searchProductV5',
        body: search({
          ...snapshot,
          soldTotal: 0,
          originalPrice: 125_000,
          reviewCount: 0,
          stars: [0, 0, 0, 0, 0],
          rating: 0,
        }),
      },
    ]).observations;
    expect(o).toMatchObject({ sold: { kind: 'exact', total: 0 }, originalPrice: 125_000, rating: null });
  });

  it('maps every product of a page and ignores a page that fails the schema', () => {
    const one = search(snapshot);
    const products = one.data.searchProductV5.data.products;
    const page = {
      data: { searchProductV5: { header: { totalData: 2 }, data: { products: [...products, ...products] } } },
    };
    expect(parsePayloads(DAY, [{ shape: 'tokopedia.searchProductV5', body: page }]).observations).toHaveLength(2);
    const broken = {
      data: {
        searchProductV5: {
          header: { totalData: 2 },
          data: {
            products: [
              ...products,
              { ...products[0], labelGroups: [{ position: 'ri_product_credibility', title: '???' }] },
            ],
          },
        },
      },
    };
    expect(parsePayloads(DAY, [{ shape: 'tokopedia.searchProductV5', body: broken }])).toEqual({
      observations: [],
      skipped: { 'tokopedia.searchProductV5': 1 },
    });
  });
});
