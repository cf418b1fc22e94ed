import type { Database } from '@pasarlens/db';
import type { Day } from '@pasarlens/market';
import { refreshAllMarkets } from './membership.repo.ts';

/** After a day is ingested, in one transaction: markets never show half a refresh. */
export const refreshMarketsAfterIngest = (database: Database, firstChangedDay: Day): Promise<void> => database.transaction((sql) => refreshAllMarkets(sql, firstChangedDay));
