import { MARKETPLACE_IDS, type SqlRunner } from '@pasarlens/db';
import type { AdObservation, AffiliateObservation, KeywordObservation, Marketplace } from '@pasarlens/market';
import { bulkWrite, ensureEntities, toColumns } from '../../lib/bulk.ts';
import type { EntityCache } from '../../lib/entity-cache.ts';
import { entityKey, rowKey } from './dimensions.repo.ts';

/** Internal ids of products named by marketplace and external id (only those we know). */
async function productIdsFor(sql: SqlRunner, refs: { marketplace: Marketplace; externalId: string }[]) {
  const unique = [...new Map(refs.map((r) => [entityKey(r.marketplace, r.externalId), r])).values()];
  const rows = await sql.query<{ id: number; store_id: number; marketplace_id: number; external_id: string }>(
    `select p.id, p.store_id, p.marketplace_id, p.external_id from products p
       join unnest($1::smallint[], $2::text[]) as u(marketplace_id, external_id)
         on p.marketplace_id = u.marketplace_id and p.external_id = u.external_id`,
    [unique.map((r) => MARKETPLACE_IDS[r.marketplace]), unique.map((r) => r.externalId)],
  );
  return new Map(rows.map((r) => [rowKey(r.marketplace_id, r.external_id), { id: r.id, storeId: r.store_id }]));
}

/** Keyword ids, creating the keywords that are new; a bulk load's cache skips the ones it wrote. */
async function keywordIdsFor(
  sql: SqlRunner,
  items: { marketplace: Marketplace; keyword: string }[],
  cache?: EntityCache,
) {
  const columns = { marketplace_id: 'smallint', keyword: 'text' } as const;
  const unique = [...new Map(items.map((k) => [entityKey(k.marketplace, k.keyword), k])).values()];
  const rows = await ensureEntities<typeof columns, { id: number; marketplace_id: number; keyword: string }>(
    sql,
    {
      table: 'keywords',
      keys: ['marketplace_id', 'keyword'],
      columns,
      values: toColumns(
        columns,
        unique.map((k) => ({ marketplace_id: MARKETPLACE_IDS[k.marketplace], keyword: k.keyword })),
      ),
    },
    cache,
  );
  return new Map(rows.map((r) => [rowKey(r.marketplace_id, r.keyword), r.id]));
}

export async function writeKeywordVolumes(
  sql: SqlRunner,
  observations: KeywordObservation[],
  cache?: EntityCache,
): Promise<void> {
  const ids = await keywordIdsFor(sql, observations, cache);
  const columns = { keyword_id: 'int', day: 'date', search_volume: 'int' } as const;
  const rows = observations.map((k) => ({
    keyword_id: ids.get(entityKey(k.marketplace, k.keyword)),
    day: k.day,
    search_volume: k.searchVolume,
  }));
  await bulkWrite(sql, {
    table: 'keyword_daily',
    columns,
    values: toColumns(columns, rows),
    conflict: ['keyword_id', 'day'],
    update: ['search_volume'],
  });
}

/** Writes the ads whose product we know; returns how many named an unknown product. */
export async function writeAds(sql: SqlRunner, ads: AdObservation[], cache?: EntityCache): Promise<number> {
  const products = await productIdsFor(
    sql,
    ads.map((a) => ({ marketplace: a.marketplace, externalId: a.productExternalId })),
  );
  const keywordIds = await keywordIdsFor(sql, ads, cache);
  const known = ads.filter((a) => products.has(entityKey(a.marketplace, a.productExternalId)));
  const columns = {
    keyword_id: 'int',
    day: 'date',
    product_id: 'int',
    bid_price: 'bigint',
    recommended_bid_price: 'bigint',
    click_through_rate: 'real',
    conversion_rate: 'real',
    match_type: 'text',
  } as const;
  const rows = known.map((a) => ({
    keyword_id: keywordIds.get(entityKey(a.marketplace, a.keyword)),
    day: a.day,
    product_id: products.get(entityKey(a.marketplace, a.productExternalId))!.id,
    bid_price: Math.round(a.bidPrice),
    recommended_bid_price: Math.round(a.recommendedBidPrice),
    click_through_rate: a.clickThroughRate,
    conversion_rate: a.conversionRate,
    match_type: a.matchType,
  }));
  await bulkWrite(sql, {
    table: 'ad_observations',
    columns,
    values: toColumns(columns, rows),
    conflict: ['keyword_id', 'day', 'product_id'],
    update: ['bid_price', 'recommended_bid_price', 'click_through_rate', 'conversion_rate', 'match_type'],
  });
  return ads.length - known.length;
}

/** Writes commission terms of known products; returns how many named an unknown product. */
export async function writeAffiliateTerms(sql: SqlRunner, terms: AffiliateObservation[]): Promise<number> {
  const products = await productIdsFor(
    sql,
    terms.map((t) => ({ marketplace: t.marketplace, externalId: t.productExternalId })),
  );
  const known = terms.filter((t) => products.has(entityKey(t.marketplace, t.productExternalId)));
  const columns = {
    product_id: 'int',
    day: 'date',
    store_id: 'int',
    seller_commission_rate: 'real',
    marketplace_commission_rate: 'real',
    video_commission_rate: 'real',
    live_commission_rate: 'real',
  } as const;
  const rows = known.map((t) => {
    const product = products.get(entityKey(t.marketplace, t.productExternalId))!;
    return {
      product_id: product.id,
      day: t.day,
      store_id: product.storeId,
      seller_commission_rate: t.sellerCommissionRate,
      marketplace_commission_rate: t.marketplaceCommissionRate,
      video_commission_rate: t.videoCommissionRate,
      live_commission_rate: t.liveCommissionRate,
    };
  });
  await bulkWrite(sql, {
    table: 'affiliate_commissions',
    columns,
    values: toColumns(columns, rows),
    conflict: ['product_id', 'day'],
    update: [
      'store_id',
      'seller_commission_rate',
      'marketplace_commission_rate',
      'video_commission_rate',
      'live_commission_rate',
    ],
  });
  return terms.length - known.length;
}
