import type { Marketplace } from '@pasarlens/market';

/** What a crawl visits: a keyword's search, or a category's, store's or product's page on one marketplace. */
export interface CrawlTarget {
  marketplace: Marketplace;
  kind: 'keyword' | 'category' | 'store' | 'product';
  /** The keyword as typed, or the marketplace's own id of the category, store or product. */
  reference: string;
  /** The data request this target answers, when it came from one. */
  requestId?: number;
}

/** What a crawl found for one target. */
export interface TargetOutcome {
  target: CrawlTarget;
  /** Products the pages' answers held (0: the marketplace knows nothing under that reference). */
  products: number;
  /** Why the target could not be crawled (a block page, a captcha, failing answers); null when it was. */
  failure: string | null;
}
