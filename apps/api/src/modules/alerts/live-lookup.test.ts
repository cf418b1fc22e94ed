import { apiPaths } from '@pasarlens/contracts';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyPlan } from '../../testing/billing.ts';
import { createTestApp, signedInAgent, validRegistration, type Agent, type TestApp } from '../../testing/harness.ts';
import { nextLiveEvent, openLiveSocket } from '../../testing/live-socket.ts';
import { batch, observation } from '../../testing/market-fixtures.ts';
import { ingestDay } from '../market/ingest.service.ts';

let app: TestApp;
let seller: Agent;
let socket: Socket;
let alertId: number;
let watchedStore: number;
let otherStore: number;

const OTHER_STORE = {
  externalId: 's2',
  name: 'Toko Lain',
  username: 'tokolain',
  official: false,
  goldenMerchant: false,
  lazMall: false,
  location: 'Kota Medan',
  followers: 10,
  following: 1,
  responseRate: 90,
};
/** One market day: the watched serum at `price` in its store, an unwatched toner in another store at `other`. */
const marketDay = (day: string, price: number, other: number) =>
  ingestDay(
    app.database,
    batch(day, [
      observation(day, '9101', 500, { price }),
      observation(day, '9102', 200, { name: 'Toner Segar 9102', price: other, store: OTHER_STORE }),
    ]),
    app.clock,
  );

/** A live store lookup: the store and its products, as the research page asks for them. */
async function lookUpStore(storeId: number, uuid: string) {
  const answer = nextLiveEvent<{ uuid: string; products: { items: { productId: number; price: number }[] } }>(
    socket,
    'store_result',
  );
  socket.emit('store', { uuid, store_id: storeId });
  return answer;
}
const alert = async () => (await seller.post(apiPaths.alertGet, { id: alertId })).body!;
const firedRows = async () =>
  Number(
    (
      await app.database.query<{ n: number }>(`select count(*)::int as n from price_alert_history where type = 'fired'`)
    )[0]!.n,
  );

beforeAll(async () => {
  app = await createTestApp();
  await marketDay('2026-05-01', 50_000, 20_000);
  seller = await signedInAgent(app);
  await buyPlan(seller, 'basic');
  const product = (await seller.post(apiPaths.alertFindProduct, { query: 'Serum Wajah 9101' })).body!.products[0];
  alertId = (
    await seller.post(apiPaths.alertCreate, { product_id: product.id, condition: 'less_than', target: 40_000 })
  ).body!.id;
  const stores = await app.database.query<{ id: number; name: string }>('select id, name from stores');
  watchedStore = stores.find((s) => s.name === 'Glowria Official')!.id;
  otherStore = stores.find((s) => s.name === OTHER_STORE.name)!.id;
  // The next day is ingested with no job queue running, so only a live lookup can judge its prices.
  await marketDay('2026-05-02', 39_000, 15_000);
  socket = openLiveSocket(await app.server.listen({ port: 0, host: '127.0.0.1' }), seller);
});
afterAll(async () => {
  socket.close();
  await app.close();
});

describe('live lookups evaluate the alerts on the products they show', () => {
  it('a lookup of products nobody watches fires nothing', async () => {
    expect((await lookUpStore(otherStore, 'other')).products.items).toMatchObject([{ price: 15_000 }]);
    expect(await alert()).toMatchObject({ state: 'active', events: [] });
    expect(await firedRows()).toBe(0);
  });

  it('a lookup of a watched product below its threshold fires the alert once, with its notification', async () => {
    expect((await lookUpStore(watchedStore, 'first')).products.items).toMatchObject([{ price: 39_000 }]);
    expect(await alert()).toMatchObject({
      state: 'triggered',
      events: [{ type: 'fired', price: 39_000, day: '2026-05-02' }],
    });
    expect((await seller.get(apiPaths.alertNotifications)).body!.unread).toBe(1);
    expect(
      (await app.outbox()).filter((m) => m.to === validRegistration().email && m.text.includes('/app/price-alerts')),
    ).toHaveLength(1);
  });

  it('a second lookup at the same price fires nothing again', async () => {
    await lookUpStore(watchedStore, 'second');
    expect((await alert()).events).toHaveLength(1);
    expect(await firedRows()).toBe(1);
    expect((await seller.get(apiPaths.alertNotifications)).body!.unread).toBe(1);
  });
});
