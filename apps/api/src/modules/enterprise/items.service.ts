import {
  ITEMS_PAGE_SIZE,
  PICKER_PAGE_SIZE,
  PUBLISH_PUBLIC_MESSAGE,
  SELECT_STORE_OR_BRAND_MESSAGE,
  UNKNOWN_ITEMS_MESSAGE,
  storeLimitMessage,
  type BrandFields,
  type CategoryPickerSearch,
  type CustomBrand,
  type CustomMarket,
  type ItemListInput,
  type MarketFields,
  type PickerSearch,
  type StoreKeywords,
} from '@pasarlens/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthContext } from '../auth/sessions.ts';
import * as repo from './items.repo.ts';
import { buildView, configuredBuilds } from './builds.service.ts';
import { dropMarketRows, tidyMarketRows } from './membership.repo.ts';
import { marketplaceCode, marketplaceId, requireEnterprise } from './marketplaces.ts';

const invalid = (path: string, message: string) => new AppError('VALIDATION_FAILED', { issues: [{ path, message }] });
const unique = (ids: number[]) => [...new Set(ids)];
const pageOf = <T>(items: T[], page: number, total: number) => ({
  items,
  page,
  total,
  total_page: Math.max(1, Math.ceil(total / ITEMS_PAGE_SIZE)),
});

/** One entry per store, keywords without repeats (case-insensitive). */
function mergedKeywords(entries: StoreKeywords[]): StoreKeywords[] {
  const byStore = new Map<number, Map<string, string>>();
  for (const { storeId, keywords } of entries) {
    const words = byStore.get(storeId) ?? new Map<string, string>();
    for (const word of keywords) words.set(word.toLowerCase(), word);
    byStore.set(storeId, words);
  }
  return [...byStore].map(([storeId, words]) => ({ storeId, keywords: [...words.values()] }));
}

/** Every store an item follows: those picked whole and those picked by keyword. */
const followedStores = (storeIds: number[], keywords: StoreKeywords[]) =>
  unique([...storeIds, ...keywords.map((k) => k.storeId)]);

export function itemsService(ctx: AppContext) {
  const { database: sql, clock } = ctx;
  const builds = configuredBuilds(ctx);

  /** Spec §5 and the plan: the stores exist on the item's marketplaces, within the plan's store limit. */
  async function checkedStores(
    auth: AuthContext,
    storeIds: number[],
    keywords: StoreKeywords[],
    marketplaceIds: number[],
  ) {
    const followed = followedStores(storeIds, keywords);
    const limit = auth.access.rights.enterpriseStores;
    if (followed.length > limit) throw invalid('storeIds', storeLimitMessage(limit));
    const found = await repo.storesByIds(sql, followed);
    if (found.length !== followed.length || found.some((s) => !marketplaceIds.includes(s.marketplaceId)))
      throw invalid('storeIds', UNKNOWN_ITEMS_MESSAGE);
  }

  async function checkedCategories(ids: number[], marketplaceIds: number[]) {
    const found = await repo.categoriesByIds(sql, ids);
    if (found.length !== ids.length || found.some((c) => !marketplaceIds.includes(c.marketplaceId)))
      throw invalid('categoryIds', UNKNOWN_ITEMS_MESSAGE);
  }

  /** Only admins publish the provider's public lists (spec §3). */
  function checkVisibility(auth: AuthContext, visibility: 'private' | 'public') {
    if (visibility === 'public' && auth.user.role !== 'admin')
      throw new AppError('FORBIDDEN', {
        message: PUBLISH_PUBLIC_MESSAGE,
        issues: [{ path: 'visibility', message: PUBLISH_PUBLIC_MESSAGE }],
      });
  }

  async function brandValues(auth: AuthContext, fields: BrandFields): Promise<repo.BrandValues> {
    checkVisibility(auth, fields.visibility);
    const mp = marketplaceId(fields.marketplace);
    const storeKeywords = mergedKeywords(fields.storeKeywords);
    const storeIds = unique(fields.storeIds);
    const categoryIds = unique(fields.categoryIds);
    await checkedStores(auth, storeIds, storeKeywords, [mp]);
    await checkedCategories(categoryIds, [mp]);
    return {
      name: fields.name,
      status: fields.status,
      visibility: fields.visibility,
      storeIds,
      storeKeywords,
      categoryIds,
      marketplaceId: mp,
    };
  }

  /**
   * Spec §4: brands that live only on marketplaces the market leaves out are dropped; what
   * remains must still hold a store, or a brand and a category.
   */
  async function marketValues(auth: AuthContext, fields: MarketFields): Promise<repo.MarketValues> {
    checkVisibility(auth, fields.visibility);
    const marketplaceIds = unique(fields.marketplaces.map(marketplaceId));
    const storeKeywords = mergedKeywords(fields.storeKeywords);
    const storeIds = unique(fields.storeIds);
    const categoryIds = unique(fields.categoryIds);
    const wanted = unique(fields.brandIds);
    const brands = await repo.visibleBrandsByIds(sql, auth.user.id, wanted);
    if (brands.length !== wanted.length) throw invalid('brandIds', UNKNOWN_ITEMS_MESSAGE);
    const brandIds = brands.filter((b) => marketplaceIds.includes(b.marketplaceId)).map((b) => b.id);
    if (storeIds.length + storeKeywords.length === 0 && (brandIds.length === 0 || categoryIds.length === 0))
      throw invalid('storeIds', SELECT_STORE_OR_BRAND_MESSAGE);
    await checkedStores(auth, storeIds, storeKeywords, marketplaceIds);
    await checkedCategories(categoryIds, marketplaceIds);
    return {
      name: fields.name,
      status: fields.status,
      visibility: fields.visibility,
      storeIds,
      storeKeywords,
      categoryIds,
      marketplaceIds,
      brandIds,
    };
  }

  async function common(row: repo.ItemRow, auth: AuthContext) {
    const [stores, categories] = await Promise.all([
      repo.storesByIds(sql, followedStores(row.storeIds, row.storeKeywords)),
      repo.categoriesByIds(sql, row.categoryIds),
    ]);
    return {
      id: row.id,
      name: row.name,
      status: row.status,
      visibility: row.visibility,
      type: row.visibility === 'public' ? ('provider' as const) : ('personal' as const),
      editable: row.userId === auth.user.id,
      stores: stores.map((s) => ({ id: s.id, name: s.name, marketplace: marketplaceCode(s.marketplaceId) })),
      storeKeywords: row.storeKeywords,
      categories: categories.map((c) => ({
        id: c.id,
        name: c.name,
        level: c.level,
        marketplace: marketplaceCode(c.marketplaceId),
      })),
      createdAt: row.createdAt.toISOString(),
    };
  }

  const brandView = async (row: repo.BrandRow, auth: AuthContext): Promise<CustomBrand> => ({
    ...(await common(row, auth)),
    marketplace: marketplaceCode(row.marketplaceId),
  });

  async function marketView(row: repo.MarketRow, auth: AuthContext): Promise<CustomMarket> {
    const brands = await repo.visibleBrandsByIds(sql, auth.user.id, row.brandIds);
    return {
      ...(await common(row, auth)),
      marketplaces: row.marketplaceIds.map(marketplaceCode),
      brands: brands.map((b) => ({ id: b.id, name: b.name, marketplace: marketplaceCode(b.marketplaceId) })),
      products: row.products,
      build: buildView(row),
    };
  }

  async function brand(auth: AuthContext, id: number): Promise<CustomBrand> {
    requireEnterprise(auth.access);
    const row = await repo.findVisible(sql, 'brand', id, auth.user.id);
    if (!row) throw new AppError('NOT_FOUND');
    return brandView(row, auth);
  }

  async function market(auth: AuthContext, id: number): Promise<CustomMarket> {
    requireEnterprise(auth.access);
    const row = await repo.findVisible(sql, 'market', id, auth.user.id);
    if (!row) throw new AppError('NOT_FOUND');
    // Counted for one market only: a large market's members take a lookup each.
    const counts = new Map((await repo.memberCounts(sql, id)).map((c) => [c.marketplaceId, c.products]));
    const productsByMarketplace = row.marketplaceIds.map((m) => ({
      marketplace: marketplaceCode(m),
      products: counts.get(m) ?? 0,
    }));
    return { ...(await marketView(row, auth)), productsByMarketplace };
  }

  /** A brand's change reaches every market that uses it: each is built again. */
  async function rebuildMarketsOf(brandId: number) {
    for (const market of await repo.reviseMarketsUsingBrand(sql, brandId)) await builds.queue(market);
  }

  return {
    brand,
    market,

    async brands(auth: AuthContext, input: ItemListInput) {
      requireEnterprise(auth.access);
      const { rows, total } = await repo.listVisible(sql, 'brand', auth.user.id, {
        words: input.q || undefined,
        visibility: input.visibility,
        offset: (input.page - 1) * ITEMS_PAGE_SIZE,
        limit: ITEMS_PAGE_SIZE,
      });
      return pageOf(await Promise.all(rows.map((r) => brandView(r, auth))), input.page, total);
    },

    async markets(auth: AuthContext, input: ItemListInput) {
      requireEnterprise(auth.access);
      const { rows, total } = await repo.listVisible(sql, 'market', auth.user.id, {
        words: input.q || undefined,
        visibility: input.visibility,
        offset: (input.page - 1) * ITEMS_PAGE_SIZE,
        limit: ITEMS_PAGE_SIZE,
      });
      const saved = {
        count: await repo.ownMarketCount(sql, auth.user.id),
        limit: auth.access.rights.enterpriseMarkets,
      };
      return { ...pageOf(await Promise.all(rows.map((r) => marketView(r, auth))), input.page, total), saved };
    },

    async createBrand(auth: AuthContext, fields: BrandFields) {
      requireEnterprise(auth.access);
      const id = await repo.insertBrand(sql, auth.user.id, await brandValues(auth, fields), clock.now());
      return brand(auth, id);
    },

    async updateBrand(auth: AuthContext, id: number, fields: BrandFields) {
      requireEnterprise(auth.access);
      if (!(await repo.updateBrand(sql, id, auth.user.id, await brandValues(auth, fields), clock.now())))
        throw new AppError('NOT_FOUND');
      await rebuildMarketsOf(id);
      return brand(auth, id);
    },

    async deleteBrand(auth: AuthContext, id: number) {
      requireEnterprise(auth.access);
      if (!(await repo.softDelete(sql, 'brand', id, auth.user.id, clock.now()))) throw new AppError('NOT_FOUND');
      await rebuildMarketsOf(id);
      return { id, deleted: true as const };
    },

    /** A saved market answers at once; what it holds and its figures are built in a job. */
    async createMarket(auth: AuthContext, fields: MarketFields) {
      requireEnterprise(auth.access);
      const values = await marketValues(auth, fields);
      const id = await sql.transaction(async (tx) => {
        if ((await repo.lockedOwnMarketCount(tx, auth.user.id)) >= auth.access.rights.enterpriseMarkets)
          throw new AppError('MARKET_LIMIT_REACHED');
        return repo.insertMarket(tx, auth.user.id, values, clock.now());
      });
      await builds.queue({ id, userId: auth.user.id });
      return market(auth, id);
    },

    async updateMarket(auth: AuthContext, id: number, fields: MarketFields) {
      requireEnterprise(auth.access);
      if (!(await repo.updateMarket(sql, id, auth.user.id, await marketValues(auth, fields), clock.now())))
        throw new AppError('NOT_FOUND');
      await builds.queue({ id, userId: auth.user.id });
      return market(auth, id);
    },

    async deleteMarket(auth: AuthContext, id: number) {
      requireEnterprise(auth.access);
      const deleted = await sql.transaction(async (tx) => {
        if (!(await repo.softDelete(tx, 'market', id, auth.user.id, clock.now()))) return false;
        await dropMarketRows(tx, id);
        return true;
      });
      if (!deleted) throw new AppError('NOT_FOUND');
      await tidyMarketRows(sql);
      return { id, deleted: true as const };
    },

    async storePicks(auth: AuthContext, input: PickerSearch) {
      requireEnterprise(auth.access);
      const { rows, total } = await repo.storePicks(
        sql,
        marketplaceId(input.marketplace),
        input.q || undefined,
        (input.page - 1) * PICKER_PAGE_SIZE,
        PICKER_PAGE_SIZE,
      );
      const items = rows.map((r) => ({
        id: r.id,
        name: r.name,
        marketplace: input.marketplace,
        revenue30: r.revenue30,
      }));
      return { items, page: input.page, total, total_page: Math.max(1, Math.ceil(total / PICKER_PAGE_SIZE)) };
    },

    async categoryPicks(auth: AuthContext, input: CategoryPickerSearch) {
      requireEnterprise(auth.access);
      const { rows, total } = await repo.categoryPicks(
        sql,
        marketplaceId(input.marketplace),
        input.q || undefined,
        input.level,
        (input.page - 1) * PICKER_PAGE_SIZE,
        PICKER_PAGE_SIZE,
      );
      const items = rows.map((r) => ({
        id: r.id,
        name: r.name,
        level: r.level,
        marketplace: input.marketplace,
        path: r.path,
      }));
      return { items, page: input.page, total, total_page: Math.max(1, Math.ceil(total / PICKER_PAGE_SIZE)) };
    },
  };
}
