import { apiPaths, endpoints, TOKENS_LEFT_HEADER, TOKENS_REFILL_HEADER, type Endpoint } from '@pasarlens/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyPlan } from '../../testing/billing.ts';
import { createBuiltMarket } from '../../testing/enterprise.ts';
import { createTestApp, signedInAgent, type Agent, type TestApp } from '../../testing/harness.ts';
import { TEST_MARKETS } from '../../testing/markets.ts';
import { dataQuestions, dataSubjects, type DataSubjects } from '../../testing/public-data.ts';

// The test clock stands at 2026-11-01 (Jakarta); the market ends the day before.
const LAST_DAY = '2026-10-31';
const RANGE = { start_date: '2026-10-02', end_date: LAST_DAY };

let app: TestApp;
let genius: Agent;
let users = 0;
let subjects: DataSubjects;
let market: number;

const user = async (plan?: 'genius' | 'smart') => {
  const agent = await signedInAgent(app, ++users);
  if (plan) await buyPlan(agent, plan);
  return agent;
};
const one = async <T>(text: string, params: unknown[] = []) => (await app.database.query<T>(text, params))[0]!;

/** Calls a data endpoint with a key (or any Authorization header), as curl would: no cookie. */
const call = (path: string, body: unknown, authorization?: string) =>
  app.agent().request('POST', path, body, 'none', authorization ? { authorization } : {});
const bearer = (secret: string) => `Bearer ${secret}`;
const newKey = async (agent: Agent, name = 'Dashboard BI') => {
  const created = await agent.post(apiPaths.apiKeyCreate, { name });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as { id: string; secret: string; prefix: string };
};
const tokensLeft = (answer: { headers: Record<string, unknown> }) => Number(answer.headers[TOKENS_LEFT_HEADER]);

beforeAll(async () => {
  app = await createTestApp({ market: TEST_MARKETS.month });
  genius = await user('genius');
  subjects = await dataSubjects(app.database, LAST_DAY);
  market = (await createBuiltMarket(app, genius, { name: 'Pasar API', storeIds: subjects.marketStores })).id;
}, 180_000);
afterAll(() => app?.close());

const questions = () => dataQuestions(subjects, market, RANGE);

describe('API keys', () => {
  it('are created by Genius users only, shown once, stored hashed, listed with their prefix', async () => {
    const smart = await user('smart');
    const refused = await smart.post(apiPaths.apiKeyCreate, { name: 'x' });
    expect(refused.status).toBe(403);
    expect(refused.body!.code).toBe('PLAN_REQUIRED');
    expect((await genius.post(apiPaths.apiKeyCreate, { name: ' ' })).status).toBe(400);

    const key = await newKey(genius, 'Laporan harian');
    expect(key.secret).toMatch(/^pl_live_[A-Za-z0-9_-]{43}$/);
    expect(key.secret.startsWith(key.prefix)).toBe(true);
    const stored = await one<{ secret_hash: string }>('select secret_hash from api_keys where id = $1', [key.id]);
    expect(stored.secret_hash).not.toContain(key.secret.slice(8));
    expect(stored.secret_hash).toMatch(/^[0-9a-f]{64}$/);

    const list = await genius.get(apiPaths.apiKeyList);
    const listed = list.body!.items.find((k: { id: string }) => k.id === key.id);
    expect(listed).toMatchObject({ name: 'Laporan harian', prefix: key.prefix, lastUsedAt: null, callsByDay: [] });
    expect(JSON.stringify(list.body)).not.toContain(key.secret);
    expect(list.body!.allowance).toEqual({ burst: 60, perMinute: 60 });
  });

  it('record their last use and calls by day, and once revoked are refused with 401', async () => {
    const key = await newKey(genius);
    for (let i = 0; i < 2; i++)
      expect((await call(apiPaths.dataCategories, { marketplace: 'shopee' }, bearer(key.secret))).status).toBe(200);
    const listed = (await genius.get(apiPaths.apiKeyList)).body!.items.find((k: { id: string }) => k.id === key.id);
    expect(listed.lastUsedAt).toBe(app.clock.now().toISOString());
    expect(listed.callsByDay).toEqual([{ day: '2026-11-01', calls: 2 }]);

    const other = await user('genius');
    expect((await other.delete(`/internal/api-keys/${key.id}`)).status).toBe(404);
    const revoked = await genius.delete(`/internal/api-keys/${key.id}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body!.revokedAt).not.toBeNull();
    const refused = await call(apiPaths.dataCategories, { marketplace: 'shopee' }, bearer(key.secret));
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ code: 'API_KEY_INVALID' });
    expect(refused.body!.message).toMatch(/unknown or revoked/);
  });

  it('refuse unknown keys, other schemes and a missing header with 401', async () => {
    for (const authorization of [
      undefined,
      'Bearer pl_live_nothing',
      'Bearer ',
      'Basic dXNlcjpwYXNz',
      `Bearer ${'x'.repeat(5000)}`,
    ]) {
      const answer = await call(apiPaths.dataCategories, { marketplace: 'shopee' }, authorization);
      expect(answer.status, authorization).toBe(401);
      expect(answer.body!.code).toBe('API_KEY_INVALID');
    }
  });

  it('never open /internal or account routes, and a session never opens the data API', async () => {
    const key = await newKey(genius);
    const stranger = app.agent();
    for (const [method, path] of [
      ['GET', apiPaths.apiKeyList],
      ['POST', apiPaths.apiKeyCreate],
      ['GET', apiPaths.authCheck],
      ['POST', apiPaths.productResearchProducts],
    ] as const) {
      const answer = await stranger.request(method, path, method === 'GET' ? undefined : { name: 'k' }, 'none', {
        authorization: bearer(key.secret),
      });
      expect([401, 403], `${method} ${path}`).toContain(answer.status);
    }
    const withSession = await genius.post(apiPaths.dataCategories, { marketplace: 'shopee' });
    expect(withSession.status).toBe(401);
    expect(withSession.body!.code).toBe('API_KEY_INVALID');
  });

  it('are limited to the plan’s number of live keys', async () => {
    const agent = await user('genius');
    for (let i = 0; i < 10; i++) await newKey(agent, `k${i}`);
    const over = await agent.post(apiPaths.apiKeyCreate, { name: 'one more' });
    expect(over.status).toBe(403);
    expect(over.body!.code).toBe('API_KEY_LIMIT_REACHED');
  });
});

describe('the public data API', () => {
  it('answers every data endpoint in its documented shape, tagged public with the bearer scheme', async () => {
    const key = await newKey(genius);
    const document = (await app.agent().get('/api/openapi.json')).body as {
      paths: Record<string, Record<string, { tags: string[]; security: unknown; description?: string }>>;
      components: { securitySchemes: Record<string, unknown> };
    };
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const [name, body] of Object.entries(questions())) {
      const endpoint = (endpoints as Record<string, Endpoint>)[name]!;
      const operation = document.paths[endpoint.path]!.post!;
      expect(operation.tags).toEqual(['public']);
      expect(operation.security).toEqual([{ bearer: [] }]);
      expect(operation.description).toMatch(/token/);
      const answer = await call(endpoint.path, body, bearer(key.secret));
      expect(answer.status, `${name}: ${JSON.stringify(answer.body)}`).toBe(200);
      const parsed = endpoint.response.safeParse(answer.body);
      expect(parsed.success, `${name}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      expect(answer.body!.asOf).toBe(LAST_DAY);
      expect(answer.headers[TOKENS_LEFT_HEADER]).toMatch(/^\d+$/);
      expect(Date.parse(String(answer.headers[TOKENS_REFILL_HEADER]))).toBeGreaterThan(app.clock.now().getTime());
    }
  });

  it('charges the research costs once a day, and nothing for failures, empty answers or bad input', async () => {
    const agent = await user('genius');
    const { secret } = await newKey(agent);
    const asked = (path: string, body: unknown) => call(path, body, bearer(secret));
    const start = tokensLeft(await asked(apiPaths.dataCategories, { marketplace: 'shopee' }));
    const search = await asked(apiPaths.dataProductSearch, { marketplace: 'shopee', q: subjects.word, page: 0 });
    expect(search.status).toBe(200);
    expect(tokensLeft(search)).toBe(start - 1);
    const again = await asked(apiPaths.dataProductSearch, {
      marketplace: 'shopee',
      q: ` ${subjects.word.toUpperCase()} `,
      page: 0,
    });
    expect(tokensLeft(again)).toBe(start - 1);
    const history = await asked(apiPaths.dataStoreHistory, { store_id: subjects.store, ...RANGE });
    expect(tokensLeft(history)).toBe(start - 3);
    const empty = await asked(apiPaths.dataProductSearch, { marketplace: 'shopee', q: 'zzqqxxnothing', page: 0 });
    expect(empty.status).toBe(404);
    expect(tokensLeft(empty)).toBe(start - 3);
    const missing = await asked(apiPaths.dataProductHistory, { product_id: 2_000_000_000, ...RANGE });
    expect(missing.status).toBe(404);
    const bad = await asked(apiPaths.dataStoreHistory, {
      store_id: subjects.store,
      start_date: '2026-10-30',
      end_date: '2026-10-01',
    });
    expect(bad.status).toBe(400);
    const tooLong = await asked(apiPaths.dataStoreHistory, {
      store_id: subjects.store,
      start_date: '2026-01-01',
      end_date: LAST_DAY,
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body!.code).toBe('INVALID_DATE_RANGE');
    expect(tokensLeft(tooLong)).toBe(start - 3);
    // The category's history and its brand shares are one answer: charged once.
    const brands = await asked(apiPaths.dataCategoryBrandShare, { category_id: subjects.category, ...RANGE });
    expect(tokensLeft(brands)).toBe(start - 5);
    const shares = brands.body!.data.items.map((b: { share: number }) => b.share);
    expect(shares.reduce((a: number, b: number) => a + b, 0)).toBeLessThanOrEqual(1.0000001);
    const daily = await asked(apiPaths.dataCategoryHistory, { category_id: subjects.category, ...RANGE });
    expect(tokensLeft(daily)).toBe(start - 5);
    const ledger = await app.database.query<{ n: number }>(
      `select count(*)::int as n from token_ledger l join users u on u.id = l.user_id where u.email = $1 and l.delta < 0`,
      [`budi${users}@toko.id`],
    );
    expect(ledger[0]!.n).toBe(3);
  });

  it('limits each key as a token bucket: 429 with Retry-After past the burst, open again as it refills', async () => {
    const agent = await user('genius');
    const { secret } = await newKey(agent);
    const other = await newKey(agent, 'other');
    const free = () => call(apiPaths.dataCategories, { marketplace: 'shopee' }, bearer(secret));
    for (let i = 0; i < 60; i++) expect((await free()).status).toBe(200);
    const refused = await free();
    expect(refused.status).toBe(429);
    expect(refused.body!.code).toBe('API_RATE_LIMITED');
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.headers[TOKENS_LEFT_HEADER]).toMatch(/^\d+$/);
    // Another key of the same user has its own bucket.
    expect((await call(apiPaths.dataCategories, { marketplace: 'shopee' }, bearer(other.secret))).status).toBe(200);
    app.clock.advance(1_000);
    expect((await free()).status).toBe(200);
    expect((await free()).status).toBe(429);
    // Refused requests are not counted as calls.
    const calls = await one<{ calls: number }>(
      `select calls from api_key_calls c join api_keys k on k.id = c.key_id where k.secret_hash = encode(sha256($1::bytea), 'hex')`,
      [secret],
    );
    expect(calls.calls).toBe(61);
  });

  it('refuses a key whose owner’s plan ended with 401', async () => {
    const { secret } = await newKey(genius);
    app.clock.advance(40 * 86_400_000);
    const answer = await call(apiPaths.dataCategories, { marketplace: 'shopee' }, bearer(secret));
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ code: 'API_KEY_PLAN_ENDED' });
  });
});
