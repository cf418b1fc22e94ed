import { apiPaths, CSRF_COOKIE, CSRF_HEADER } from '@pasarlens/contracts';
import { openDatabase, type Database } from '@pasarlens/db';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { latestOutboxMail } from '../../apps/api/src/modules/mail/outbox.repo.ts';
import { buyPlan } from '../../apps/api/src/testing/billing.ts';
import { Agent, validRegistration } from '../../apps/api/src/testing/harness.ts';

type BenchApp = Awaited<ReturnType<typeof buildApp>>;

/** The app on the market in DATA_DIR (embedded PostgreSQL) or DATABASE_URL, as the endpoint benches drive it. */
export async function openBenchApp(): Promise<{ app: BenchApp; database: Database; onServer: boolean }> {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    DEMO_MARKET: 'off',
    LOG_LEVEL: 'silent',
    SESSION_IDLE_HOURS: '1000',
  });
  const database = await openDatabase(config.database);
  return { app: await buildApp({ config, database, logger: false }), database, onServer: 'url' in config.database };
}

/**
 * Calls the app as the agent, straight through inject with its cookies, reading only the status:
 * a browser's own parsing is no cost of the server's.
 */
export function statusSender(app: BenchApp, agent: Agent) {
  const headers = {
    cookie: [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    [CSRF_HEADER]: agent.cookies.get(CSRF_COOKIE)!,
  };
  return async (method: 'GET' | 'POST', url: string, payload?: object) => ({
    status: (await app.server.inject({ method, url, payload, headers })).statusCode,
  });
}

/** A new user on the Genius plan, signed in through the API, for the benchmarks that call endpoints. */
export async function signedInGenius(app: BenchApp, database: Database): Promise<Agent> {
  const agent = new Agent(app);
  const stamp = Date.now();
  const who = validRegistration((stamp % 90) + 1);
  const email = `bench-${stamp}@toko.id`;
  await agent.post(apiPaths.register, { ...who, email, phone: `+62819${String(stamp).slice(-8)}` });
  const [mail] = await latestOutboxMail(database.db, 1);
  await agent.post(apiPaths.verifyEmail, { token: /verify-email\?token=([\w-]+)/.exec(mail!.text)![1] });
  await agent.post(apiPaths.login, { email, password: who.password });
  await buyPlan(agent, 'genius');
  return agent;
}
