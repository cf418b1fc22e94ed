import {
  TOKOPEDIA_SORTS,
  type ProductSummary,
  type TokopediaList,
  type TokopediaProduct,
  type TokopediaStatistics,
  type TokopediaStore,
} from '@pasarlens/contracts';
import { addDays, tokopediaKeysFromUrl } from '@pasarlens/market';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import type { Access } from '../billing/access.service.ts';
import { researchPolicy } from '../billing/research-policy.ts';
import type { Charge } from '../billing/tokens.service.ts';
import { analyticsOf } from './daily-sales.ts';
import { describeProduct } from './product-detail.ts';
import * as repo from './research.repo.ts';

/** Tokopedia's page size. */
const TOKOPEDIA_PAGE_SIZE = 20;

/**
 * Spec §7 Tokopedia calls, answered from our market data in Tokopedia's own shapes (spec §3),
 * with `isPremium` and the same gating and token costs as the rest of research.
 */
export function tokopediaService(ctx: AppContext) {
  const { database: sql } = ctx;
  const { tokens } = ctx.billing;

  /** Tokopedia's store and review fields for a page of products, in its shape. */
  async function toTokopedia(products: ProductSummary[]): Promise<TokopediaProduct[]> {
    const extra = await repo.tokopediaListingFields(
      sql,
      products.map((p) => p.productId),
    );
    const byId = new Map(extra.map((e) => [e.id, e]));
    return products.map((p) => {
      const e = byId.get(p.productId)!;
      return {
        product_id: p.productId,
        url: p.url ?? '',
        store_id: p.storeId,
        store_name: p.storeName,
        store_official: e.official,
        store_golden_merchant: e.golden,
        store_location: e.location,
        image_url: p.imageUrl,
        name: p.name,
        price: p.price,
        total_sales: p.units30,
        total_revenue: String(p.revenue30),
        total_review: e.reviews,
        rating: p.rating,
      };
    });
  }

  /** One charged page of Tokopedia products; a free user sees the first rows of page 1. */
  async function productList(
    access: Access,
    input: { page: number; ob: number } & Record<string, unknown>,
    criteria: repo.ProductCriteria,
    subject: string,
  ): Promise<TokopediaList<TokopediaProduct>> {
    const policy = researchPolicy(access.rights);
    const shown = policy.page(input.page, 1);
    const limit = policy.rows(TOKOPEDIA_PAGE_SIZE);
    const sort = policy.premium ? TOKOPEDIA_SORTS[input.ob as keyof typeof TOKOPEDIA_SORTS] : TOKOPEDIA_SORTS[23];
    const { ob: _inAnyOrder, sort: _sameRows, page: _asked, ...question } = input;
    const charge: Charge = {
      action: 'search',
      asked: { feature: 'tokopedia', ...question, page: shown, limit },
      context: { feature: 'tokopedia', marketplace: 'tokopedia', subject, page: shown, request: input },
    };
    const found = await tokens.charged(access, charge, async () => {
      const result = await repo.productPage(sql, { ...criteria, marketplace: 'tokopedia' }, sort, {
        offset: (shown - 1) * TOKOPEDIA_PAGE_SIZE,
        limit,
      });
      return { result, found: result.items.length > 0 };
    });
    if (found.items.length === 0) throw new AppError('DATA_NOT_FOUND');
    return {
      data: await toTokopedia(found.items),
      total: found.total,
      page: shown,
      ...policy.flags,
    };
  }

  return {
    searchProducts: (access: Access, input: { page: number; q: string; ob: number }) =>
      productList(access, input, { nameWords: input.q }, input.q),

    async categoryProducts(access: Access, input: { page: number; identifier: string; ob: number }) {
      const category = await repo.categoryByExternalId(sql, 'tokopedia', input.identifier);
      if (!category) throw new AppError('DATA_NOT_FOUND');
      return productList(access, input, { category }, category.name);
    },

    async searchStores(access: Access, input: { start: number; q: string }): Promise<TokopediaList<TokopediaStore>> {
      const policy = researchPolicy(access.rights);
      const start = policy.page(input.start, 0);
      const limit = policy.rows(TOKOPEDIA_PAGE_SIZE);
      const charge: Charge = {
        action: 'search',
        asked: { feature: 'tokopedia', stores: input.q, start, limit },
        context: {
          feature: 'tokopedia',
          marketplace: 'tokopedia',
          subject: input.q,
          page: Math.floor(start / TOKOPEDIA_PAGE_SIZE) + 1,
          request: input,
        },
      };
      const found = await tokens.charged(access, charge, async () => {
        const result = await repo.storePage(sql, { marketplace: 'tokopedia', nameWords: input.q }, 'revenue30', {
          offset: start,
          limit,
        });
        return { result, found: result.items.length > 0 };
      });
      if (found.items.length === 0) throw new AppError('DATA_NOT_FOUND');
      const golden = await repo.goldenMerchants(
        sql,
        found.items.map((s) => s.storeId),
      );
      const data = found.items.map((s) => ({
        store_id: s.storeId,
        store_name: s.name,
        store_golden_merchant: golden.has(s.storeId),
        store_official: s.official,
        store_location: s.location,
        store_image_url: null,
      }));
      return {
        data,
        total: found.total,
        page: Math.floor(start / TOKOPEDIA_PAGE_SIZE) + 1,
        ...policy.flags,
      };
    },

    async storeProducts(access: Access, input: { page: number; store_id: number; sort: number }) {
      const store = await repo.storeDetail(sql, input.store_id);
      if (!store || store.marketplace !== 'tokopedia') throw new AppError('DATA_NOT_FOUND');
      return productList(access, { ...input, ob: input.sort }, { storeId: store.storeId }, store.name);
    },

    /** A product's statistics: 30 days of sales and its variants, for 1 token. The URL keys must match the product. */
    async statistics(
      access: Access,
      input: { shop_domain: string; product_key: string; product_id: number },
    ): Promise<TokopediaStatistics> {
      const lastDay = await repo.lastMarketDay(sql);
      const record = await repo.productDetail(sql, input.product_id, lastDay);
      const product = record && describeProduct(record);
      const keys = product?.url ? tokopediaKeysFromUrl(product.url) : undefined;
      if (
        !product ||
        product.marketplace !== 'tokopedia' ||
        keys?.shopDomain !== input.shop_domain ||
        keys.productKey !== input.product_key
      )
        throw new AppError('DATA_NOT_FOUND');
      const [summary] = await toTokopedia([product]);
      if (!researchPolicy(access.rights).premium || !lastDay)
        return {
          product: summary!,
          daily_sales: [],
          variantsStatistics: [],
          detailVariants: [],
          isPremium: false,
          showPaywall: true,
        };
      const from = addDays(lastDay, -29);
      const charge: Charge = {
        action: 'historicalProductDetail',
        asked: { feature: 'tokopedia', product: product.productId, from, to: lastDay },
        context: {
          feature: 'tokopedia',
          marketplace: 'tokopedia',
          subject: product.name,
          from,
          to: lastDay,
          request: input,
        },
      };
      const history = await tokens.charged(access, charge, async () => {
        const result = analyticsOf(from, lastDay, await repo.productDays(sql, product.productId, from, lastDay));
        return { result, found: result.summary !== null };
      });
      const monthStart = `${lastDay.slice(0, 8)}01`;
      const thisMonth = await repo.variantSalesSince(sql, product.productId, monthStart, lastDay);
      return {
        product: summary!,
        daily_sales: history.daily_sales,
        variantsStatistics: product.variants.map((v) => ({
          variantName: v.name,
          estimatedSales: v.units30,
          thisMonthEstimatedSales: thisMonth.get(v.name)?.units ?? null,
        })),
        detailVariants: product.variants.map((v) => ({
          variantName: v.name,
          estimatedRevenue: v.revenue30,
          thisMonthEstimatedRevenue: thisMonth.get(v.name)?.revenue ?? null,
          estimatedSales: v.units30,
          thisMonthEstimatedSales: thisMonth.get(v.name)?.units ?? null,
          stock: v.stock,
          stockValue: v.stockValue,
          price: v.price,
          productURL: product.url ?? '',
          productName: product.name,
          imageURL: product.imageUrl,
        })),
        isPremium: true,
        showPaywall: false,
      };
    },
  };
}
