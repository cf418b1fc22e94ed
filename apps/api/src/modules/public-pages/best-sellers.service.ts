import { BEST_SELLERS_PER_CATEGORY, confidenceMix, type BestSellers } from '@pasarlens/contracts';
import type { AppContext } from '../../context.ts';
import { shopeeBestSellers, type BestSellerRow } from './best-sellers.repo.ts';

const jakartaDay = (date: Date): string => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(date);

function group(rows: BestSellerRow[]): BestSellers {
  const categories = new Map<number, BestSellers['categories'][number]>();
  for (const row of rows) {
    const category = categories.get(row.categoryId) ?? { id: row.categoryId, name: row.categoryName, products: [] };
    category.products.push({
      id: row.id,
      name: row.name,
      imageUrl: row.imageUrl,
      price: row.price,
      units30: row.units30,
      revenue30: row.revenue30,
      confidence30: confidenceMix(row.revenue30, row.high, row.medium),
    });
    categories.set(row.categoryId, category);
  }
  const asOf = rows.reduce<string | null>(
    (latest, row) => (latest === null || row.asOf > latest ? row.asOf : latest),
    null,
  );
  return { asOf, categories: [...categories.values()] };
}

/**
 * The public best-sellers page's data. It is the same for every visitor, so it is built once a
 * day (Jakarta time) per process and served from memory until the day changes.
 */
export function bestSellersService(ctx: Pick<AppContext, 'database' | 'clock'>) {
  let cached: { day: string; answer: Promise<BestSellers> } | null = null;
  return {
    shopee(): Promise<BestSellers> {
      const day = jakartaDay(ctx.clock.now());
      if (cached?.day !== day) {
        const answer = shopeeBestSellers(ctx.database, BEST_SELLERS_PER_CATEGORY).then(group);
        cached = { day, answer };
        // A failed build is not kept: the next visitor tries again.
        answer.catch(() => {
          if (cached?.answer === answer) cached = null;
        });
      }
      return cached.answer;
    },
  };
}
