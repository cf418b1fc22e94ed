import {
  adObservations,
  affiliateCommissions,
  brandCategoryDaily,
  brandDaily,
  brands,
  capturedAnswers,
  categories,
  categoryDaily,
  ingestRuns,
  keywordDaily,
  keywords,
  marketplaceDaily,
  productDaily,
  productExportFields,
  productLatest,
  products,
  productStats,
  quarantinedSightings,
  storeDaily,
  stores,
  storeStats,
  variantDaily,
  variants,
  variantStats,
  type Database,
} from '@pasarlens/db';
import { getTableName } from 'drizzle-orm';

/** What a seed writes: the market's dimensions, facts, rollups, signals and ingest records (not the marketplaces, a migration's rows). */
const SEEDED_TABLES = [
  categories,
  brands,
  stores,
  products,
  variants,
  productDaily,
  productLatest,
  variantDaily,
  storeDaily,
  brandDaily,
  categoryDaily,
  brandCategoryDaily,
  marketplaceDaily,
  productStats,
  variantStats,
  productExportFields,
  storeStats,
  keywords,
  keywordDaily,
  adObservations,
  affiliateCommissions,
  ingestRuns,
  capturedAnswers,
  quarantinedSightings,
].map(getTableName);

/**
 * Clears what a first start cut off mid-seed wrote, ids included, so the next start seeds from
 * nothing and ends as an uninterrupted one would. Only before anyone has an account: a first start
 * answers nothing but its progress until the seed is done, so what refers to these tables is empty
 * too. Whether anything was cleared.
 */
export async function clearUnfinishedSeed(database: Database): Promise<boolean> {
  return database.transaction(async (tx) => {
    const [accounts] = await tx.query<{ any: boolean }>('select exists (select 1 from users) as any');
    const [written] = await tx.query<{ any: boolean }>('select exists (select 1 from products) as any');
    if (accounts!.any || !written!.any) return false;
    await tx.query(`truncate table ${SEEDED_TABLES.map((name) => `"${name}"`).join(', ')} restart identity cascade`);
    return true;
  });
}
