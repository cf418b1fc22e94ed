import { BILLING_PERIODS, PAID_PLAN_IDS, type BillingPeriod, type PaidPlanId } from '@pasarlens/contracts/plain';

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

/** The billing period of the URL (?period=), monthly when missing or unknown. */
export const periodParam = (params: URLSearchParams): BillingPeriod => {
  const value = params.get('period');
  return isOneOf(BILLING_PERIODS, value) ? value : 'monthly';
};

/** The paid plan of the URL (?plan=), the popular Smart plan when missing or unknown. */
export const planParam = (params: URLSearchParams): PaidPlanId => {
  const value = params.get('plan');
  return isOneOf(PAID_PLAN_IDS, value) ? value : POPULAR_PLAN;
};

export const POPULAR_PLAN: PaidPlanId = 'smart';

/** How a plan is paid: auto-payment charges a saved card on each renewal; one-time pays once. */
export type PaymentType = 'auto' | 'one_time';

/** How a plan is paid (?payment=auto|one_time), auto-payment when missing or unknown. */
export const paymentParam = (params: URLSearchParams): PaymentType =>
  params.get('payment') === 'one_time' ? 'one_time' : 'auto';

/** A page number of the URL (?page=), 1 when missing or not a positive whole number. */
export const pageParam = (params: URLSearchParams, name = 'page'): number => {
  const value = Number(params.get(name));
  return Number.isInteger(value) && value >= 1 ? value : 1;
};
