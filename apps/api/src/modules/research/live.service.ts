import { type LiveAnswers, type LiveEvent, type liveRequestSchemas } from '@pasarlens/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import type { Access } from '../billing/access.service.ts';
import type { Charge, ChargeGuard } from '../billing/tokens.service.ts';
import { adsLookupsSince } from '../billing/usage.service.ts';
import type { researchService } from './research.service.ts';
import { adsOnKeyword } from './signals.repo.ts';

type Requests = { [E in LiveEvent]: Omit<z.infer<(typeof liveRequestSchemas)[E]>, 'uuid'> };
/** Each event's handler answers what the client expects on `<event>_result`. */
export type LiveHandlers = { [E in LiveEvent]: (access: Access, request: Requests[E]) => Promise<LiveAnswers[E]> };

/**
 * What each live-data event answers: the research calls, keyword insight and ads spy, with their
 * gating and tokens. The products a lookup shows are told to `ctx.lookedUp` before it answers, so
 * the alerts on them are judged on the prices the user sees.
 */
export function liveHandlers(ctx: AppContext, research: ReturnType<typeof researchService>): LiveHandlers {
  const { database: sql } = ctx;
  const { tokens } = ctx.billing;

  async function shown<T>(answer: T, productIds: number[]): Promise<T> {
    await ctx.lookedUp.seen(productIds);
    return answer;
  }
  const ids = (page: { items: { productId: number }[] }) => page.items.map((p) => p.productId);

  return {
    async category(access, request) {
      const answer = await research.categoryProducts(access, request);
      return shown(answer, ids(answer.data));
    },
    async product(access, request) {
      const answer = await research.searchProducts(access, request);
      return shown(answer, ids(answer.data));
    },
    store_search: (access, request) => research.stores(access, request),

    async store(access, { store_id }) {
      const store = await research.store(access, store_id);
      const products = (await research.storeProducts(access, { store_id })).data;
      return shown({ ...store, products }, ids(products));
    },

    async affiliate(access, { product_id }) {
      const { data, isPremium, showPaywall } = await research.product(access, product_id);
      if (isPremium && !data.affiliate) throw new AppError('DATA_NOT_FOUND');
      return shown(
        { data: { productId: data.productId, name: data.name, affiliate: data.affiliate }, isPremium, showPaywall },
        [data.productId],
      );
    },

    async product_variant(access, { productID, shopID }) {
      const { data, isPremium, showPaywall } = await research.product(access, productID);
      if (data.storeId !== shopID || (isPremium && data.variants.length === 0)) throw new AppError('DATA_NOT_FOUND');
      return shown(
        {
          data: { productId: data.productId, name: data.name, marketplace: data.marketplace, variants: data.variants },
          isPremium,
          showPaywall,
        },
        [data.productId],
      );
    },

    keyword: (access, request) => research.keywordInsight(access, request),

    /** Ads on a keyword: needs a plan with ads spy, counts towards its monthly lookups, costs a search token. */
    async ads_spy(access, { marketplace, keyword }) {
      const { adsLimit } = access.rights;
      if (adsLimit === 0) throw new AppError('PLAN_REQUIRED');
      const withinMonthlyLookups: ChargeGuard | undefined =
        adsLimit === null
          ? undefined
          : async (tx, account) => {
              if ((await adsLookupsSince(tx, access.userId, account.periodStart)) >= adsLimit)
                throw new AppError('ADS_LIMIT_REACHED');
            };
      const charge: Charge = {
        action: 'search',
        asked: { feature: 'ads_spy', marketplace, keyword: keyword.toLowerCase() },
        context: { feature: 'ads_spy', marketplace, subject: keyword, request: { marketplace, keyword } },
      };
      const ads = await tokens.charged(
        access,
        charge,
        async () => {
          const result = await adsOnKeyword(sql, marketplace, keyword);
          return { result, found: result.length > 0 };
        },
        withinMonthlyLookups,
      );
      if (ads.length === 0) throw new AppError('DATA_NOT_FOUND');
      return {
        data: { keyword, marketplace, items: ads, total_count: ads.length },
        isPremium: true,
        showPaywall: false,
      };
    },
  };
}
