import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SHOPEE_CATEGORY_GROUPS,
  SHOPEE_FEE_TABLES,
  TIKTOK_CATEGORY_GROUPS,
  TIKTOK_FEE_TABLES,
  tableInForce,
} from './fee-tables.ts';
import { tiktokPrice } from './price.ts';
import { profitPerUnit } from './profit.ts';
import { acosRoas, targetRoas } from './ratios.ts';
import { NoFeeTableError, shopeeSale, tiktokSale, type SaleBreakdown } from './sale.ts';

const amounts = (sale: SaleBreakdown) => Object.fromEntries(sale.deductions.map((d) => [d.key, d.amount]));

describe('fee tables', () => {
  it('never overlap and leave no gap, and only the last one is open-ended', () => {
    for (const tables of [SHOPEE_FEE_TABLES, TIKTOK_FEE_TABLES]) {
      tables.forEach((table, i) => {
        expect(table.source.length).toBeGreaterThan(10);
        const next = tables[i + 1];
        if (!next) return expect(table.validTo).toBeNull();
        const dayAfter = new Date(`${table.validTo}T00:00:00Z`);
        dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
        expect(next.validFrom).toBe(dayAfter.toISOString().slice(0, 10));
      });
    }
  });

  it('picks the table in force on the day, both ends included', () => {
    expect(tableInForce(SHOPEE_FEE_TABLES, '2025-07-19')?.id).toBe('shopee-2024-10');
    expect(tableInForce(SHOPEE_FEE_TABLES, '2025-07-20')?.id).toBe('shopee-2025-07');
    expect(tableInForce(SHOPEE_FEE_TABLES, '2030-01-01')?.id).toBe('shopee-2025-07');
    expect(tableInForce(SHOPEE_FEE_TABLES, '2024-09-30')).toBeUndefined();
  });
});

describe('Shopee sales cost', () => {
  it('regular seller, category A, both programmes, after the order processing fee began', () => {
    // Rp100,000: admin 8% = 8,000; voucher 3.5% = 3,500; free shipping 4% = 4,000; order processing 1,250.
    // Fees 8,000 + 3,500 + 4,000 + 1,250 = 16,750; received 100,000 − 16,750 = 83,250.
    const sale = shopeeSale({
      price: 100_000,
      sellerType: 'regular',
      categoryGroup: 'A',
      day: '2025-08-01',
      voucherProgramme: true,
      freeShippingProgramme: true,
    });
    expect(amounts(sale)).toEqual({
      adminFee: 8_000,
      voucherProgramme: 3_500,
      freeShippingProgramme: 4_000,
      orderProcessingFee: 1_250,
    });
    expect(sale.totalFees).toBe(16_750);
    expect(sale.received).toBe(83_250);
    expect(sale.table.id).toBe('shopee-2025-07');
  });

  it('caps the voucher programme at Rp20,000 (spec §9)', () => {
    // Rp1,000,000 × 3.5% = 35,000, above the cap: 20,000. Free shipping 4% = 40,000, at its cap of 40,000.
    const sale = shopeeSale({
      price: 1_000_000,
      sellerType: 'star',
      categoryGroup: 'C',
      day: '2025-08-01',
      voucherProgramme: true,
      freeShippingProgramme: true,
    });
    expect(amounts(sale).voucherProgramme).toBe(20_000);
    expect(sale.deductions.find((d) => d.key === 'voucherProgramme')?.cappedAt).toBe(20_000);
    expect(amounts(sale).freeShippingProgramme).toBe(40_000);
    // Admin C 5.75% = 57,500; total 57,500 + 20,000 + 40,000 + 1,250 = 118,750.
    expect(sale.received).toBe(1_000_000 - 118_750);
  });

  it('Mall, category B, before the order processing fee: admin and payment fee only', () => {
    // Rp150,000: admin 9.7% = 14,550; payment 1.8% = 2,700; received 150,000 − 17,250 = 132,750.
    const sale = shopeeSale({
      price: 150_000,
      sellerType: 'mall',
      categoryGroup: 'B',
      day: '2025-01-15',
      voucherProgramme: false,
      freeShippingProgramme: false,
    });
    expect(amounts(sale)).toEqual({ adminFee: 14_550, paymentFee: 2_700 });
    expect(sale.received).toBe(132_750);
  });

  it('rounds each fee to the nearest rupiah, halves up', () => {
    // Rp12,345 × 8% = 987.6 → 988; × 3.5% = 432.075 → 432.
    const sale = shopeeSale({
      price: 12_345,
      sellerType: 'regular',
      categoryGroup: 'A',
      day: '2025-01-15',
      voucherProgramme: true,
      freeShippingProgramme: false,
    });
    expect(amounts(sale)).toEqual({ adminFee: 988, voucherProgramme: 432 });
  });

  it('a flat fee never takes more than the price leaves', () => {
    // Rp1,000: admin 8% = 80, then 920 is left of the Rp1,250 order processing fee.
    const sale = shopeeSale({
      price: 1_000,
      sellerType: 'regular',
      categoryGroup: 'A',
      day: '2025-08-01',
      voucherProgramme: false,
      freeShippingProgramme: false,
    });
    expect(amounts(sale)).toEqual({ adminFee: 80, orderProcessingFee: 920 });
    expect(sale.received).toBe(0);
  });

  it('refuses a day before the first table', () => {
    expect(() =>
      shopeeSale({
        price: 1,
        sellerType: 'regular',
        categoryGroup: 'A',
        day: '2020-01-01',
        voucherProgramme: false,
        freeShippingProgramme: false,
      }),
    ).toThrow(NoFeeTableError);
  });
});

describe('TikTok Shop / Tokopedia', () => {
  it('regular, standard category, with the 4% dynamic commission (spec §9)', () => {
    // Rp200,000: commission 5.5% = 11,000; dynamic 4% = 8,000; order processing 1,250 → received 179,750.
    const sale = tiktokSale({
      price: 200_000,
      sellerType: 'regular',
      categoryGroup: 'standard',
      day: '2025-09-01',
      dynamicCommission: true,
    });
    expect(amounts(sale)).toEqual({ platformCommission: 11_000, dynamicCommission: 8_000, orderProcessingFee: 1_250 });
    expect(sale.received).toBe(179_750);
  });

  it('Mall, high tier, where both capped fees reach their ceiling', () => {
    // Rp1,200,000: commission 6.5% = 78,000; dynamic 4% = 48,000 → cap 40,000; Mall 1.5% = 18,000 → cap 5,000;
    // order processing 1,250; total 124,250; received 1,075,750.
    const sale = tiktokSale({
      price: 1_200_000,
      sellerType: 'mall',
      categoryGroup: 'high',
      day: '2025-09-01',
      dynamicCommission: true,
    });
    expect(amounts(sale)).toEqual({
      platformCommission: 78_000,
      dynamicCommission: 40_000,
      mallServiceFee: 5_000,
      orderProcessingFee: 1_250,
    });
    expect(sale.received).toBe(1_075_750);
  });

  it('finds the price that keeps the target margin', () => {
    // Cost Rp50,000, target 20%, fees 5.5% + 4% and Rp1,250: price × (1 − 0.095 − 0.20) = 51,250 → 72,695.04.
    // At 72,695: commission 3,998.2 → 3,998; dynamic 2,907.8 → 2,908; received 72,695 − 8,156 = 64,539;
    // profit 14,539 ≥ 20% × 72,695 = 14,539. At 72,694 profit is 14,538 < 14,538.8.
    const result = tiktokPrice({
      costPerUnit: 50_000,
      targetMarginPercent: 20,
      sellerType: 'regular',
      categoryGroup: 'standard',
      day: '2025-09-01',
      dynamicCommission: true,
    });
    expect(result.price).toBe(72_695);
    expect(result.profit).toBe(14_539);
  });

  it('has no price when fees and the margin take everything', () => {
    expect(
      tiktokPrice({
        costPerUnit: 1_000,
        targetMarginPercent: 95,
        sellerType: 'regular',
        categoryGroup: 'high',
        day: '2025-09-01',
        dynamicCommission: true,
      }).price,
    ).toBeNull();
  });
});

describe('profit and cost', () => {
  it('works out profit, margin and the break-even price', () => {
    // Rp100,000: goods 50,000 + packing 2,000 + fees 10% 10,000 + ads 5,000 + shipping 3,000 = 70,000.
    // Profit 30,000, margin 30%. Break-even: 60,000 / 0.9 = 66,666.7 → at 66,667 the fee is 6,667 and 60,000 is left.
    const result = profitPerUnit({
      price: 100_000,
      costOfGoods: 50_000,
      packing: 2_000,
      marketplaceFeePercent: 10,
      adsPerUnit: 5_000,
      shippingSubsidy: 3_000,
    });
    expect(result.totalCosts).toBe(70_000);
    expect(result.profit).toBe(30_000);
    expect(result.marginPercent).toBe(30);
    expect(result.breakEvenPrice).toBe(66_667);
  });
});

describe('ACOS / ROAS and target ROAS', () => {
  it('ACOS, ROAS and break-even ROAS', () => {
    // Spend 500,000 on revenue 2,000,000: ACOS 25%, ROAS 4; margin 30% → break-even ROAS 100/30 = 3.33;
    // profit after ads 30% × 2,000,000 − 500,000 = 100,000.
    const result = acosRoas({ adSpend: 500_000, adRevenue: 2_000_000, marginPercent: 30 });
    expect(result.acosPercent).toBe(25);
    expect(result.roas).toBe(4);
    expect(result.breakEvenRoas).toBeCloseTo(3.333, 3);
    expect(result.profitAfterAds).toBe(100_000);
    expect(acosRoas({ adSpend: 0, adRevenue: 0, marginPercent: 0 })).toMatchObject({
      acosPercent: null,
      roas: null,
      breakEvenRoas: null,
    });
  });

  it('target ROAS, cost per order and per click', () => {
    // Margin 40% − target 15% = 25% for ads → ROAS 100/25 = 4; per order 25% × 100,000 = 25,000; at 2% conversion 500 a click.
    expect(
      targetRoas({ price: 100_000, marginPercent: 40, targetNetMarginPercent: 15, conversionRatePercent: 2 }),
    ).toEqual({ adSharePercent: 25, targetRoas: 4, maxCostPerOrder: 25_000, maxCostPerClick: 500 });
    expect(
      targetRoas({ price: 100_000, marginPercent: 10, targetNetMarginPercent: 15, conversionRatePercent: 2 }),
    ).toMatchObject({ targetRoas: null, maxCostPerOrder: 0 });
  });
});

const day = fc
  .date({ min: new Date('2025-03-01T00:00:00Z'), max: new Date('2028-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const price = fc.integer({ min: 0, max: 10_000_000_000 });

function holdsTheIdentity(sale: SaleBreakdown): void {
  for (const deduction of sale.deductions) expect(deduction.amount).toBeGreaterThanOrEqual(0);
  const sum = sale.deductions.reduce((total, d) => total + d.amount, 0);
  expect(sum).toBe(sale.totalFees);
  expect(sale.totalFees).toBeLessThanOrEqual(sale.price);
  expect(sale.price - sum).toBe(sale.received);
  expect(Number.isInteger(sale.received)).toBe(true);
}

describe('properties', () => {
  it('Shopee: fees never negative, never above the price, price − every deduction = received', () => {
    fc.assert(
      fc.property(
        price,
        fc.constantFrom('regular', 'star', 'mall' as const),
        fc.constantFrom(...SHOPEE_CATEGORY_GROUPS),
        day,
        fc.boolean(),
        fc.boolean(),
        (p, sellerType, categoryGroup, d, voucherProgramme, freeShippingProgramme) =>
          holdsTheIdentity(
            shopeeSale({ price: p, sellerType, categoryGroup, day: d, voucherProgramme, freeShippingProgramme }),
          ),
      ),
    );
  });

  it('TikTok: the same', () => {
    fc.assert(
      fc.property(
        price,
        fc.constantFrom('regular', 'mall' as const),
        fc.constantFrom(...TIKTOK_CATEGORY_GROUPS),
        day,
        fc.boolean(),
        (p, sellerType, categoryGroup, d, dynamicCommission) =>
          holdsTheIdentity(tiktokSale({ price: p, sellerType, categoryGroup, day: d, dynamicCommission })),
      ),
    );
  });

  it('profit: price − every cost = profit, fees never negative', () => {
    const rp = fc.integer({ min: 0, max: 1_000_000_000 });
    fc.assert(
      fc.property(
        rp,
        rp,
        rp,
        fc.double({ min: 0, max: 100, noNaN: true }),
        rp,
        rp,
        (p, costOfGoods, packing, marketplaceFeePercent, adsPerUnit, shippingSubsidy) => {
          const result = profitPerUnit({
            price: p,
            costOfGoods,
            packing,
            marketplaceFeePercent,
            adsPerUnit,
            shippingSubsidy,
          });
          for (const cost of result.costs) expect(cost.amount).toBeGreaterThanOrEqual(0);
          expect(p - result.costs.reduce((s, c) => s + c.amount, 0)).toBe(result.profit);
          if (result.breakEvenPrice !== null)
            expect(
              profitPerUnit({
                ...{ costOfGoods, packing, marketplaceFeePercent, adsPerUnit, shippingSubsidy },
                price: result.breakEvenPrice,
              }).profit,
            ).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('TikTok price: the price found keeps at least the target margin', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 60 }),
        fc.constantFrom('regular', 'mall' as const),
        fc.constantFrom(...TIKTOK_CATEGORY_GROUPS),
        day,
        fc.boolean(),
        (costPerUnit, targetMarginPercent, sellerType, categoryGroup, d, dynamicCommission) => {
          const result = tiktokPrice({
            costPerUnit,
            targetMarginPercent,
            sellerType,
            categoryGroup,
            day: d,
            dynamicCommission,
          });
          if (result.price === null) return;
          expect(result.profit!).toBeGreaterThanOrEqual((result.price * targetMarginPercent) / 100);
          holdsTheIdentity(result.sale!);
        },
      ),
      { numRuns: 60 },
    );
  });
});
