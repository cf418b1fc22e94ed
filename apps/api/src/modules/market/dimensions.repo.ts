import { MARKETPLACE_IDS, type SqlRunner } from '@pasarlens/db';
import type { Day, Observation } from '@pasarlens/market';
import { bulkWrite, toColumns } from '../../lib/bulk.ts';

/** Internal ids of the entities a day's observations mention, keyed by their marketplace identity. */
export interface DimensionIds {
  product: Map<string, number>;
  store: Map<string, number>;
  variant: Map<string, number>;
}

export const entityKey = (marketplace: string, externalId: string) => `${marketplace}:${externalId}`;
const variantKey = (productId: number, externalId: string) => `${productId}:${externalId}`;
export const brandKey = (name: string) => name.trim().toLowerCase();

const MARKETPLACE_CODES = new Map(Object.entries(MARKETPLACE_IDS).map(([code, id]) => [id as number, code]));
/** entityKey from a row's marketplace id. */
export const rowKey = (marketplaceId: number, externalId: string) => entityKey(MARKETPLACE_CODES.get(marketplaceId)!, externalId);

type IdRow = { id: number; marketplace_id: number; external_id: string };
const byEntity = (rows: IdRow[]) => new Map(rows.map((r) => [rowKey(r.marketplace_id, r.external_id), r.id]));

/** Category paths, level by level, so each level knows its parent's id. Returns ids per path element. */
async function upsertCategories(sql: SqlRunner, observations: Observation[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (let level = 1; level <= 3; level++) {
    const rows = new Map<string, { marketplace_id: number; external_id: string; name: string; level: number; parent_id: number | null }>();
    for (const o of observations) {
      const ref = o.categoryPath[level - 1];
      if (!ref) continue;
      const parent = level > 1 ? ids.get(entityKey(o.marketplace, o.categoryPath[level - 2]!.externalId)) ?? null : null;
      rows.set(entityKey(o.marketplace, ref.externalId), { marketplace_id: MARKETPLACE_IDS[o.marketplace], external_id: ref.externalId, name: ref.name, level, parent_id: parent });
    }
    const columns = { marketplace_id: 'smallint', external_id: 'text', name: 'text', level: 'smallint', parent_id: 'int' } as const;
    const written = await bulkWrite<typeof columns, IdRow>(sql, {
      table: 'categories',
      columns,
      values: toColumns(columns, [...rows.values()]),
      conflict: ['marketplace_id', 'external_id'],
      update: ['name', 'level', 'parent_id'],
      returning: 'id, marketplace_id, external_id',
    });
    for (const [key, id] of byEntity(written)) ids.set(key, id);
  }
  return ids;
}

async function upsertBrands(sql: SqlRunner, observations: Observation[]): Promise<Map<string, number>> {
  const names = new Map<string, string>();
  for (const o of observations) if (o.brand) names.set(brandKey(o.brand), o.brand.trim());
  const columns = { key: 'text', name: 'text' } as const;
  const rows = await bulkWrite<typeof columns, { id: number; key: string }>(sql, {
    table: 'brands',
    columns,
    values: toColumns(columns, [...names].map(([key, name]) => ({ key, name }))),
    conflict: ['key'],
    update: ['name'],
    returning: 'id, key',
  });
  return new Map(rows.map((r) => [r.key, r.id]));
}

async function upsertStores(sql: SqlRunner, day: Day, observations: Observation[]): Promise<Map<string, number>> {
  const stores = new Map(observations.map((o) => [entityKey(o.marketplace, o.store.externalId), o]));
  const columns = {
    marketplace_id: 'smallint', external_id: 'text', name: 'text', username: 'text', official: 'bool', golden_merchant: 'bool',
    laz_mall: 'bool', location: 'text', followers: 'int', following: 'int', response_rate: 'real', last_seen: 'date',
  } as const;
  const rows = [...stores.values()].map(({ marketplace, store: s }) => ({
    marketplace_id: MARKETPLACE_IDS[marketplace], external_id: s.externalId, name: s.name, username: s.username, official: s.official,
    golden_merchant: s.goldenMerchant, laz_mall: s.lazMall, location: s.location, followers: s.followers, following: s.following,
    response_rate: s.responseRate, last_seen: day,
  }));
  const written = await bulkWrite<typeof columns, IdRow>(sql, {
    table: 'stores',
    columns,
    values: toColumns(columns, rows),
    conflict: ['marketplace_id', 'external_id'],
    update: ['name', 'username', 'official', 'golden_merchant', 'laz_mall', 'location', 'followers', 'following', 'response_rate'],
    updateSql: ['last_seen = greatest(t.last_seen, excluded.last_seen)'],
    returning: 'id, marketplace_id, external_id',
  });
  return byEntity(written);
}

async function upsertProducts(sql: SqlRunner, day: Day, observations: Observation[], refs: { store: Map<string, number>; brand: Map<string, number>; category: Map<string, number> }) {
  const columns = {
    marketplace_id: 'smallint', external_id: 'text', store_id: 'int', brand_id: 'int', category_l1_id: 'int', category_l2_id: 'int',
    category_l3_id: 'int', name: 'text', price: 'bigint', original_price: 'bigint', rating: 'real', review_count: 'int',
    comment_count: 'int', wishlist_count: 'int', stock: 'int', listed_at: 'date', location: 'text', slug: 'text', url: 'text',
    image_url: 'text', first_seen: 'date', last_seen: 'date',
  } as const;
  const category = (o: Observation, level: number) => {
    const ref = o.categoryPath[level];
    return ref ? refs.category.get(entityKey(o.marketplace, ref.externalId)) ?? null : null;
  };
  const rows = observations.map((o) => ({
    marketplace_id: MARKETPLACE_IDS[o.marketplace], external_id: o.externalId, store_id: refs.store.get(entityKey(o.marketplace, o.store.externalId)),
    brand_id: o.brand ? refs.brand.get(brandKey(o.brand)) ?? null : null, category_l1_id: category(o, 0), category_l2_id: category(o, 1),
    category_l3_id: category(o, 2), name: o.name, price: Math.round(o.price), original_price: o.originalPrice === null ? null : Math.round(o.originalPrice),
    rating: o.rating, review_count: o.reviewCount, comment_count: o.commentCount, wishlist_count: o.wishlistCount, stock: o.stock,
    listed_at: o.listedAt, location: o.location, slug: o.slug, url: o.url, image_url: o.imageUrl, first_seen: day, last_seen: day,
  }));
  // A re-ingested older day must not overwrite the newer snapshot of a product.
  const newer = (column: string) => `${column} = case when excluded.last_seen >= t.last_seen then excluded.${column} else t.${column} end`;
  const snapshot = ['store_id', 'brand_id', 'category_l1_id', 'category_l2_id', 'category_l3_id', 'name', 'price', 'original_price', 'rating', 'review_count', 'comment_count', 'wishlist_count', 'stock', 'listed_at', 'location', 'slug', 'url', 'image_url'];
  const written = await bulkWrite<typeof columns, IdRow>(sql, {
    table: 'products',
    columns,
    values: toColumns(columns, rows),
    conflict: ['marketplace_id', 'external_id'],
    updateSql: [...snapshot.map(newer), 'first_seen = least(t.first_seen, excluded.first_seen)', 'last_seen = greatest(t.last_seen, excluded.last_seen)'],
    returning: 'id, marketplace_id, external_id',
  });
  return byEntity(written);
}

async function upsertVariants(sql: SqlRunner, day: Day, observations: Observation[], productIds: Map<string, number>): Promise<Map<string, number>> {
  const columns = { product_id: 'int', external_id: 'text', name: 'text', price: 'bigint', stock: 'int', sold_total: 'int', lowest_price_on_shopee: 'bool', last_seen: 'date' } as const;
  const rows = observations.flatMap((o) => {
    const productId = productIds.get(entityKey(o.marketplace, o.externalId))!;
    const lowest = Math.min(...o.variants.map((v) => v.price));
    return o.variants.map((v) => ({
      product_id: productId, external_id: v.externalId, name: v.name, price: Math.round(v.price), stock: v.stock, sold_total: v.soldTotal,
      lowest_price_on_shopee: o.marketplace === 'shopee' && v.price === lowest, last_seen: day,
    }));
  });
  const written = await bulkWrite<typeof columns, { id: number; product_id: number; external_id: string }>(sql, {
    table: 'variants',
    columns,
    values: toColumns(columns, rows),
    conflict: ['product_id', 'external_id'],
    updateSql: ['name', 'price', 'stock', 'sold_total', 'lowest_price_on_shopee'].map(
      (c) => `${c} = case when excluded.last_seen >= t.last_seen then excluded.${c} else t.${c} end`,
    ).concat('last_seen = greatest(t.last_seen, excluded.last_seen)'),
    returning: 'id, product_id, external_id',
  });
  return new Map(written.map((r) => [variantKey(r.product_id, r.external_id), r.id]));
}

/** Creates or refreshes every category, brand, store, product and variant the observations name. */
export async function upsertDimensions(sql: SqlRunner, day: Day, observations: Observation[]): Promise<DimensionIds> {
  const category = await upsertCategories(sql, observations);
  const brand = await upsertBrands(sql, observations);
  const store = await upsertStores(sql, day, observations);
  const product = await upsertProducts(sql, day, observations, { store, brand, category });
  const variant = await upsertVariants(sql, day, observations, product);
  return { product, store, variant };
}

export { variantKey };
