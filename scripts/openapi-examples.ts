/**
 * `npm run openapi:examples`: the public data API's answers as /api/openapi.json shows them,
 * taken from real calls with an API key on the market in DATA_DIR (the embedded server) or
 * DATABASE_URL — e.g. `DATA_DIR=/tmp/demo npm run seed -- --products 2000 --days 40` first —
 * each list cut to its first two entries, written to apps/api/src/http/public-data-examples.json.
 * It signs up a Genius user with a key and an enterprise market there to ask them with.
 */
import { apiPaths, publicDataEndpoints } from '@pasarlens/contracts';
import { addDays } from '@pasarlens/market';
import { writeFile } from 'node:fs/promises';
import { format, resolveConfig } from 'prettier';
import { marketBuilds } from '../apps/api/src/modules/enterprise/builds.service.ts';
import * as repo from '../apps/api/src/modules/research/research.repo.ts';
import { dataQuestions, dataSubjects } from '../apps/api/src/testing/public-data.ts';
import { openBenchApp, signedInGenius } from './bench/genius.ts';

const OUT = new URL('../apps/api/src/http/public-data-examples.json', import.meta.url);
const LIST_ENTRIES = 2;

/** The answer with every list cut short: an example, not a dump. */
function trimmed(value: unknown): unknown {
  if (Array.isArray(value)) return value.slice(0, LIST_ENTRIES).map(trimmed);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trimmed(v)]));
  return value;
}

const { app, database } = await openBenchApp();
try {
  const agent = await signedInGenius(app, database);
  const key = (await agent.post(apiPaths.apiKeyCreate, { name: 'OpenAPI examples' })).body!.secret as string;
  const lastDay = await repo.lastMarketDay(database);
  if (!lastDay) throw new Error('The database holds no market: seed one first (npm run seed).');
  const subjects = await dataSubjects(database, lastDay);
  const created = await agent.post(apiPaths.customMarketCreate, {
    name: 'Pasar Serum',
    storeIds: subjects.marketStores,
  });
  await marketBuilds(app.ctx).run(created.body!.id as number);
  const questions = dataQuestions(subjects, created.body!.id as number, {
    start_date: addDays(lastDay, -29),
    end_date: lastDay,
  });
  const examples: Record<string, unknown> = {};
  for (const [name, body] of Object.entries(questions)) {
    const { path } = publicDataEndpoints[name as keyof typeof publicDataEndpoints];
    const answer = await app.server.inject({
      method: 'POST',
      url: path,
      payload: body as object,
      headers: { authorization: `Bearer ${key}` },
    });
    if (answer.statusCode !== 200) throw new Error(`${name}: ${answer.statusCode} ${answer.body}`);
    examples[path] = trimmed(answer.json());
  }
  const style = await resolveConfig(OUT.pathname);
  await writeFile(OUT, await format(JSON.stringify(examples), { ...style, filepath: OUT.pathname }));
  console.log(`${Object.keys(examples).length} examples written to ${OUT.pathname}`);
} finally {
  await app.server.close();
  await database.close();
}
