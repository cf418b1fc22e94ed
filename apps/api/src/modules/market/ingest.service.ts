import type { Database, SqlRunner } from '@pasarlens/db';
import {
  addDays,
  estimateDay,
  type AdObservation,
  type AffiliateObservation,
  type CounterPoint,
  type Day,
  type Estimate,
  type KeywordObservation,
  type Observation,
  type SightedProduct,
} from '@pasarlens/market';
import { firstIngestedDay, recordIngestRun } from './batches.repo.ts';
import { EntityCache } from '../../lib/entity-cache.ts';
import type { Clock } from '../../lib/clock.ts';
import { previousPoints, saveLatest } from './latest.repo.ts';
import {
  entityKey,
  upsertDimensions,
  upsertStores,
  variantKey,
  type DimensionIds,
  type SightedStore,
} from './dimensions.repo.ts';
import {
  lastFactDay,
  writeProductDays,
  writeVariantDays,
  type ProductDayRow,
  type VariantDayRow,
} from './facts.repo.ts';
import { refreshProductStats, refreshRollups } from './rollups.repo.ts';
import { writeAds, writeAffiliateTerms, writeKeywordVolumes } from './signals.repo.ts';

/** Everything seen on one day, already parsed into normalised observations. */
/** The last day the market has figures for: where an intake's days stand against it. */
export { lastFactDay } from './facts.repo.ts';

export interface DayBatch {
  day: Day;
  source: string;
  observations: Observation[];
  keywords: KeywordObservation[];
  ads: AdObservation[];
  affiliates: AffiliateObservation[];
  /** Payloads the parsers refused, by shape. */
  skipped: Record<string, number>;
}

/** A product's newest observation with the counters the estimator read from it. */
interface LatestObservation {
  productId: number;
  observation: Observation;
  point: CounterPoint;
}

/**
 * For a bulk loader that is the database's only writer (the seed, the benchmark): what it has
 * written, so the next day need not read it back, and each product's latest observation, which
 * finishBulkLoad writes once at the end instead of rewriting product_latest every day. Filled
 * only after a day has committed.
 */
export class BulkLoadCache {
  readonly entities = new EntityCache();
  readonly latest = new Map<number, LatestObservation>();
  firstDay: Day | null = null;
}

export interface IngestOptions {
  /** Loads in bulk: rollups, product stats and product_latest wait for finishBulkLoad. */
  bulk?: BulkLoadCache;
  /**
   * The rollups and product stats wait for the caller (the intake takes many small answers a
   * day and refreshes them once, after; refreshDerived from the report's firstChangedDay).
   */
  deferDerived?: boolean;
}

export interface IngestReport {
  day: Day;
  observations: number;
  productDays: number;
  /** The earliest day whose figures changed (a closed gap reaches back before `day`). */
  firstChangedDay: Day;
  skipped: Record<string, number>;
}

/** The last observation wins when a product appears twice in one day's batch. */
function latestPerProduct(observations: Observation[]): Observation[] {
  return [...new Map(observations.map((o) => [entityKey(o.marketplace, o.externalId), o])).values()];
}

/**
 * The product's rows: today's with the observation, and one for each earlier day with a figure.
 * A new listing's figures can reach back before `marketStart`, the first day ingested; those days
 * get none, since their totals would hold only the listings that happened to be seen later.
 */
function factRows(
  o: Observation,
  productId: number,
  storeId: number,
  estimate: Estimate,
  marketStart: Day,
): ProductDayRow[] {
  const figures = new Map(estimate.days.map((f) => [f.day, f]));
  const gapDays: ProductDayRow[] = estimate.days
    .filter((f) => f.day !== o.day && f.day >= marketStart)
    .map((f) => ({ productId, storeId, day: f.day, price: o.price, figure: f, observed: null }));
  const { point } = estimate;
  const today: ProductDayRow = {
    productId,
    storeId,
    day: o.day,
    price: o.price,
    figure: figures.get(o.day) ?? null,
    observed: {
      stock: o.stock,
      rating: o.rating,
      reviewCount: o.reviewCount,
      soldTotal: point.soldTotal,
      soldExact: point.soldExact,
      soldBounds: point.soldExact ? undefined : { low: point.soldLow, high: point.soldHigh },
      revenueTotal: point.revenueTotal,
    },
  };
  return [...gapDays, today];
}

function variantRows(
  o: Observation,
  productId: number,
  ids: DimensionIds,
  previous: CounterPoint | undefined,
): VariantDayRow[] {
  return o.variants.map((v) => {
    const before = previous?.variantSold[v.externalId];
    const units =
      v.soldTotal !== null && before !== undefined && previous!.day === addDays(o.day, -1)
        ? Math.max(0, v.soldTotal - before)
        : null;
    return {
      variantId: ids.variant.get(variantKey(productId, v.externalId))!,
      day: o.day,
      price: v.price,
      stock: v.stock,
      soldTotal: v.soldTotal,
      units,
    };
  });
}

/** Each product's previous observation: from the bulk cache where it is older than `day`, else from the database. */
async function previousOf(
  sql: SqlRunner,
  day: Day,
  productIds: number[],
  bulk: BulkLoadCache | undefined,
): Promise<Map<number, CounterPoint>> {
  if (!bulk) return previousPoints(sql, day, productIds);
  const cached = new Map<number, CounterPoint>();
  const rest: number[] = [];
  for (const id of productIds) {
    const point = bulk.latest.get(id)?.point;
    if (point && point.day < day) cached.set(id, point);
    else rest.push(id);
  }
  for (const [id, point] of await previousPoints(sql, day, rest)) cached.set(id, point);
  return cached;
}

async function marketStartOf(database: Database, day: Day, bulk: BulkLoadCache | undefined): Promise<Day> {
  const start = bulk?.firstDay ?? (await firstIngestedDay(database.db)) ?? day;
  return start < day ? start : day;
}

async function writeDay(sql: SqlRunner, batch: DayBatch, bulk: BulkLoadCache | undefined, marketStart: Day) {
  const observations = latestPerProduct(batch.observations);
  const ids = await upsertDimensions(sql, batch.day, observations, bulk?.entities);
  const productIds = observations.map((o) => ids.product.get(entityKey(o.marketplace, o.externalId))!);
  const previous = await previousOf(sql, batch.day, productIds, bulk);
  const estimates = estimateDay(
    observations.map((observation, i) => ({ observation, previous: previous.get(productIds[i]!) })),
  );

  const productDays: ProductDayRow[] = [];
  const variantDays: VariantDayRow[] = [];
  const latest: LatestObservation[] = [];
  let firstChangedDay = batch.day;
  observations.forEach((o, i) => {
    const productId = productIds[i]!;
    const storeId = ids.store.get(entityKey(o.marketplace, o.store.externalId))!;
    const before = previous.get(productId);
    const estimate = estimates[i]!;
    for (const row of factRows(o, productId, storeId, estimate, marketStart)) {
      productDays.push(row);
      if (row.day < firstChangedDay) firstChangedDay = row.day;
    }
    variantDays.push(...variantRows(o, productId, ids, before));
    latest.push({ productId, observation: o, point: estimate.point });
  });

  await writeProductDays(sql, productDays);
  await writeVariantDays(sql, variantDays);
  await writeKeywordVolumes(sql, batch.keywords, bulk?.entities);
  const unknownAds = await writeAds(sql, batch.ads, bulk?.entities);
  const unknownAffiliates = await writeAffiliateTerms(sql, batch.affiliates);
  const skipped = {
    ...batch.skipped,
    ...(unknownAds ? { 'ads.unknown_product': unknownAds } : {}),
    ...(unknownAffiliates ? { 'affiliates.unknown_product': unknownAffiliates } : {}),
  };
  return { observations: observations.length, productDays: productDays.length, firstChangedDay, skipped, latest };
}

/** Rollups from `firstDay` to the last day with facts, and product stats as of that day. */
export async function refreshDerived(sql: SqlRunner, firstDay: Day): Promise<void> {
  const lastDay = await lastFactDay(sql);
  if (!lastDay) return;
  if (lastDay >= firstDay) await refreshRollups(sql, firstDay, lastDay);
  await refreshProductStats(sql, lastDay);
}

/**
 * Ingests one day in one transaction: dimensions, estimated facts, signals and, unless loading
 * in bulk, the latest observations and the rollups they change. Ingesting the same batch again
 * leaves the database as it was.
 */
export async function ingestDay(
  database: Database,
  batch: DayBatch,
  clock: Clock,
  { bulk, deferDerived = false }: IngestOptions = {},
): Promise<IngestReport> {
  const startedAt = clock.now();
  const marketStart = await marketStartOf(database, batch.day, bulk);
  let written;
  try {
    written = await database.transaction(async (sql) => {
      const day = await writeDay(sql, batch, bulk, marketStart);
      if (!bulk) {
        await saveLatest(sql, day.latest);
        if (!deferDerived) await refreshDerived(sql, day.firstChangedDay);
      }
      return day;
    });
  } catch (error) {
    bulk?.entities.discard();
    throw error;
  }
  const { latest, ...report } = written;
  if (bulk) remember(bulk, latest, report.firstChangedDay);
  await recordIngestRun(database.db, {
    day: batch.day,
    source: batch.source,
    observations: report.observations,
    skipped: report.skipped,
    startedAt,
    finishedAt: clock.now(),
  });
  return { day: batch.day, ...report };
}

/**
 * Products seen without a counter (their rows, no figure for the day) and stores seen without
 * products, in one transaction: what an answer did not show keeps what we knew.
 */
export async function ingestSightedOnly(
  database: Database,
  day: Day,
  seen: { products: SightedProduct[]; stores: SightedStore[] },
): Promise<void> {
  if (seen.products.length === 0 && seen.stores.length === 0) return;
  await database.transaction(async (sql) => {
    await upsertDimensions(sql, day, seen.products);
    await upsertStores(sql, seen.stores);
  });
}

function remember(bulk: BulkLoadCache, latest: LatestObservation[], firstChangedDay: Day) {
  bulk.entities.commit();
  for (const entry of latest)
    if ((bulk.latest.get(entry.productId)?.point.day ?? '') <= entry.point.day) bulk.latest.set(entry.productId, entry);
  if (bulk.firstDay === null || firstChangedDay < bulk.firstDay) bulk.firstDay = firstChangedDay;
}

/** Ends a bulk load: every product's latest observation, the rollups and product stats, in one transaction. */
export async function finishBulkLoad(database: Database, bulk: BulkLoadCache): Promise<void> {
  const { firstDay } = bulk;
  if (firstDay === null) return;
  await database.transaction(async (sql) => {
    await saveLatest(sql, [...bulk.latest.values()]);
    await refreshDerived(sql, firstDay);
  });
}
