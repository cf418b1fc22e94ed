import { apiPaths, type TokenAction } from '@pasarlens/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buyPlan, payOnPortal, profile } from '../../testing/billing.ts';
import { createTestApp, signedInAgent, type Agent, type TestApp } from '../../testing/harness.ts';
import { resetDueAccounts } from './renewals.ts';
import type { Charge } from './tokens.service.ts';

let app: TestApp;
let agent: Agent;
let userId: string;
beforeEach(async () => {
  app = await createTestApp({ env: { SESSION_IDLE_HOURS: '100000', SESSION_ABSOLUTE_DAYS: '3650' } });
  agent = await signedInAgent(app);
  userId = (await profile(agent)).id;
});
afterEach(() => app.close());

const DAY = 86_400_000;
const tokens = () => app.ctx.billing.tokens;
/** A charge for a product search on `keyword` (a different keyword is a different answer). */
const search = (keyword: string, action: TokenAction = 'search'): Charge => ({
  action,
  asked: { keyword },
  context: { feature: 'product_research', subject: keyword },
});
const found =
  <T>(result: T) =>
  async () => ({ result, found: true });
const spentRows = async () =>
  (await app.database.query<{ n: number }>(`select count(*)::int as n from token_ledger where kind = 'spend'`))[0]!.n;

describe('token ledger', () => {
  it('never goes below zero under concurrent spending: exactly the balance is spent', async () => {
    const attempts = await Promise.allSettled(
      Array.from({ length: 60 }, (_, i) => tokens().spend(userId, search(`serum ${i}`))),
    );
    const refused = attempts.filter((a) => a.status === 'rejected');
    expect(attempts.length - refused.length).toBe(50);
    expect(refused.every((a) => (a as PromiseRejectedResult).reason.code === 'TOKENS_EXHAUSTED')).toBe(true);
    expect((await profile(agent)).quota).toEqual({ name: 'Gratis', limit: 50, count: 50 });
    expect(await spentRows()).toBe(50);
  });

  it('charges only calls that succeed and find data', async () => {
    await expect(
      tokens().charged(userId, search('kosong'), async () => ({ result: [], found: false })),
    ).resolves.toEqual([]);
    await expect(
      tokens().charged(userId, search('gagal'), async () => Promise.reject(new Error('marketplace down'))),
    ).rejects.toThrow('marketplace down');
    expect(await spentRows()).toBe(0);

    await expect(
      tokens().charged(userId, search('toko 7', 'historicalCategoryOrStoreDetail'), found(['row'])),
    ).resolves.toEqual(['row']);
    expect((await profile(agent)).quota.count).toBe(2);
  });

  it("refuses with 'Your tokens are used up, refilled next month' without doing the work", async () => {
    await app.database.query('update usage_accounts set tokens_used = token_allowance');
    let worked = false;
    const call = tokens().charged(userId, search('sepatu'), async () => {
      worked = true;
      return { result: 1, found: true };
    });
    await expect(call).rejects.toMatchObject({
      code: 'TOKENS_EXHAUSTED',
      message: 'Your tokens are used up, refilled next month',
      status: 402,
    });
    expect(worked).toBe(false);
    expect(await tokens().charged(userId, search('riwayat', 'historicalOpen'), found('free view'))).toBe('free view');
  });

  it('charges an answer once a Jakarta day, however often it is asked for', async () => {
    for (let i = 0; i < 3; i++) expect(await tokens().charged(userId, search('hijab'), found(i))).toBe(i);
    expect((await profile(agent)).quota.count).toBe(1);
    await tokens().charged(userId, search('hijab instan'), found('another answer'));
    expect((await profile(agent)).quota.count).toBe(2);

    // 2026-11-01 10:00 WIB → 23:59:59 WIB the same day, then midnight.
    app.clock.advance(Date.parse('2026-11-01T16:59:59Z') - app.clock.now().getTime());
    await tokens().charged(userId, search('hijab'), found('late'));
    expect((await profile(agent)).quota.count).toBe(2);
    app.clock.advance(1_000);
    await tokens().charged(userId, search('hijab'), found('next day'));
    expect((await profile(agent)).quota.count).toBe(3);
  });

  it('charges one of many identical answers asked for at the same moment', async () => {
    await Promise.all(Array.from({ length: 12 }, () => tokens().charged(userId, search('mukena'), found('rows'))));
    expect((await profile(agent)).quota.count).toBe(1);
    expect(await spentRows()).toBe(1);
  });

  it('opens an answer paid for today even when no tokens are left', async () => {
    await tokens().charged(userId, search('sajadah'), found('paid rows'));
    await app.database.query('update usage_accounts set tokens_used = token_allowance');
    expect(await tokens().charged(userId, search('sajadah'), found('paid rows'))).toBe('paid rows');
    await expect(tokens().charged(userId, search('peci'), found('new rows'))).rejects.toMatchObject({
      code: 'TOKENS_EXHAUSTED',
    });
  });

  it('lists the last 10 token uses, newest first, for the user alone', async () => {
    for (let i = 1; i <= 12; i++) await tokens().spend(userId, search(`kata ${i}`));
    const other = await signedInAgent(app, 2);
    await tokens().spend((await profile(other)).id, search('rahasia'));

    const history = (await agent.get(apiPaths.tokenHistory)).body!.items;
    expect(history).toHaveLength(10);
    expect(history[0]).toMatchObject({
      action: 'search',
      tokens: 1,
      context: { feature: 'product_research', subject: 'kata 12', page: null },
    });
    expect(history.map((h: { context: { subject: string } }) => h.context.subject)).not.toContain('rahasia');
    expect((await app.agent().get(apiPaths.tokenHistory)).status).toBe(401);
  });

  it('resets at 00:00 WIB on the purchase day each month, by the job or on the next use', async () => {
    await buyPlan(agent, 'basic');
    await tokens().spend(userId, search('gamis'));
    // Bought 2026-11-01 10:00 WIB: the period resets 2026-12-01 00:00 WIB (2026-11-30 17:00 UTC).
    app.clock.advance(Date.parse('2026-11-30T16:59:59Z') - app.clock.now().getTime());
    expect(await resetDueAccounts(app.ctx)).toBe(0);
    app.clock.advance(1_000);
    expect(await resetDueAccounts(app.ctx)).toBe(1);
    expect((await profile(agent)).quota).toEqual({ name: 'Dasar', limit: 900, count: 0 });
    const [reset] = await app.database.query(`select delta, action from token_ledger where kind = 'reset'`);
    expect(reset).toEqual({ delta: 900, action: 'period.reset' });

    app.clock.advance(31 * DAY);
    expect((await profile(agent)).quota).toEqual({ name: 'Gratis', limit: 50, count: 0 });
  });
});

describe('buying tokens and download quota', () => {
  it('needs an active plan', async () => {
    for (const [path, body] of [
      [apiPaths.invoiceQuota, { plan: 'smart' }],
      [apiPaths.invoiceDownloadCredit, { rows: 10_000 }],
    ] as const) {
      const refused = await agent.post(path, body);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({
        code: 'ACTIVE_PLAN_REQUIRED',
        message: 'Buying quota needs an active plan',
      });
    }
  });

  it('adds bought download rows that outlive the month but count only with an active plan', async () => {
    await buyPlan(agent, 'basic');
    const quote = await agent.post(apiPaths.invoiceQuote, { kind: 'download_credit', rows: 220_000 });
    expect(quote.body).toMatchObject({ amount: 4_400_000, total: 4_400_000 });
    const checkout = await agent.post(apiPaths.invoiceDownloadCredit, { rows: 220_000 });
    expect(checkout.body!.redirectUrl).toBeTruthy();
    const paid = await payOnPortal(agent, checkout.body!.redirectUrl);
    expect(paid.body!.finishUrl).toBe(
      `/app/upgrade/pembayaran/berhasil?order_id=${checkout.body!.orderId}&type=download_credit`,
    );
    expect(
      (await agent.post(apiPaths.invoiceRefreshDownloadCredit, { order_id: checkout.body!.orderId })).body,
    ).toMatchObject({ result: 'success', invoice: { rows: 220_000 } });
    expect((await profile(agent)).total).toEqual({ name: 'download', limit: 2_000 + 220_000, count: 0 });

    app.clock.advance(40 * DAY);
    expect((await profile(agent)).total.limit).toBe(0);
    await buyPlan(agent, 'basic');
    expect((await profile(agent)).total.limit).toBe(2_000 + 220_000);
  });

  it('refuses row counts off the 10,000 grid', async () => {
    await buyPlan(agent, 'basic');
    for (const rows of [5_000, 15_000, 0, 100_010_000, '10000']) {
      const response = await agent.post(apiPaths.invoiceDownloadCredit, { rows });
      expect(response.status, String(rows)).toBe(400);
    }
  });

  it("adds a month of a plan's tokens on top of the allowance, spent after it", async () => {
    await buyPlan(agent, 'smart');
    const checkout = await agent.post(apiPaths.invoiceQuota, { plan: 'smart' });
    await payOnPortal(agent, checkout.body!.redirectUrl);
    expect((await profile(agent)).quota).toEqual({ name: 'Pinter', limit: 7_200, count: 0 });
    await app.database.query('update usage_accounts set tokens_used = token_allowance');
    await tokens().spend(userId, search('filter', 'enterpriseFilter'));
    expect((await profile(agent)).quota).toEqual({ name: 'Pinter', limit: 7_195, count: 3_600 });
  });
});
