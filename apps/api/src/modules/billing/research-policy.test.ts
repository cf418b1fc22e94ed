import { entitlements, FREE_RESULT_LIMIT, PAID_PLAN_IDS } from '@pasarlens/contracts';
import { describe, expect, it } from 'vitest';
import { researchPolicy } from './research-policy.ts';

describe('research policy', () => {
  it('gives every paid plan the page, size and order asked for, without a paywall', () => {
    for (const plan of PAID_PLAN_IDS) {
      const policy = researchPolicy(entitlements(plan));
      expect(policy.premium, plan).toBe(true);
      expect(policy.flags).toEqual({ isPremium: true, showPaywall: false });
      expect([policy.rows(50), policy.page(3, 0)]).toEqual([50, 3]);
    }
  });

  it('gives the free plan the first few rows of the first page, behind the paywall', () => {
    const policy = researchPolicy(entitlements('free'));
    expect(policy.premium).toBe(false);
    expect(policy.flags).toEqual({ isPremium: false, showPaywall: true });
    expect([policy.rows(50), policy.page(3, 0), policy.page(4, 1)]).toEqual([FREE_RESULT_LIMIT, 0, 1]);
  });
});
