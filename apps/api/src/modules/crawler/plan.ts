import type { Database } from '@pasarlens/db';
import { slugFromProductUrl, type Marketplace } from '@pasarlens/market';
import * as plan from './plan.repo.ts';
import type { CrawlTarget } from './targets.ts';

/** A user's data request waiting for a crawl. */
export interface QueuedRequest {
  id: number;
  marketplace: Marketplace;
  kind: 'product' | 'store' | 'category' | 'keyword';
  /** What the user typed: a keyword, a category, a store's name or address, a product's address or our id. */
  reference: string;
}

/** How much of each source the daily crawl takes. */
export interface PlanLimits {
  categoriesPerMarketplace: number;
  keywordsPerMarketplace: number;
}

const DAILY_PLAN_LIMITS: PlanLimits = { categoriesPerMarketplace: 20, keywordsPerMarketplace: 50 };

const key = (t: CrawlTarget) => `${t.marketplace}\u0000${t.kind}\u0000${t.reference}`;
const ADDRESS = /^(?:https?:\/\/)?[a-z0-9-]+(?:\.[a-z0-9-]+)+\//i;

/** A store's handle from its page address ('shopee.co.id/tokoabc' → 'tokoabc'); undefined when there is none. */
function storeHandle(address: string): string | undefined {
  const path = address.replace(/^(?:https?:\/\/)?[^/]+\//i, '').split(/[/?#]/)[0];
  return path && /^[\w.-]+$/.test(path) ? path : undefined;
}

/** Words of a product's address that a marketplace search finds it by ('Serum-Wajah-i.12.34' → 'Serum Wajah'). */
function productWords(address: string): string | undefined {
  const url = /^https?:\/\//i.test(address) ? address : `https://${address}`;
  const slug = slugFromProductUrl(url);
  const words = slug
    ?.replace(/-i\.\d+\.\d+$/, '')
    .replace(/[-_]+/g, ' ')
    .trim();
  return words || undefined;
}

/**
 * What a data request asks the crawl to visit. Addresses the user gave are never visited: a
 * store's page is built from its handle, a product named by its address is searched by the words
 * of its name; a product named by our id is visited by its marketplace id.
 */
function requestTarget(
  request: QueuedRequest,
  products: ReadonlyMap<number, { marketplace: Marketplace; externalId: string }>,
): CrawlTarget | undefined {
  const { marketplace, reference, id: requestId } = request;
  const text = reference.trim();
  const asKeyword = (words: string | undefined): CrawlTarget | undefined =>
    words ? { marketplace, kind: 'keyword', reference: words, requestId } : undefined;
  switch (request.kind) {
    case 'keyword':
      return asKeyword(text);
    case 'category':
      return { marketplace, kind: 'category', reference: text, requestId };
    case 'store': {
      if (!ADDRESS.test(text)) return asKeyword(text);
      const handle = storeHandle(text);
      return handle ? { marketplace, kind: 'store', reference: handle, requestId } : undefined;
    }
    case 'product': {
      if (ADDRESS.test(text)) return asKeyword(productWords(text));
      const known = /^\d{1,9}$/.test(text) ? products.get(Number(text)) : undefined;
      return known?.marketplace === marketplace
        ? { marketplace, kind: 'product', reference: known.externalId, requestId }
        : undefined;
    }
  }
}

/** Requests first (someone waits for them), then what users watch, then what the market searches and buys. */
function mergeTargets(groups: CrawlTarget[][], marketplaces?: readonly Marketplace[]): CrawlTarget[] {
  const merged = new Map<string, CrawlTarget>();
  for (const target of groups.flat()) {
    if (marketplaces && !marketplaces.includes(target.marketplace)) continue;
    // A request's target is kept on its own: its outcome answers that request.
    const id = target.requestId === undefined ? key(target) : `request ${target.requestId}`;
    if (!merged.has(id)) merged.set(id, target);
  }
  return [...merged.values()];
}

const as =
  (kind: CrawlTarget['kind']) =>
  (rows: plan.PlannedRow[]): CrawlTarget[] =>
    rows.map((row) => ({ ...row, kind }));

/** The targets of the queued data requests alone: what a crawl runs at once when the crawler is idle. */
export async function requestTargets(database: Database, requests: QueuedRequest[]): Promise<CrawlTarget[]> {
  const ids = requests.filter((r) => r.kind === 'product' && /^\d{1,9}$/.test(r.reference.trim()));
  const products = await plan.productExternalIds(
    database,
    ids.map((r) => Number(r.reference.trim())),
  );
  return requests.flatMap((r) => requestTarget(r, products) ?? []);
}

/**
 * The daily crawl's plan: queued data requests, every product with an alert, every store and
 * keyword of a saved enterprise market, the most searched keywords and the best-selling categories.
 */
export async function dailyPlan(
  database: Database,
  options: { day: string; requests: QueuedRequest[]; limits?: PlanLimits; marketplaces?: readonly Marketplace[] },
): Promise<CrawlTarget[]> {
  const limits = options.limits ?? DAILY_PLAN_LIMITS;
  const [requested, alerted, stores, storeKeywords, keywords, categories] = await Promise.all([
    requestTargets(database, options.requests),
    plan.alertedProducts(database).then(as('product')),
    plan.enterpriseStores(database).then(as('store')),
    plan.enterpriseKeywords(database).then(as('keyword')),
    plan.trackedKeywords(database, limits.keywordsPerMarketplace).then(as('keyword')),
    plan.topCategories(database, options.day, limits.categoriesPerMarketplace).then(as('category')),
  ]);
  return mergeTargets([requested, alerted, stores, storeKeywords, keywords, categories], options.marketplaces);
}
