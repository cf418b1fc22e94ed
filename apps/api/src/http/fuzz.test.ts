import { endpoints, type Endpoint, type EndpointName } from '@pasarlens/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buyPlan } from '../testing/billing.ts';
import { createTestApp, signedInAgent, type Agent, type TestApp } from '../testing/harness.ts';
import { TEST_MARKETS } from '../testing/markets.ts';

/*
 * Every endpoint of the endpoint table, driven with generated input that is mostly wrong: text
 * PostgreSQL cannot store, numbers past their columns, days off the calendar, loose words for
 * numbers and flags, wrong types and shapes, mixed with values that exist. No answer may be a
 * 5xx, and an input the API refuses must not have written a single row.
 */

const RUNS_PER_ENDPOINT = 30;
/**
 * Tables written on purpose whatever the outcome: the notification audit trail, the admin audit,
 * and the attempt counters (a refused request still counts towards its limit), an API key's
 * request bucket and calls among them.
 */
const AUDIT_TABLES = new Set(['payment_notifications', 'audit_log', 'rate_limits', 'api_key_buckets', 'api_key_calls']);

let app: TestApp;
let agent: Agent;
let plausible: fc.Arbitrary<unknown>;

/** Counts every row any table gains, loses or changes, through a trigger on each table. */
async function countWrites(database: TestApp['database']): Promise<void> {
  await database.query('create table fuzz_writes (n bigint not null)');
  await database.query('insert into fuzz_writes values (0)');
  await database.query(`create function fuzz_count_write() returns trigger language plpgsql as $$
    begin update fuzz_writes set n = n + 1; return null; end $$`);
  const tables = await database.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = 'public' and tablename <> 'fuzz_writes'`,
  );
  for (const { name } of tables.filter((t) => !AUDIT_TABLES.has(t.name))) {
    await database.query(
      `create trigger fuzz_count_write after insert or update or delete on "${name}" for each row execute function fuzz_count_write()`,
    );
  }
}
const writes = async () => Number((await app.database.query<{ n: number }>('select n from fuzz_writes'))[0]!.n);

beforeAll(async () => {
  app = await createTestApp({ market: TEST_MARKETS.week });
  agent = await signedInAgent(app, 1);
  await buyPlan(agent, 'genius');
  const ids = await app.database.query<{ id: number }>(
    '(select id from products order by id limit 3) union all (select id from stores order by id limit 3) union all (select id from categories order by id limit 3)',
  );
  plausible = fc.constantFrom(
    ...ids.map((r) => r.id),
    'shopee',
    'tokopedia',
    '2026-10-25',
    '2026-10-31',
    'revenue30',
    'monthly',
    'genius',
    'hijab',
    1,
    0,
  );
  await countWrites(app.database);
}, 120_000);
afterAll(() => app?.close());

const hostileText = fc.constantFrom(
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udfffy',
  '',
  ' ',
  'false',
  'true',
  '0x10',
  '1e3',
  '-1',
  '2147483648',
  '9007199254740993',
  '2026-02-30',
  '2026-13-01',
  '2026-11-00',
  '2026-1-1',
  "'; drop table users; --",
  '%00',
  '../../etc/passwd',
  'x'.repeat(5_000),
);
const hostileNumber = fc.constantFrom(2_147_483_648, -1, 0, 1.5, 1e308, Number.MAX_SAFE_INTEGER, -2_147_483_649);
const anyValue = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 4, arbitrary: hostileText },
    { weight: 3, arbitrary: hostileNumber },
    { weight: 3, arbitrary: plausible },
    fc.boolean(),
    fc.constant(null),
    fc.string({ unit: 'binary', maxLength: 20 }),
    fc.array(fc.oneof(hostileText, fc.integer()), { maxLength: 2 }),
    fc.dictionary(fc.string({ maxLength: 5 }), hostileText, { maxKeys: 2 }),
  );

type JsonSchema = {
  properties?: Record<string, JsonSchema>;
  allOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};

/** The fields an input schema names, at every depth, as a JSON Schema's properties. */
function propertiesOf(schema: JsonSchema): Record<string, JsonSchema> {
  const parts = [schema, ...(schema.allOf ?? []), ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  return Object.assign({}, ...parts.map((part) => (part === schema ? (schema.properties ?? {}) : propertiesOf(part))));
}

/** Objects with any subset of the schema's fields, each holding a generated value or a nested object of the same kind. */
function inputFor(schema: z.ZodType | undefined): fc.Arbitrary<unknown> {
  if (!schema) return fc.constant(undefined);
  const shaped = (json: JsonSchema): fc.Arbitrary<unknown> => {
    const fields = propertiesOf(json);
    if (Object.keys(fields).length === 0) return anyValue();
    const record = fc.record(
      Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, fc.oneof(anyValue(), shaped(field))])),
      { requiredKeys: [] },
    );
    return fc.oneof({ weight: 9, arbitrary: record }, anyValue());
  };
  return shaped(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema);
}

/** A generated value as the text of a URL. */
const asText = (value: unknown) =>
  typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);

/** A query string from generated values, repeating a key for an array. */
function queryString(input: unknown): string {
  if (typeof input !== 'object' || input === null) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, asText(item));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A path segment; text UTF-8 cannot encode (a lone surrogate) goes out as the invalid bytes a client could send. */
function segment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return `${encodeURIComponent(text.replace(/[\ud800-\udfff]/g, ''))}%ED%A0%80`;
  }
}

function pathWith(endpoint: Endpoint, params: unknown): string {
  const values = typeof params === 'object' && params !== null ? (params as Record<string, unknown>) : {};
  return endpoint.path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) =>
    segment(name in values ? asText(values[name]) : 'x'),
  );
}

/** Signs the agent in again when an endpoint (logout, a password change) ended its session. */
async function stillSignedIn(): Promise<void> {
  if ((await agent.get(endpoints.authCheck.path)).status === 200) return;
  agent = await signedInAgent(app, 1);
}

/** A new API key of the agent's, its other keys revoked first (the fuzzing of key creation may have made the most allowed). */
async function freshKey(name: string): Promise<{ id: string; secret: string }> {
  for (const { id } of (await agent.get(endpoints.apiKeyList.path)).body!.items as { id: string }[])
    await agent.delete(`/internal/api-keys/${id}`);
  const created = await agent.post(endpoints.apiKeyCreate.path, { name });
  expect(created.status).toBe(201);
  return created.body as { id: string; secret: string };
}

describe('every endpoint, under generated bad input', () => {
  for (const [name, endpoint] of Object.entries(endpoints) as [EndpointName, Endpoint][]) {
    it(`${endpoint.method} ${endpoint.path} never fails with a 5xx and writes nothing when it refuses`, async () => {
      // The public data API answers only to an API key: a fresh one for each endpoint, so its bucket holds every run.
      const key = endpoint.access === 'key' ? await freshKey(name) : null;
      const headers: Record<string, string> = key ? { authorization: `Bearer ${key.secret}` } : {};
      const call = fc.record({
        body: inputFor(endpoint.body),
        query: inputFor(endpoint.query),
        params: inputFor(endpoint.params),
      });
      await fc.assert(
        fc.asyncProperty(call, async ({ body, query, params }) => {
          const before = await writes();
          const url = `${pathWith(endpoint, params)}${queryString(query)}`;
          const answer = await agent.request(
            endpoint.method,
            url,
            endpoint.method === 'GET' ? undefined : body,
            'auto',
            headers,
          );
          expect(answer.status, `${name} ${url} ${JSON.stringify(body)} → ${JSON.stringify(answer.body)}`).toBeLessThan(
            500,
          );
          if (answer.status >= 400)
            expect(await writes(), `${name} refused ${url} ${JSON.stringify(body)} but wrote rows`).toBe(before);
        }),
        { numRuns: RUNS_PER_ENDPOINT },
      );
      await stillSignedIn();
    });
  }
});
