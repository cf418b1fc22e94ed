import { ALERT_MESSAGES, apiPaths } from '@pasarlens/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyPlan, profile } from '../../testing/billing.ts';
import { createTestApp, signedInAgent, type Agent, type TestApp } from '../../testing/harness.ts';
import { batch, observation } from '../../testing/market-fixtures.ts';
import { ingestDay } from '../market/ingest.service.ts';
import { evaluateAlerts } from './evaluation.service.ts';

let app: TestApp;
let seller: Agent;
let rival: Agent;
let free: Agent;
let serum: number;
let toner: number;

const DAYS = ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05'] as const;
const SERUM_URL = 'https://shopee.co.id/product/1/7001';
/** One market day: the serum at `price` with `stock`, the toner (Tokopedia) unchanged. */
const marketDay = (day: string, price: number, stock = 500, sold = 1_000) =>
  ingestDay(
    app.database,
    batch(day, [
      observation(day, '7001', sold, { price, stock, url: SERUM_URL }),
      observation(day, '7002', 300, {
        marketplace: 'tokopedia',
        name: 'Toner Segar',
        url: 'https://www.tokopedia.com/glowria/toner-segar',
        price: 30_000,
      }),
    ]),
    app.clock,
  );
const path = (name: 'alertUpdate' | 'alertToggle' | 'alertRemove', id: number) =>
  apiPaths[name].replace(':id', String(id));
const count = async (sql: string) => Number((await app.database.query<{ n: number }>(sql))[0]!.n);

beforeAll(async () => {
  app = await createTestApp();
  await marketDay(DAYS[0], 50_000);
  [seller, rival, free] = [await signedInAgent(app, 1), await signedInAgent(app, 2), await signedInAgent(app, 3)];
  await buyPlan(seller, 'basic');
  await buyPlan(rival, 'basic');
  const found = await seller.post(apiPaths.alertFindProduct, { query: SERUM_URL });
  serum = found.body!.products[0].id;
  toner = (await seller.post(apiPaths.alertFindProduct, { query: 'toner segar' })).body!.products[0].id;
});
afterAll(() => app.close());

describe('find_product', () => {
  it('finds a product by its address (any host spelling, without query), its name or its id, with its current price', async () => {
    const byUrl = await seller.post(apiPaths.alertFindProduct, { query: 'shopee.co.id/product/1/7001?utm=x' });
    expect(byUrl.body!.products).toMatchObject([
      { id: serum, platform: 'shopee', price: 50_000, stock: 500, store: { name: 'Glowria Official' } },
    ]);
    expect((await seller.post(apiPaths.alertFindProduct, { query: String(toner) })).body!.products).toMatchObject([
      { id: toner, platform: 'tokopedia' },
    ]);
    expect(
      (await seller.post(apiPaths.alertFindProduct, { query: 'Toner', platform: 'shopee' })).body!.products,
    ).toEqual([]);
  });

  it('offers the data request for an address of ours it does not know, nothing for another site', async () => {
    const unknown = await seller.post(apiPaths.alertFindProduct, {
      query: 'https://www.tokopedia.com/lain/produk-baru',
    });
    expect(unknown.body).toEqual({
      products: [],
      dataRequest: {
        marketplace: 'tokopedia',
        kind: 'product',
        reference: 'https://www.tokopedia.com/lain/produk-baru',
      },
    });
    expect((await seller.post(apiPaths.alertFindProduct, { query: 'https://example.com/x' })).body).toEqual({
      products: [],
      dataRequest: null,
    });
  });

  it('needs at least Basic (spec §6)', async () => {
    expect((await free.post(apiPaths.alertFindProduct, { query: 'serum' })).body!.code).toBe('PLAN_REQUIRED');
    expect(
      (await free.post(apiPaths.alertCreate, { product_id: serum, condition: 'less_than', target: 1 })).status,
    ).toBe(403);
  });
});

describe('alerts of one user', () => {
  it('creates at the front of the list, validates amounts per condition and changes nothing on bad input', async () => {
    const first = await seller.post(apiPaths.alertCreate, {
      product_id: serum,
      condition: 'less_than',
      target: 45_000,
      notes: 'pesaing utama',
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      product: { id: serum },
      platform: 'shopee',
      condition: 'less_than',
      target: 45_000,
      lastPrice: 50_000,
      is_active: true,
      state: 'active',
      notes: 'pesaing utama',
    });
    const second = await seller.post(apiPaths.alertCreate, {
      product_id: toner,
      condition: 'between',
      minimum: 10_000,
      maximum: 20_000,
    });
    const list = await seller.post(apiPaths.alertList, {});
    expect(list.body!.items.map((a: { id: number }) => a.id)).toEqual([second.body!.id, first.body!.id]);
    expect((await profile(seller)).premium.alertCount).toBe(2);

    const before = await count('select count(*) from price_alerts');
    const wrong = await seller.post(apiPaths.alertCreate, {
      product_id: serum,
      condition: 'between',
      minimum: 50_000,
      maximum: 40_000,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body!.issues).toContainEqual({ path: 'maximum', message: ALERT_MESSAGES.order });
    const update = await seller.post(path('alertUpdate', first.body!.id), { condition: 'less_than', target: -5 });
    expect(update.body!.issues).toContainEqual({ path: 'target', message: ALERT_MESSAGES.positive });
    expect(
      (await seller.post(apiPaths.alertCreate, { product_id: 99_999, condition: 'less_than', target: 5 })).status,
    ).toBe(404);
    expect(await count('select count(*) from price_alerts')).toBe(before);
    expect((await seller.post(apiPaths.alertGet, { id: first.body!.id })).body!.target).toBe(45_000);

    const filtered = await seller.post(apiPaths.alertList, { platform: 'tokopedia' });
    expect(filtered.body!.items.map((a: { id: number }) => a.id)).toEqual([second.body!.id]);
  });

  it("another user's alert cannot be read, changed, switched or removed by its id", async () => {
    const own = (await seller.post(apiPaths.alertList, {})).body!.items[0];
    expect((await rival.post(apiPaths.alertGet, { id: own.id })).status).toBe(404);
    expect((await rival.post(path('alertUpdate', own.id), { condition: 'greater_than', target: 1 })).status).toBe(404);
    expect((await rival.post(path('alertToggle', own.id))).status).toBe(404);
    expect((await rival.get(path('alertRemove', own.id))).status).toBe(404);
    expect((await rival.post(apiPaths.alertRemoveAll)).body).toEqual({ removed: 0 });
    expect((await seller.post(apiPaths.alertGet, { id: own.id })).body).toMatchObject({
      id: own.id,
      condition: own.condition,
      is_active: true,
    });
  });

  it('toggling flips is_active and counts against the plan; remove and remove all drop alerts', async () => {
    const own = (await seller.post(apiPaths.alertList, {})).body!.items[0];
    const off = await seller.post(path('alertToggle', own.id));
    expect(off.body).toMatchObject({ is_active: false, state: 'inactive' });
    expect(
      (await seller.post(apiPaths.alertList, { state: 'inactive' })).body!.items.map((a: { id: number }) => a.id),
    ).toEqual([own.id]);
    expect((await profile(seller)).premium.alertCount).toBe(1);
    expect((await seller.post(path('alertToggle', own.id))).body).toMatchObject({ is_active: true });
    expect(
      (await seller.request('GET', path('alertRemove', own.id), undefined, 'auto', { 'sec-fetch-site': 'cross-site' }))
        .status,
    ).toBe(403);
    expect((await seller.get(path('alertRemove', own.id))).body).toEqual({ removed: 1 });
    expect((await seller.post(apiPaths.alertGet, { id: own.id })).status).toBe(404);
    expect((await seller.post(apiPaths.alertRemoveAll)).body).toEqual({ removed: 1 });
    expect((await seller.post(apiPaths.alertList, {})).body!.total).toBe(0);
  });
});

describe('plan limits', () => {
  it('Basic holds 5 active alerts even when many creates arrive at once, and create_multiple is all or nothing', async () => {
    const creates = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        rival.post(apiPaths.alertCreate, { product_id: serum, condition: 'less_than', target: 40_000 + i }),
      ),
    );
    expect(creates.filter((c) => c.status === 201)).toHaveLength(5);
    expect(creates.filter((c) => c.body!.code === 'ALERT_LIMIT_REACHED')).toHaveLength(3);
    expect((await profile(rival)).premium.alertCount).toBe(5);

    const ids = (await rival.post(apiPaths.alertList, {})).body!.items.map((a: { id: number }) => a.id);
    await rival.post(path('alertToggle', ids[0]));
    await rival.post(path('alertToggle', ids[1]));
    const many = {
      alerts: [1, 2, 3].map((n) => ({ product_id: toner, condition: 'greater_than', target: 30_000 + n })),
    };
    expect((await rival.post(apiPaths.alertCreateMultiple, many)).body!.code).toBe('ALERT_LIMIT_REACHED');
    const mixed = {
      alerts: [
        { product_id: toner, condition: 'back_in_stock' },
        { product_id: 99_999, condition: 'back_in_stock' },
      ],
    };
    expect((await rival.post(apiPaths.alertCreateMultiple, mixed)).status).toBe(404);
    expect((await profile(rival)).premium.alertCount).toBe(3);
    const two = await rival.post(apiPaths.alertCreateMultiple, { alerts: many.alerts.slice(0, 2) });
    expect(two.status).toBe(201);
    expect(two.body!.items).toHaveLength(2);
    expect((await rival.post(path('alertToggle', ids[0]))).body!.code).toBe('ALERT_LIMIT_REACHED');
    await rival.post(apiPaths.alertRemoveAll);
  });
});

describe('evaluation on ingested days', () => {
  it('fires once per crossing: an event, a history entry, the triggered state, one notification and one digest mail', async () => {
    const alert = (
      await seller.post(apiPaths.alertCreate, { product_id: serum, condition: 'less_than', target: 45_000 })
    ).body!;
    const low = (await seller.post(apiPaths.alertCreate, { product_id: serum, condition: 'lowest_30_days' })).body!;
    const stock = (
      await seller.post(apiPaths.alertCreate, { product_id: serum, condition: 'stock_below', target: 100 })
    ).body!;
    const mailsBefore = (await app.outbox()).length;

    await marketDay(DAYS[1], 44_000, 50, 1_010);
    expect((await evaluateAlerts(app.ctx)).firings.map((f) => f.alertId).sort()).toEqual(
      [alert.id, low.id, stock.id].sort(),
    );
    const detail = (await seller.post(apiPaths.alertGet, { id: alert.id })).body!;
    expect(detail).toMatchObject({ state: 'triggered', lastPrice: 44_000, lastChange: -6_000 });
    expect(detail.events).toMatchObject([{ type: 'fired', price: 44_000, day: DAYS[1], condition: 'less_than' }]);
    expect(detail.history.map((h: { type: string }) => h.type)).toEqual(['fired', 'created']);
    expect(detail.prices).toEqual([
      { day: DAYS[0], price: 50_000 },
      { day: DAYS[1], price: 44_000 },
    ]);
    const mails = (await app.outbox()).slice(0, (await app.outbox()).length - mailsBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('3 peringatan harga terpicu');
    expect((await seller.get(apiPaths.alertNotifications)).body).toMatchObject({ unread: 3 });

    // The same day again, and a day on which every condition still holds (a further low included): nothing fires twice.
    await marketDay(DAYS[1], 44_000, 50, 1_010);
    expect((await evaluateAlerts(app.ctx)).firings).toEqual([]);
    await marketDay(DAYS[2], 43_000, 50, 1_020);
    expect((await evaluateAlerts(app.ctx)).firings).toEqual([]);

    // Back above the target, then below again: a new crossing, a second event.
    await marketDay(DAYS[3], 47_000, 50, 1_030);
    await evaluateAlerts(app.ctx);
    expect((await seller.post(apiPaths.alertGet, { id: alert.id })).body!.state).toBe('active');
    await marketDay(DAYS[4], 42_000, 50, 1_040);
    expect((await evaluateAlerts(app.ctx)).firings.map((f) => f.alertId).sort()).toEqual([alert.id, low.id].sort());
    expect((await seller.post(apiPaths.alertGet, { id: alert.id })).body!.events).toHaveLength(2);

    const read = await seller.post(apiPaths.alertNotificationsRead);
    expect(read.body!.unread).toBe(0);
    const changes = await seller.get(`${apiPaths.alertPriceChanges}?days=7`);
    expect(changes.body!.items[0]).toMatchObject({
      productId: serum,
      firstPrice: 50_000,
      lastPrice: 42_000,
      change: -8_000,
      changePercent: -16,
    });
    await seller.post(apiPaths.alertRemoveAll);
  });
});

describe('the webhook address', () => {
  const ATTACKS = [
    'http://127.0.0.1:4299/internal-only/admin?x=1',
    'https://169.254.169.254/latest/meta-data/',
    'https://[::1]:4201/dev/outbox',
    'https://localhost:4201/',
    'http://127.0.0.1:5432/',
    'https://10.0.0.1/',
    'http://127.1:4201/',
    'https://127.1:4201/',
    'http://2130706433/',
    'https://2130706433/',
    'https://[::ffff:127.0.0.1]:4201/',
    'http://LOCALHOST:4299/x',
    'https://LOCALHOST:4299/x',
    'https://user:pass@127.0.0.1:4299/',
    'https://metadata.google.internal/computeMetadata/v1/',
  ];

  it.each(ATTACKS)('is refused when it leads inside: %s', async (webhookUrl) => {
    const before = (await seller.get(apiPaths.alertSettings)).body!;
    const saved = await seller.post(apiPaths.alertSettingsUpdate, { webhookUrl });
    expect(saved.status).toBe(400);
    expect(saved.body!.issues).toMatchObject([{ path: 'webhookUrl' }]);
    expect((await seller.get(apiPaths.alertSettings)).body).toEqual(before);
  });
});
