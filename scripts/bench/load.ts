/**
 * `npm run bench:load [-- --seconds S --connections 10,50 --profile DIR]`: the app under load on
 * loopback, with autocannon in this process on the same machine. The app is started as it runs
 * in production (`NODE_ENV=production`, `--role web`, its own process) on an existing market —
 * the database in DATA_DIR (the embedded server) or DATABASE_URL, e.g. the demo market:
 * `DATA_DIR=/tmp/demo20k npm run seed -- --products 20000 --days 90`. A Genius user is made and
 * signed in first (through the API, in this process); then a charged research call (a category's
 * top 50: its tokens are taken once, the answer is paid for the rest of the day) and the
 * signed-in check (GET /internal/auth/check) are each driven at every connection count.
 * With --profile, the app writes a CPU profile (node --cpu-prof) into DIR when it stops.
 */
import { apiPaths, CSRF_COOKIE, CSRF_HEADER } from '@pasarlens/contracts';
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import * as repo from '../../apps/api/src/modules/research/research.repo.ts';
import { openBenchApp, signedInGenius } from './genius.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10,50' },
    profile: { type: 'string' },
  },
});
const seconds = Number(values.seconds);
const connectionCounts = values.connections.split(',').map(Number);

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

/** The app as production runs its web process, on this machine's loopback. */
async function startApp(port: number) {
  const child = spawn(
    process.execPath,
    [
      ...(values.profile ? ['--cpu-prof', `--cpu-prof-dir=${values.profile}`] : []),
      '--max-semi-space-size=32',
      '--import',
      'tsx',
      'apps/api/src/server.ts',
      '--role',
      'web',
    ],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        APP_URL: `http://127.0.0.1:${port}`,
        // Production insists on a mail server and the real gateway; this run sends no mail and takes no payment.
        SMTP_URL: 'smtp://127.0.0.1:9',
        PAYMENT_GATEWAY: 'midtrans',
        PAYMENT_SERVER_KEY: 'bench-not-a-key',
        DEMO_MARKET: 'off',
        WEB_DIST: '/nonexistent',
        SESSION_IDLE_HOURS: '1000',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`${url}/api/status`)).ok) break;
    } catch {
      // not listening yet
    }
    if (tries > 600 || child.exitCode !== null) throw new Error('the app did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

interface Load {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: object;
}

async function drive(url: string, headers: Record<string, string>, load: Load, connections: number) {
  const options = {
    url: `${url}${load.path}`,
    method: load.method,
    headers: { ...headers, ...(load.body ? { 'content-type': 'application/json' } : {}) },
    body: load.body ? JSON.stringify(load.body) : undefined,
    connections,
  };
  await autocannon({ ...options, duration: 2 }); // warm-up
  const result = await autocannon({ ...options, duration: seconds });
  return {
    name: load.name,
    connections,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors + result.timeouts,
    total: result.requests.total,
  };
}

async function main() {
  // The user, signed in through the API in this process; the running app shares its database.
  const { app, database } = await openBenchApp();
  const agent = await signedInGenius(app, database);
  const [category] = await repo.categoryNodes(database, 'shopee', null);
  await app.server.close();
  await database.close();
  const headers = {
    cookie: [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    [CSRF_HEADER]: agent.cookies.get(CSRF_COOKIE)!,
  };
  const loads: Load[] = [
    {
      name: `charged research call: POST category_research/products (top 50 of '${category!.name}')`,
      method: 'POST',
      path: apiPaths.categoryResearchProducts,
      body: { marketplace: 'shopee', category_id: category!.id, page: 0, page_size: 50 },
    },
    { name: 'signed-in check: GET /internal/auth/check', method: 'GET', path: apiPaths.authCheck },
  ];

  const running = await startApp(await freePort());
  const results = [];
  try {
    for (const load of loads)
      for (const c of connectionCounts) results.push(await drive(running.url, headers, load, c));
  } finally {
    await running.stop();
  }
  console.log(
    `\n### Load: the app in production mode (--role web) on loopback, autocannon in the bench's process, both on the same ${cpus().length}-core machine\n`,
  );
  console.log(`${seconds} s a run after a 2 s warm-up.\n`);
  console.log('| call | connections | requests/s | p50 ms | p99 ms | not 2xx |\n|---|---|---|---|---|---|');
  for (const r of results)
    console.log(
      `| ${r.name} | ${r.connections} | ${Math.round(r.rps).toLocaleString('en')} | ${r.p50} | ${r.p99} | ${r.non2xx} of ${r.total.toLocaleString('en')} |`,
    );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
