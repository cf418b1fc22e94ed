import type { AlertCondition, AlertListQuery, AlertState, ChangeUnit } from '@pasarlens/contracts';
import type { SqlRunner } from '@pasarlens/db';

/** A product as an alert sees it: its latest observation and the lowest price of the 30 days before. */
export interface ProductRow {
  id: number;
  name: string;
  url: string;
  imageUrl: string | null;
  platform: string;
  storeId: number;
  storeName: string;
  price: number;
  stock: number | null;
  lowest30: number | null;
  day: string;
}

export interface AlertValues {
  condition: AlertCondition;
  minimum: number | null;
  target: number | null;
  maximum: number | null;
  unit: ChangeUnit | null;
  notes: string | null;
}

export interface AlertRow extends AlertValues {
  id: number;
  userId: string;
  productId: number;
  productName: string;
  productUrl: string;
  imageUrl: string | null;
  storeId: number;
  storeName: string;
  platform: string;
  basePrice: number;
  isActive: boolean;
  triggered: boolean;
  lastPrice: number;
  lastStock: number | null;
  lastChange: number | null;
  createdAt: Date;
}

export interface HistoryRow {
  id: number;
  type: 'created' | 'updated' | 'activated' | 'deactivated' | 'fired';
  price: number;
  stock: number | null;
  condition: AlertCondition;
  createdAt: Date;
  day: string | null;
}

/** One firing of an evaluation run, with what its notifications need. */
export interface FiringRow {
  historyId: number;
  alertId: number;
  userId: string;
  productName: string;
  condition: AlertCondition;
  price: number;
  day: string | null;
}

export type ProductLookup =
  | { id: number }
  | { url: string; slug: string | null; platform: string }
  | { words: string; platform: string | undefined };

const PRODUCT_SELECT = `
  select p.id, p.name, p.url, p.image_url as "imageUrl", m.code as platform, s.id as "storeId", s.name as "storeName",
    l.price::float8 as price, l.stock, l.day::text as day,
    (select min(d.price) from product_daily d where d.product_id = p.id and d.day >= l.day - 30 and d.day < l.day)::float8 as "lowest30"
  from products p
  join product_latest l on l.product_id = p.id
  join stores s on s.id = p.store_id
  join marketplaces m on m.id = p.marketplace_id`;

const ALERT_SELECT = `
  select a.id, a.user_id as "userId", a.product_id as "productId", p.name as "productName", p.url as "productUrl", p.image_url as "imageUrl",
    s.id as "storeId", s.name as "storeName", m.code as platform, a.condition, a.minimum::float8 as minimum, a.target::float8 as target,
    a.maximum::float8 as maximum, a.unit, a.base_price::float8 as "basePrice", a.notes, a.is_active as "isActive", a.triggered,
    a.last_price::float8 as "lastPrice", a.last_stock as "lastStock", a.last_change::float8 as "lastChange", a.created_at as "createdAt"
  from price_alerts a
  join products p on p.id = a.product_id
  join stores s on s.id = p.store_id
  join marketplaces m on m.id = p.marketplace_id`;

/** The state filter of get_all (spec §4: active, inactive, triggered, each alert in one). */
const STATE_CLAUSE: Record<AlertState, string> = {
  active: 'a.is_active and not a.triggered',
  inactive: 'not a.is_active',
  triggered: 'a.is_active and a.triggered',
};

/*
 * Whether the condition holds, in SQL over `j` (price, stock, lowest30 and the alert's amounts):
 * the same rule as conditionHolds in @pasarlens/contracts, which the tests hold it to.
 */
const HOLDS = `case j.condition
    when 'less_than' then j.price < j.target
    when 'greater_than' then j.price > j.target
    when 'between' then j.price between j.minimum and j.maximum
    when 'outside' then j.price < j.minimum or j.price > j.maximum
    when 'up_by' then case when j.unit = 'percent' then j.price * 100 >= j.base_price * (100 + j.target) else j.price >= j.base_price + j.target end
    when 'down_by' then case when j.unit = 'percent' then j.price * 100 <= j.base_price * (100 - j.target) else j.price <= j.base_price - j.target end
    when 'back_in_stock' then coalesce(j.stock > 0, false)
    when 'stock_below' then coalesce(j.stock < j.target, false)
    when 'lowest_30_days' then coalesce(j.price < j.lowest30, false)
    else false end`;

export const alertsRepo = {
  async products(sql: SqlRunner, lookup: ProductLookup, limit: number): Promise<ProductRow[]> {
    if ('id' in lookup) return sql.query<ProductRow>(`${PRODUCT_SELECT} where p.id = $1`, [lookup.id]);
    if ('url' in lookup) {
      return sql.query<ProductRow>(
        `${PRODUCT_SELECT} where m.code = $1 and (p.url = $2 or ($3::text is not null and p.slug = $3)) limit $4`,
        [lookup.platform, lookup.url, lookup.slug, limit],
      );
    }
    return sql.query<ProductRow>(
      `${PRODUCT_SELECT} join product_stats ps on ps.product_id = p.id
       where ps.name_search @@ plainto_tsquery('simple', $1) and ($2::text is null or m.code = $2) and m.code in ('shopee', 'tokopedia', 'tiktok')
       order by ps.revenue_30 desc, p.id limit $3`,
      [lookup.words, lookup.platform ?? null, limit],
    );
  },

  /** Serialises a user's alert changes that count against the plan, so concurrent creates cannot pass the limit together. */
  async lockUser(sql: SqlRunner, userId: string): Promise<void> {
    await sql.query(`select pg_advisory_xact_lock(hashtext('price_alerts:' || $1))`, [userId]);
  },

  /** Inserts the alerts with their 'created' history entries; the condition's state at creation is given, so only a later crossing fires. */
  async insert(
    sql: SqlRunner,
    userId: string,
    items: { product: ProductRow; values: AlertValues; holds: boolean }[],
    now: Date,
  ): Promise<number[]> {
    const rows = await sql.query<{ id: number }>(
      `with input as (
         select * from unnest($2::int[], $3::text[], $4::bigint[], $5::bigint[], $6::bigint[], $7::text[], $8::text[], $9::bigint[], $10::int[], $11::bool[])
           with ordinality as t(product_id, condition, minimum, target, maximum, unit, notes, price, stock, holds, n)
       ), created as (
         insert into price_alerts (user_id, product_id, condition, minimum, target, maximum, unit, notes, base_price, last_price, last_stock, condition_met, created_at, updated_at)
         select $1, product_id, condition, minimum, target, maximum, unit, notes, price, price, stock, holds, $12, $12 from input order by n
         returning id, product_id, condition, last_price, last_stock
       ), logged as (
         insert into price_alert_history (alert_id, type, price, stock, condition, created_at) select id, 'created', last_price, last_stock, condition, $12 from created
       )
       select id from created order by id`,
      [
        userId,
        items.map((i) => i.product.id),
        items.map((i) => i.values.condition),
        items.map((i) => i.values.minimum),
        items.map((i) => i.values.target),
        items.map((i) => i.values.maximum),
        items.map((i) => i.values.unit),
        items.map((i) => i.values.notes),
        items.map((i) => i.product.price),
        items.map((i) => i.product.stock),
        items.map((i) => i.holds),
        now,
      ],
    );
    return rows.map((r) => r.id);
  },

  async find(sql: SqlRunner, id: number, userId: string): Promise<AlertRow | undefined> {
    const [row] = await sql.query<AlertRow>(`${ALERT_SELECT} where a.id = $1 and a.user_id = $2`, [id, userId]);
    return row;
  },

  async findMany(sql: SqlRunner, ids: number[], userId: string): Promise<AlertRow[]> {
    return sql.query<AlertRow>(`${ALERT_SELECT} where a.id = any($1::int[]) and a.user_id = $2 order by a.id desc`, [
      ids,
      userId,
    ]);
  },

  async page(
    sql: SqlRunner,
    userId: string,
    query: AlertListQuery,
    limit: number,
  ): Promise<{ rows: AlertRow[]; total: number }> {
    const where = `a.user_id = $1 and ($2::text is null or m.code = $2)${query.state ? ` and ${STATE_CLAUSE[query.state]}` : ''}`;
    const params = [userId, query.platform ?? null];
    const rows = await sql.query<AlertRow>(`${ALERT_SELECT} where ${where} order by a.id desc limit $3 offset $4`, [
      ...params,
      limit,
      (query.page - 1) * limit,
    ]);
    const [count] = await sql.query<{ n: number }>(
      `select count(*)::int as n from price_alerts a join products p on p.id = a.product_id join marketplaces m on m.id = p.marketplace_id where ${where}`,
      params,
    );
    return { rows, total: count!.n };
  },

  /** A new condition starts from today's price: it is measured from there and fires on its next crossing. */
  async update(
    sql: SqlRunner,
    id: number,
    userId: string,
    values: AlertValues,
    product: ProductRow,
    holds: boolean,
    now: Date,
  ): Promise<boolean> {
    const rows = await sql.query(
      `with changed as (
         update price_alerts set condition = $3, minimum = $4, target = $5, maximum = $6, unit = $7, notes = $8, base_price = $9, last_price = $9, last_stock = $10,
           condition_met = $11, triggered = false, updated_at = $12
         where id = $1 and user_id = $2 returning id, condition, last_price, last_stock
       )
       insert into price_alert_history (alert_id, type, price, stock, condition, created_at) select id, 'updated', last_price, last_stock, condition, $12 from changed returning alert_id`,
      [
        id,
        userId,
        values.condition,
        values.minimum,
        values.target,
        values.maximum,
        values.unit,
        values.notes,
        product.price,
        product.stock,
        holds,
        now,
      ],
    );
    return rows.length > 0;
  },

  async setActive(sql: SqlRunner, id: number, userId: string, active: boolean, now: Date): Promise<void> {
    await sql.query(
      `with changed as (
         update price_alerts set is_active = $3, triggered = triggered and $3, updated_at = $4 where id = $1 and user_id = $2 returning id, condition, last_price, last_stock
       )
       insert into price_alert_history (alert_id, type, price, stock, condition, created_at)
       select id, case when $3 then 'activated' else 'deactivated' end, last_price, last_stock, condition, $4 from changed`,
      [id, userId, active, now],
    );
  },

  async remove(sql: SqlRunner, userId: string, id: number | null): Promise<number> {
    const rows = await sql.query(
      'delete from price_alerts where user_id = $1 and ($2::int is null or id = $2) returning id',
      [userId, id],
    );
    return rows.length;
  },

  async history(sql: SqlRunner, alertId: number): Promise<HistoryRow[]> {
    return sql.query<HistoryRow>(
      'select id::float8 as id, type, price::float8 as price, stock, condition, created_at as "createdAt", day::text as day from price_alert_history where alert_id = $1 order by id desc limit 200',
      [alertId],
    );
  },

  async prices(sql: SqlRunner, productId: number, days: number): Promise<{ day: string; price: number }[]> {
    return sql.query(
      `select d.day::text as day, d.price::float8 as price from product_daily d
       where d.product_id = $1 and d.day > (select day from product_latest where product_id = $1) - $2::int order by d.day`,
      [productId, days],
    );
  },

  /**
   * The evaluation: one statement over every active alert (or those on `productIds`) whose price or
   * stock moved since the alert last saw them. An alert fires where its condition holds now and
   * did not before; each firing writes a 'fired' history entry and an in-app notification, and
   * every evaluated alert keeps the price, stock and move it saw. A day ingested again finds
   * nothing moved, so nothing fires twice.
   */
  async evaluate(sql: SqlRunner, now: Date, productIds: number[] | null = null): Promise<FiringRow[]> {
    // Materialised steps, so each is computed once however often the next ones read it: the
    // moved alerts, the 30-day lows of their products (one range read per product and day, only
    // for the alerts that ask), and the judgement. Products' names are read for the firings only.
    return sql.query<FiringRow>(
      `with moved as materialized (
         select a.id, a.user_id, a.product_id, a.condition, a.minimum, a.target, a.maximum, a.unit, a.base_price, a.condition_met, a.last_price,
           l.price, l.stock, l.day
         from price_alerts a
         join product_latest l on l.product_id = a.product_id
         where a.is_active
           and (a.last_price <> l.price or a.last_stock is distinct from l.stock)${productIds ? ' and a.product_id = any($2::int[])' : ''}
       ), lows as (
         select w.product_id, min(d.price) as lowest30
         from (select distinct product_id, day from moved where condition = 'lowest_30_days') w
         join product_daily d on d.product_id = w.product_id and d.day >= w.day - 30 and d.day < w.day
         group by w.product_id
       ), judged as materialized (
         select j.*, (${HOLDS}) as holds from (select m.*, w.lowest30 from moved m left join lows w on w.product_id = m.product_id) j
       ), updated as (
         update price_alerts a set
           last_change = case when j.price <> j.last_price then j.price - j.last_price else a.last_change end,
           last_price = j.price, last_stock = j.stock, condition_met = j.holds,
           triggered = case when j.holds then a.triggered or not j.condition_met else false end
         from judged j where a.id = j.id
       ), fired as (
         insert into price_alert_history (alert_id, type, price, stock, condition, day, created_at)
         select id, 'fired', price, stock, condition, day, $1 from judged where holds and not condition_met
         returning id, alert_id
       ), firings as materialized (
         select f.id as history_id, j.id as alert_id, j.user_id, p.name, j.condition, j.price, j.day
         from fired f join judged j on j.id = f.alert_id join products p on p.id = j.product_id
       ), noticed as (
         insert into alert_notifications (user_id, alert_id, history_id, payload, created_at)
         select user_id, alert_id, history_id, jsonb_build_object('productName', name, 'condition', condition, 'price', price, 'day', day), $1 from firings
       )
       select history_id::float8 as "historyId", alert_id as "alertId", user_id as "userId", name as "productName", condition, price::float8 as price, day::text as day
       from firings order by user_id, alert_id`,
      productIds ? [now, productIds] : [now],
    );
  },

  /**
   * Takes the evaluation's lock for the transaction, and memory enough to sort and hash a day's
   * moved alerts in it (at the default 4 MB, 100,000 alerts spill to disk).
   */
  async lockEvaluation(sql: SqlRunner): Promise<void> {
    await sql.query(`select pg_advisory_xact_lock(hashtext('price_alerts:evaluate'))`);
    await sql.query(`set local work_mem = '64MB'`);
  },
};
