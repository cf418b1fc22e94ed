import type { ResearchMarketplace } from '@pasarlens/contracts';
import { MARKETPLACE_IDS, type SqlRunner } from '@pasarlens/db';

/** Our ids of the products a marketplace knows by `externalIds`, for those we have. */
export function productIdsOf(
  sql: SqlRunner,
  marketplace: ResearchMarketplace,
  externalIds: readonly string[],
): Promise<{ id: number; externalId: string }[]> {
  return sql.query(
    `select id, external_id as "externalId" from products where marketplace_id = $1 and external_id = any($2::text[])`,
    [MARKETPLACE_IDS[marketplace], externalIds],
  );
}
