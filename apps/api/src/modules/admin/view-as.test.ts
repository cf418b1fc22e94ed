import { apiPaths, effectOf, endpoints, fillPath, type Endpoint } from '@pasarlens/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyPlan, profile } from '../../testing/billing.ts';
import { createTestApp, signedInAgent, type Agent, type TestApp } from '../../testing/harness.ts';
import { batch, observation } from '../../testing/market-fixtures.ts';
import { ingestDay } from '../market/ingest.service.ts';

const DAY = '2026-10-30';
const ANY_ID = '00000000-0000-4000-8000-000000000000';

let app: TestApp;
let user: Agent;
let userId: string;
let viewer: Agent;

const auditActions = async () =>
  (
    await app.database.query<{ action: string; details: { route?: string } }>(
      'select action, details from audit_log where target_id = $1 order by id',
      [userId],
    )
  ).map((row) => (row.action === 'view_as.refused' ? `refused ${row.details.route}` : row.action));
const tokensUsed = async (agent: Agent) => (await profile(agent)).quota.count as number;
const ledgerRows = async () =>
  Number(
    (
      await app.database.query<{ n: number }>('select count(*)::int as n from token_ledger where user_id = $1', [
        userId,
      ])
    )[0]!.n,
  );

beforeAll(async () => {
  app = await createTestApp();
  await ingestDay(app.database, batch(DAY, [observation(DAY, '9101', 40, { name: 'Serum Wajah Cerah' })]), app.clock);
  await ingestDay(
    app.database,
    batch('2026-10-31', [observation('2026-10-31', '9101', 52, { name: 'Serum Wajah Cerah' })]),
    app.clock,
  );
  user = await signedInAgent(app, 1);
  await buyPlan(user, 'basic');
  userId = (await profile(user)).id;
  viewer = await signedInAgent(app, 2);
  await app.ctx.users.setRole('budi2@toko.id', 'admin');
  await viewer.post(fillPath(apiPaths.adminViewAs, { id: userId }));
});
afterAll(() => app.close());

describe('an admin viewing the app as a user', () => {
  it('writes nothing through any method: every writing endpoint answers 403, and each refusal is audited', async () => {
    const writes = (Object.values(endpoints) as Endpoint[]).filter(
      (endpoint) => endpoint.access === 'user' && effectOf(endpoint) === 'write' && !endpoint.allowedWhileViewing,
    );
    expect(writes.map((endpoint) => endpoint.path)).toEqual(
      expect.arrayContaining(['/internal/price_alert/:id/remove', '/internal/listing/:id/phone']),
    );
    for (const endpoint of writes) {
      const answer = await viewer.request(
        endpoint.method,
        fillPath(endpoint.path, { id: ANY_ID }),
        endpoint.method === 'GET' ? undefined : {},
      );
      expect([answer.status, answer.body?.code], endpoint.path).toEqual([403, 'VIEW_ONLY']);
    }
    const refused = (await auditActions()).filter((action) => action.startsWith('refused '));
    expect(refused).toEqual(writes.map((endpoint) => `refused ${endpoint.path}`));
  });

  it("removes none of the user's alerts through the spec's GET remove", async () => {
    const product = (await user.post(apiPaths.alertFindProduct, { query: 'Serum Wajah Cerah' })).body!.products[0];
    const alert = (await user.post(apiPaths.alertCreate, { product_id: product.id, condition: 'less_than', target: 1 }))
      .body!;
    const removal = await viewer.get(fillPath(apiPaths.alertRemove, { id: String(alert.id) }));
    expect(removal.status).toBe(403);
    expect((await user.post(apiPaths.alertGet, { id: alert.id })).status).toBe(200);
  });

  it("sees the user's research answers without charging anyone, while the user's own call is charged as usual", async () => {
    const search = { marketplace: 'shopee', q: 'serum' };
    const before = [await tokensUsed(user), await ledgerRows()];
    const seen = await viewer.post(apiPaths.productResearchProducts, search);
    expect(seen.status).toBe(200);
    expect(seen.body!.data.items.map((item: { name: string }) => item.name)).toEqual(['Serum Wajah Cerah']);
    expect([await tokensUsed(user), await ledgerRows()]).toEqual(before);

    const own = await user.post(apiPaths.productResearchProducts, search);
    expect(own.body!.data.items).toEqual(seen.body!.data.items);
    expect(await tokensUsed(user)).toBe(before[0]! + 1);
  });

  it('reads as before and exits, the entry and the exit audited', async () => {
    expect((await viewer.post(apiPaths.downloadGetAll, { page: 1 })).status).toBe(200);
    expect((await viewer.post(apiPaths.viewAsExit)).body).toEqual({ viewing: null });
    const actions = await auditActions();
    expect(actions[0]).toBe('POST /internal/admin/viewAs/:id');
    expect(actions.at(-1)).toBe('view_as.exit');
  });
});
