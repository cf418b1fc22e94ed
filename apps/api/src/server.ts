import { openDatabase, type Database } from '@pasarlens/db';
import { addDays, jakartaDay } from '@pasarlens/market';
import { mkdirSync } from 'node:fs';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { startJobs } from './jobs/index.ts';
import type { Config } from './config.ts';
import { systemClock } from './lib/clock.ts';
import { DEMO_MARKET, hasMarketData, seedMarket, seedProgressReporter } from './modules/market/seed.ts';
import { parseRole, planFor } from './roles.ts';

/** The first start on an empty database fills it with a simulated market ending yesterday. */
async function seedDemoMarket(config: Config, database: Database): Promise<void> {
  if (!config.demoMarket || (await hasMarketData(database))) return;
  const { products, days } = config.demoMarket;
  const report = seedProgressReporter(`Preparing the demo market (${products.toLocaleString('en')} products × ${days} days, first start only)`);
  const lastDay = addDays(jakartaDay(new Date()), -1);
  await seedMarket(database, { ...DEMO_MARKET, products, days, lastDay }, systemClock, report);
}

async function main(): Promise<void> {
  const config = loadConfig();
  const role = parseRole(process.argv.slice(2));
  const plan = planFor(role);
  if ('dataDir' in config.database) mkdirSync(config.database.dataDir, { recursive: true });
  const database = await openDatabase(config.database);
  if (plan.http) await seedDemoMarket(config, database);
  const { server, ctx } = await buildApp({ config, database });
  const jobs = plan.work || plan.schedule ? await startJobs(ctx, plan) : undefined;

  const shutdown = async (signal: string) => {
    server.log.info({ signal }, 'shutting down');
    await jobs?.stop({ graceful: true, wait: true });
    await server.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  const where = 'url' in config.database ? 'PostgreSQL' : `PGlite in ${config.database.dataDir}`;
  if (plan.http) {
    await server.listen({ port: config.port, host: config.host });
    server.log.info(`Pasarlens is running at ${config.appUrl} (role ${role}, database: ${where})`);
  } else {
    server.log.info(`Pasarlens ${role} started (database: ${where})`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
