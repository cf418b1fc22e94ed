import {
  firstPageOf,
  RESEARCH_MARKETPLACES,
  type ResearchMarketplace,
  type TokenUseContext,
} from '@pasarlens/contracts';
import { paths } from './paths.ts';

type QueryValue = string | number | boolean | null | undefined;

/** A path with the query parameters that have a value. */
function withQuery(path: string, query: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const whole = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) ? value : undefined;
const ids = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];
const marketplaceOf = (context: TokenUseContext): ResearchMarketplace | undefined =>
  (RESEARCH_MARKETPLACES as readonly string[]).includes(context.marketplace ?? '')
    ? (context.marketplace as ResearchMarketplace)
    : undefined;

/** The page as the research views count it (1 first) from the page the API served; none for the first. */
export function shownPage(context: TokenUseContext): number | undefined {
  const marketplace = marketplaceOf(context);
  if (context.page === null || !marketplace) return undefined;
  const page = context.page - firstPageOf(marketplace) + 1;
  return page > 1 ? page : undefined;
}

/** The filters a research list was asked with, as the research views name them in the URL. */
function filtersOf(request: Record<string, unknown>): Record<string, QueryValue> {
  const filters = (request.filters ?? {}) as Record<string, unknown>;
  return {
    min_price: whole(filters.min_price),
    max_price: whole(filters.max_price),
    min_rating: typeof filters.min_rating === 'number' ? filters.min_rating : undefined,
    official_only: filters.official_only === true ? true : undefined,
  };
}

/**
 * The page that shows a paid answer again — free for the rest of its day — built from what the
 * search history kept of the call; null when no page of the app shows that answer.
 */
export function reopenLink(context: TokenUseContext): string | null {
  const request = context.request ?? {};
  const marketplace = marketplaceOf(context);
  const range = new URLSearchParams({ from: text(request.start_date) ?? '', to: text(request.end_date) ?? '' });
  const list = { marketplace, page: shownPage(context), page_size: whole(request.page_size), sort: text(request.sort) };
  switch (context.feature) {
    case 'product_research':
      return withQuery(paths.productResearch, { ...list, q: text(request.q), ...filtersOf(request) });
    case 'category_research': {
      const path = ids(request.category_path);
      return path.length > 0
        ? withQuery(paths.categoryResearch, { ...list, category: path.join('.'), ...filtersOf(request) })
        : null;
    }
    case 'store_research': {
      const storeId = whole(request.store_id);
      return storeId !== undefined
        ? paths.store(storeId)
        : withQuery(paths.storeResearch, { ...list, q: text(request.q) });
    }
    case 'opportunity_research': {
      const categoryId = whole(request.category_id);
      return categoryId === undefined
        ? null
        : withQuery(paths.opportunities, {
            marketplace,
            category: categoryId,
            kind: text(request.kind),
            cost: whole(request.cost),
            cost_share: typeof request.cost_share === 'number' ? request.cost_share : undefined,
            page: whole(request.page),
          });
    }
    case 'keyword_research':
      return withQuery(paths.keywordResearch, { marketplace, keyword: text(request.keyword) });
    case 'ads_spy':
      return withQuery(paths.adsSpy, { marketplace, keyword: text(request.keyword) });
    case 'product_history': {
      const productId = whole(request.product_id);
      return productId === undefined ? null : paths.productHistory(productId, range);
    }
    case 'store_history': {
      const storeId = whole(request.store_id);
      return storeId === undefined ? null : paths.storeHistory(storeId, range);
    }
    case 'category_history': {
      const path = ids(request.category_path);
      return path.length > 0 && marketplace
        ? `${paths.categoryHistoryWithPath(marketplace, path)}&${range.toString()}`
        : null;
    }
    case 'enterprise_dashboard': {
      const marketId = whole(request.market_id);
      return marketId === undefined ? null : paths.enterpriseMarket(marketId);
    }
    default:
      return null;
  }
}
