import { z } from 'zod';
import { ALERT_CONDITIONS, CHANGE_UNITS, CONDITION_AMOUNTS, type AlertCondition } from './alert-condition.ts';
import { boundedText, rowId, wholeNumber } from './fields.ts';

export * from './alert-condition.ts';

/** The marketplaces alerts watch (the issue's three); research has two more without alerts. */
export const ALERT_PLATFORMS = ['shopee', 'tokopedia', 'tiktok'] as const;
export type AlertPlatform = (typeof ALERT_PLATFORMS)[number];
export const ALERT_STATES = ['active', 'inactive', 'triggered'] as const;
export type AlertState = (typeof ALERT_STATES)[number];
export const ALERTS_PER_PAGE = 20;
/** Spec §9: the price-change views. */
export const PRICE_CHANGE_DAYS = [7, 30] as const;
/** create_multiple takes at most this many products at once. */
export const ALERTS_PER_BATCH = 50;
export const ALERT_NOTES_MAX = 500;

/** Whole rupiah (or units, or percent) an amount can be; the column is bigint, the product never costs more. */
const MAX_AMOUNT = 1_000_000_000_000;

export const ALERT_MESSAGES = {
  positive: 'Enter a positive whole amount',
  required: 'This condition needs this amount',
  notUsed: 'This condition does not use this amount',
  order: 'The minimum must be below the maximum',
  fall: 'A fall in percent must be below 100',
  percentUp: 'A rise in percent can be at most 1000',
} as const;

const amount = wholeNumber(-MAX_AMOUNT, MAX_AMOUNT).nullable().optional();

export const alertRuleSchema = z.object({
  condition: z.enum(ALERT_CONDITIONS),
  minimum: amount,
  target: amount,
  maximum: amount,
  unit: z.enum(CHANGE_UNITS).nullable().optional(),
  notes: boundedText(ALERT_NOTES_MAX).nullable().optional(),
});
type RuleInput = z.infer<typeof alertRuleSchema>;

/** Spec §5: the amounts a condition takes, each present and positive, none it does not take; minimum below maximum. */
function checkAmounts(rule: RuleInput, issue: (path: string, message: string) => void): void {
  const wanted = CONDITION_AMOUNTS[rule.condition as AlertCondition];
  for (const field of ['minimum', 'target', 'maximum', 'unit'] as const) {
    const value = rule[field];
    const given = value !== undefined && value !== null;
    if (!wanted.includes(field)) {
      if (given) issue(field, ALERT_MESSAGES.notUsed);
    } else if (!given) issue(field, ALERT_MESSAGES.required);
    else if (field !== 'unit' && (value as number) <= 0) issue(field, ALERT_MESSAGES.positive);
  }
  if (rule.minimum != null && rule.maximum != null && rule.minimum > 0 && rule.minimum >= rule.maximum)
    issue('maximum', ALERT_MESSAGES.order);
  if (rule.unit === 'percent' && rule.target != null && rule.target > 0) {
    if (rule.condition === 'down_by' && rule.target >= 100) issue('target', ALERT_MESSAGES.fall);
    if (rule.condition === 'up_by' && rule.target > 1000) issue('target', ALERT_MESSAGES.percentUp);
  }
}

const checked = <S extends z.ZodType<RuleInput>>(schema: S) =>
  schema.superRefine((rule, ctx) =>
    checkAmounts(rule, (path, message) => ctx.addIssue({ code: 'custom', path: [path], message })),
  );

export const alertChangesSchema = checked(alertRuleSchema);
export type AlertChanges = z.infer<typeof alertChangesSchema>;
export const newAlertSchema = checked(alertRuleSchema.extend({ product_id: rowId() }));
export type NewAlert = z.infer<typeof newAlertSchema>;
export const newAlertsSchema = z.object({ alerts: z.array(newAlertSchema).min(1).max(ALERTS_PER_BATCH) });

export const alertRefSchema = z.object({ id: rowId() });
export const alertIdBodySchema = z.object({ id: rowId() });
export const alertListSchema = z.object({
  page: wholeNumber(1, 1_000_000).default(1),
  platform: z.enum(ALERT_PLATFORMS).optional(),
  state: z.enum(ALERT_STATES).optional(),
});
export type AlertListQuery = z.infer<typeof alertListSchema>;

export const findProductSchema = z.object({
  /** A product page's address, a product name, or our product id. */
  query: boundedText(500).min(1),
  platform: z.enum(ALERT_PLATFORMS).optional(),
});

export const watchableProductSchema = z.object({
  id: z.number(),
  name: z.string(),
  url: z.string(),
  imageUrl: z.string().nullable(),
  platform: z.string(),
  store: z.object({ id: z.number(), name: z.string() }),
  price: z.number(),
  stock: z.number().nullable(),
  lowest30: z.number().nullable(),
  day: z.string(),
});
export type WatchableProduct = z.infer<typeof watchableProductSchema>;

export const foundProductsSchema = z.object({
  products: z.array(watchableProductSchema),
  /** An address of a marketplace we have no data for: what to send to the data request (spec §8). */
  dataRequest: z
    .object({ marketplace: z.enum(ALERT_PLATFORMS), kind: z.literal('product'), reference: z.string() })
    .nullable(),
});

export const alertSchema = z.object({
  id: z.number(),
  product: watchableProductSchema.pick({ id: true, name: true, url: true, imageUrl: true }),
  store: z.object({ id: z.number(), name: z.string() }),
  platform: z.string(),
  condition: z.enum(ALERT_CONDITIONS),
  minimum: z.number().nullable(),
  target: z.number().nullable(),
  maximum: z.number().nullable(),
  unit: z.enum(CHANGE_UNITS).nullable(),
  basePrice: z.number(),
  notes: z.string().nullable(),
  lastPrice: z.number(),
  lastStock: z.number().nullable(),
  /** The last price move seen (rupiah, signed); null until the price first moves. */
  lastChange: z.number().nullable(),
  is_active: z.boolean(),
  state: z.enum(ALERT_STATES),
  createdAt: z.string(),
});
export type PriceAlert = z.infer<typeof alertSchema>;

export const HISTORY_TYPES = ['created', 'updated', 'activated', 'deactivated', 'fired'] as const;
export const alertHistoryEntrySchema = z.object({
  id: z.number(),
  type: z.enum(HISTORY_TYPES),
  price: z.number(),
  stock: z.number().nullable(),
  condition: z.enum(ALERT_CONDITIONS),
  date: z.string(),
  day: z.string().nullable(),
});
export type AlertHistoryEntry = z.infer<typeof alertHistoryEntrySchema>;

export const alertDetailSchema = alertSchema.extend({
  /** The firings. */
  events: z.array(alertHistoryEntrySchema),
  history: z.array(alertHistoryEntrySchema),
  /** The product's daily price over the last 30 days, oldest first (measured). */
  prices: z.array(z.object({ day: z.string(), price: z.number() })),
  lowest30: z.number().nullable(),
  currentStock: z.number().nullable(),
});
export type AlertDetail = z.infer<typeof alertDetailSchema>;

export const alertPageSchema = z.object({
  items: z.array(alertSchema),
  page: z.number(),
  total_page: z.number(),
  total: z.number(),
});
export const alertsCreatedSchema = z.object({ items: z.array(alertSchema) });
export const alertsRemovedSchema = z.object({ removed: z.number() });

export const alertNotificationSchema = z.object({
  id: z.number(),
  alertId: z.number().nullable(),
  productName: z.string(),
  condition: z.enum(ALERT_CONDITIONS),
  price: z.number(),
  day: z.string().nullable(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type AlertNotification = z.infer<typeof alertNotificationSchema>;
export const alertNotificationsSchema = z.object({ items: z.array(alertNotificationSchema), unread: z.number() });

/** The webhook must be an https address of a public server: the server checks where the name leads (decisions/029). */
export const WEBHOOK_MESSAGE = 'Enter an https:// address of a public server';
/** The webhook's name leads nowhere, so it cannot be checked. */
export const WEBHOOK_NOT_FOUND_MESSAGE = 'No server was found at this address';
const webhookUrl = boundedText(500).refine((value) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && !url.username && !url.password;
  } catch {
    return false;
  }
}, WEBHOOK_MESSAGE);
export const alertSettingsInputSchema = z.object({ webhookUrl: webhookUrl.nullable() });
export const alertSettingsSchema = z.object({ webhookUrl: z.string().nullable(), webhookSecret: z.string() });

export const priceChangesQuerySchema = z.object({
  days: z.union([z.literal(7), z.literal(30), z.enum(['7', '30']).transform(Number)]),
});
export const priceChangeSchema = z.object({
  alertId: z.number(),
  productId: z.number(),
  name: z.string(),
  platform: z.string(),
  firstPrice: z.number(),
  lastPrice: z.number(),
  change: z.number(),
  changePercent: z.number(),
});
export const priceChangesSchema = z.object({ days: z.number(), items: z.array(priceChangeSchema) });
