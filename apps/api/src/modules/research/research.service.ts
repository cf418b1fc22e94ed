import {
  firstPageOf,
  MIN_RANGE_DAYS,
  OPENED_FROM_ENTERPRISE,
  STORE_FIRST_PRODUCTS,
  type Analytics,
  type CategoryAnalyticsInput,
  type CategoryProductsInput,
  type Entitlements,
  type Paged,
  type ProductSearchInput,
  type ResearchAnswer,
  type ResearchMarketplace,
  type StoreAnalyticsInput,
  type StoreProductsInput,
  type StoreSearchInput,
  type TokenAction,
  type SortOrder,
  type TokenFeature,
  type TokenUseContext,
} from '@pasarlens/contracts';
import { addDays, daysBetween, jakartaDay, type Day } from '@pasarlens/market';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import type { Access } from '../billing/access.service.ts';
import { researchPolicy, type ResearchPolicy } from '../billing/research-policy.ts';
import type { Charge } from '../billing/tokens.service.ts';
import { filtersOf, productSearchCriteria, storeSearchCriteria } from './criteria.ts';
import { analyticsOf } from './daily-sales.ts';
import { describeProduct } from './product-detail.ts';
import * as repo from './research.repo.ts';
import { keywordInsight } from './signals.repo.ts';

const DEFAULT_PAGE_SIZE = 20;
/** Days of keyword volume a user without research support sees. */
const FREE_KEYWORD_DAYS = 7;

interface Paging {
  policy: ResearchPolicy;
  page: number;
  pageSize: number;
  offset: number;
}

/**
 * The page a user may see: any page of the requested size with research support; the first
 * FREE_RESULT_LIMIT rows of the first page without (spec §6). Page numbers follow the
 * marketplace: Shopee starts at 0, the others at 1.
 */
function pagingFor(
  rights: Entitlements,
  marketplace: ResearchMarketplace,
  page: number | undefined,
  pageSize: number | undefined,
): Paging {
  const policy = researchPolicy(rights);
  const first = firstPageOf(marketplace);
  const size = policy.rows(pageSize ?? DEFAULT_PAGE_SIZE);
  const index = Math.max(0, policy.page(page ?? first, first) - first);
  return { policy, page: first + index, pageSize: size, offset: index * size };
}

const rowsOf = (paging: Paging): repo.PageRequest => ({ offset: paging.offset, limit: paging.pageSize });

/** The order a user asked for (key and direction), with research support; the default ranking (30-day revenue, highest first) without. */
const sortOf = <K extends string>(
  paging: Paging,
  asked: K | undefined,
  order?: SortOrder,
): repo.Ranking<K | 'revenue30'> =>
  paging.policy.premium ? { key: asked ?? 'revenue30', order } : { key: 'revenue30' };

/** A charged question: the tool, what it is about, and the call's input (to open the answer again). */
interface Asked {
  feature: TokenFeature;
  marketplace: string;
  subject: string | null;
  request: Record<string, unknown>;
}

type Refinable = {
  filters?: Record<string, unknown> | undefined;
  sort?: string | undefined;
  order?: SortOrder | undefined;
};

/**
 * Filters and sort orders are research support's (spec §6): a user without it is told so, not
 * given the default list as if the filters had been applied.
 */
function refuseLockedOptions(paging: Paging, input: Refinable): void {
  if (paging.policy.premium) return;
  const filtered = Object.values(input.filters ?? {}).some((value) => value !== undefined);
  const sorted = (input.sort !== undefined && input.sort !== 'revenue30') || input.order === 'asc';
  if (!filtered && !sorted) return;
  throw new AppError('PLAN_REQUIRED', {
    issues: [{ path: filtered ? 'filters' : 'sort', message: 'Filters and sorting come with a paid plan' }],
  });
}

/**
 * What a store's or category's history costs: a page of the enterprise dashboard's price when a
 * user with the dashboard opens it from there, the history's own price otherwise.
 */
const detailAction = (access: Access, from: typeof OPENED_FROM_ENTERPRISE | undefined): TokenAction =>
  from === OPENED_FROM_ENTERPRISE && access.rights.enterpriseSupport
    ? 'enterpriseDataPage'
    : 'historicalCategoryOrStoreDetail';

/** What the search history says a history is about. */
const aboutOf = (subject: { marketplace: string; name: string }) => ({
  marketplace: subject.marketplace,
  subject: subject.name,
});

/** A product's or store's history as an answer, with what the search history says of it. */
const dailyHistory = (range: { start_date: Day; end_date: Day }, found: repo.History | undefined) =>
  found && { about: aboutOf(found.subject), analytics: analyticsOf(range.start_date, range.end_date, found.days) };

/** A searched text as the search reads it: in any case and spacing, one question. */
const searchedText = (text: unknown) =>
  typeof text === 'string' ? text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('id') : text;

/**
 * The texts of a search that match whatever their case and spacing (name words through
 * plainto_tsquery('simple'), usernames lower-cased): "Parfum" asked after "parfum" is the same
 * answer, charged once a day.
 */
const sameSearch = (question: Record<string, unknown>) => ({
  ...('q' in question && { q: searchedText(question.q) }),
  ...('username' in question && { username: searchedText(question.username) }),
});

export function researchService(ctx: AppContext) {
  const { database: sql, clock } = ctx;
  const { tokens } = ctx.billing;

  /**
   * A charged list: nothing found (or a failure) takes no token, and the same rows asked for
   * again today (in any order) take none either.
   */
  async function chargedPage<T>(
    access: Access,
    paging: Paging,
    asked: Asked,
    list: () => Promise<{ items: T[]; total: number }>,
  ): Promise<ResearchAnswer<Paged<T>>> {
    const { sort: _inAnyOrder, order: _eitherWay, page: _asked, page_size: _size, ...question } = asked.request;
    const charge: Charge = {
      action: 'search',
      asked: {
        feature: asked.feature,
        ...question,
        ...sameSearch(question),
        page: paging.page,
        page_size: paging.pageSize,
      },
      context: { ...asked, page: paging.page },
    };
    const found = await tokens.charged(access, charge, async () => {
      const result = await list();
      return { result, found: result.items.length > 0 };
    });
    if (found.items.length === 0) throw new AppError('DATA_NOT_FOUND');
    return {
      data: { items: found.items, total_count: found.total, page: paging.page, page_size: paging.pageSize },
      ...paging.policy.flags,
    };
  }

  /**
   * History over a range: only with the plan's history, within its range, charged by `action`.
   * `read` finds the history with what the search history says of it (its marketplace and
   * subject) in one go, or nothing for an unknown subject (404, nothing charged).
   */
  async function chargedRange<T>(
    access: Access,
    range: { start_date: Day; end_date: Day },
    action: TokenAction,
    asked: Omit<Asked, 'marketplace' | 'subject'>,
    read: () => Promise<{ about: Partial<TokenUseContext>; analytics: Analytics<T> } | undefined>,
  ): Promise<ResearchAnswer<Analytics<T>>> {
    const { rights } = access;
    if (!rights.historicalSupport) {
      await existing(read());
      return {
        data: { items: [], total_count: 0, daily_sales: [], summary: null },
        isPremium: false,
        showPaywall: true,
      };
    }
    const days = daysBetween(range.start_date, range.end_date) + 1;
    if (days < MIN_RANGE_DAYS || days > rights.historicalRange || range.end_date > jakartaDay(clock.now())) {
      throw new AppError('INVALID_DATE_RANGE', {
        issues: [{ path: 'start_date', message: `${MIN_RANGE_DAYS} to ${rights.historicalRange} days` }],
      });
    }
    const charge: Charge = {
      action,
      asked: { feature: asked.feature, ...asked.request },
      context: { ...asked, from: range.start_date, to: range.end_date },
    };
    const data = await tokens.charged(access, charge, async () => {
      const { about, analytics } = await existing(read());
      return {
        result: analytics,
        found: analytics.summary !== null,
        context: about,
      };
    });
    if (data.summary === null) throw new AppError('DATA_NOT_FOUND');
    return { data, isPremium: true, showPaywall: false };
  }

  async function existing<T>(found: Promise<T | undefined>): Promise<T> {
    const value = await found;
    if (value === undefined) throw new AppError('DATA_NOT_FOUND');
    return value;
  }

  return {
    /**
     * Marketplaces without data are not offered anywhere (spec §1's extra sources, until they have
     * some); the last day with figures is where the pages' default date ranges end, and each
     * marketplace's own is the "data as of" its pages show.
     */
    async marketplaces() {
      const found = await repo.marketplacesWithData(sql);
      const lastDays = Object.fromEntries(found.map((m) => [m.marketplace, m.lastDay]));
      const lastDay = found.reduce<string | null>(
        (last, m) => (last === null || m.lastDay > last ? m.lastDay : last),
        null,
      );
      return { items: found.map((m) => m.marketplace), lastDay, lastDays };
    },

    /** The last day with market figures: what every answer is as of. */
    lastDay: () => repo.lastMarketDay(sql),

    async categoryTree(marketplace: ResearchMarketplace, parentId: number | null) {
      return { items: await repo.categoryNodes(sql, marketplace, parentId) };
    },

    async categories(access: Access, marketplace: ResearchMarketplace, parentId: number | null) {
      const items = await repo.categoryNodes(sql, marketplace, parentId);
      if (items.length === 0) throw new AppError('DATA_NOT_FOUND');
      return { data: { items, total_count: items.length }, ...researchPolicy(access.rights).flags };
    },

    async categoryProducts(access: Access, input: CategoryProductsInput) {
      const category = await existing(repo.categoryLevel(sql, input.category_id));
      const paging = pagingFor(access.rights, category.marketplace, input.page, input.page_size);
      refuseLockedOptions(paging, input);
      const criteria = { category, ...(paging.policy.premium ? filtersOf(input) : {}) };
      return chargedPage(
        access,
        paging,
        {
          feature: 'category_research',
          marketplace: category.marketplace,
          subject: category.name,
          request: { ...input, category_path: category.path },
        },
        () => repo.productPage(sql, criteria, sortOf(paging, input.sort, input.order), rowsOf(paging)),
      );
    },

    async categoryAnalytics(access: Access, input: CategoryAnalyticsInput) {
      return chargedRange(
        access,
        input,
        detailAction(access, input.from),
        { feature: 'category_history', request: input },
        async () => {
          const found = await repo.categoryHistory(sql, input.category_id, input.start_date, input.end_date);
          return (
            found && {
              about: {
                ...aboutOf(found.category),
                request: { ...input, category_path: found.category.path },
              },
              analytics: analyticsOf(input.start_date, input.end_date, found.days, found.brands),
            }
          );
        },
      );
    },

    async searchProducts(access: Access, input: ProductSearchInput) {
      const paging = pagingFor(access.rights, input.marketplace, input.page, input.page_size);
      refuseLockedOptions(paging, input);
      const criteria = productSearchCriteria(input, paging.policy.premium);
      return chargedPage(
        access,
        paging,
        { feature: 'product_research', marketplace: input.marketplace, subject: input.q, request: input },
        () => repo.productPage(sql, criteria, sortOf(paging, input.sort, input.order), rowsOf(paging)),
      );
    },

    /**
     * The products a marketplace page shows (the browser extension's badges), charged and gated
     * as a page of product research: the figures of as many as the plan's page holds (a free
     * plan's first rows by revenue), one token for the list, once a day.
     */
    async productsShown(access: Access, marketplace: ResearchMarketplace, productIds: number[]) {
      const paging = pagingFor(access.rights, marketplace, undefined, productIds.length);
      const ids = [...productIds].sort((a, b) => a - b);
      return chargedPage(
        access,
        paging,
        { feature: 'browser_extension', marketplace, subject: null, request: { marketplace, product_ids: ids } },
        () => repo.productPage(sql, { marketplace, productIds: ids }, 'revenue30', rowsOf(paging)),
      );
    },

    async product(access: Access, productId: number) {
      const policy = researchPolicy(access.rights);
      const product = describeProduct(await existing(repo.productDetail(sql, productId)));
      const data = policy.premium ? product : { ...product, variants: [], affiliate: null };
      return { data, ...policy.flags };
    },

    async productAnalytics(access: Access, input: { product_id: number; start_date: Day; end_date: Day }) {
      return chargedRange(
        access,
        input,
        'historicalProductDetail',
        { feature: 'product_history', request: input },
        async () =>
          dailyHistory(input, await repo.productHistory(sql, input.product_id, input.start_date, input.end_date)),
      );
    },

    async stores(access: Access, input: StoreSearchInput) {
      const paging = pagingFor(access.rights, input.marketplace, input.page, input.page_size);
      refuseLockedOptions(paging, input);
      const criteria = storeSearchCriteria(input);
      return chargedPage(
        access,
        paging,
        {
          feature: 'store_research',
          marketplace: input.marketplace,
          subject: input.q || input.username || null,
          request: input,
        },
        () => repo.storePage(sql, criteria, sortOf(paging, input.sort, input.order), rowsOf(paging)),
      );
    },

    async store(access: Access, storeId: number) {
      return { data: await existing(repo.storeDetail(sql, storeId)), ...researchPolicy(access.rights).flags };
    },

    async storeProducts(access: Access, input: StoreProductsInput) {
      const store = await existing(repo.storeDetail(sql, input.store_id));
      const paging = pagingFor(access.rights, store.marketplace, input.page, input.page_size ?? STORE_FIRST_PRODUCTS);
      refuseLockedOptions(paging, input);
      return chargedPage(
        access,
        paging,
        { feature: 'store_research', marketplace: store.marketplace, subject: store.name, request: input },
        () =>
          repo.productPage(sql, { storeId: store.storeId }, sortOf(paging, input.sort, input.order), rowsOf(paging)),
      );
    },

    async storeAnalytics(access: Access, input: StoreAnalyticsInput) {
      return chargedRange(
        access,
        input,
        detailAction(access, input.from),
        { feature: 'store_history', request: input },
        async () => dailyHistory(input, await repo.storeHistory(sql, input.store_id, input.start_date, input.end_date)),
      );
    },

    /** A keyword's daily search volume and related keywords (1 token); without research support, its last week only. */
    async keywordInsight(
      access: Access,
      { marketplace, keyword }: { marketplace: ResearchMarketplace; keyword: string },
    ) {
      const policy = researchPolicy(access.rights);
      const day = await repo.lastMarketDay(sql);
      if (!day) throw new AppError('DATA_NOT_FOUND');
      const charge: Charge = {
        action: 'search',
        asked: { feature: 'keyword_research', marketplace, keyword: keyword.toLowerCase() },
        context: { feature: 'keyword_research', marketplace, subject: keyword, request: { marketplace, keyword } },
      };
      const insight = await tokens.charged(access, charge, async () => {
        const result = await keywordInsight(sql, marketplace, keyword, day);
        return { result, found: result !== undefined };
      });
      if (!insight) throw new AppError('DATA_NOT_FOUND');
      const shown = policy.premium
        ? insight
        : { ...insight, volumes: insight.volumes.filter((v) => v.day > addDays(day, -FREE_KEYWORD_DAYS)), related: [] };
      return { data: shown, ...policy.flags };
    },
  };
}
