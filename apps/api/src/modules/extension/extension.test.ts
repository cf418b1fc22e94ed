import { apiPaths, EXTENSION_MAX_PRODUCTS, FREE_RESULT_LIMIT } from '@pasarlens/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import searchV4 from '../../../../../packages/market/src/readers/fixtures/shopee-search-items-v4.json';
import { buyPlan, profile } from '../../testing/billing.ts';
import { createTestApp, signedInAgent, type Agent, type TestApp } from '../../testing/harness.ts';
import { TEST_MARKETS } from '../../testing/markets.ts';

// The test clock stands at 2026-11-01 (Jakarta); the market ends the day before.
const LAST_DAY = '2026-10-31';

let app: TestApp;
let users = 0;
/** Shopee's ids of the seeded Shopee products, the best sellers first. */
let shopeeIds: string[];

const user = async (plan?: 'smart') => {
  const agent = await signedInAgent(app, ++users);
  if (plan) await buyPlan(agent, plan);
  return agent;
};
const tokensUsed = async (agent: Agent) => (await profile(agent)).quota.count as number;
/** A call as the extension makes it: its token, no cookie, no CSRF header. */
const withToken = (method: 'GET' | 'POST' | 'DELETE', path: string, token: string, body?: unknown) =>
  app.agent().request(method, path, body, 'none', { authorization: `Bearer ${token}` });
const connect = async (agent: Agent, name = 'Chrome di laptop') => {
  const created = await agent.post(apiPaths.extensionTokenCreate, { name });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as { id: string; token: string; prefix: string };
};
const figures = (token: string, externalIds: string[], marketplace = 'shopee') =>
  withToken('POST', apiPaths.extensionProducts, token, { marketplace, externalIds });

beforeAll(async () => {
  app = await createTestApp({ market: TEST_MARKETS.month });
  const rows = await app.database.query<{ externalId: string }>(
    `select p.external_id as "externalId" from products p join product_stats s on s.product_id = p.id
      where p.marketplace_id = 1 and s.revenue_30 > 0 order by s.revenue_30 desc limit 12`,
  );
  shopeeIds = rows.map((r) => r.externalId);
}, 180_000);
afterAll(() => app?.close());

describe('connecting the extension', () => {
  it('gives a signed-in user a token shown once, stored hashed, listed with its last use, and revocable at once', async () => {
    const agent = await user();
    const { id, token, prefix } = await connect(agent);
    expect(token).toMatch(/^pl_ext_[A-Za-z0-9_-]{43}$/);
    expect(token.startsWith(prefix)).toBe(true);
    const [stored] = await app.database.query<{ secret_hash: string; kind: string }>(
      'select secret_hash, kind from api_keys where id = $1',
      [id],
    );
    expect(stored).toEqual({ secret_hash: expect.stringMatching(/^[0-9a-f]{64}$/), kind: 'extension' });

    expect((await figures(token, [shopeeIds[0]!])).status).toBe(200);
    const list = await agent.get(apiPaths.extensionTokenList);
    expect(list.body!.items).toEqual([
      {
        id,
        name: 'Chrome di laptop',
        prefix,
        createdAt: app.clock.now().toISOString(),
        lastUsedAt: app.clock.now().toISOString(),
        revokedAt: null,
      },
    ]);
    expect(JSON.stringify(list.body)).not.toContain(token);
    // An extension token is not an API key: the API keys list does not show it.
    expect((await agent.get(apiPaths.apiKeyList)).body!.items).toEqual([]);

    expect((await agent.delete(`/internal/extension/tokens/${id}`)).status).toBe(200);
    const refused = await figures(token, [shopeeIds[0]!]);
    expect(refused.status).toBe(401);
    expect(refused.body!.code).toBe('EXTENSION_TOKEN_INVALID');
  });

  it("is the owner's alone: another user can neither revoke nor list it, and it acts only as its owner", async () => {
    const owner = await user();
    const other = await user();
    const { id, token } = await connect(owner);
    expect((await other.delete(`/internal/extension/tokens/${id}`)).status).toBe(404);
    expect((await other.get(apiPaths.extensionTokenList)).body!.items).toEqual([]);

    // Answers handed in with the token are the owner's contributions, no one else's.
    const capture = await withToken('POST', apiPaths.marketCapture, token, {
      answers: [{ ...searchV4, capturedAt: app.clock.now().toISOString() }],
    });
    expect(capture.status, JSON.stringify(capture.body)).toBe(200);
    expect(capture.body!.answers).toBe(1);
    expect((await owner.get(apiPaths.contributions)).body!.answers).toBe(1);
    expect((await other.get(apiPaths.contributions)).body!.answers).toBe(0);
    const [source] = await app.database.query<{ source: string }>(
      'select source from captured_answers where user_id = (select id from users where email = $1)',
      [`budi${users - 1}@toko.id`],
    );
    expect(source?.source).toBe('extension');
  });

  it('opens nothing but the figures and the capture: every other endpoint refuses the token', async () => {
    const agent = await user('smart');
    const { token } = await connect(agent);
    for (const [method, path, body] of [
      ['GET', apiPaths.contributions],
      ['GET', apiPaths.extensionTokenList],
      ['POST', apiPaths.extensionTokenCreate, { name: 'another' }],
      ['GET', apiPaths.apiKeyList],
      ['POST', apiPaths.productResearchProducts, { marketplace: 'shopee', q: 'kaos' }],
      ['GET', apiPaths.authCheck],
    ] as const) {
      const answer = await withToken(method, path, token, body);
      expect([401, 200], `${method} ${path}`).toContain(answer.status);
      if (answer.status === 200) expect(answer.body!.user ?? null, path).toBeNull();
      else expect(answer.body!.code, path).toBe('AUTH_REQUIRED');
    }
    const keyed = await withToken('POST', apiPaths.dataCategories, token, { marketplace: 'shopee' });
    expect(keyed.status).toBe(401);
    expect(keyed.body!.code).toBe('API_KEY_INVALID');
    // The API's document says which calls take the token: these two alone.
    const document = (await app.agent().get(apiPaths.openApi)).body!;
    const takingIt = Object.entries(document.paths as Record<string, Record<string, { security?: object[] }>>)
      .flatMap(([path, methods]) => Object.values(methods).map((operation) => ({ path, operation })))
      .filter(({ operation }) => operation.security?.some((scheme) => 'extension' in scheme))
      .map(({ path }) => path);
    expect(takingIt.sort()).toEqual([apiPaths.extensionProducts, apiPaths.marketCapture].sort());

    // Nor is an API key or a made-up token taken in its place.
    const made = await figures(`pl_ext_${'A'.repeat(43)}`, [shopeeIds[0]!]);
    expect(made.status).toBe(401);
    expect(made.body!.code).toBe('EXTENSION_TOKEN_INVALID');
  });
});

describe('the figures beside a marketplace page', () => {
  it('answers each product in the order asked — figures, history page and as-of day — and says which are unknown', async () => {
    const agent = await user('smart');
    const { token } = await connect(agent);
    const asked = ['999999999999', shopeeIds[1]!, shopeeIds[0]!];
    const answer = await figures(token, asked);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ asOf: LAST_DAY, isPremium: true, showPaywall: false });
    const [unknown, second, first] = answer.body!.items;
    expect(unknown).toEqual({ externalId: '999999999999', status: 'unknown' });
    for (const [item, externalId] of [
      [second, shopeeIds[1]],
      [first, shopeeIds[0]],
    ])
      expect(item).toMatchObject({
        externalId,
        status: 'known',
        units30: expect.any(Number),
        measuredDays30: expect.any(Number),
        historyPath: expect.stringMatching(/^\/app\/history\/product\/\d+$/),
      });
    expect(first.revenue30).toBeGreaterThanOrEqual(second.revenue30);
    expect(first.revenue30).toBeGreaterThan(0);
    const productId = Number(first.historyPath.split('/').at(-1));
    const [stats] = await app.database.query<{ units: number; revenue: number }>(
      'select units_30::float8 as units, revenue_30::float8 as revenue from product_stats where product_id = $1',
      [productId],
    );
    expect({ units: first.units30, revenue: first.revenue30 }).toEqual(stats);
  });

  it('charges one token for a list with known products, once a day, and nothing for unknown ones', async () => {
    const agent = await user('smart');
    const { token } = await connect(agent);
    const before = await tokensUsed(agent);
    expect((await figures(token, ['111', '222'])).body!.items.map((i: { status: string }) => i.status)).toEqual([
      'unknown',
      'unknown',
    ]);
    expect(await tokensUsed(agent)).toBe(before);

    const page = shopeeIds.slice(0, 6);
    expect((await figures(token, page)).status).toBe(200);
    expect(await tokensUsed(agent)).toBe(before + 1);
    // The same products again, in another order: the same answer, already paid for today.
    expect((await figures(token, [...page].reverse())).status).toBe(200);
    expect(await tokensUsed(agent)).toBe(before + 1);
    const history = (await agent.get(apiPaths.tokenHistory)).body!.items;
    expect(history[0]).toMatchObject({ action: 'search', tokens: 1, context: { feature: 'browser_extension' } });
    // Another page of products is another answer.
    expect((await figures(token, shopeeIds.slice(6))).status).toBe(200);
    expect(await tokensUsed(agent)).toBe(before + 2);
  });

  it('shows a free plan the figures of its first rows only, the rest behind the paywall', async () => {
    const agent = await user();
    const { token } = await connect(agent);
    const answer = await figures(token, shopeeIds);
    expect(answer.body).toMatchObject({ isPremium: false, showPaywall: true });
    const statuses = answer.body!.items.map((i: { status: string }) => i.status);
    expect(statuses.filter((s: string) => s === 'known')).toHaveLength(FREE_RESULT_LIMIT);
    expect(statuses.filter((s: string) => s === 'locked')).toHaveLength(shopeeIds.length - FREE_RESULT_LIMIT);
    expect(answer.body!.items.find((i: { status: string }) => i.status === 'locked')).toEqual({
      externalId: expect.any(String),
      status: 'locked',
      historyPath: expect.stringMatching(/^\/app\/history\/product\/\d+$/),
    });
  });

  it('refuses an empty balance with nothing taken, and bad input with 400', async () => {
    const agent = await user();
    const { token } = await connect(agent);
    await app.database.query(
      `update usage_accounts set tokens_used = token_allowance where user_id = (select id from users where email = $1)`,
      [`budi${users}@toko.id`],
    );
    const refused = await figures(token, shopeeIds.slice(0, 2));
    expect(refused.status).toBe(402);
    expect(refused.body!.code).toBe('TOKENS_EXHAUSTED');

    for (const body of [
      { marketplace: 'shopee', externalIds: [] },
      { marketplace: 'amazon', externalIds: ['1'] },
      { marketplace: 'shopee', externalIds: Array.from({ length: EXTENSION_MAX_PRODUCTS + 1 }, (_, i) => String(i)) },
      { marketplace: 'shopee', externalIds: ["1' or 1=1"] },
    ]) {
      const bad = await withToken('POST', apiPaths.extensionProducts, token, body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('is also open to a signed-in session (the web app), with its CSRF header', async () => {
    const agent = await user('smart');
    const answer = await agent.post(apiPaths.extensionProducts, { marketplace: 'shopee', externalIds: [shopeeIds[0]] });
    expect(answer.status).toBe(200);
    expect(answer.body!.items[0].status).toBe('known');
    expect(
      (await agent.post(apiPaths.extensionProducts, { marketplace: 'shopee', externalIds: ['1'] }, 'none')).status,
    ).toBe(403);
  });
});
