import { entitlements, PLANS, type CurrentUser, type PlanId } from '@pasarlens/contracts';

/** A signed-in user as GET /internal/auth/check answers, on the Free plan unless told otherwise. */
export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 'u1',
    name: 'Budi',
    email: 'budi@toko.id',
    phone: '+6281234567890',
    role: 'user',
    emailVerified: true,
    persona: { type: 'dropshipper', other: null },
    affiliateCode: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    viewedBy: null,
    premium: {
      ...entitlements('free'),
      downloadCount: 0,
      alertCount: 0,
      adsCount: 0,
      limit: 50,
      count: 0,
      expired_at: null,
      is_recurring: false,
    },
    quota: { name: PLANS.free.title, limit: 50, count: 3 },
    total: { name: PLANS.free.title, limit: 0, count: 0 },
    affiliate_setting: null,
    affiliateLeadCount: 0,
    sales: 0,
    ...overrides,
  };
}

/** A user on a running paid plan (until 2099 unless told otherwise). */
export function makePaidUser(
  plan: PlanId,
  overrides: Partial<CurrentUser> = {},
  expiredAt = '2099-01-01T00:00:00.000Z',
): CurrentUser {
  const tokens = PLANS[plan].tokensPerMonth;
  const rows = PLANS[plan].downloadRowsPerMonth;
  return makeUser({
    premium: {
      ...entitlements(plan),
      downloadCount: 0,
      alertCount: 0,
      adsCount: 0,
      limit: tokens,
      count: 0,
      expired_at: expiredAt,
      is_recurring: true,
    },
    quota: { name: PLANS[plan].title, limit: tokens, count: 120 },
    total: { name: PLANS[plan].title, limit: rows, count: 0 },
    ...overrides,
  });
}
