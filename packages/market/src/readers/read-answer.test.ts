import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { copyOf, readOk } from '../testing/readings.ts';
import blibli from './fixtures/blibli-search-products.json';
import lazada from './fixtures/lazada-catalog.json';
import shopBase from './fixtures/shopee-get-shop-base.json';
import itemGetV2 from './fixtures/shopee-item-get-v2.json';
import itemGetV4 from './fixtures/shopee-item-get-v4.json';
import pdp from './fixtures/shopee-pdp-get-pc.json';
import searchV2 from './fixtures/shopee-search-items-v2.json';
import searchV4 from './fixtures/shopee-search-items-v4.json';
import searchUser from './fixtures/shopee-search-user.json';
import shopSearch from './fixtures/shopee-shop-search-items.json';
import tiktokDetail from './fixtures/tiktok-product-detail.json';
import tiktokList from './fixtures/tiktok-product-list.json';
import categoryProducts from './fixtures/tokopedia-category-products.json';
import layout from './fixtures/tokopedia-pdp-get-layout.json';
import tokopediaV4 from './fixtures/tokopedia-search-product-v4.json';
import tokopediaV5 from './fixtures/tokopedia-search-product-v5.json';
import shopProducts from './fixtures/tokopedia-shop-products.json';
import { readAnswer } from './read-answer.ts';
import { productReadingSchema, storeReadingSchema, type RawAnswer, type ReadResult } from './reading.ts';
import { summariseReading } from './summary.ts';

const FIXTURES: RawAnswer[] = [
  searchV4,
  shopSearch,
  searchV2,
  itemGetV4,
  itemGetV2,
  pdp,
  shopBase,
  searchUser,
  categoryProducts,
  tokopediaV5,
  tokopediaV4,
  shopProducts,
  layout,
  tiktokList,
  tiktokDetail,
  lazada,
  blibli,
];

describe('readAnswer: the address', () => {
  it('refuses an unknown host or path, and an address that is not one', () => {
    expect(readAnswer({ ...searchV4, url: 'https://www.bukalapak.com/products?search=kaos' })).toEqual({
      marketplace: null,
      refused: 'unknown_address',
      detail: expect.stringContaining('www.bukalapak.com'),
    });
    expect(
      readAnswer({ ...searchV4, url: 'https://shopee.co.id/api/v4/recommend/recommend?bundle=shop_page' }),
    ).toMatchObject({
      marketplace: 'shopee',
      refused: 'unknown_address',
    });
    expect(readAnswer({ ...searchV4, url: 'search_items' })).toMatchObject({
      marketplace: null,
      refused: 'unknown_address',
    });
  });

  it('reads the www. host and a path with or without its trailing slash', () => {
    readOk(
      { ...searchV4, url: searchV4.url.replace('https://shopee.co.id', 'https://www.shopee.co.id') },
      'shopee.v4.search_items',
    );
    readOk(
      { ...searchV2, url: searchV2.url.replace('/api/v2/search_items/?', '/api/v2/search_items?') },
      'shopee.v2.search_items',
    );
  });

  it('refuses a body that is not a JSON object or array: text is the caller’s to parse', () => {
    expect(readAnswer({ ...searchV4, body: JSON.stringify(searchV4.body) })).toMatchObject({
      marketplace: 'shopee',
      refused: 'not_json',
      detail: expect.stringContaining('parse'),
    });
    for (const body of [null, 12, true, undefined])
      expect(readAnswer({ ...searchV4, body })).toMatchObject({ refused: 'not_json' });
  });
});

describe('readAnswer: what cannot be read', () => {
  it('skips entries that are not objects or have no id, counted by reason, and keeps the rest', () => {
    const answer = copyOf(searchV4);
    answer.body.items.push(7, 'kaos', null, { item_basic: { name: 'Kaos tanpa id', price: 100_000 } });
    const reading = readOk(answer);
    expect(reading.products).toHaveLength(2);
    expect(reading.skipped).toEqual([
      { reason: 'missing_id', count: 2 },
      { reason: 'not_an_object', count: 3 },
    ]);
  });

  it('keeps a product of which the answer holds nothing but its id', () => {
    const answer = copyOf(tiktokList);
    answer.body.data.products = [{ product_id: '1729587769570529899' }];
    const [bare] = readOk(answer).products;
    expect(bare).toMatchObject({ externalId: '1729587769570529899', name: null, price: null, sold: null, store: null });
  });

  it('says so when the body holds no list at all', () => {
    const answer = { ...searchV4, body: { error: 0, error_msg: '' } };
    expect(readOk(answer)).toMatchObject({ products: [], skipped: [{ reason: 'no_item_list', count: 1 }] });
  });
});

describe('summariseReading', () => {
  it('prints each product in short, in rupiah, unknowns null', () => {
    expect(summariseReading(readAnswer(searchV4))).toEqual([
      {
        externalId: '23456789012',
        name: 'Kaos Polos Cotton Combed 30s Unisex',
        price: 35_000,
        sold: { kind: 'exact', total: 15_230 },
        reviews: 6_012,
        rating: 4.871245,
        stock: 1_520,
        storeId: '334455667',
        categoryId: '100011',
      },
      {
        externalId: '24567890123',
        name: 'Tumbler Stainless 500ml Tahan Panas Dingin',
        price: 89_900,
        sold: { kind: 'exact', total: 3 },
        reviews: null,
        rating: null,
        stock: 37,
        storeId: '556677889',
        categoryId: '100636',
      },
    ]);
    expect(summariseReading(readAnswer(categoryProducts))[0]).toMatchObject({
      sold: { kind: 'bucket', lower: 2_000, upper: 3_000 },
      stock: null,
    });
  });

  it('has nothing for a refused answer', () => {
    expect(summariseReading(readAnswer({ ...searchV4, url: 'https://shopee.vn/api/v4/search/search_items' }))).toEqual(
      [],
    );
  });
});

/** Every product and store valid, and none dropped for failing the schema. */
function wellFormed(result: ReadResult): boolean {
  if (result.refused !== null) return result.detail.length > 0;
  return (
    result.products.every((p) => productReadingSchema.safeParse(p).success) &&
    result.stores.every((s) => storeReadingSchema.safeParse(s).success) &&
    result.skipped.every((s) => !s.reason.startsWith('invalid_') && s.count > 0)
  );
}

/** The paths to every value in a JSON body. */
function pathsOf(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  const children: [string | number, unknown][] = Array.isArray(value)
    ? value.map((v, i) => [i, v])
    : typeof value === 'object' && value !== null
      ? Object.entries(value)
      : [];
  return [path, ...children.flatMap(([key, child]) => pathsOf(child, [...path, key]))];
}

function replaced(body: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [key, ...rest] = path;
  const copy: any = Array.isArray(body) ? [...body] : { ...(body as object) };
  copy[key as string] = replaced(copy[key as string], rest, value);
  return copy;
}

describe('readAnswer on any body', () => {
  it('never throws on any JSON value at a known address, and returns only valid readings', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FIXTURES), fc.jsonValue(), (fixture, body) => {
        return wellFormed(readAnswer({ ...fixture, body }));
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on real shapes with any values put anywhere in them', () => {
    const shapes = FIXTURES.map((fixture) => ({ fixture, paths: pathsOf(fixture.body) }));
    // Values of the kinds answers hold, odd ones first: negatives, fractions, texts, empties.
    const values = fc.oneof(
      fc.integer({ min: -2_000_000, max: 2_000_000_000_000 }),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.string(),
      fc.constantFrom(null, '', '0', '-1', '4.9', 'Rp-5.000', '10RB+', true, false, [], {}, [''], 'IDR'),
      fc.jsonValue({ maxDepth: 2 }),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...shapes),
        fc.array(fc.tuple(fc.nat(), values), { minLength: 1, maxLength: 8 }),
        ({ fixture, paths }, changes) => {
          let body: unknown = fixture.body;
          for (const [at, value] of changes) body = replaced(body, paths[at % paths.length]!, value);
          return wellFormed(readAnswer({ ...fixture, body }));
        },
      ),
      { numRuns: 1_000 },
    );
  });
});
