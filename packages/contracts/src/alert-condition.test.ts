import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { conditionHolds, type AlertRule, type ProductNow } from './alert-condition.ts';
import { ALERT_MESSAGES, newAlertSchema } from './alerts.ts';

const price = fc.integer({ min: 1, max: 100_000_000 });
const rule = (r: Partial<AlertRule>): AlertRule => ({
  condition: 'less_than',
  minimum: null,
  target: null,
  maximum: null,
  unit: null,
  basePrice: 100_000,
  ...r,
});
const at = (p: number, more: Partial<ProductNow> = {}): ProductNow => ({
  price: p,
  stock: 10,
  lowest30: null,
  ...more,
});

describe('conditionHolds', () => {
  it('less than and greater than are strict: the target itself never fires', () => {
    fc.assert(
      fc.property(price, (target) => {
        expect(conditionHolds(rule({ condition: 'less_than', target }), at(target))).toBe(false);
        expect(conditionHolds(rule({ condition: 'less_than', target }), at(target - 1))).toBe(true);
        expect(conditionHolds(rule({ condition: 'greater_than', target }), at(target))).toBe(false);
        expect(conditionHolds(rule({ condition: 'greater_than', target }), at(target + 1))).toBe(true);
      }),
    );
  });

  it('between includes both limits and outside is exactly its complement', () => {
    fc.assert(
      fc.property(price, price, price, (a, b, p) => {
        fc.pre(a < b);
        const between = conditionHolds(rule({ condition: 'between', minimum: a, maximum: b }), at(p));
        const outside = conditionHolds(rule({ condition: 'outside', minimum: a, maximum: b }), at(p));
        expect(between).toBe(p >= a && p <= b);
        expect(outside).toBe(!between);
        expect(conditionHolds(rule({ condition: 'between', minimum: a, maximum: b }), at(a))).toBe(true);
        expect(conditionHolds(rule({ condition: 'between', minimum: a, maximum: b }), at(b))).toBe(true);
        expect(conditionHolds(rule({ condition: 'outside', minimum: a, maximum: b }), at(a - 1))).toBe(true);
        expect(conditionHolds(rule({ condition: 'outside', minimum: a, maximum: b }), at(b + 1))).toBe(true);
      }),
    );
  });

  it('up and down by rupiah fire from the amount on, measured from the price when set', () => {
    fc.assert(
      fc.property(price, fc.integer({ min: 1, max: 1_000_000 }), (base, amount) => {
        const up = rule({ condition: 'up_by', target: amount, unit: 'rupiah', basePrice: base });
        expect(conditionHolds(up, at(base + amount))).toBe(true);
        expect(conditionHolds(up, at(base + amount - 1))).toBe(false);
        const down = rule({ condition: 'down_by', target: amount, unit: 'rupiah', basePrice: base });
        expect(conditionHolds(down, at(base - amount))).toBe(true);
        expect(conditionHolds(down, at(base - amount + 1))).toBe(false);
      }),
    );
  });

  it('up and down by percent compare exactly, without rounding', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }).map((n) => n * 100),
        fc.integer({ min: 1, max: 99 }),
        (base, percent) => {
          const exact = (base / 100) * percent;
          expect(
            conditionHolds(
              rule({ condition: 'down_by', target: percent, unit: 'percent', basePrice: base }),
              at(base - exact),
            ),
          ).toBe(true);
          expect(
            conditionHolds(
              rule({ condition: 'down_by', target: percent, unit: 'percent', basePrice: base }),
              at(base - exact + 1),
            ),
          ).toBe(false);
          expect(
            conditionHolds(
              rule({ condition: 'up_by', target: percent, unit: 'percent', basePrice: base }),
              at(base + exact),
            ),
          ).toBe(true);
          expect(
            conditionHolds(
              rule({ condition: 'up_by', target: percent, unit: 'percent', basePrice: base }),
              at(base + exact - 1),
            ),
          ).toBe(false);
        },
      ),
    );
  });

  it('stock conditions: back in stock from one unit, below N strictly, unknown stock never fires', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (n) => {
        expect(conditionHolds(rule({ condition: 'back_in_stock' }), at(1000, { stock: 0 }))).toBe(false);
        expect(conditionHolds(rule({ condition: 'back_in_stock' }), at(1000, { stock: n }))).toBe(true);
        expect(conditionHolds(rule({ condition: 'stock_below', target: n }), at(1000, { stock: n }))).toBe(false);
        expect(conditionHolds(rule({ condition: 'stock_below', target: n }), at(1000, { stock: n - 1 }))).toBe(true);
        expect(conditionHolds(rule({ condition: 'stock_below', target: n }), at(1000, { stock: null }))).toBe(false);
        expect(conditionHolds(rule({ condition: 'back_in_stock' }), at(1000, { stock: null }))).toBe(false);
      }),
    );
  });

  it('the 30-day low fires only strictly below every price of the 30 days before', () => {
    fc.assert(
      fc.property(price, (low) => {
        expect(conditionHolds(rule({ condition: 'lowest_30_days' }), at(low, { lowest30: low }))).toBe(false);
        expect(conditionHolds(rule({ condition: 'lowest_30_days' }), at(low - 1, { lowest30: low }))).toBe(true);
        expect(conditionHolds(rule({ condition: 'lowest_30_days' }), at(low, { lowest30: null }))).toBe(false);
      }),
    );
  });
});

describe('alert validation (spec §5)', () => {
  const issues = (input: object) =>
    newAlertSchema
      .safeParse({ product_id: 1, ...input })
      .error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

  it('asks for the amounts a condition needs, refuses the others, and keeps minimum below maximum', () => {
    expect(issues({ condition: 'less_than', target: 45_000 })).toEqual([]);
    expect(issues({ condition: 'less_than' })).toEqual([`target: ${ALERT_MESSAGES.required}`]);
    expect(issues({ condition: 'less_than', target: 45_000, minimum: 1 })).toEqual([
      `minimum: ${ALERT_MESSAGES.notUsed}`,
    ]);
    expect(issues({ condition: 'between', minimum: 50_000, maximum: 50_000 })).toEqual([
      `maximum: ${ALERT_MESSAGES.order}`,
    ]);
    expect(issues({ condition: 'outside', minimum: 0, maximum: 10 })).toEqual([`minimum: ${ALERT_MESSAGES.positive}`]);
    expect(issues({ condition: 'down_by', target: 100, unit: 'percent' })).toEqual([`target: ${ALERT_MESSAGES.fall}`]);
    expect(issues({ condition: 'up_by', target: 5 })).toEqual([`unit: ${ALERT_MESSAGES.required}`]);
    expect(issues({ condition: 'back_in_stock', target: 5 })).toEqual([`target: ${ALERT_MESSAGES.notUsed}`]);
    expect(issues({ condition: 'less_than', target: 4.5 }).length).toBe(1);
  });

  it('accepts every positive whole amount for a price condition', () => {
    fc.assert(
      fc.property(price, price, (a, b) => {
        fc.pre(a < b);
        expect(issues({ condition: 'between', minimum: a, maximum: b })).toEqual([]);
        expect(issues({ condition: 'greater_than', target: a })).toEqual([]);
      }),
    );
  });
});
