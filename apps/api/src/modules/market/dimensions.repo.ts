import { MARKETPLACE_IDS, type SqlRunner } from '@pasarlens/db';
import type { Day, Marketplace, SightedProduct, StoreObservation } from '@pasarlens/market';
import { ensureEntities, toColumns, type ColumnSpec } from '../../lib/bulk.ts';
import type { EntityCache } from '../../lib/entity-cache.ts';

/** Internal ids of the entities a day's observations mention, keyed by their marketplace identity. */
export interface DimensionIds {
  product: Map<string, number>;
  store: Map<string, number>;
  variant: Map<string, number>;
}

export const entityKey = (marketplace: string, externalId: string) => `${marketplace}:${externalId}`;
export const variantKey = (productId: number, externalId: string) => `${productId}:${externalId}`;
const brandKey = (name: string) => name.trim().toLowerCase();

const MARKETPLACE_CODES = new Map(Object.entries(MARKETPLACE_IDS).map(([code, id]) => [id as number, code]));
/** entityKey from a row's marketplace id. */
export const rowKey = (marketplaceId: number, externalId: string) =>
  entityKey(MARKETPLACE_CODES.get(marketplaceId)!, externalId);

type MarketRow = { id: number; marketplace_id: number; external_id: string };
const byEntity = (rows: MarketRow[]) => new Map(rows.map((r) => [rowKey(r.marketplace_id, r.external_id), r.id]));

/** Distinct rows by key: the last one wins, as the latest observation of the day. */
const distinct = <T>(rows: T[], key: (row: T) => string) => [...new Map(rows.map((r) => [key(r), r])).values()];

/** Where entities are written: the transaction, and a bulk loader's cache of what it wrote. */
interface Target {
  sql: SqlRunner;
  cache?: EntityCache;
}

function ensureMarketEntities<C extends ColumnSpec>(
  target: Target,
  table: string,
  columns: C,
  rows: Record<keyof C, unknown>[],
  refresh: (keyof C & string)[],
  refreshGuard?: { sql: string; param: unknown },
  unknownAs?: Partial<Record<keyof C & string, string>>,
) {
  const write = {
    table,
    keys: ['marketplace_id', 'external_id'] as (keyof C & string)[],
    columns,
    values: toColumns(columns, rows),
    refresh,
    refreshGuard,
    unknownAs,
  };
  return ensureEntities<C, MarketRow>(target.sql, write, target.cache).then(byEntity);
}

/** Category paths, level by level, so each level knows its parent's id. */
async function ensureCategories(target: Target, observations: SightedProduct[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const columns = {
    marketplace_id: 'smallint',
    external_id: 'text',
    name: 'text',
    level: 'smallint',
    parent_id: 'int',
  } as const;
  for (let level = 1; level <= 3; level++) {
    const rows = observations.flatMap((o) => {
      const ref = o.categoryPath[level - 1];
      if (!ref) return [];
      const parent =
        level > 1 ? (ids.get(entityKey(o.marketplace, o.categoryPath[level - 2]!.externalId)) ?? null) : null;
      return [
        {
          marketplace_id: MARKETPLACE_IDS[o.marketplace],
          external_id: ref.externalId,
          name: ref.name,
          level,
          parent_id: parent,
        },
      ];
    });
    const written = await ensureMarketEntities(
      target,
      'categories',
      columns,
      distinct(rows, (r) => `${r.marketplace_id}:${r.external_id}`),
      ['name', 'level', 'parent_id'],
    );
    for (const [key, id] of written) ids.set(key, id);
  }
  return ids;
}

async function ensureBrands(target: Target, observations: SightedProduct[]): Promise<Map<string, number>> {
  const columns = { key: 'text', name: 'text' } as const;
  const rows = distinct(
    observations.filter((o) => o.brand).map((o) => ({ key: brandKey(o.brand!), name: o.brand!.trim() })),
    (r) => r.key,
  );
  const written = await ensureEntities<typeof columns, { id: number; key: string }>(
    target.sql,
    { table: 'brands', keys: ['key'], columns, values: toColumns(columns, rows) },
    target.cache,
  );
  return new Map(written.map((r) => [r.key, r.id]));
}

/** A store as an answer shows it, by marketplace. */
export interface SightedStore {
  marketplace: Marketplace;
  store: StoreObservation;
}

/**
 * Stores, where a field an answer did not show keeps what we knew (a new store: its username or id
 * for a name until one is shown, `name_known` false, no badges).
 */
function ensureStores(target: Target, sighted: SightedStore[]): Promise<Map<string, number>> {
  const columns = {
    marketplace_id: 'smallint',
    external_id: 'text',
    name: 'text',
    name_known: 'bool',
    username: 'text',
    official: 'bool',
    golden_merchant: 'bool',
    laz_mall: 'bool',
    location: 'text',
    followers: 'int',
    following: 'int',
    response_rate: 'real',
  } as const;
  const rows = sighted.map(({ marketplace, store: s }) => ({
    marketplace_id: MARKETPLACE_IDS[marketplace],
    external_id: s.externalId,
    name: s.name,
    name_known: s.name === null ? null : true,
    username: s.username,
    official: s.official,
    golden_merchant: s.goldenMerchant,
    laz_mall: s.lazMall,
    location: s.location,
    followers: s.followers,
    following: s.following,
    response_rate: s.responseRate,
  }));
  const refresh = [
    'name',
    'name_known',
    'username',
    'official',
    'golden_merchant',
    'laz_mall',
    'location',
    'followers',
    'following',
    'response_rate',
  ] as const;
  const write = {
    table: 'stores',
    keys: ['marketplace_id', 'external_id'] as ('marketplace_id' | 'external_id')[],
    columns,
    values: toColumns(
      columns,
      distinct(rows, (r) => `${r.marketplace_id}:${r.external_id}`),
    ),
    refresh: [...refresh],
    unknownAs: {
      name: `coalesce(u.username, '#' || u.external_id)`,
      name_known: 'false',
      username: 'null',
      official: 'false',
      golden_merchant: 'false',
      laz_mall: 'false',
      location: 'null',
      followers: 'null',
      following: 'null',
      response_rate: 'null',
    },
  };
  return ensureEntities<typeof columns, MarketRow>(target.sql, write, target.cache).then(byEntity);
}

const OPTIONAL_PRODUCT_FIELDS = [
  'brand_id',
  'category_l1_id',
  'category_l2_id',
  'category_l3_id',
  'listed_at',
  'location',
  'slug',
  'image_url',
] as const;

function ensureProducts(
  target: Target,
  day: Day,
  observations: SightedProduct[],
  refs: { store: Map<string, number>; brand: Map<string, number>; category: Map<string, number> },
) {
  const columns = {
    marketplace_id: 'smallint',
    external_id: 'text',
    store_id: 'int',
    brand_id: 'int',
    category_l1_id: 'int',
    category_l2_id: 'int',
    category_l3_id: 'int',
    name: 'text',
    listed_at: 'date',
    location: 'text',
    slug: 'text',
    url: 'text',
    image_url: 'text',
    first_seen: 'date',
  } as const;
  const category = (o: SightedProduct, level: number) => {
    const ref = o.categoryPath[level];
    return ref ? (refs.category.get(entityKey(o.marketplace, ref.externalId)) ?? null) : null;
  };
  const rows = observations.map((o) => ({
    marketplace_id: MARKETPLACE_IDS[o.marketplace],
    external_id: o.externalId,
    store_id: refs.store.get(entityKey(o.marketplace, o.store.externalId)),
    brand_id: o.brand ? (refs.brand.get(brandKey(o.brand)) ?? null) : null,
    category_l1_id: category(o, 0),
    category_l2_id: category(o, 1),
    category_l3_id: category(o, 2),
    name: o.name,
    listed_at: o.listedAt,
    location: o.location,
    slug: o.slug,
    url: o.url,
    image_url: o.imageUrl,
    first_seen: day,
  }));
  const refresh = [
    'store_id',
    'brand_id',
    'category_l1_id',
    'category_l2_id',
    'category_l3_id',
    'name',
    'listed_at',
    'location',
    'slug',
    'url',
    'image_url',
  ] as const;
  // An older day ingested late must not bring back what a newer observation replaced.
  const notOlder = {
    sql: 'not exists (select 1 from product_latest l where l.product_id = t.id and l.day > $1::date)',
    param: day,
  };
  // What an answer did not show (a card's category below the top, a brand) keeps what another showed.
  const unknownAs = Object.fromEntries(OPTIONAL_PRODUCT_FIELDS.map((c) => [c, 'null']));
  return ensureMarketEntities(target, 'products', columns, rows, [...refresh], notOlder, unknownAs);
}

async function ensureVariants(
  target: Target,
  observations: SightedProduct[],
  productIds: Map<string, number>,
): Promise<Map<string, number>> {
  const columns = { product_id: 'int', external_id: 'text', name: 'text' } as const;
  const rows = observations.flatMap((o) => {
    const productId = productIds.get(entityKey(o.marketplace, o.externalId))!;
    return o.variants.map((v) => ({ product_id: productId, external_id: v.externalId, name: v.name }));
  });
  const write = {
    table: 'variants',
    keys: ['product_id', 'external_id'] as const,
    columns,
    values: toColumns(
      columns,
      distinct(rows, (r) => `${r.product_id}:${r.external_id}`),
    ),
    refresh: ['name'] as const,
  };
  const written = await ensureEntities<typeof columns, { id: number; product_id: number; external_id: string }>(
    target.sql,
    { ...write, keys: [...write.keys], refresh: [...write.refresh] },
    target.cache,
  );
  return new Map(written.map((r) => [variantKey(r.product_id, r.external_id), r.id]));
}

/** Creates or refreshes stores shown without products (a shop's page, a shop search). */
export async function upsertStores(sql: SqlRunner, stores: SightedStore[]): Promise<void> {
  await ensureStores({ sql }, stores);
}

/** Creates or refreshes every category, brand, store, product and variant the observations name. */
export async function upsertDimensions(
  sql: SqlRunner,
  day: Day,
  observations: SightedProduct[],
  cache?: EntityCache,
): Promise<DimensionIds> {
  const target = { sql, cache };
  const category = await ensureCategories(target, observations);
  const brand = await ensureBrands(target, observations);
  const store = await ensureStores(
    target,
    observations.map((o) => ({ marketplace: o.marketplace, store: o.store })),
  );
  const product = await ensureProducts(target, day, observations, { store, brand, category });
  await sql.query('update products set first_seen = $1 where id = any($2::int[]) and first_seen > $1', [
    day,
    [...product.values()],
  ]);
  const variant = await ensureVariants(target, observations, product);
  return { product, store, variant };
}
