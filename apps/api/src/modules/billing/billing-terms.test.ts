import { describe, expect, it } from 'vitest';
import { purchaseTerms } from './subscription-terms.ts';
import type { Subscription } from './subscriptions.repo.ts';
import { periodChange, planBought } from './usage-periods.ts';
import type { UsageAccount } from './usage.repo.ts';

const wib = (text: string) => new Date(`${text}+07:00`);

const account = (over: Partial<UsageAccount> = {}): UsageAccount => ({
  plan: 'basic',
  anchorDay: 22,
  periodStart: wib('2026-11-22T00:00:00'),
  nextResetAt: wib('2026-12-22T00:00:00'),
  tokenAllowance: 900,
  tokensUsed: 10,
  extraTokens: 0,
  downloadAllowance: 2_000,
  downloadsUsed: 0,
  downloadCredit: 0,
  ...over,
});

describe('usage periods', () => {
  it('keeps an account that holds the plan in force and the current period', () => {
    expect(periodChange(account(), 'basic', wib('2026-12-21T23:59:59'))).toBeNull();
  });

  it('creates the first account anchored on today, with the plan’s allowances', () => {
    expect(periodChange(undefined, 'free', wib('2026-11-05T09:00:00'))).toEqual({
      period: { plan: 'free', anchorDay: 5, start: wib('2026-11-05T00:00:00'), nextReset: wib('2026-12-05T00:00:00'), tokenAllowance: 50, downloadAllowance: 0 },
      replacing: { kind: 'none' },
      entry: { kind: 'grant', action: 'plan.free' },
    });
  });

  it('turns the month on the same anchor day, replacing only the row that was read', () => {
    const change = periodChange(account(), 'basic', wib('2026-12-22T00:00:00'));
    expect(change).toMatchObject({
      period: { plan: 'basic', anchorDay: 22, start: wib('2026-12-22T00:00:00'), nextReset: wib('2027-01-22T00:00:00'), tokenAllowance: 900 },
      replacing: { kind: 'read', nextResetAt: wib('2026-12-22T00:00:00'), plan: 'basic' },
      entry: { kind: 'reset', action: 'period.reset' },
    });
  });

  it('gives a changed plan its allowances from today, and a bought plan whatever the account held', () => {
    expect(periodChange(account(), 'free', wib('2026-12-01T10:00:00'))).toMatchObject({
      period: { plan: 'free', anchorDay: 1, start: wib('2026-12-01T00:00:00'), tokenAllowance: 50 },
      replacing: { kind: 'read', plan: 'basic' },
      entry: { kind: 'grant', action: 'plan.free' },
    });
    expect(planBought('smart', wib('2026-12-01T10:00:00'))).toMatchObject({ period: { plan: 'smart', anchorDay: 1, tokenAllowance: 3_600 }, replacing: { kind: 'any' } });
  });
});

describe('purchase terms', () => {
  const current: Subscription = {
    id: 's1', userId: 'u1', plan: 'smart', period: 'monthly', startedAt: wib('2026-11-01T10:00:00'), expiresAt: wib('2026-12-01T10:00:00'),
    autoPayment: 'none', savedCardToken: null, failedCharges: 0, nextChargeAt: null,
  };
  const now = wib('2026-11-20T08:00:00');

  it('extends the same plan and period in force from its end', () => {
    expect(purchaseTerms(current, { plan: 'smart', period: 'monthly', savedCardToken: null }, now)).toEqual({ kind: 'extend', subscription: current, expiresAt: wib('2027-01-01T10:00:00') });
  });

  it('replaces another plan, another period or an ended plan from now', () => {
    expect(purchaseTerms(current, { plan: 'genius', period: 'monthly', savedCardToken: null }, now)).toEqual({ kind: 'replace', replaced: current, startedAt: now, expiresAt: wib('2026-12-20T08:00:00') });
    expect(purchaseTerms(current, { plan: 'smart', period: 'yearly', savedCardToken: null }, now)).toMatchObject({ kind: 'replace', expiresAt: wib('2027-11-20T08:00:00') });
    expect(purchaseTerms(current, { plan: 'smart', period: 'monthly', savedCardToken: null }, wib('2026-12-02T00:00:00'))).toMatchObject({ kind: 'replace' });
    expect(purchaseTerms(undefined, { plan: 'basic', period: 'monthly', savedCardToken: null }, now)).toMatchObject({ kind: 'replace', replaced: undefined });
  });
});
