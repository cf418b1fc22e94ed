import { LIVE_ERROR_EVENT, type LiveError } from '@pasarlens/contracts';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyPlan, profile } from '../../testing/billing.ts';
import { createTestApp, signedInAgent, type Agent, type TestApp } from '../../testing/harness.ts';
import { TEST_MARKETS } from '../../testing/markets.ts';
import { nextLiveEvent as next, openLiveSocket } from '../../testing/live-socket.ts';

let app: TestApp;
let baseUrl: string;
let users = 0;
let keyword: string;
/** Keywords with ads, most advertised first. */
let advertised: string[];
beforeAll(async () => {
  app = await createTestApp({ market: TEST_MARKETS.week });
  const address = await app.server.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = address;
  advertised = (
    await app.database.query<{ keyword: string }>(
      `select k.keyword from keywords k join ad_observations a on a.keyword_id = k.id where k.marketplace_id = 1 group by k.id order by count(*) desc, k.keyword limit 5`,
    )
  ).map((row) => row.keyword);
  keyword = advertised[0]!;
}, 120_000);
afterAll(() => app.close());

const sockets: Socket[] = [];
afterAll(() => sockets.forEach((s) => s.close()));

function open(agent: Agent | null, origin?: string): Socket {
  const socket = openLiveSocket(baseUrl, agent, origin);
  sockets.push(socket);
  return socket;
}
const failure = (socket: Socket) =>
  new Promise<Error>((resolve) => {
    socket.once('connect_error', resolve);
    socket.once('disconnect', () => resolve(new Error('disconnected')));
  });

async function user(plan?: 'basic' | 'smart'): Promise<Agent> {
  const agent = await signedInAgent(app, ++users);
  if (plan) await buyPlan(agent, plan);
  return agent;
}

describe('live-data channel', () => {
  it('refuses a connection without a session or from a foreign origin', async () => {
    expect((await failure(open(null))).message).toBe('Please log in to continue');
    expect(await failure(open(await user(), 'https://evil.example'))).toBeInstanceOf(Error);
  });

  it('answers an event on its result event with the request uuid, and charges the search', async () => {
    const agent = await user('basic');
    const socket = open(agent);
    const answer = next<{ uuid: string; data: { keyword: string; volumes: unknown[] }; isPremium: boolean }>(
      socket,
      'keyword_result',
    );
    socket.emit('keyword', { uuid: 'k-1', keyword });
    expect(await answer).toMatchObject({ uuid: 'k-1', isPremium: true, data: { keyword } });
    expect((await answer).data.volumes.length).toBeGreaterThan(7);
    expect((await profile(agent)).quota.count).toBe(1);
  });

  it('answers an admin viewing the app as the user, charging no one', async () => {
    const agent = await user('basic');
    const userId = (await profile(agent)).id;
    const admin = await user();
    await app.ctx.users.setRole(`budi${users}@toko.id`, 'admin');
    await admin.post(`/internal/admin/viewAs/${userId}`);
    const socket = open(admin);
    const answer = next<{ uuid: string; data: { keyword: string } }>(socket, 'keyword_result');
    socket.emit('keyword', { uuid: 'k-view', keyword });
    expect(await answer).toMatchObject({ uuid: 'k-view', data: { keyword } });
    expect((await profile(agent)).quota.count).toBe(0);
  });

  it('sends bad requests and failures to the shared error event, charging nothing', async () => {
    const agent = await user('basic');
    const socket = open(agent);
    let error = next<LiveError>(socket, LIVE_ERROR_EVENT);
    socket.emit('product', { uuid: 'p-1', marketplace: 'shopee', q: 'x' });
    expect(await error).toEqual({
      uuid: 'p-1',
      event: 'product',
      code: 'VALIDATION_FAILED',
      message: 'Data Validation Error',
    });

    const [product] = await app.database.query<{ id: number; store_id: number }>(
      'select id, store_id from products limit 1',
    );
    error = next<LiveError>(socket, LIVE_ERROR_EVENT);
    socket.emit('product_variant', { uuid: 'v-1', productID: product!.id, shopID: product!.store_id + 1 });
    expect(await error).toMatchObject({
      uuid: 'v-1',
      code: 'DATA_NOT_FOUND',
      message: 'The data you are looking for is not found',
    });
    expect((await profile(agent)).quota.count).toBe(0);
  });

  it('refuses text the database cannot store and ids past their column as bad requests, not failures', async () => {
    const socket = open(await user('basic'));
    const refusals = [
      { event: 'keyword', request: { uuid: 'n-1', keyword: 'hi\u0000jab' } },
      { event: 'keyword', request: { uuid: 'n-2', keyword: 'hijab \ud800' } },
      { event: 'store', request: { uuid: 'n-3', store_id: 2_147_483_648 } },
      { event: 'store', request: { uuid: 'n-4', store_id: '0x10' } },
    ];
    for (const { event, request } of refusals) {
      const error = next<LiveError>(socket, LIVE_ERROR_EVENT);
      socket.emit(event, request);
      expect(await error, JSON.stringify(request)).toMatchObject({
        uuid: request.uuid,
        event,
        code: 'VALIDATION_FAILED',
      });
    }
  });

  it('keeps ads spy to plans that have it, within their monthly lookups', async () => {
    const free = open(await user());
    const refused = next<LiveError>(free, LIVE_ERROR_EVENT);
    free.emit('ads_spy', { uuid: 'a-0', keyword });
    expect(await refused).toMatchObject({ uuid: 'a-0', code: 'PLAN_REQUIRED' });

    const basic = await user('basic');
    const socket = open(basic);
    // Two lookups a month; the same keyword again the same day is the same answer and counts once.
    for (const [uuid, word] of [
      ['a-1', advertised[0]!],
      ['a-2', advertised[1]!],
      ['a-1-again', advertised[0]!],
    ]) {
      const answer = next<{ uuid: string; data: { items: { bidPrice: number }[] } }>(socket, 'ads_spy_result');
      socket.emit('ads_spy', { uuid, keyword: word });
      const { data } = await answer;
      expect(data.items.length).toBeGreaterThan(0);
      expect(data.items.map((a) => a.bidPrice)).toEqual([...data.items.map((a) => a.bidPrice)].sort((a, b) => b - a));
    }
    const limited = next<LiveError>(socket, LIVE_ERROR_EVENT);
    socket.emit('ads_spy', { uuid: 'a-3', keyword: advertised[2] });
    expect(await limited).toMatchObject({ uuid: 'a-3', code: 'ADS_LIMIT_REACHED' });
    expect((await profile(basic)).premium).toMatchObject({ adsLimit: 2, adsCount: 2 });
    expect((await profile(basic)).quota.count).toBe(2);
  });

  it('holds the monthly ads lookups under concurrent requests: only the allowance is answered and charged', async () => {
    const agent = await user('basic');
    const socket = open(agent);
    const uuids = ['c-1', 'c-2', 'c-3', 'c-4', 'c-5'];
    const outcomes = new Map<string, string>();
    const settled = new Promise<void>((resolve) => {
      const settle = (outcome: string) => (answer: { uuid: string | null }) => {
        outcomes.set(String(answer.uuid), outcome);
        if (outcomes.size === uuids.length) resolve();
      };
      socket.on('ads_spy_result', settle('answered'));
      socket.on(LIVE_ERROR_EVENT, (error: LiveError) => settle(error.code)(error));
    });
    uuids.forEach((uuid, i) => socket.emit('ads_spy', { uuid, keyword: advertised[i] }));
    await settled;
    const counts = [...outcomes.values()].reduce<Record<string, number>>(
      (sum, o) => ({ ...sum, [o]: (sum[o] ?? 0) + 1 }),
      {},
    );
    expect(counts).toEqual({ answered: 2, ADS_LIMIT_REACHED: 3 });
    expect((await profile(agent)).quota.count).toBe(2);
  });

  it("closes a session's connections when it ends, and only those", async () => {
    const first = await user();
    const email = `budi${users}@toko.id`;
    const second = app.agent();
    await second.post('/public/v1/auth/login', { email, password: 'rahasia-123' });
    const [older, newer] = [open(first), open(second)];
    await Promise.all([next(older, 'connect'), next(newer, 'connect')]);

    const olderClosed = next<string>(older, 'disconnect');
    expect(
      (
        await second.patch('/internal/users/password', {
          currentPassword: 'rahasia-123',
          password: 'rahasia-456',
          confirmPassword: 'rahasia-456',
        })
      ).status,
    ).toBe(200);
    expect(await olderClosed).toBe('io server disconnect');
    const answer = next<{ uuid: string }>(newer, 'keyword_result');
    newer.emit('keyword', { uuid: 'k-2', keyword });
    expect(await answer).toMatchObject({ uuid: 'k-2' });

    const newerClosed = next<string>(newer, 'disconnect');
    expect((await second.post('/internal/auth/logout')).status).toBe(200);
    expect(await newerClosed).toBe('io server disconnect');
  });

  it('answers the research events: category, store search and store', async () => {
    const socket = open(await user('smart'));
    const [category] = await app.database.query<{ id: number }>(
      'select id from categories where marketplace_id = 1 and level = 1 limit 1',
    );
    const products = next<{ uuid: string; data: { items: unknown[] } }>(socket, 'category_result');
    socket.emit('category', { uuid: 'c-1', marketplace: 'shopee', category_id: category!.id });
    expect((await products).data.items.length).toBeGreaterThan(0);

    const stores = next<{ data: { items: { storeId: number }[] } }>(socket, 'store_search_result');
    socket.emit('store_search', { uuid: 's-1', marketplace: 'shopee' });
    const [top] = (await stores).data.items;
    const store = next<{ uuid: string; data: { storeId: number }; products: { items: unknown[] } }>(
      socket,
      'store_result',
    );
    socket.emit('store', { uuid: 's-2', store_id: top!.storeId });
    expect(await store).toMatchObject({ uuid: 's-2', data: { storeId: top!.storeId } });
    expect((await store).products.items.length).toBeGreaterThan(0);
  });
});
