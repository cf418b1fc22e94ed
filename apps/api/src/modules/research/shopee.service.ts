import { SHOPEE_STORE_PAGE_SIZE } from '@pasarlens/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import type { Access } from '../billing/access.service.ts';
import { researchPolicy } from '../billing/research-policy.ts';
import * as repo from './research.repo.ts';
import { researchService } from './research.service.ts';

/**
 * Spec §7 Shopee store calls: the store research of one Shopee store named by its username,
 * history between minDate and maxDate, pages of 10 starting at 0.
 */
export function shopeeService(ctx: AppContext, research: ReturnType<typeof researchService>) {
  const { database: sql } = ctx;

  async function storeId(username: string): Promise<number> {
    const id = await repo.storeIdByUsername(sql, 'shopee', username);
    if (id === undefined) throw new AppError('DATA_NOT_FOUND');
    return id;
  }

  return {
    stores: (access: Access, input: { username: string; page?: number | undefined }) =>
      research.stores(access, {
        marketplace: 'shopee',
        username: input.username,
        page: input.page,
        page_size: SHOPEE_STORE_PAGE_SIZE,
      }),

    storeInfo: async (access: Access, input: { username: string }) =>
      research.store(access, await storeId(input.username)),

    storeAnalytics: async (access: Access, input: { username: string; minDate: string; maxDate: string }) =>
      research.storeAnalytics(access, {
        store_id: await storeId(input.username),
        start_date: input.minDate,
        end_date: input.maxDate,
      }),

    storeProduct: async (access: Access, input: { username: string; page?: number | undefined }) =>
      research.storeProducts(access, {
        store_id: await storeId(input.username),
        page: input.page,
        page_size: SHOPEE_STORE_PAGE_SIZE,
      }),

    /** The commission terms of the store's products (the affiliate-data modal); free users see the first rows. */
    async storeAffiliates(access: Access, input: { username: string; page?: number | undefined }) {
      const id = await storeId(input.username);
      const policy = researchPolicy(access.rights);
      const page = policy.page(input.page ?? 0, 0);
      const limit = policy.rows(SHOPEE_STORE_PAGE_SIZE);
      const found = await repo.storeAffiliateTerms(sql, id, { offset: page * SHOPEE_STORE_PAGE_SIZE, limit });
      if (found.items.length === 0) throw new AppError('DATA_NOT_FOUND');
      return {
        data: { items: found.items, total_count: found.total, page, page_size: limit },
        ...policy.flags,
      };
    },
  };
}
