/**
 * `npm run bench:api`: a category's top products through the public data API with an API key,
 * beside the same call through the session API (cookie and CSRF), driven by autocannon over
 * loopback against the app listening on 127.0.0.1. Runs on an existing market: the database in
 * DATA_DIR (the embedded server) or DATABASE_URL — e.g. the demo market:
 * `DATA_DIR=/tmp/demo20k npm run seed -- --products 20000 --days 90`.
 *
 * The key's request bucket is part of what is measured (its statement runs on every call), but
 * its limit would refuse most of a benchmark's calls: this process raises the Enterprise plan's
 * allowance for its own run.
 */
import { apiPaths, CSRF_COOKIE, CSRF_HEADER, PLANS } from '@pasarlens/contracts';
import autocannon from 'autocannon';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import * as repo from '../../apps/api/src/modules/research/research.repo.ts';
import { buyPlan } from '../../apps/api/src/testing/billing.ts';
import { openBenchApp, signedInGenius } from './genius.ts';

const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '10' }, connections: { type: 'string', default: '10' } },
});
const duration = Number(values.seconds);
const connections = Number(values.connections);

async function main() {
  PLANS.enterprise.api = { burst: 1e9, perMinute: 1e9 };
  const { app, database } = await openBenchApp();
  try {
    const agent = await signedInGenius(app, database);
    await buyPlan(agent, 'enterprise');
    const key = (await agent.post(apiPaths.apiKeyCreate, { name: 'bench' })).body!.secret as string;
    const lastDay = (await repo.lastMarketDay(database))!;
    const [category] = await repo.categoryNodes(database, 'shopee', null, lastDay);
    const body = JSON.stringify({ marketplace: 'shopee', category_id: category!.id, page: 0, page_size: 50 });
    const address = await app.server.listen({ host: '127.0.0.1', port: 0 });

    const run = async (name: string, path: string, headers: Record<string, string>) => {
      const result = await autocannon({
        url: `${address}${path}`,
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
        duration,
        connections,
      });
      const ok = result['2xx'];
      return {
        name,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        '2xx': ok,
        other: result.non2xx + result.errors,
      };
    };
    const session = {
      cookie: [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      [CSRF_HEADER]: agent.cookies.get(CSRF_COOKIE)!,
    };
    // One call each first: the answer is paid once (the same answer the same day is free after).
    await agent.post(apiPaths.categoryResearchProducts, JSON.parse(body));
    const rows = [
      await run('session: POST category_research/products', apiPaths.categoryResearchProducts, session),
      await run('API key: POST data/categories/top-products', apiPaths.dataCategoryTopProducts, {
        authorization: `Bearer ${key}`,
      }),
    ];
    console.log(
      `autocannon 9 over loopback, ${connections} connections, ${duration} s each; ${cpus().length} cores, load ${loadavg()[0]!.toFixed(1)}; category ${category!.name} (${category!.id}), 50 products a page`,
    );
    console.table(rows);
  } finally {
    await app.server.close();
    await database.close();
  }
}

await main();
