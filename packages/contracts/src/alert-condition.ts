/**
 * Whether a price alert's condition holds for a product's current price and stock. Pure, so the
 * web's live preview and the property tests read the same rule the server's SQL evaluation
 * (alerts.repo) is checked against.
 */

export const ALERT_CONDITIONS = [
  'less_than',
  'greater_than',
  'between',
  'outside',
  'up_by',
  'down_by',
  'back_in_stock',
  'stock_below',
  'lowest_30_days',
] as const;
export type AlertCondition = (typeof ALERT_CONDITIONS)[number];

export const CHANGE_UNITS = ['rupiah', 'percent'] as const;
export type ChangeUnit = (typeof CHANGE_UNITS)[number];

/** Which amounts each condition takes (spec §3: minimum, target, maximum). */
export const CONDITION_AMOUNTS: Record<AlertCondition, readonly ('minimum' | 'target' | 'maximum' | 'unit')[]> = {
  less_than: ['target'],
  greater_than: ['target'],
  between: ['minimum', 'maximum'],
  outside: ['minimum', 'maximum'],
  up_by: ['target', 'unit'],
  down_by: ['target', 'unit'],
  back_in_stock: [],
  stock_below: ['target'],
  lowest_30_days: [],
};

export interface AlertRule {
  condition: AlertCondition;
  minimum: number | null;
  target: number | null;
  maximum: number | null;
  unit: ChangeUnit | null;
  /** The price when the alert was set: what up_by and down_by are measured from. */
  basePrice: number;
}

export interface ProductNow {
  price: number;
  stock: number | null;
  /** The lowest price of the 30 days before the current one; null when there are none. */
  lowest30: number | null;
}

/** Limits are inclusive for between, up_by and down_by, exclusive for the rest (less than, greater than, outside, below). */
export function conditionHolds(rule: AlertRule, now: ProductNow): boolean {
  const { price } = now;
  const target = rule.target ?? 0;
  switch (rule.condition) {
    case 'less_than':
      return price < target;
    case 'greater_than':
      return price > target;
    case 'between':
      return price >= rule.minimum! && price <= rule.maximum!;
    case 'outside':
      return price < rule.minimum! || price > rule.maximum!;
    // Percent in whole numbers without fractions: price·100 against base·(100 ± target).
    case 'up_by':
      return rule.unit === 'percent'
        ? price * 100 >= rule.basePrice * (100 + target)
        : price >= rule.basePrice + target;
    case 'down_by':
      return rule.unit === 'percent'
        ? price * 100 <= rule.basePrice * (100 - target)
        : price <= rule.basePrice - target;
    case 'back_in_stock':
      return now.stock !== null && now.stock > 0;
    case 'stock_below':
      return now.stock !== null && now.stock < target;
    case 'lowest_30_days':
      return now.lowest30 !== null && price < now.lowest30;
  }
}
