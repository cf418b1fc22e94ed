import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DOWNLOAD_QUOTA,
  downloadQuotaPrice,
  entitlements,
  PAID_PLAN_IDS,
  PLAN_IDS,
  PLANS,
  roundDownloadQuota,
  rowsToSlider,
  sliderToRows,
  YEARLY_SAVING_CAP,
  yearlySavingPercent,
} from './plans.ts';

describe('plan catalog', () => {
  it('gives Free 50 tokens and no paid feature', () => {
    expect(entitlements('free')).toMatchObject({
      name: 'free',
      title: 'Gratis',
      researchSupport: false,
      historicalSupport: false,
      enterpriseSupport: false,
      downloadSupport: false,
      downloadLimit: 0,
      alertSupport: false,
      alertLimit: 0,
      tokensPerMonth: 50,
    });
  });

  it('gates features as spec §6 says: history from Smart, enterprise from Genius, alerts and downloads from Basic', () => {
    const has = (feature: 'historicalSupport' | 'enterpriseSupport' | 'alertSupport' | 'downloadSupport') =>
      PLAN_IDS.filter((p) => entitlements(p)[feature]);
    expect(has('historicalSupport')).toEqual(['smart', 'genius', 'enterprise']);
    expect(has('enterpriseSupport')).toEqual(['genius', 'enterprise']);
    expect(has('alertSupport')).toEqual(['basic', 'smart', 'genius', 'enterprise']);
    expect(has('downloadSupport')).toEqual(['basic', 'smart', 'genius', 'enterprise']);
    expect(entitlements('smart').historicalRange).toBe(30);
    expect(PLAN_IDS.filter((p) => entitlements(p).accountManager)).toEqual(['enterprise']);
  });

  it('grows every allowance with the plan', () => {
    for (let i = 1; i < PLAN_IDS.length; i++) {
      const [lower, higher] = [PLANS[PLAN_IDS[i - 1]!], PLANS[PLAN_IDS[i]!]];
      expect(higher.tokensPerMonth).toBeGreaterThan(lower.tokensPerMonth);
      expect(higher.price.monthly).toBeGreaterThan(lower.price.monthly);
      expect(higher.downloadRowsPerMonth).toBeGreaterThan(lower.downloadRowsPerMonth);
    }
  });

  it('prices a year as DESIGN §5 does, never saving more than 63% of twelve months', () => {
    expect(PAID_PLAN_IDS.map((id) => [PLANS[id].price.yearly, yearlySavingPercent(id)])).toEqual([
      [2_390_000, 33],
      [3_590_000, 40],
      [13_320_000, 63],
      [159_600_000, 30],
    ]);
    for (const id of PAID_PLAN_IDS)
      expect(1 - PLANS[id].price.yearly / (PLANS[id].price.monthly * 12)).toBeLessThanOrEqual(YEARLY_SAVING_CAP);
    expect(yearlySavingPercent('free')).toBe(0);
  });
});

describe('download quota top-up', () => {
  it('costs Rp 200,000 per 10,000 rows', () => {
    expect(downloadQuotaPrice(10_000)).toBe(200_000);
    expect(downloadQuotaPrice(220_000)).toBe(4_400_000);
  });

  it('rounds any wish to the nearest 10,000 within range', () => {
    expect(roundDownloadQuota(14_999)).toBe(10_000);
    expect(roundDownloadQuota(15_000)).toBe(20_000);
    expect(roundDownloadQuota(1)).toBe(DOWNLOAD_QUOTA.min);
    expect(roundDownloadQuota(1_234_567)).toBe(1_230_000);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200_000_000 }), (rows) => {
        const rounded = roundDownloadQuota(rows);
        return (
          rounded % DOWNLOAD_QUOTA.step === 0 && rounded >= DOWNLOAD_QUOTA.min && rounded <= DOWNLOAD_QUOTA.manualMax
        );
      }),
    );
  });

  it('maps the logarithmic slider onto 10,000 … 1,000,000 and back', () => {
    expect(sliderToRows(0)).toBe(10_000);
    expect(sliderToRows(0.5)).toBe(100_000);
    expect(sliderToRows(1)).toBe(1_000_000);
    for (const rows of DOWNLOAD_QUOTA.quickPicks) expect(sliderToRows(rowsToSlider(rows))).toBe(rows);
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (a, b) =>
        a <= b ? sliderToRows(a) <= sliderToRows(b) : true,
      ),
    );
  });
});
