import type { Entitlements } from './billing.ts';

/**
 * The plan catalog (DESIGN §5) and the one function every gated check reads it through.
 * No code outside this file compares plan ids to decide what a user may do.
 */

export const PLAN_IDS = ['free', 'basic', 'smart', 'genius', 'enterprise'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export const PAID_PLAN_IDS = ['basic', 'smart', 'genius', 'enterprise'] as const satisfies readonly PlanId[];
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];

export const BILLING_PERIODS = ['monthly', 'yearly'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

export interface Plan {
  id: PlanId;
  /** The plan's Indonesian label, shown as its name in every language (spec §1). */
  title: string;
  price: Record<BillingPeriod, number>;
  tokensPerMonth: number;
  alerts: number;
  /** Ads spy lookups; null is unlimited. */
  adsSpy: number | null;
  downloadRowsPerMonth: number;
  /** Days of history on the historical pages and the enterprise dashboard; 0 is none. */
  historyDays: 0 | 30 | 90;
  enterprise: boolean;
  /** Stores a custom market or brand may follow in the enterprise dashboard. */
  enterpriseStores: number;
  /** Custom markets a user may keep saved: each is built and kept up to date every day. */
  enterpriseMarkets: number;
  accountManager: boolean;
  /** The public data API's request limit per key (a token bucket), or null without API keys. */
  api: ApiAllowance | null;
}

/**
 * A key's requests as a token bucket: up to `burst` at once, refilled at `perMinute` a minute
 * (decisions/036). Tokens pay for the data; this only spaces the calls.
 */
export interface ApiAllowance {
  burst: number;
  perMinute: number;
}

export const PLANS: Record<PlanId, Plan> = {
  free: {
    id: 'free',
    title: 'Gratis',
    price: { monthly: 0, yearly: 0 },
    tokensPerMonth: 50,
    alerts: 0,
    adsSpy: 0,
    downloadRowsPerMonth: 0,
    historyDays: 0,
    enterprise: false,
    enterpriseStores: 0,
    enterpriseMarkets: 0,
    accountManager: false,
    api: null,
  },
  basic: {
    id: 'basic',
    title: 'Dasar',
    price: { monthly: 299_000, yearly: 2_390_000 },
    tokensPerMonth: 900,
    alerts: 5,
    adsSpy: 2,
    downloadRowsPerMonth: 2_000,
    historyDays: 0,
    enterprise: false,
    enterpriseStores: 0,
    enterpriseMarkets: 0,
    accountManager: false,
    api: null,
  },
  smart: {
    id: 'smart',
    title: 'Pinter',
    price: { monthly: 499_000, yearly: 3_590_000 },
    tokensPerMonth: 3_600,
    alerts: 50,
    adsSpy: 5,
    downloadRowsPerMonth: 10_000,
    historyDays: 30,
    enterprise: false,
    enterpriseStores: 0,
    enterpriseMarkets: 0,
    accountManager: false,
    api: null,
  },
  genius: {
    id: 'genius',
    title: 'Jenius',
    price: { monthly: 2_999_000, yearly: 13_320_000 },
    tokensPerMonth: 26_500,
    alerts: 3_000,
    adsSpy: 50,
    downloadRowsPerMonth: 300_000,
    historyDays: 90,
    enterprise: true,
    enterpriseStores: 100,
    enterpriseMarkets: 10,
    accountManager: false,
    api: { burst: 60, perMinute: 60 },
  },
  enterprise: {
    id: 'enterprise',
    title: 'Enterprise',
    price: { monthly: 19_000_000, yearly: 159_600_000 },
    tokensPerMonth: 200_000,
    alerts: 20_000,
    adsSpy: null,
    downloadRowsPerMonth: 2_000_000,
    historyDays: 90,
    enterprise: true,
    enterpriseStores: 500,
    enterpriseMarkets: 50,
    accountManager: true,
    api: { burst: 300, perMinute: 300 },
  },
};

/** The plan of everyone without a paid plan in force (spec §3: 'Gratis'). */
export const FREE_PLAN = 'free' satisfies PlanId;

export const isPaidPlan = (plan: PlanId): plan is PaidPlanId => plan !== FREE_PLAN;

/** Months a billing period pays for. */
export const PERIOD_MONTHS: Record<BillingPeriod, number> = { monthly: 1, yearly: 12 };

/** The most a yearly price may save against twelve monthly payments (spec §9: "up to 63%"). */
export const YEARLY_SAVING_CAP = 0.63;

/** The share of twelve monthly payments that the yearly price saves, in whole percent as DESIGN §5 writes it (rounded). */
export function yearlySavingPercent(plan: PlanId): number {
  const { monthly, yearly } = PLANS[plan].price;
  return monthly === 0 ? 0 : Math.round((1 - yearly / (monthly * 12)) * 100);
}

/**
 * What a plan allows, in the field names of spec §3's user plan (`entitlementsSchema` in
 * billing.ts). Research support means full research (search, sort, every result); without it a
 * user gets the limited free view.
 */
export function entitlements(plan: PlanId): Entitlements {
  const p = PLANS[plan];
  return {
    name: p.id,
    title: p.title,
    price: p.price.monthly,
    researchSupport: isPaidPlan(plan),
    historicalSupport: p.historyDays > 0,
    historicalRange: p.historyDays,
    enterpriseSupport: p.enterprise,
    enterpriseRange: p.enterprise ? p.historyDays : 0,
    enterpriseStores: p.enterpriseStores,
    enterpriseMarkets: p.enterpriseMarkets,
    downloadSupport: p.downloadRowsPerMonth > 0,
    downloadLimit: p.downloadRowsPerMonth,
    alertSupport: p.alerts > 0,
    alertLimit: p.alerts,
    adsLimit: p.adsSpy,
    tokensPerMonth: p.tokensPerMonth,
    accountManager: p.accountManager,
    apiSupport: p.api !== null,
  };
}

/** How many API keys a user may keep unrevoked. */
export const MAX_API_KEYS = 10;

/** The public data API's request limit of a plan's keys, or null when the plan has none. */
export const apiAllowance = (plan: PlanId): ApiAllowance | null => PLANS[plan].api;

/** Spec §9 token costs. */
export const TOKEN_COSTS = {
  enterpriseFilter: 5,
  enterprisePage: 1,
  enterpriseDataPage: 1,
  /** Spec §9 leaves the value out; one token, shown before the change is confirmed. */
  enterpriseDateChange: 1,
  historicalOpen: 0,
  historicalProductDetail: 1,
  historicalCategoryOrStoreDetail: 2,
  search: 1,
  historicalPage: 1,
  calculator: 0,
} as const;
export type TokenAction = keyof typeof TOKEN_COSTS;

/** How many token uses the dashboard's search history shows. */
export const SEARCH_HISTORY_SIZE = 10;

/** Spec §5 and §9: download quota top-up. */
export const DOWNLOAD_QUOTA = {
  min: 10_000,
  sliderMax: 1_000_000,
  step: 10_000,
  /** Manual input above the slider's range. */
  manualMax: 100_000_000,
  pricePerStep: 200_000,
  quickPicks: [10_000, 50_000, 220_000, 1_000_000],
} as const;
export const DOWNLOAD_QUOTA_MESSAGE = `Quota must be between ${DOWNLOAD_QUOTA.min.toLocaleString('en')} and ${DOWNLOAD_QUOTA.manualMax.toLocaleString('en')} rows in steps of ${DOWNLOAD_QUOTA.step.toLocaleString('en')}`;

/** Rounds a wanted number of rows to the nearest step, within the allowed range. */
export function roundDownloadQuota(rows: number): number {
  const rounded = Math.round(rows / DOWNLOAD_QUOTA.step) * DOWNLOAD_QUOTA.step;
  return Math.min(DOWNLOAD_QUOTA.manualMax, Math.max(DOWNLOAD_QUOTA.min, rounded));
}

export const downloadQuotaPrice = (rows: number): number => (rows / DOWNLOAD_QUOTA.step) * DOWNLOAD_QUOTA.pricePerStep;

/** The slider is logarithmic: position 0…1 maps to min…sliderMax rows, rounded to a step. */
export function sliderToRows(position: number): number {
  const { min, sliderMax } = DOWNLOAD_QUOTA;
  const clamped = Math.min(1, Math.max(0, position));
  return roundDownloadQuota(min * (sliderMax / min) ** clamped);
}

export function rowsToSlider(rows: number): number {
  const { min, sliderMax } = DOWNLOAD_QUOTA;
  const clamped = Math.min(sliderMax, Math.max(min, rows));
  return Math.log(clamped / min) / Math.log(sliderMax / min);
}

/** Bank auto-charge retries after a failed renewal (spec §9). */
export const RENEWAL_RETRIES = 3;
