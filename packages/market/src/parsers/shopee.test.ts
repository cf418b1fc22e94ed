import { describe, expect, it } from 'vitest';
import { productPayload, shopeeModelsPayload } from '../simulator/payloads/index.ts';
import { shopeeItemBasic, shopeeItemData, shopeeModels } from '../simulator/payloads/shopee.ts';
import type { ProductSnapshot } from '../simulator/product-state.ts';
import type { RawPayload } from '../simulator/types.ts';
import { inputOf, sampleProduct, storeOf } from '../testing/payload-fixtures.ts';
import { parsePayloads } from './parse-payloads.ts';

const DAY = '2025-11-30';
const plain = sampleProduct('shopee.search.item_basic', false);
const withVariants = sampleProduct('shopee.search.item_basic', true);

const snapshot = (variants: ProductSnapshot['variants'] = []): ProductSnapshot => ({
  price: 125_000,
  originalPrice: 150_000,
  stock: 12,
  soldTotal: 1_234,
  soldLast30: 210,
  revenueTotal: 0,
  stars: [1, 0, 2, 10, 87],
  reviewCount: 100,
  rating: 4.82,
  likedCount: 56,
  variants,
});
const variantSnapshots = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    price: 125_000 + i * 5_000,
    stock: 3 + i,
    soldTotal: 100 * (i + 1),
    revenueTotal: 0,
    monthSold: 0,
    monthRevenue: 0,
  }));

describe('shopee.search.item_basic', () => {
  const body = shopeeItemBasic(inputOf(plain, snapshot()));

  it('sends prices ×100000 and exact counters, as Shopee does', () => {
    expect(body.price).toBe(12_500_000_000);
    expect(body.price_before_discount).toBe(15_000_000_000);
    expect(body.historical_sold).toBe(1_234);
    expect(body.item_rating.rating_count).toEqual([100, 1, 0, 2, 10, 87]);
  });

  it('maps to the observation', () => {
    const store = storeOf(plain);
    const { observations, skipped } = parsePayloads(DAY, [{ shape: 'shopee.search.item_basic', body }]);
    expect(skipped).toEqual({});
    expect(observations).toEqual([
      {
        marketplace: 'shopee',
        day: DAY,
        externalId: plain.externalId,
        name: plain.name,
        url: plain.url,
        slug: plain.url.slice('https://shopee.co.id/'.length),
        imageUrl: plain.imageUrl,
        price: 125_000,
        originalPrice: 150_000,
        brand: plain.brand,
        categoryPath: plain.categoryPath,
        rating: 4.82,
        reviewCount: 100,
        commentCount: 100,
        wishlistCount: 56,
        stock: 12,
        listedAt: plain.listedOn,
        location: store.location,
        sold: { kind: 'exact', total: 1_234 },
        recentSold: { kind: 'exact', total: 210 },
        revenueTotal: null,
        variants: [],
        store: {
          externalId: store.externalId,
          name: store.name,
          username: store.username,
          official: store.official,
          goldenMerchant: store.goldenMerchant,
          lazMall: false,
          location: store.location,
          followers: 1_234,
          following: store.following,
          responseRate: store.responseRate,
        },
      },
    ]);
  });

  it('reads no discount as the price itself and no brand as null', () => {
    const undiscounted = shopeeItemBasic(inputOf(plain, { ...snapshot(), originalPrice: 125_000 }));
    expect(undiscounted.price_before_discount).toBe(0);
    const [o] = parsePayloads(DAY, [
      { shape: 'shopee.search.item_basic', body: { ...undiscounted, brand: 'Tanpa Merek' } },
    ]).observations;
    expect(o?.originalPrice).toBe(125_000);
    expect(o?.brand).toBeNull();
  });

  it('skips and counts a payload with a missing or mistyped field', () => {
    const broken: RawPayload[] = [
      { shape: 'shopee.search.item_basic', body: { ...body, price: '12500000000' } },
      { shape: 'shopee.search.item_basic', body: { ...body, itemid: undefined } },
      { shape: 'shopee.search.item_basic', body: { ...body, historical_sold: -1 } },
      { shape: 'shopee.search.item_basic', body: null },
      { shape: 'shopee.search.item_basic', body },
    ];
    const { observations, skipped } = parsePayloads(DAY, broken);
    expect(observations).toHaveLength(1);
    expect(skipped).toEqual({ 'shopee.search.item_basic': 4 });
  });
});

describe('shopee.search.item_data', () => {
  it('shows only a display-bucketed sold count', () => {
    const body = shopeeItemData(inputOf(plain, snapshot()));
    expect(body.item_card_display_sold_count.historical_sold_count_text).toBe('1,2RB');
    expect(body.item_card_display_price.price).toBe(12_500_000_000);
    const [o] = parsePayloads(DAY, [{ shape: 'shopee.search.item_data', body }]).observations;
    expect(o?.sold).toEqual({ kind: 'bucket', lower: 1_200, upper: 1_300, text: '1,2RB' });
    // The marketplace's own 30-day count, exact below a thousand.
    expect(o?.recentSold).toEqual({ kind: 'exact', total: 210 });
    expect(o?.price).toBe(125_000);
    expect(o?.store.followers).toBeNull();
  });

  it('skips a card whose sold text cannot be read', () => {
    const body = shopeeItemData(inputOf(plain, snapshot()));
    const broken = { ...body, item_card_display_sold_count: { historical_sold_count_text: 'laris manis' } };
    expect(parsePayloads(DAY, [{ shape: 'shopee.search.item_data', body: broken }]).skipped).toEqual({
      'shopee.search.item_data': 1,
    });
  });
});

describe('shopee.item.models (spec §5)', () => {
  const input = inputOf(withVariants, snapshot(variantSnapshots(withVariants.variants.length)));
  const item = productPayload('shopee.search.item_basic', input);
  const models = shopeeModelsPayload(input);

  it('merges the models into the item as variants, prices ÷ 100000', () => {
    const [o] = parsePayloads(DAY, [item, models]).observations;
    expect(o?.variants).toEqual(
      withVariants.variants.map((v, i) => ({
        externalId: v.externalId,
        name: v.name,
        price: 125_000 + i * 5_000,
        stock: 3 + i,
        soldTotal: 100 * (i + 1),
      })),
    );
  });

  it('accepts models sent before their item, and string item ids', () => {
    const body = shopeeModels(input);
    const stringIds = { ...body, models: body.models.map((m) => ({ ...m, itemid: String(m.itemid) })) };
    const [o] = parsePayloads(DAY, [{ ...models, body: stringIds }, item]).observations;
    expect(o?.variants).toHaveLength(withVariants.variants.length);
  });

  it.each([
    ['a price sent as a string', (m: Record<string, unknown>) => ({ ...m, price: String(m.price) })],
    ['a missing stock', ({ stock: _stock, ...m }: Record<string, unknown>) => m],
    ['a missing name', ({ name: _name, ...m }: Record<string, unknown>) => m],
    ['an item id that is neither number nor string', (m: Record<string, unknown>) => ({ ...m, itemid: null })],
  ])('empties the variant list for %s, keeping the product', (_, damage) => {
    const body = shopeeModels(input);
    const broken = { ...body, models: body.models.map((m, i) => (i === 0 ? damage(m) : m)) };
    const { observations, skipped } = parsePayloads(DAY, [item, { ...models, body: broken }]);
    expect(observations).toHaveLength(1);
    expect(observations[0]?.variants).toEqual([]);
    expect(skipped).toEqual({ 'shopee.item.models': 1 });
  });

  it('empties the variant list when models is not an array', () => {
    const { observations, skipped } = parsePayloads(DAY, [item, { ...models, body: { item_id: 1, models: { a: 1 } } }]);
    expect(observations[0]?.variants).toEqual([]);
    expect(skipped).toEqual({ 'shopee.item.models': 1 });
  });

  it('skips models of an item that was not observed', () => {
    expect(parsePayloads(DAY, [models])).toEqual({ observations: [], skipped: { 'shopee.item.models': 1 } });
  });
});

describe('parsePayloads', () => {
  it('counts payloads of a shape it does not know', () => {
    const unknown = { shape: 'bukalapak.product', body: {} } as unknown as RawPayload;
    expect(parsePayloads(DAY, [unknown])).toEqual({ observations: [], skipped: { 'bukalapak.product': 1 } });
  });

  it('never half-writes: a payload whose observation would break the contract is skipped', () => {
    const body = shopeeItemBasic(inputOf(plain, snapshot()));
    const { observations, skipped } = parsePayloads(DAY, [
      { shape: 'shopee.search.item_basic', body: { ...body, name: '' } },
    ]);
    expect(observations).toEqual([]);
    expect(skipped).toEqual({ 'shopee.search.item_basic': 1 });
  });
});
