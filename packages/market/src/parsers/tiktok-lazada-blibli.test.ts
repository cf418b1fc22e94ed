import { describe, expect, it } from 'vitest';
import { blibliSearch } from '../simulator/payloads/blibli.ts';
import { lazadaListItem } from '../simulator/payloads/lazada.ts';
import { tiktokProductCard } from '../simulator/payloads/tiktok.ts';
import type { ProductSnapshot } from '../simulator/product-state.ts';
import { inputOf, sampleProduct, storeOf } from '../testing/payload-fixtures.ts';
import { parsePayloads } from './parse-payloads.ts';

const DAY = '2025-11-30';
const snapshot: ProductSnapshot = {
  price: 89_000,
  originalPrice: 119_000,
  stock: 40,
  soldTotal: 12_345,
  soldLast30: 900,
  revenueTotal: 0,
  stars: [2, 1, 5, 30, 162],
  reviewCount: 200,
  rating: 4.745,
  likedCount: 0,
  variants: [],
};

describe('tiktok.product_card', () => {
  const product = sampleProduct('tiktok.product_card', false);
  const body = tiktokProductCard(inputOf(product, snapshot));

  it('sends prices as decimal strings and ids beyond safe integers as strings', () => {
    expect(body.product_price_info).toMatchObject({
      sale_price_decimal: '89000',
      origin_price_decimal: '119000',
      currency_name: 'IDR',
    });
    expect(body.product_id).toMatch(/^\d{19}$/);
  });

  it('maps to the observation', () => {
    const store = storeOf(product);
    const [o] = parsePayloads(DAY, [{ shape: 'tiktok.product_card', body }]).observations;
    expect(o).toMatchObject({
      marketplace: 'tiktok',
      externalId: product.externalId,
      price: 89_000,
      originalPrice: 119_000,
      rating: 4.7,
      sold: { kind: 'exact', total: 12_345 },
      listedAt: product.listedOn,
      store: { externalId: store.externalId, followers: 1_234, responseRate: store.responseRate, username: null },
    });
    expect(o?.slug).toBe(body.seo_url.slug);
  });

  it('skips a card with a price that is not a decimal string', () => {
    const broken = { ...body, product_price_info: { ...body.product_price_info, sale_price_decimal: '' } };
    expect(parsePayloads(DAY, [{ shape: 'tiktok.product_card', body: broken }]).skipped).toEqual({
      'tiktok.product_card': 1,
    });
  });
});

describe('lazada.search.listItem', () => {
  const product = sampleProduct('lazada.search.listItem', false);

  it('maps the list item, reading the sold text as a bucket', () => {
    const body = lazadaListItem(inputOf(product, snapshot));
    expect(body).toMatchObject({ price: '89000.00', originalPrice: '119000.00', itemSoldCntShow: '10RB+ terjual' });
    const [o] = parsePayloads(DAY, [{ shape: 'lazada.search.listItem', body }]).observations;
    expect(o).toMatchObject({
      url: product.url,
      price: 89_000,
      originalPrice: 119_000,
      sold: { kind: 'bucket', lower: 10_000, upper: 20_000 },
      stock: null,
    });
  });
});

describe('blibli.search.product', () => {
  const product = sampleProduct('blibli.search.product', false);

  it('maps the product, reading the sold range as a bucket', () => {
    const body = blibliSearch(inputOf(product, snapshot));
    const [o] = parsePayloads(DAY, [{ shape: 'blibli.search.product', body }]).observations;
    expect(o).toMatchObject({
      url: product.url,
      price: 89_000,
      originalPrice: 119_000,
      sold: { kind: 'bucket', lower: 10_000, upper: 20_000 },
      rating: 4.7,
    });
  });
});
