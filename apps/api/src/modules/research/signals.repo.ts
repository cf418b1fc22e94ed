import type { AdSighting, KeywordInsight, ResearchMarketplace } from '@pasarlens/contracts';
import { MARKETPLACE_IDS, type SqlRunner } from '@pasarlens/db';
import type { Day } from '@pasarlens/market';

/** A keyword's daily search volume over the last 30 days and its neighbours, or undefined when unknown. */
export async function keywordInsight(sql: SqlRunner, marketplace: ResearchMarketplace, keyword: string, lastDay: Day): Promise<KeywordInsight | undefined> {
  const [found] = await sql.query<{ id: number; keyword: string }>('select id, keyword from keywords where marketplace_id = $1 and keyword = lower($2)', [MARKETPLACE_IDS[marketplace], keyword]);
  if (!found) return undefined;
  const [volumes, related] = await Promise.all([
    sql.query<{ day: string; searchVolume: number }>(
      `select day::text as day, search_volume as "searchVolume" from keyword_daily where keyword_id = $1 and day > $2::date - 30 and day <= $2::date order by day`,
      [found.id, lastDay],
    ),
    sql.query<{ keyword: string; searchVolume: number }>(
      `select k.keyword, v.search_volume as "searchVolume" from keywords k
         cross join lateral (select search_volume from keyword_daily d where d.keyword_id = k.id and d.day <= $3::date order by day desc limit 1) v
        where k.marketplace_id = $1 and k.id <> $2 and string_to_array(k.keyword, ' ') && string_to_array($4, ' ')
        order by v.search_volume desc limit 20`,
      [MARKETPLACE_IDS[marketplace], found.id, lastDay, found.keyword],
    ),
  ]);
  return { keyword: found.keyword, marketplace, volumes, related };
}

/** The ads seen on a keyword on the last day it was watched, highest bid first. */
export async function adsOnKeyword(sql: SqlRunner, marketplace: ResearchMarketplace, keyword: string): Promise<AdSighting[]> {
  return sql.query<AdSighting>(
    `with k as (select id from keywords where marketplace_id = $1 and keyword = lower($2)),
          latest as (select max(day) as day from ad_observations where keyword_id = (select id from k))
     select a.product_id as "productId", ps.name, s.name as "storeName", ps.price, ps.revenue_30 as "revenue30", a.day::text as day,
            a.bid_price as "bidPrice", a.recommended_bid_price as "recommendedBidPrice", a.click_through_rate as "clickThroughRate",
            a.conversion_rate as "conversionRate", a.match_type as "matchType"
       from ad_observations a join product_stats ps on ps.product_id = a.product_id join stores s on s.id = ps.store_id
      where a.keyword_id = (select id from k) and a.day = (select day from latest)
      order by a.bid_price desc, a.product_id limit 50`,
    [MARKETPLACE_IDS[marketplace], keyword],
  );
}
