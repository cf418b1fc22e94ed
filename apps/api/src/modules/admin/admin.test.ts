import { adminEndpoints, apiPaths, fillPath, PLANS, PURPOSE_MESSAGE, type Endpoint } from '@pasarlens/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyPlan, makeAffiliate, profile } from '../../testing/billing.ts';
import { defaultRateLimits } from '../../plugins/rate-limits.ts';
import { createTestApp, signedInAgent, type Agent, type TestApp } from '../../testing/harness.ts';

let app: TestApp;
let admin: Agent;
let next = 1;

const DAY_MS = 86_400_000;
const purpose = 'Kompensasi gangguan layanan';
const path = (name: keyof typeof adminEndpoints, values: Record<string, string>) =>
  fillPath(adminEndpoints[name].path, values);
const userIdOf = async (agent: Agent) => (await profile(agent)).id as string;
const subscriptionsOf = (userId: string) =>
  app.database.query<{ id: string; plan: string; current: boolean; expires_at: Date }>(
    'select id, plan, current, expires_at from subscriptions where user_id = $1 order by started_at',
    [userId],
  );
const auditRows = (targetId: string) =>
  app.database.query<{ action: string; details: { purpose?: string; status: number } }>(
    'select action, details from audit_log where target_id = $1 order by id',
    [targetId],
  );

/** A new signed-in user (with a plan when named) and their id. */
async function newUser(plan?: 'basic' | 'smart' | 'genius') {
  const agent = await signedInAgent(app, ++next);
  agent.ip = `10.9.${next >> 8}.${next & 255}`;
  if (plan) await buyPlan(agent, plan);
  return { agent, id: await userIdOf(agent) };
}

beforeAll(async () => {
  // Many sign-ups from one test: registration is limited per address.
  app = await createTestApp({
    rateLimits: {
      ...defaultRateLimits,
      register: { ...defaultRateLimits.register, perIp: { points: 1000, durationSeconds: 3600 } },
    },
  });
  admin = await signedInAgent(app, 1);
  await app.ctx.users.setRole('budi1@toko.id', 'admin');
});
afterAll(() => app.close());

describe('admin access', () => {
  const ANY_ID = '00000000-0000-4000-8000-000000000000';
  const call = (agent: Agent, endpoint: Endpoint) =>
    agent.request(
      endpoint.method,
      fillPath(endpoint.path, { id: ANY_ID, userId: ANY_ID }),
      endpoint.method === 'GET' ? undefined : {},
    );

  it('refuses every admin route to anonymous callers (401) and ordinary users (403), and answers admins', async () => {
    const { agent: user } = await newUser();
    for (const endpoint of Object.values(adminEndpoints) as Endpoint[]) {
      expect((await call(app.agent(), endpoint)).status, endpoint.path).toBe(401);
      expect((await call(user, endpoint)).status, endpoint.path).toBe(403);
      // An admin gets past the guard: an answer, a validation error or an unknown id, never a refusal.
      expect([200, 400, 404], endpoint.path).toContain((await call(admin, endpoint)).status);
    }
  });
});

describe('users', () => {
  it('finds users by name, email or phone, newest first, 20 a page', async () => {
    const { id } = await newUser();
    const found = await admin.get(`${apiPaths.adminUsers}?keyword=budi${next}@`);
    expect(found.body!.items.map((u: { id: string }) => u.id)).toEqual([id]);
    const all = await admin.get(`${apiPaths.adminUsers}?page=1`);
    expect(all.body!.total).toBe(
      Number((await app.database.query<{ n: number }>('select count(*)::int as n from users'))[0]!.n),
    );
    expect(all.body!.items[0].id).toBe(id);
    // A LIKE wildcard in the keyword is taken literally.
    expect((await admin.get(`${apiPaths.adminUsers}?keyword=%25`)).body!.items).toEqual([]);
  });

  it('lists users whose plan ends within 14 days, soonest first', async () => {
    const endsIn = (userId: string, days: number) =>
      app.database.query('update subscriptions set expires_at = $2 where user_id = $1', [
        userId,
        new Date(app.clock.now().getTime() + days * DAY_MS),
      ]);
    const [later, sooner, notYet] = [await newUser('basic'), await newUser('basic'), await newUser('basic')];
    await endsIn(later.id, 10);
    await endsIn(sooner.id, 2);
    await endsIn(notYet.id, 15);
    const ids = (await admin.get(apiPaths.adminExpiringUsers)).body!.items.map((u: { id: string }) => u.id);
    expect(ids.filter((id: string) => [later.id, sooner.id, notYet.id].includes(id))).toEqual([sooner.id, later.id]);
  });

  it("shows a user's plan, balances, invoices, subscriptions, token uses and page views", async () => {
    const { agent, id } = await newUser('smart');
    await agent.post('/public/v1/page-views', { path: '/app/research/product' });
    const detail = await admin.get(path('adminUser', { id }));
    expect(detail.status).toBe(200);
    expect(detail.body!.user).toMatchObject({ id, plan: 'smart', emailVerified: true });
    expect(detail.body!.usage.tokenAllowance).toBe(PLANS.smart.tokensPerMonth);
    expect(detail.body!.invoices).toEqual([
      expect.objectContaining({ kind: 'subscription', plan: 'smart', status: 'paid' }),
    ]);
    expect(detail.body!.subscriptions).toEqual([expect.objectContaining({ plan: 'smart', current: true })]);
    expect(detail.body!.tokenUses[0]).toMatchObject({
      kind: 'grant',
      action: 'plan.smart',
      tokens: PLANS.smart.tokensPerMonth,
    });
    expect(detail.body!.pageViews).toEqual([expect.objectContaining({ path: '/app/research/product' })]);
    expect((await admin.get(path('adminUser', { id: '00000000-0000-4000-8000-000000000001' }))).status).toBe(404);
  });
});

describe('giving and taking back a plan', () => {
  it('gives Smart for a month as a purchase would, audits it with its purpose, and takes it back', async () => {
    const { agent, id } = await newUser();
    const given = await admin.post(path('adminGivePremium', { userId: id }), { plan: 'smart', purpose });
    expect(given.status).toBe(201);
    expect(given.body!.grant).toMatchObject({
      kind: 'premium',
      plan: 'smart',
      purpose,
      grantedBy: 'budi1@toko.id',
      removedAt: null,
    });
    const user = await profile(agent);
    expect(user.premium.name).toBe('smart');
    expect(user.quota.limit).toBe(PLANS.smart.tokensPerMonth);
    expect(Date.parse(user.premium.expired_at) - app.clock.now().getTime()).toBe(30 * DAY_MS);
    expect(await auditRows(id)).toEqual([
      {
        action: 'POST /internal/admin/givePremium/:userId',
        details: expect.objectContaining({ purpose, status: 201 }),
      },
    ]);

    const removed = await admin.delete(path('adminRemovePremium', { userId: id, id: given.body!.grant.id }), {
      purpose: 'Salah akun',
    });
    expect(removed.status).toBe(200);
    expect(removed.body!.grant).toMatchObject({ removedBy: 'budi1@toko.id', removalPurpose: 'Salah akun' });
    expect((await profile(agent)).premium.name).toBe('free');
    const again = await admin.delete(path('adminRemovePremium', { userId: id, id: given.body!.grant.id }), {
      purpose: 'Salah akun',
    });
    expect(again.status).toBe(409);
    expect(again.body!.code).toBe('GRANT_ALREADY_REMOVED');
  });

  it('brings back the paid plan a given plan replaced', async () => {
    const { agent, id } = await newUser('basic');
    const [basic] = await subscriptionsOf(id);
    const given = await admin.post(path('adminGivePremium', { userId: id }), { plan: 'genius', purpose });
    expect((await profile(agent)).premium.name).toBe('genius');
    await admin.delete(path('adminRemovePremium', { userId: id, id: given.body!.grant.id }), { purpose });
    expect((await profile(agent)).premium.name).toBe('basic');
    expect((await subscriptionsOf(id)).find((s) => s.current)).toMatchObject({
      id: basic!.id,
      expires_at: basic!.expires_at,
    });
  });

  it('extends the same plan by a month, and its removal takes exactly that month off', async () => {
    const { id } = await newUser('smart');
    const [before] = await subscriptionsOf(id);
    const given = await admin.post(path('adminGivePremium', { userId: id }), { plan: 'smart', purpose });
    const [extended] = await subscriptionsOf(id);
    expect(extended!.id).toBe(before!.id);
    expect(extended!.expires_at.getTime()).toBeGreaterThan(before!.expires_at.getTime() + 27 * DAY_MS);
    await admin.delete(path('adminRemovePremium', { userId: id, id: given.body!.grant.id }), { purpose });
    expect((await subscriptionsOf(id))[0]!.expires_at).toEqual(before!.expires_at);
  });

  it('takes a grant back once when two admins remove it at the same time', async () => {
    const { id } = await newUser('basic');
    const given = await admin.post(path('adminGivePremium', { userId: id }), { plan: 'basic', purpose });
    const url = path('adminRemovePremium', { userId: id, id: given.body!.grant.id });
    const statuses = (await Promise.all([admin.delete(url, { purpose }), admin.delete(url, { purpose })]))
      .map((r) => r.status)
      .sort();
    expect(statuses).toEqual([200, 409]);
  });
});

describe('giving and taking back tokens and download rows', () => {
  const balances = async (agent: Agent) => {
    const user = await profile(agent);
    return { tokens: user.quota.limit - user.quota.count, rows: user.total.limit - user.total.count };
  };

  it('needs an active plan, as buying them does, and changes nothing without one', async () => {
    const { agent, id } = await newUser();
    const before = await balances(agent);
    const refused = await admin.post(path('adminGiveCustomQuota', { userId: id }), { amount: 500, purpose });
    expect(refused.status).toBe(403);
    expect(refused.body!.code).toBe('ACTIVE_PLAN_REQUIRED');
    expect(await balances(agent)).toEqual(before);
    expect(await app.database.query('select 1 from admin_grants where user_id = $1', [id])).toEqual([]);
  });

  it("gives tokens and a plan's monthly tokens with their ledger rows, and takes back what is left of them", async () => {
    const { agent, id } = await newUser('basic');
    const before = await balances(agent);
    const custom = await admin.post(path('adminGiveCustomQuota', { userId: id }), { amount: 700, purpose });
    const quota = await admin.post(path('adminGiveQuota', { userId: id }), { plan: 'smart', purpose });
    expect(quota.body!.grant).toMatchObject({ kind: 'quota', plan: 'smart', amount: PLANS.smart.tokensPerMonth });
    expect((await balances(agent)).tokens).toBe(before.tokens + 700 + PLANS.smart.tokensPerMonth);

    const removed = await admin.delete(path('adminRemoveQuota', { userId: id, id: custom.body!.grant.id }), {
      purpose,
    });
    expect(removed.body!.grant.reclaimed).toBe(700);
    expect((await balances(agent)).tokens).toBe(before.tokens + PLANS.smart.tokensPerMonth);
    const ledger = await app.database.query<{ action: string; delta: number }>(
      "select action, delta from token_ledger where user_id = $1 and action like 'admin.%' order by id",
      [id],
    );
    expect(ledger).toEqual([
      { action: 'admin.custom_quota', delta: 700 },
      { action: 'admin.quota', delta: PLANS.smart.tokensPerMonth },
      { action: 'admin.custom_quota.removed', delta: -700 },
    ]);
  });

  it('takes back no more tokens than the bought tokens left', async () => {
    const { id } = await newUser('basic');
    const given = await admin.post(path('adminGiveCustomQuota', { userId: id }), { amount: 300, purpose });
    await app.database.query('update usage_accounts set extra_tokens = 120 where user_id = $1', [id]);
    const removed = await admin.delete(path('adminRemoveQuota', { userId: id, id: given.body!.grant.id }), { purpose });
    expect(removed.body!.grant.reclaimed).toBe(120);
    expect(
      (
        await app.database.query<{ extra_tokens: number }>(
          'select extra_tokens from usage_accounts where user_id = $1',
          [id],
        )
      )[0]!.extra_tokens,
    ).toBe(0);
  });

  it('gives and takes back download rows', async () => {
    const { agent, id } = await newUser('basic');
    const before = await balances(agent);
    const given = await admin.post(path('adminGiveDownloadCredit', { userId: id }), { amount: 25_000, purpose });
    expect((await balances(agent)).rows).toBe(before.rows + 25_000);
    // A download-row grant is not a token grant: the token removal call does not find it.
    expect(
      (await admin.delete(path('adminRemoveQuota', { userId: id, id: given.body!.grant.id }), { purpose })).status,
    ).toBe(404);
    await admin.delete(path('adminRemoveDownloadCredit', { userId: id, id: given.body!.grant.id }), { purpose });
    expect((await balances(agent)).rows).toBe(before.rows);
  });

  it('refuses a missing purpose or a bad amount with the field named, and changes nothing', async () => {
    const { id } = await newUser('basic');
    const noPurpose = await admin.post(path('adminGiveCustomQuota', { userId: id }), { amount: 10, purpose: ' ' });
    expect(noPurpose.status).toBe(400);
    expect(noPurpose.body!.issues).toEqual([{ path: 'purpose', message: PURPOSE_MESSAGE }]);
    expect((await admin.post(path('adminGiveCustomQuota', { userId: id }), { amount: -5, purpose })).status).toBe(400);
    expect((await admin.post(path('adminGivePremium', { userId: id }), { plan: 'free', purpose })).status).toBe(400);
    expect(await app.database.query('select 1 from admin_grants where user_id = $1', [id])).toEqual([]);
  });

  it("does not take back one user's grant through another user's address", async () => {
    const owner = await newUser('basic');
    const other = await newUser('basic');
    const given = await admin.post(path('adminGiveCustomQuota', { userId: owner.id }), { amount: 50, purpose });
    expect(
      (await admin.delete(path('adminRemoveQuota', { userId: other.id, id: given.body!.grant.id }), { purpose }))
        .status,
    ).toBe(404);
    expect(
      (
        await app.database.query<{ removed_at: Date | null }>('select removed_at from admin_grants where id = $1', [
          given.body!.grant.id,
        ])
      )[0]!.removed_at,
    ).toBeNull();
  });
});

describe("an admin's own account", () => {
  it('takes no plan, tokens or download rows from its admin, given or taken back, and changes nothing', async () => {
    const { agent, id } = await newUser('basic');
    await app.ctx.users.setRole(`budi${next}@toko.id`, 'admin');
    const grant = (await admin.post(path('adminGiveCustomQuota', { userId: id }), { amount: 500, purpose })).body!
      .grant;
    const before = await profile(agent);
    const grantsBefore = await app.database.query('select * from admin_grants where user_id = $1 order by id', [id]);
    const calls = [
      agent.post(path('adminGivePremium', { userId: id }), { plan: 'genius', purpose }),
      agent.post(path('adminGiveQuota', { userId: id }), { plan: 'genius', purpose }),
      agent.post(path('adminGiveCustomQuota', { userId: id }), { amount: 10_000_000, purpose }),
      agent.post(path('adminGiveDownloadCredit', { userId: id }), { amount: 10_000, purpose }),
      agent.delete(path('adminRemoveQuota', { userId: id, id: grant.id }), { purpose }),
    ];
    for (const answer of await Promise.all(calls)) {
      expect([answer.status, answer.body!.code]).toEqual([403, 'OWN_ACCOUNT']);
    }
    expect(await profile(agent)).toEqual(before);
    expect(await app.database.query('select * from admin_grants where user_id = $1 order by id', [id])).toEqual(
      grantsBefore,
    );
  });
});

describe('affiliates', () => {
  it('takes an application, signs the user up, and moves their leads and sales with a new code', async () => {
    const { agent, id } = await newUser();
    expect(
      (await agent.post(apiPaths.affiliateApply, { note: 'Saya punya komunitas 5 ribu seller' })).body,
    ).toMatchObject({ state: 'applied' });
    const applied = await admin.get(`${apiPaths.adminAffiliates}?keyword=budi${next}@`);
    expect(applied.body!.items).toEqual([
      expect.objectContaining({ userId: id, state: 'applied', applicationNote: 'Saya punya komunitas 5 ribu seller' }),
    ]);

    const signedUp = await admin.post(fillPath(apiPaths.adminAffiliateSignup, { id }), {
      affiliate_code: 'mitra-budi',
    });
    expect(signedUp.body!.affiliate).toMatchObject({
      state: 'active',
      code: 'MITRA-BUDI',
      discountPercent: 10,
      commissionPercent: 20,
    });
    expect((await agent.get(apiPaths.affiliateApplication)).body).toMatchObject({ state: 'active' });

    const customer = await signedInAgent(app, ++next);
    await buyPlan(customer, 'basic', 'monthly', { referral_code: 'MITRA-BUDI' });
    await admin.post(fillPath(apiPaths.adminAffiliateCode, { id }), { affiliate_code: 'BUDIJAYA' });
    const sales = await admin.post(fillPath(apiPaths.adminAffiliateSales, { id }), { page: 1 });
    expect(sales.body!.items).toEqual([expect.objectContaining({ email: `budi${next}@toko.id` })]);
    expect(sales.body!.commissionTotal).toBe(Math.floor(sales.body!.items[0].total * 0.2));
    expect((await agent.post(apiPaths.sales, { page: 1 })).body!.total).toBe(1);

    // A second sale of the same amount: each earns its share, and the admin's list, the admin's
    // sales and the affiliate's own page add the same commission up.
    await buyPlan(await signedInAgent(app, ++next), 'basic', 'monthly', { referral_code: 'BUDIJAYA' });
    const both = await admin.post(fillPath(apiPaths.adminAffiliateSales, { id }), { page: 1 });
    const each = Math.floor(both.body!.items[0].total * 0.2);
    expect(both.body!.items.map((sale: { commission: number }) => sale.commission)).toEqual([each, each]);
    expect(both.body!.commissionTotal).toBe(2 * each);
    const listed = await admin.get(`${apiPaths.adminAffiliates}?keyword=BUDIJAYA`);
    expect(listed.body!.items).toEqual([expect.objectContaining({ userId: id, sales: 2, commissionTotal: 2 * each })]);
    const own = await agent.post(apiPaths.sales, { page: 1 });
    expect(own.body).toMatchObject({ total: 2, commissionTotal: 2 * each });
    expect(own.body!.items.map((sale: { customer: string }) => sale.customer)).toEqual([
      expect.stringMatching(/^B\*{2,} \w\*{2,}$/),
      expect.stringMatching(/^B\*{2,} \w\*{2,}$/),
    ]);
  });

  it('refuses a code another affiliate has, bookmarks, and changes the terms', async () => {
    const first = await newUser();
    const second = await newUser();
    await makeAffiliate(app, `budi${next - 1}@toko.id`, 'TAKEN');
    const clash = await admin.post(fillPath(apiPaths.adminAffiliateSignup, { id: second.id }), {
      affiliate_code: 'taken',
    });
    expect(clash.status).toBe(409);
    expect(clash.body!.code).toBe('AFFILIATE_CODE_IN_USE');
    expect(
      (
        await admin.post(fillPath(apiPaths.adminAffiliateSetting, { id: second.id }), {
          isActive: true,
          discountPercent: 5,
          commissionPercent: 5,
        })
      ).status,
    ).toBe(404);

    await admin.post(fillPath(apiPaths.adminAffiliateBookmark, { id: first.id }), { bookmarked: true });
    const terms = await admin.post(fillPath(apiPaths.adminAffiliateSetting, { id: first.id }), {
      isActive: false,
      discountPercent: 15,
      commissionPercent: 30,
    });
    expect(terms.body!.affiliate).toMatchObject({
      state: 'inactive',
      discountPercent: 15,
      commissionPercent: 30,
      bookmarked: true,
    });
    expect((await admin.get(apiPaths.adminAffiliates)).body!.items[0].userId).toBe(first.id);
  });
});

describe('recaps', () => {
  it('agree with the paid invoices, by day, plan and payment method', async () => {
    await newUser('genius');
    const today = new Date(app.clock.now().getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
    const recap = await admin.post(apiPaths.adminSalesRecap, { start_date: '2026-10-01', end_date: today, by: 'day' });
    expect(recap.status).toBe(200);
    const [paid] = await app.database.query<{ revenue: string; n: number }>(
      "select coalesce(sum(total), 0)::bigint as revenue, count(*)::int as n from invoices where status = 'paid'",
    );
    expect(recap.body!.totals).toMatchObject({ revenue: Number(paid!.revenue), invoicesPaid: paid!.n });
    expect(recap.body!.periods).toHaveLength(32 + Number(today.slice(8)) - 1);
    expect(recap.body!.byPlan.reduce((sum: number, p: { revenue: number }) => sum + p.revenue, 0)).toBe(
      Number(paid!.revenue),
    );
    expect(recap.body!.byMethod.reduce((sum: number, p: { invoicesPaid: number }) => sum + p.invoicesPaid, 0)).toBe(
      paid!.n,
    );
    const byMonth = await admin.post(apiPaths.adminSalesRecap, {
      start_date: '2026-10-01',
      end_date: today,
      by: 'month',
    });
    expect(byMonth.body!.periods.map((p: { period: string }) => p.period)).toEqual(['2026-10-01', '2026-11-01']);
    expect(byMonth.body!.totals).toEqual(recap.body!.totals);
  });

  it('counts auto-payments started and stopped', async () => {
    const { agent } = await newUser();
    await buyPlan(agent, 'basic', 'monthly', { card: 'approves' });
    await agent.post(apiPaths.invoiceRecurringDeactivate, {});
    const today = new Date(app.clock.now().getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
    const recap = await admin.post(apiPaths.adminRecurringRecap, { start_date: today, end_date: today });
    const [started] = await app.database.query<{ n: number }>(
      "select count(*)::int as n from invoices where status = 'paid' and kind = 'recurring'",
    );
    expect(recap.body!.totals.started).toBe(started!.n);
    expect(recap.body!.totals.stops).toBeGreaterThanOrEqual(1);
  });

  it('refuses a range longer than a year by day', async () => {
    const refused = await admin.post(apiPaths.adminSalesRecap, {
      start_date: '2024-01-01',
      end_date: '2026-01-01',
      by: 'day',
    });
    expect(refused.status).toBe(400);
  });
});

describe('view as a user', () => {
  it('opens the app as the user, read-only, until the exit, and audits both', async () => {
    const { id, agent } = await newUser('basic');
    const viewer = await signedInAgent(app, ++next);
    await app.ctx.users.setRole(`budi${next}@toko.id`, 'admin');
    expect((await viewer.post(fillPath(apiPaths.adminViewAs, { id }))).body!.viewing).toMatchObject({ userId: id });

    const seen = await profile(viewer);
    expect(seen).toMatchObject({ id, viewedBy: `budi${next}@toko.id` });
    const refused = await viewer.patch(apiPaths.profile, { email: 'other@toko.id', phone: '+6281299990000' });
    expect(refused.status).toBe(403);
    expect(refused.body!.code).toBe('VIEW_ONLY');
    expect((await profile(agent)).email).not.toBe('other@toko.id');
    expect((await viewer.post(apiPaths.downloadGetAll, { page: 1 })).status).toBe(200);
    expect((await viewer.get(apiPaths.adminUsers)).status).toBe(403);

    expect((await viewer.post(apiPaths.viewAsExit)).body).toEqual({ viewing: null });
    expect((await profile(viewer)).viewedBy).toBeNull();
    expect((await auditRows(id)).map((r) => r.action)).toEqual([
      'POST /internal/admin/viewAs/:id',
      'view_as.refused',
      'view_as.exit',
    ]);
  });
});
