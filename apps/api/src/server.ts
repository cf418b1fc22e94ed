import { openDatabase, type Database } from '@pasarlens/db';
import { addDays, jakartaDay } from '@pasarlens/market';
import { mkdirSync } from 'node:fs';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { Readiness } from './http/readiness.ts';
import { startJobs } from './jobs/index.ts';
import type { Config } from './config.ts';
import { systemClock } from './lib/clock.ts';
import { seedDemoListings } from './modules/listings/demo-listings.ts';
import { refreshReplays } from './modules/opportunities/opportunities.service.ts';
import { configuredPhotoStore } from './modules/listings/photo-store.ts';
import { DEMO_MARKET, hasMarketData, seedMarket, seedProgressReporter } from './modules/market/seed.ts';
import { clearUnfinishedSeed } from './modules/market/unfinished-seed.repo.ts';
import { parseRole, planFor } from './roles.ts';

/** Whether this start must first fill an empty database with the demo market. */
async function needsDemoMarket(config: Config, database: Database): Promise<boolean> {
  return config.demoMarket !== null && !(await hasMarketData(database));
}

/**
 * The first start on an empty database fills it with a simulated market ending yesterday, and its
 * supplier database with demo listings, while the port already answers: the progress goes to the terminal and to `readiness` (the browser).
 */
async function seedDemoMarket(config: Config, database: Database, readiness: Readiness): Promise<void> {
  const { products, days } = config.demoMarket!;
  const print = seedProgressReporter(
    `Preparing the demo market (${products.toLocaleString('en')} products × ${days} days, first start only)`,
  );
  const lastDay = addDays(jakartaDay(new Date()), -1);
  if (await clearUnfinishedSeed(database))
    console.error('The last first start was cut off mid-way: the demo market is prepared from the beginning.');
  await seedMarket(database, { ...DEMO_MARKET, products, days, lastDay }, systemClock, (progress) => {
    print(progress);
    readiness.report({ step: progress.phase, done: progress.done, total: progress.total });
  });
  await seedDemoListings(database, configuredPhotoStore(config), systemClock.now());
  readiness.finish();
  // The app is usable meanwhile: the opportunities page says no replay has been made until it is.
  await refreshReplays({ database, clock: systemClock });
}

async function main(): Promise<void> {
  const config = loadConfig();
  const role = parseRole(process.argv.slice(2));
  const plan = planFor(role);
  if ('dataDir' in config.database) mkdirSync(config.database.dataDir, { recursive: true });
  const database = await openDatabase(config.database);
  const seeding = plan.http && (await needsDemoMarket(config, database));
  const readiness = seeding ? Readiness.starting() : new Readiness();
  const { server, ctx } = await buildApp({ config, database, readiness });
  let jobs: Awaited<ReturnType<typeof startJobs>> | undefined;

  const shutdown = async (signal: string) => {
    server.log.info({ signal }, 'shutting down');
    await jobs?.stop();
    await server.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  const where = 'url' in config.database ? 'PostgreSQL' : `embedded PostgreSQL in ${config.database.dataDir}`;
  if (plan.http) {
    await server.listen({ port: config.port, host: config.host });
    server.log.info(`Pasarlens is running at ${config.appUrl} (role ${role}, database: ${where})`);
  }
  if (seeding) await seedDemoMarket(config, database, readiness);
  // Jobs start once the database holds the market: the demo market is not built twice.
  if (plan.work || plan.schedule) jobs = await startJobs(ctx, plan);
  if (!plan.http) server.log.info(`Pasarlens ${role} started (database: ${where})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
