import { ALERT_CONDITIONS, conditionHolds, type AlertCondition, type AlertRule } from '@pasarlens/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInAgent, type TestApp } from '../../testing/harness.ts';
import { batch, observation } from '../../testing/market-fixtures.ts';
import { ingestDay } from '../market/ingest.service.ts';
import { alertsRepo } from './alerts.repo.ts';

let app: TestApp;
let userId: string;
let productId: number;

beforeAll(async () => {
  app = await createTestApp();
  await ingestDay(
    app.database,
    batch('2026-05-01', [observation('2026-05-01', '9001', 100, { price: 6_000 })]),
    app.clock,
  );
  await ingestDay(
    app.database,
    batch('2026-05-02', [observation('2026-05-02', '9001', 110, { price: 5_000 })]),
    app.clock,
  );
  await signedInAgent(app);
  userId = (await app.database.query<{ id: string }>('select id from users limit 1'))[0]!.id;
  productId = (await app.database.query<{ id: number }>('select id from products limit 1'))[0]!.id;
});
afterAll(() => app.close());

/** A rule with amounts near the prices tried, so the boundaries come up often. */
const rule = fc.record({
  condition: fc.constantFrom(...ALERT_CONDITIONS),
  a: fc.integer({ min: 1, max: 12 }),
  b: fc.integer({ min: 1, max: 12 }),
  percent: fc.boolean(),
  basePrice: fc.integer({ min: 1, max: 12 }).map((n) => n * 1_000),
});
const now = fc.record({
  price: fc.integer({ min: 1, max: 12 }).map((n) => n * 1_000),
  stock: fc.option(fc.integer({ min: 0, max: 12 }), { nil: null }),
});

function amounts(r: {
  condition: AlertCondition;
  a: number;
  b: number;
  percent: boolean;
  basePrice: number;
}): AlertRule {
  const [low, high] = [Math.min(r.a, r.b) * 1_000, Math.max(r.a, r.b) * 1_000 + 1_000];
  const base = {
    condition: r.condition,
    minimum: null,
    target: null,
    maximum: null,
    unit: null,
    basePrice: r.basePrice,
  };
  switch (r.condition) {
    case 'between':
    case 'outside':
      return { ...base, minimum: low, maximum: high };
    case 'up_by':
    case 'down_by':
      return { ...base, target: r.percent ? Math.min(r.a, 99) : r.a * 1_000, unit: r.percent ? 'percent' : 'rupiah' };
    case 'stock_below':
      return { ...base, target: r.a };
    case 'back_in_stock':
    case 'lowest_30_days':
      return base;
    default:
      return { ...base, target: r.a * 1_000 };
  }
}

describe('the evaluation statement', () => {
  it('fires exactly where conditionHolds turns true, for every condition and amount', async () => {
    await fc.assert(
      fc.asyncProperty(rule, now, async (r, state) => {
        const alert = amounts(r);
        // The alert last saw another price and a rule that did not hold; the product is now at `state`.
        await app.database.query('delete from price_alerts');
        await app.database.query(
          `insert into price_alerts (user_id, product_id, condition, minimum, target, maximum, unit, base_price, last_price, last_stock, condition_met)
           values ($1, $2, $3, $4, $5, $6, $7, $8, 1, -1, false)`,
          [userId, productId, alert.condition, alert.minimum, alert.target, alert.maximum, alert.unit, alert.basePrice],
        );
        await app.database.query('update product_latest set price = $1, stock = $2', [state.price, state.stock]);
        const firings = await app.database.transaction((sql) => alertsRepo.evaluate(sql, app.clock.now()));
        // The day before held 6,000: the lowest of the 30 days before the latest.
        const expected = conditionHolds(alert, { price: state.price, stock: state.stock, lowest30: 6_000 });
        expect(firings.length).toBe(expected ? 1 : 0);
      }),
      { numRuns: 300 },
    );
  });
});
