import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planChange } from './plan-change.ts';
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
      period: {
        plan: 'free',
        anchorDay: 5,
        start: wib('2026-11-05T00:00:00'),
        nextReset: wib('2026-12-05T00:00:00'),
        tokenAllowance: 50,
        downloadAllowance: 0,
      },
      replacing: { kind: 'none' },
      entry: { kind: 'grant', action: 'plan.free' },
    });
  });

  it('turns the month on the same anchor day, replacing only the row that was read', () => {
    const change = periodChange(account(), 'basic', wib('2026-12-22T00:00:00'));
    expect(change).toMatchObject({
      period: {
        plan: 'basic',
        anchorDay: 22,
        start: wib('2026-12-22T00:00:00'),
        nextReset: wib('2027-01-22T00:00:00'),
        tokenAllowance: 900,
      },
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
    expect(planBought('smart', wib('2026-12-01T10:00:00'))).toMatchObject({
      period: { plan: 'smart', anchorDay: 1, tokenAllowance: 3_600 },
      replacing: { kind: 'any' },
    });
  });
});

/** Pinter monthly, paid 499,000 for 1 Nov 10:00 – 1 Dec 10:00 WIB (30 days). */
const subscription = (over: Partial<Subscription> = {}): Subscription => ({
  id: 's1',
  userId: 'u1',
  plan: 'smart',
  period: 'monthly',
  startedAt: wib('2026-11-01T10:00:00'),
  expiresAt: wib('2026-12-01T10:00:00'),
  autoPayment: 'none',
  savedCardToken: null,
  failedCharges: 0,
  nextChargeAt: null,
  paidFrom: wib('2026-11-01T10:00:00'),
  paidAmount: 499_000,
  ...over,
});

describe('purchase terms', () => {
  const current = subscription();
  const now = wib('2026-11-20T08:00:00');

  it('extends the same plan and period in force from its end', () => {
    expect(purchaseTerms(current, { plan: 'smart', period: 'monthly' }, now)).toEqual({
      kind: 'extend',
      subscription: current,
      expiresAt: wib('2027-01-01T10:00:00'),
    });
  });

  it('replaces another plan, another period or an ended plan from now', () => {
    expect(purchaseTerms(current, { plan: 'genius', period: 'monthly' }, now)).toEqual({
      kind: 'replace',
      replaced: current,
      startedAt: now,
      expiresAt: wib('2026-12-20T08:00:00'),
    });
    expect(purchaseTerms(current, { plan: 'smart', period: 'yearly' }, now)).toMatchObject({
      kind: 'replace',
      expiresAt: wib('2027-11-20T08:00:00'),
    });
    expect(purchaseTerms(current, { plan: 'smart', period: 'monthly' }, wib('2026-12-02T00:00:00'))).toMatchObject({
      kind: 'replace',
    });
    expect(purchaseTerms(undefined, { plan: 'basic', period: 'monthly' }, now)).toMatchObject({
      kind: 'replace',
      replaced: undefined,
    });
  });
});

describe('plan change', () => {
  // Extended once: started a month earlier, the period a later upgrade credits is the last one paid.
  const current = subscription({ startedAt: wib('2026-10-01T10:00:00') });
  const now = wib('2026-11-11T09:00:00');

  it('credits an upgrade the whole days left after its payment window, rounded down to the rupiah', () => {
    // 20 days and 1 hour left; the 24-hour payment window leaves 19 whole days: 499,000 × 19 / 30.
    expect(planChange(current, { plan: 'genius', period: 'monthly' }, now, 2_999_000)).toEqual({
      change: 'upgrade',
      plan: 'smart',
      period: 'monthly',
      expiresAt: current.expiresAt.toISOString(),
      creditDays: 19,
      credit: 316_033,
    });
    expect(planChange(current, { plan: 'smart', period: 'yearly' }, now, 3_590_000)).toMatchObject({
      change: 'upgrade',
      credit: 316_033,
    });
  });

  it('never credits more than the new price, nor anything for a plan ending within the window', () => {
    expect(planChange(current, { plan: 'genius', period: 'monthly' }, now, 100_000)).toMatchObject({ credit: 100_000 });
    expect(
      planChange(current, { plan: 'genius', period: 'monthly' }, wib('2026-11-30T11:00:00'), 2_999_000),
    ).toMatchObject({ change: 'upgrade', creditDays: 0, credit: 0 });
    expect(
      planChange({ ...current, paidAmount: 0 }, { plan: 'genius', period: 'monthly' }, now, 2_999_000),
    ).toMatchObject({ credit: 0 });
  });

  it('gives a downgrade and an extension no credit, and knows nothing without a plan in force', () => {
    expect(planChange(current, { plan: 'basic', period: 'yearly' }, now, 2_390_000)).toMatchObject({
      change: 'downgrade',
      credit: 0,
    });
    expect(
      planChange({ ...current, period: 'yearly' }, { plan: 'smart', period: 'monthly' }, now, 499_000),
    ).toMatchObject({ change: 'downgrade', credit: 0 });
    expect(planChange(current, { plan: 'smart', period: 'monthly' }, now, 499_000)).toMatchObject({
      change: 'extend',
      credit: 0,
    });
    expect(
      planChange(current, { plan: 'genius', period: 'monthly' }, wib('2026-12-01T10:00:00'), 2_999_000),
    ).toBeNull();
    expect(planChange(undefined, { plan: 'genius', period: 'monthly' }, now, 2_999_000)).toBeNull();
  });

  it('never gives a negative credit or more than the price, whatever the dates and amounts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 400 * 24 }),
        fc.integer({ min: 0, max: 200_000_000 }),
        fc.integer({ min: 0, max: 200_000_000 }),
        (hoursIn, paid, price) => {
          const at = new Date(current.paidFrom!.getTime() + hoursIn * 3_600_000);
          const change = planChange(
            { ...current, paidAmount: paid },
            { plan: 'enterprise', period: 'yearly' },
            at,
            price,
          );
          return (
            change === null ||
            (Number.isInteger(change.credit) && change.credit >= 0 && change.credit <= price && change.credit <= paid)
          );
        },
      ),
    );
  });
});
