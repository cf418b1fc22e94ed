import type { AlertCondition, Language } from '@pasarlens/contracts';
import type { SqlRunner } from '@pasarlens/db';

export interface NotificationRow {
  id: number;
  alertId: number | null;
  productName: string;
  condition: AlertCondition;
  price: number;
  day: string | null;
  createdAt: Date;
  read: boolean;
}

export interface Recipient {
  userId: string;
  email: string;
  name: string;
  language: Language;
  webhookUrl: string | null;
  webhookSecret: string | null;
}

export interface PriceChangeRow {
  alertId: number;
  productId: number;
  name: string;
  platform: string;
  firstPrice: number;
  lastPrice: number;
}

export const notificationsRepo = {
  async latest(sql: SqlRunner, userId: string, limit: number): Promise<{ items: NotificationRow[]; unread: number }> {
    const items = await sql.query<NotificationRow>(
      `select id::float8 as id, alert_id as "alertId", payload->>'productName' as "productName", payload->>'condition' as condition,
         (payload->>'price')::float8 as price, payload->>'day' as day, created_at as "createdAt", read_at is not null as read
       from alert_notifications where user_id = $1 order by id desc limit $2`,
      [userId, limit],
    );
    const [count] = await sql.query<{ n: number }>(
      'select count(*)::int as n from alert_notifications where user_id = $1 and read_at is null',
      [userId],
    );
    return { items, unread: count!.n };
  },

  async markRead(sql: SqlRunner, userId: string, now: Date): Promise<void> {
    await sql.query('update alert_notifications set read_at = $2 where user_id = $1 and read_at is null', [
      userId,
      now,
    ]);
  },

  /** Who gets the notices of these users' firings: address, language and webhook. */
  async recipients(sql: SqlRunner, userIds: string[]): Promise<Recipient[]> {
    return sql.query<Recipient>(
      `select u.id as "userId", u.email, u.name, coalesce(s.language, 'id') as language, s.webhook_url as "webhookUrl", s.webhook_secret as "webhookSecret"
       from users u left join alert_settings s on s.user_id = u.id where u.id = any($1::uuid[])`,
      [userIds],
    );
  },

  async settings(
    sql: SqlRunner,
    userId: string,
  ): Promise<{ webhookUrl: string | null; webhookSecret: string } | undefined> {
    const [row] = await sql.query<{ webhookUrl: string | null; webhookSecret: string }>(
      'select webhook_url as "webhookUrl", webhook_secret as "webhookSecret" from alert_settings where user_id = $1',
      [userId],
    );
    return row;
  },

  /** Creates the row with a fresh secret the first time; `webhookUrl` undefined keeps the one set. */
  async saveSettings(
    sql: SqlRunner,
    userId: string,
    secret: string,
    changes: { language?: Language; webhookUrl?: string | null },
  ): Promise<void> {
    await sql.query(
      `insert into alert_settings (user_id, language, webhook_url, webhook_secret) values ($1, coalesce($2, 'id'), $3, $4)
       on conflict (user_id) do update set language = coalesce($2, alert_settings.language),
         webhook_url = case when $5 then excluded.webhook_url else alert_settings.webhook_url end`,
      [userId, changes.language ?? null, changes.webhookUrl ?? null, secret, changes.webhookUrl !== undefined],
    );
  },

  /** Each watched product's first and last measured price over the window, biggest move first. */
  async priceChanges(sql: SqlRunner, userId: string, days: number, limit: number): Promise<PriceChangeRow[]> {
    return sql
      .query<PriceChangeRow>(
        `select distinct on (a.product_id) a.id as "alertId", a.product_id as "productId", p.name, m.code as platform,
         w.first_price::float8 as "firstPrice", l.price::float8 as "lastPrice"
       from price_alerts a
       join products p on p.id = a.product_id
       join marketplaces m on m.id = p.marketplace_id
       join product_latest l on l.product_id = a.product_id
       cross join lateral (
         select d.price as first_price from product_daily d where d.product_id = a.product_id and d.day > l.day - $2::int order by d.day limit 1
       ) w
       where a.user_id = $1 and w.first_price > 0
       order by a.product_id, a.id desc`,
        [userId, days],
      )
      .then((rows) =>
        rows
          .sort((x, y) => Math.abs(y.lastPrice / y.firstPrice - 1) - Math.abs(x.lastPrice / x.firstPrice - 1))
          .slice(0, limit),
      );
  },
};
