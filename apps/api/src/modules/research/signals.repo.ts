import type { AdSighting, KeywordInsight, ResearchMarketplace } from '@pasarlens/contracts';
import { MARKETPLACE_IDS, type SqlRunner } from '@pasarlens/db';
import type { Day } from '@pasarlens/market';

/** Related keywords an insight lists at most. */
const RELATED_KEYWORDS = 20;
/** The best sellers of a category whose name words say what the category's keywords are. */
const CATEGORY_SAMPLE = 300;

/** The query's words, lower case, letters and digits only: none when it has neither. */
export function queryWords(query: string): string[] {
  return query
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
}

/**
 * Whether every query word ($4, a text array) starts a word of keyword `k`: "hij seg" matches
 * "hijab segi empat". A LIKE per word rather than a tsvector: the words hold no LIKE wildcards,
 * and building a tsvector for each keyword costs more than the search itself.
 */
const STARTS_WORDS = `(select bool_and((' ' || k.keyword) like '% ' || w || '%') from unnest($4::text[]) as w)`;

const LATEST_VOLUME = `cross join lateral (select search_volume from keyword_daily d where d.keyword_id = k.id and d.day <= $3::date order by day desc limit 1) v`;

/**
 * A keyword's daily search volume over the last 30 days and its neighbours, or undefined when
 * no keyword matches. The keyword asked for, or else the most searched one its words start
 * ("hijab" finds "hijab instan"). Its neighbours: the other keywords the query's words start,
 * then the keywords of its category — those whose every word appears in the names of the
 * category's best sellers, the category being the one whose products matching the query sell
 * most.
 */
export async function keywordInsight(
  sql: SqlRunner,
  marketplace: ResearchMarketplace,
  query: string,
  lastDay: Day,
): Promise<KeywordInsight | undefined> {
  const words = queryWords(query);
  if (words.length === 0) return undefined;
  const marketplaceId = MARKETPLACE_IDS[marketplace];
  const [found] = await sql.query<{ id: number; keyword: string }>(
    `select k.id, k.keyword from keywords k ${LATEST_VOLUME}
      where k.marketplace_id = $1 and (k.keyword = lower($2) or ${STARTS_WORDS})
      order by k.keyword = lower($2) desc, v.search_volume desc, k.keyword limit 1`,
    [marketplaceId, query, lastDay, words],
  );
  if (!found) return undefined;
  const [volumes, related] = await Promise.all([
    sql.query<{ day: string; searchVolume: number }>(
      `select day::text as day, search_volume as "searchVolume" from keyword_daily where keyword_id = $1 and day > $2::date - 30 and day <= $2::date order by day`,
      [found.id, lastDay],
    ),
    sql.query<{ keyword: string; searchVolume: number }>(
      `with category as (
         -- offset 0 keeps the name search on its own (its GIN index), before the marketplace filter.
         select m.category_l2_id as id
           from (select ps.marketplace_id, ps.category_l2_id, ps.revenue_30 from product_stats ps where ps.name_search @@ to_tsquery('simple', array_to_string(array(select w || ':*' from unnest($4::text[]) as w), ' & ')) offset 0) m
          where m.marketplace_id = $1 and m.category_l2_id is not null
          group by m.category_l2_id order by sum(m.revenue_30) desc limit 1),
       category_words as (
         select array_agg(distinct word) as words
           from (select ps.name from product_stats ps where ps.category_l2_id = (select id from category) order by ps.revenue_30 desc limit ${CATEGORY_SAMPLE}) best,
                unnest(string_to_array(lower(best.name), ' ')) as word)
       select k.keyword, v.search_volume as "searchVolume" from keywords k ${LATEST_VOLUME}
        where k.marketplace_id = $1 and k.id <> $2
          and (${STARTS_WORDS} or string_to_array(k.keyword, ' ') <@ (select words from category_words))
        order by ${STARTS_WORDS} desc, v.search_volume desc, k.keyword limit ${RELATED_KEYWORDS}`,
      [marketplaceId, found.id, lastDay, words],
    ),
  ]);
  return { keyword: found.keyword, marketplace, volumes, related };
}

/** A keyword's search volume on the last day it was counted up to `lastDay`; undefined when we do not watch it. */
export async function keywordVolume(
  sql: SqlRunner,
  marketplace: ResearchMarketplace,
  keyword: string,
  lastDay: Day,
): Promise<{ searchVolume: number; day: Day } | undefined> {
  const [row] = await sql.query<{ searchVolume: number; day: Day }>(
    `select d.search_volume as "searchVolume", d.day::text as day
       from keywords k join keyword_daily d on d.keyword_id = k.id
      where k.marketplace_id = $1 and k.keyword = lower($2) and d.day <= $3::date order by d.day desc limit 1`,
    [MARKETPLACE_IDS[marketplace], keyword.trim(), lastDay],
  );
  return row;
}

/** The ad terms of a product on a keyword: the download's ads fields. */
export type ProductAd = Pick<
  AdSighting,
  'productId' | 'bidPrice' | 'recommendedBidPrice' | 'clickThroughRate' | 'conversionRate' | 'matchType'
>;

/** Each product's last ad sighting on a keyword up to `lastDay`, for the products seen advertising on it. */
export function productAdsOnKeyword(
  sql: SqlRunner,
  marketplace: ResearchMarketplace,
  keyword: string,
  productIds: number[],
  lastDay: Day,
): Promise<ProductAd[]> {
  return sql.query<ProductAd>(
    `select distinct on (a.product_id) a.product_id as "productId", a.bid_price as "bidPrice", a.recommended_bid_price as "recommendedBidPrice",
            a.click_through_rate as "clickThroughRate", a.conversion_rate as "conversionRate", a.match_type as "matchType"
       from keywords k join ad_observations a on a.keyword_id = k.id
      where k.marketplace_id = $1 and k.keyword = lower($2) and a.product_id = any($3::int[]) and a.day <= $4::date
      order by a.product_id, a.day desc`,
    [MARKETPLACE_IDS[marketplace], keyword.trim(), productIds, lastDay],
  );
}

/** The ads seen on a keyword on the last day it was watched, highest bid first. */
export async function adsOnKeyword(
  sql: SqlRunner,
  marketplace: ResearchMarketplace,
  keyword: string,
): Promise<AdSighting[]> {
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
