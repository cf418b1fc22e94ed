/**
 * `npm run seed -- --products N --days D [--seed S] [--missing RATE] [--last-day YYYY-MM-DD]`
 * fills the configured database (the embedded server under DATA_DIR, or DATABASE_URL) with a
 * simulated market, and its supplier database with the demo listings when it has none.
 */
import { openDatabase } from '@pasarlens/db';
import { addDays, jakartaDay } from '@pasarlens/market';
import { mkdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig } from '../apps/api/src/config.ts';
import { systemClock } from '../apps/api/src/lib/clock.ts';
import { seedDemoListings } from '../apps/api/src/modules/listings/demo-listings.ts';
import { configuredPhotoStore } from '../apps/api/src/modules/listings/photo-store.ts';
import { DEMO_MARKET, seedMarket, seedProgressReporter } from '../apps/api/src/modules/market/seed.ts';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: String(DEMO_MARKET.products) },
    days: { type: 'string', default: String(DEMO_MARKET.days) },
    seed: { type: 'string', default: String(DEMO_MARKET.seed) },
    missing: { type: 'string', default: String(DEMO_MARKET.missingDayRate) },
    'last-day': { type: 'string' },
  },
});

const positive = (name: string, value: string | undefined) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`--${name} must be a positive whole number (got '${value}')`);
  return n;
};

async function main() {
  const products = positive('products', values.products);
  const days = positive('days', values.days);
  const seed = positive('seed', values.seed);
  const missingDayRate = Number(values.missing);
  if (!(missingDayRate >= 0 && missingDayRate < 1))
    throw new Error(`--missing must be a rate from 0 to below 1 (got '${values.missing}')`);
  const lastDay = values['last-day'] ?? addDays(jakartaDay(new Date()), -1);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(lastDay)) throw new Error(`--last-day must be YYYY-MM-DD (got '${lastDay}')`);

  const config = loadConfig();
  if ('dataDir' in config.database) mkdirSync(config.database.dataDir, { recursive: true });
  const database = await openDatabase(config.database);
  const report = seedProgressReporter(`Seeding ${products.toLocaleString('en')} products × ${days} days`);
  try {
    const result = await seedMarket(database, { seed, products, days, lastDay, missingDayRate }, systemClock, report);
    const listings = await seedDemoListings(database, configuredPhotoStore(config), systemClock.now());
    console.log(
      `Seeded ${result.observations.toLocaleString('en')} observations, ${result.firstDay} to ${result.lastDay}, and ${listings} supplier listings.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
