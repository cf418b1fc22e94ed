import type { Database } from '@pasarlens/db';
import type { Day } from '@pasarlens/market';
import { refreshAllMarkets, tidyMarketRows } from './membership.repo.ts';

/** After a day is ingested, in one transaction: markets never show half a refresh. */
export async function refreshMarketsAfterIngest(database: Database, firstChangedDay: Day): Promise<void> {
  await database.transaction((sql) => refreshAllMarkets(sql, firstChangedDay));
  await tidyMarketRows(database);
}
