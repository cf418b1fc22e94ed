import type { AlertCondition, Language, PriceAlert } from '@pasarlens/contracts';
import type { TFunction } from 'i18next';
import { formatIdr } from '../../lib/format.ts';

/** The condition as words with its amounts: "Harga di bawah Rp 45.000". */
export function describeCondition(
  t: TFunction,
  alert: Pick<PriceAlert, 'condition' | 'minimum' | 'target' | 'maximum' | 'unit'>,
  language: Language,
): string {
  const amount = (value: number | null) => (value === null ? '' : formatIdr(value, language));
  const change = alert.unit === 'percent' ? `${alert.target ?? 0}%` : amount(alert.target);
  const values: Record<AlertCondition, Record<string, string>> = {
    less_than: { target: amount(alert.target) },
    greater_than: { target: amount(alert.target) },
    between: { minimum: amount(alert.minimum), maximum: amount(alert.maximum) },
    outside: { minimum: amount(alert.minimum), maximum: amount(alert.maximum) },
    up_by: { change },
    down_by: { change },
    back_in_stock: {},
    stock_below: { target: String(alert.target ?? 0) },
    lowest_30_days: {},
  };
  return t(`alerts.describe.${alert.condition}`, values[alert.condition]);
}
