/** Price alerts (spec §3 price alert): what a user watches, every change and firing, and the notifications they got. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { at } from './columns.ts';

const rupiah = (name: string) => bigint(name, { mode: 'number' });

export const priceAlerts = pgTable(
  'price_alerts',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    condition: text('condition').notNull(),
    minimum: rupiah('minimum'),
    target: rupiah('target'),
    maximum: rupiah('maximum'),
    /** For up/down conditions: whether `target` is rupiah or percent. */
    unit: text('unit'),
    /** The price when the alert was set (or its condition last changed): what up/down are measured from. */
    basePrice: rupiah('base_price').notNull(),
    notes: text('notes'),
    isActive: boolean('is_active').notNull().default(true),
    /** Whether the condition held at the last evaluation: a firing needs it to go from false to true. */
    conditionMet: boolean('condition_met').notNull(),
    /** Fired and the condition still holds. */
    triggered: boolean('triggered').notNull().default(false),
    lastPrice: rupiah('last_price').notNull(),
    lastStock: integer('last_stock'),
    lastChange: rupiah('last_change'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('price_alerts_user_idx').on(t.userId, t.id),
    index('price_alerts_active_product_idx')
      .on(t.productId)
      .where(sql`${t.isActive}`),
  ],
);

/** Every change of an alert and every firing ('fired' rows are its events). */
export const priceAlertHistory = pgTable(
  'price_alert_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    alertId: integer('alert_id')
      .notNull()
      .references(() => priceAlerts.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    price: rupiah('price').notNull(),
    stock: integer('stock'),
    condition: text('condition').notNull(),
    /** The market day the price is from. */
    day: date('day', { mode: 'string' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('price_alert_history_alert_idx').on(t.alertId, t.id)],
);

/** In-app notifications of firings; the alert's product is copied so a removed alert's notice still reads. */
export const alertNotifications = pgTable(
  'alert_notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    alertId: integer('alert_id'),
    historyId: bigint('history_id', { mode: 'number' }),
    payload: jsonb('payload')
      .$type<{ productName: string; condition: string; price: number; day: string | null }>()
      .notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    readAt: at('read_at'),
  },
  (t) => [index('alert_notifications_user_idx').on(t.userId, t.id)],
);

/** Per user: the language of alert mail (the last one they managed alerts in) and the optional webhook. */
export const alertSettings = pgTable('alert_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  language: text('language').notNull().default('id'),
  webhookUrl: text('webhook_url'),
  /** Signs webhook posts (HMAC-SHA256); made by the app when the row is. */
  webhookSecret: text('webhook_secret').notNull(),
});
