import { apiPaths, endpoints, fillPath, type Endpoint } from '@pasarlens/contracts';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyPlan } from '../testing/billing.ts';
import { createTestApp, signedInAgent, type Agent, type TestApp } from '../testing/harness.ts';

/*
 * Spec §7's client sends the filters it does not use as empty values
 * (`GET /internal/listing?page=1&product=&category=&type=`): an empty value is no filter.
 */

let app: TestApp;
let admin: Agent;
const ANY_ID = '1';

beforeAll(async () => {
  app = await createTestApp();
  admin = await signedInAgent(app, 1);
  await buyPlan(admin, 'genius');
  await app.ctx.users.setRole('budi1@toko.id', 'admin');
});
afterAll(() => app.close());

const queryKeys = (endpoint: Endpoint): string[] =>
  endpoint.query instanceof z.ZodObject ? Object.keys(endpoint.query.shape) : [];
const withQuery = (endpoint: Endpoint, query: Record<string, string>) =>
  `${fillPath(endpoint.path, { id: ANY_ID, userId: ANY_ID })}?${new URLSearchParams(query)}`;

describe('an empty query value', () => {
  it("answers the spec's listing search sent with its empty filters as the unfiltered search", async () => {
    const empty = await admin.get(`${apiPaths.listingSearch}?page=1&product=&category=&type=`);
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual((await admin.get(`${apiPaths.listingSearch}?page=1`)).body);
  });

  const gets = (Object.values(endpoints) as Endpoint[]).filter(
    (endpoint) => endpoint.method === 'GET' && endpoint.access !== 'public' && queryKeys(endpoint).length > 0,
  );

  it.each(gets.map((endpoint) => [endpoint.path, endpoint] as const))(
    'means no value on %s: every key sent empty answers as none sent',
    async (_path, endpoint) => {
      const keys = queryKeys(endpoint);
      const empty = await admin.get(withQuery(endpoint, Object.fromEntries(keys.map((key) => [key, '']))));
      const absent = await admin.get(withQuery(endpoint, {}));
      expect([empty.status, empty.body?.code]).toEqual([absent.status, absent.body?.code]);
      expect(empty.body?.issues).toEqual(absent.body?.issues);
    },
  );
});
