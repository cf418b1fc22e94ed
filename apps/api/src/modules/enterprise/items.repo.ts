import type { StoredStoreKeywords } from '@pasarlens/db';
import type { SqlRunner } from '@pasarlens/db';

/** Custom brands and markets, and the stores, categories and brands they name. Raw SQL, one style. */

export type ItemKind = 'brand' | 'market';
const TABLES: Record<ItemKind, string> = { brand: 'enterprise_brands', market: 'enterprise_markets' };

interface ItemValues {
  name: string;
  status: 'draft' | 'published';
  visibility: 'private' | 'public';
  storeIds: number[];
  storeKeywords: StoredStoreKeywords[];
  categoryIds: number[];
}
export interface BrandValues extends ItemValues {
  marketplaceId: number;
}
export interface MarketValues extends ItemValues {
  marketplaceIds: number[];
  brandIds: number[];
}
export interface ItemRow extends ItemValues {
  id: number;
  userId: string;
  createdAt: Date;
}
export interface BrandRow extends ItemRow {
  marketplaceId: number;
}
/** Where a market's build stands: the revision it must reach, the one its rows hold, the step done. */
export interface MarketBuild {
  revision: number;
  builtRevision: number | null;
  buildStep: number;
  buildFailedAt: Date | null;
}
export interface MarketRow extends ItemRow, MarketBuild {
  marketplaceIds: number[];
  brandIds: number[];
  products: number;
}

const BUILD_COLUMNS =
  'revision, built_revision as "builtRevision", build_step as "buildStep", build_failed_at as "buildFailedAt"';
const COMMON = `id, user_id as "userId", name, status, visibility, store_ids as "storeIds", store_keywords as "storeKeywords",
  category_ids as "categoryIds", created_at as "createdAt"`;
const COLUMNS: Record<ItemKind, string> = {
  brand: `${COMMON}, marketplace_id as "marketplaceId"`,
  market: `${COMMON}, marketplace_ids as "marketplaceIds", brand_ids as "brandIds", ${BUILD_COLUMNS},
    (select count(*)::int from enterprise_market_products mp where mp.market_id = enterprise_markets.id) as products`,
};
/** What a user may open: their own, and the provider's published public lists. */
const VISIBLE_TO = "(user_id = $1 or (visibility = 'public' and status = 'published')) and deleted_at is null";

const commonParams = (v: ItemValues) => [
  v.name,
  v.status,
  v.visibility,
  v.storeIds,
  JSON.stringify(v.storeKeywords),
  v.categoryIds,
];

export async function insertBrand(sql: SqlRunner, userId: string, v: BrandValues, now: Date): Promise<number> {
  const [row] = await sql.query<{ id: number }>(
    `insert into enterprise_brands (user_id, name, status, visibility, store_ids, store_keywords, category_ids, marketplace_id, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9, $9) returning id`,
    [userId, ...commonParams(v), v.marketplaceId, now],
  );
  return row!.id;
}

/** The user's live saved markets. */
export async function ownMarketCount(sql: SqlRunner, userId: string): Promise<number> {
  const [row] = await sql.query<{ n: number }>(
    'select count(*)::int as n from enterprise_markets where user_id = $1 and deleted_at is null',
    [userId],
  );
  return row!.n;
}

/** The same count, with the user's market saves held until the transaction ends, so a cap holds under concurrent saves. */
export async function lockedOwnMarketCount(sql: SqlRunner, userId: string): Promise<number> {
  await sql.query(`select pg_advisory_xact_lock(hashtext('enterprise_markets:' || $1))`, [userId]);
  return ownMarketCount(sql, userId);
}

export async function insertMarket(sql: SqlRunner, userId: string, v: MarketValues, now: Date): Promise<number> {
  const [row] = await sql.query<{ id: number }>(
    `insert into enterprise_markets (user_id, name, status, visibility, store_ids, store_keywords, category_ids, marketplace_ids, brand_ids, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9, $10, $10) returning id`,
    [userId, ...commonParams(v), v.marketplaceIds, v.brandIds, now],
  );
  return row!.id;
}

/** Changes the owner's item; false when it is not theirs or is deleted. */
export async function updateBrand(
  sql: SqlRunner,
  id: number,
  userId: string,
  v: BrandValues,
  now: Date,
): Promise<boolean> {
  const rows = await sql.query(
    `update enterprise_brands set name = $3, status = $4, visibility = $5, store_ids = $6, store_keywords = $7::jsonb, category_ids = $8, marketplace_id = $9, updated_at = $10
      where id = $1 and user_id = $2 and deleted_at is null returning id`,
    [id, userId, ...commonParams(v), v.marketplaceId, now],
  );
  return rows.length > 0;
}

/**
 * Changes the owner's market; false when it is not theirs or is deleted. A change of what it
 * holds (not of its name, status or visibility), or any save after a failed build, is a new
 * revision to build.
 */
export async function updateMarket(
  sql: SqlRunner,
  id: number,
  userId: string,
  v: MarketValues,
  now: Date,
): Promise<boolean> {
  const rows = await sql.query(
    `update enterprise_markets m set name = $3, status = $4, visibility = $5, store_ids = $6, store_keywords = $7::jsonb, category_ids = $8,
        marketplace_ids = $9, brand_ids = $10, updated_at = $11,
        revision = m.revision + (n.changed)::int, build_step = case when n.changed then 0 else m.build_step end,
        build_failed_at = case when n.changed then null else m.build_failed_at end
       from (select build_failed_at is not null
                    or (store_ids, store_keywords, category_ids, marketplace_ids, brand_ids) is distinct from ($6::int[], $7::jsonb, $8::int[], $9::smallint[], $10::int[]) as changed
               from enterprise_markets where id = $1) n
      where m.id = $1 and m.user_id = $2 and m.deleted_at is null returning m.id`,
    [id, userId, ...commonParams(v), v.marketplaceIds, v.brandIds, now],
  );
  return rows.length > 0;
}

/** The markets built with a custom brand: each a new revision to build, after the brand changed. */
export async function reviseMarketsUsingBrand(
  sql: SqlRunner,
  brandId: number,
): Promise<{ id: number; userId: string }[]> {
  return sql.query<{ id: number; userId: string }>(
    `update enterprise_markets set revision = revision + 1, build_step = 0, build_failed_at = null
      where $1 = any(brand_ids) and deleted_at is null returning id, user_id as "userId"`,
    [brandId],
  );
}

/** A live market's build, locked against a save or a delete until the transaction ends. */
export async function lockedBuild(sql: SqlRunner, id: number): Promise<MarketBuild | undefined> {
  const [row] = await sql.query<MarketBuild>(
    `select ${BUILD_COLUMNS} from enterprise_markets where id = $1 and deleted_at is null for update`,
    [id],
  );
  return row;
}

export async function markBuildStep(sql: SqlRunner, id: number, step: number): Promise<void> {
  await sql.query('update enterprise_markets set build_step = $2 where id = $1', [id, step]);
}

/** The market's rows hold `revision`: false when a save moved it on meanwhile. */
export async function markBuilt(sql: SqlRunner, id: number, revision: number): Promise<boolean> {
  const rows = await sql.query(
    'update enterprise_markets set built_revision = $2, build_failed_at = null where id = $1 and revision = $2 and deleted_at is null returning id',
    [id, revision],
  );
  return rows.length > 0;
}

export async function markBuildFailed(sql: SqlRunner, id: number, now: Date): Promise<void> {
  await sql.query(
    'update enterprise_markets set build_failed_at = $2 where id = $1 and built_revision is distinct from revision',
    [id, now],
  );
}

/** Live markets waiting for a build that has not failed: queued again when a worker starts. */
export async function marketsToBuild(sql: SqlRunner, limit: number): Promise<{ id: number; userId: string }[]> {
  return sql.query<{ id: number; userId: string }>(
    `select id, user_id as "userId" from enterprise_markets
      where deleted_at is null and built_revision is distinct from revision and build_failed_at is null order by id limit $1`,
    [limit],
  );
}

export async function softDelete(
  sql: SqlRunner,
  kind: ItemKind,
  id: number,
  userId: string,
  now: Date,
): Promise<boolean> {
  const rows = await sql.query(
    `update ${TABLES[kind]} set deleted_at = $3 where id = $1 and user_id = $2 and deleted_at is null returning id`,
    [id, userId, now],
  );
  return rows.length > 0;
}

export async function findVisible(
  sql: SqlRunner,
  kind: 'brand',
  id: number,
  userId: string,
): Promise<BrandRow | undefined>;
export async function findVisible(
  sql: SqlRunner,
  kind: 'market',
  id: number,
  userId: string,
): Promise<MarketRow | undefined>;
export async function findVisible(
  sql: SqlRunner,
  kind: ItemKind,
  id: number,
  userId: string,
): Promise<BrandRow | MarketRow | undefined> {
  const [row] = await sql.query<BrandRow | MarketRow>(
    `select ${COLUMNS[kind]} from ${TABLES[kind]} where ${VISIBLE_TO} and id = $2`,
    [userId, id],
  );
  return row;
}

/** A market the user may open, as analysis needs it: its name and marketplaces, without counting its products. */
export async function findAnalysable(
  sql: SqlRunner,
  id: number,
  userId: string,
): Promise<(Pick<MarketRow, 'id' | 'name' | 'marketplaceIds'> & MarketBuild) | undefined> {
  const [row] = await sql.query<Pick<MarketRow, 'id' | 'name' | 'marketplaceIds'> & MarketBuild>(
    `select id, name, marketplace_ids as "marketplaceIds", ${BUILD_COLUMNS} from enterprise_markets where ${VISIBLE_TO} and id = $2`,
    [userId, id],
  );
  return row;
}

export interface ListCriteria {
  words: string | undefined;
  visibility: 'private' | 'public' | undefined;
  offset: number;
  limit: number;
}

export async function listVisible(
  sql: SqlRunner,
  kind: 'brand',
  userId: string,
  c: ListCriteria,
): Promise<{ rows: BrandRow[]; total: number }>;
export async function listVisible(
  sql: SqlRunner,
  kind: 'market',
  userId: string,
  c: ListCriteria,
): Promise<{ rows: MarketRow[]; total: number }>;
export async function listVisible(
  sql: SqlRunner,
  kind: ItemKind,
  userId: string,
  c: ListCriteria,
): Promise<{ rows: (BrandRow | MarketRow)[]; total: number }> {
  const where = `${VISIBLE_TO} and ($2::text is null or name ilike '%' || $2 || '%') and ($3::text is null or visibility = $3)`;
  const params = [userId, c.words ?? null, c.visibility ?? null];
  const [rows, [count]] = await Promise.all([
    sql.query<BrandRow | MarketRow>(
      `select ${COLUMNS[kind]} from ${TABLES[kind]} where ${where} order by created_at desc, id desc offset $4 limit $5`,
      [...params, c.offset, c.limit],
    ),
    sql.query<{ n: number }>(`select count(*)::int as n from ${TABLES[kind]} where ${where}`, params),
  ]);
  return { rows, total: count!.n };
}

export interface StoreRef {
  id: number;
  name: string;
  marketplaceId: number;
}
export interface CategoryRef extends StoreRef {
  level: number;
}

/** How many products a market holds on each marketplace it has any on. */
export const memberCounts = (sql: SqlRunner, marketId: number) =>
  sql.query<{ marketplaceId: number; products: number }>(
    `select p.marketplace_id as "marketplaceId", count(*)::int as products
       from enterprise_market_products mp join products p on p.id = mp.product_id where mp.market_id = $1 group by 1`,
    [marketId],
  );

export const storesByIds = (sql: SqlRunner, ids: number[]) =>
  sql.query<StoreRef>(
    'select id, name, marketplace_id as "marketplaceId" from stores where id = any($1::int[]) order by name',
    [ids],
  );

export const categoriesByIds = (sql: SqlRunner, ids: number[]) =>
  sql.query<CategoryRef>(
    'select id, name, level, marketplace_id as "marketplaceId" from categories where id = any($1::int[]) order by level, name',
    [ids],
  );

/** Custom brands by id that the user may use in a market. */
export const visibleBrandsByIds = (sql: SqlRunner, userId: string, ids: number[]) =>
  sql.query<StoreRef>(
    `select id, name, marketplace_id as "marketplaceId" from enterprise_brands where ${VISIBLE_TO} and id = any($2::int[]) order by name`,
    [userId, ids],
  );

/** Stores of a marketplace whose name contains the words, best-selling first. */
export async function storePicks(
  sql: SqlRunner,
  marketplaceId: number,
  words: string | undefined,
  offset: number,
  limit: number,
) {
  const where = `s.marketplace_id = $1 and ($2::text is null or s.name ilike '%' || $2 || '%' or s.username ilike $2 || '%')`;
  const [rows, [count]] = await Promise.all([
    sql.query<StoreRef & { revenue30: number }>(
      `select s.id, s.name, s.marketplace_id as "marketplaceId", coalesce(st.revenue_30, 0)::bigint as "revenue30"
         from stores s left join store_stats st on st.store_id = s.id
        where ${where} order by "revenue30" desc, s.name, s.id offset $3 limit $4`,
      [marketplaceId, words ?? null, offset, limit],
    ),
    sql.query<{ n: number }>(`select count(*)::int as n from stores s where ${where}`, [marketplaceId, words ?? null]),
  ]);
  return { rows, total: count!.n };
}

/** Categories of a marketplace whose name contains the words, with their path of names. */
export async function categoryPicks(
  sql: SqlRunner,
  marketplaceId: number,
  words: string | undefined,
  level: number | undefined,
  offset: number,
  limit: number,
) {
  const where = `c.marketplace_id = $1 and ($2::text is null or c.name ilike '%' || $2 || '%') and ($3::int is null or c.level = $3)`;
  const params = [marketplaceId, words ?? null, level ?? null];
  const [rows, [count]] = await Promise.all([
    sql.query<CategoryRef & { path: string[] }>(
      `select c.id, c.name, c.level, c.marketplace_id as "marketplaceId", array_remove(array[g.name, p.name, c.name], null) as path
         from categories c left join categories p on p.id = c.parent_id left join categories g on g.id = p.parent_id
        where ${where} order by c.level, c.name, c.id offset $4 limit $5`,
      [...params, offset, limit],
    ),
    sql.query<{ n: number }>(`select count(*)::int as n from categories c where ${where}`, params),
  ]);
  return { rows, total: count!.n };
}

/** Onboarding: whether the first-time guide was seen, and remembering that it was. */
export async function onboarded(sql: SqlRunner, userId: string): Promise<boolean> {
  return (await sql.query('select 1 from enterprise_onboarding where user_id = $1', [userId])).length > 0;
}
export async function markOnboarded(sql: SqlRunner, userId: string, now: Date): Promise<void> {
  await sql.query(
    'insert into enterprise_onboarding (user_id, seen_at) values ($1, $2) on conflict (user_id) do nothing',
    [userId, now],
  );
}
