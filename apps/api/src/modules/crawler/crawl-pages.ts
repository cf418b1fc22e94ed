import type { SqlRunner } from '@pasarlens/db';
import { listingPageAddress, MARKETPLACES } from '@pasarlens/market';
import { knownAddresses, type PlannedPage } from './crawl.repo.ts';
import type { CrawlTarget } from './targets.ts';

/**
 * The pages of each target: `maxPages` listing pages of a keyword, a category or a store (by its
 * id or its username; fewer pages are visited when the results end sooner), one page of a product.
 * A product's page is at the address an earlier answer gave it, and a Tokopedia store's under its
 * shop domain: without those the page has no address and fails. No address a user typed is visited.
 */
export async function planPages(sql: SqlRunner, targets: CrawlTarget[], maxPages: number): Promise<PlannedPage[]> {
  const known = new Map(
    await Promise.all(
      MARKETPLACES.map(async (m) => {
        const of = (kind: CrawlTarget['kind']) =>
          targets.filter((t) => t.marketplace === m && t.kind === kind).map((t) => t.reference);
        return [m, await knownAddresses(sql, m, of('product'), m === 'tokopedia' ? of('store') : [])] as const;
      }),
    ),
  );
  return targets.flatMap((target, index) => {
    const { marketplace, kind, reference } = target;
    const addresses = known.get(marketplace)!;
    if (kind === 'product')
      return [{ marketplace, target: index, page: 0, address: addresses.products.get(reference) ?? null }];
    // A Tokopedia store named by its id is visited under its shop domain; one named by its domain, there.
    const name =
      kind === 'store' && marketplace === 'tokopedia'
        ? (addresses.stores.get(reference) ?? (/^\d+$/.test(reference) ? null : reference))
        : reference;
    return Array.from({ length: maxPages }, (_, page) => ({
      marketplace,
      target: index,
      page,
      address: name === null ? null : listingPageAddress(marketplace, kind, name, page),
    }));
  });
}
