import {
  ALERTS_PER_PAGE,
  conditionHolds,
  type AlertChanges,
  type AlertDetail,
  type AlertHistoryEntry,
  type AlertListQuery,
  type Language,
  type NewAlert,
  type PriceAlert,
} from '@pasarlens/contracts';
import type { SqlRunner } from '@pasarlens/db';
import type { AppContext } from '../../context.ts';
import { randomToken } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import { activeAlertCount } from '../billing/usage.service.ts';
import { alertsRepo, type AlertRow, type AlertValues, type HistoryRow, type ProductRow } from './alerts.repo.ts';
import { notificationsRepo } from './notifications.repo.ts';
import { productReference } from './product-reference.ts';

const FOUND_PRODUCTS = 20;
const CHART_DAYS = 30;

const valuesOf = (input: AlertChanges): AlertValues => ({
  condition: input.condition,
  minimum: input.minimum ?? null,
  target: input.target ?? null,
  maximum: input.maximum ?? null,
  unit: input.unit ?? null,
  notes: input.notes || null,
});

/** Whether the rule holds for the product as it is now: the starting state, so only a later crossing fires. */
const holdsNow = (values: AlertValues, product: ProductRow) =>
  conditionHolds(
    { ...values, basePrice: product.price },
    { price: product.price, stock: product.stock, lowest30: product.lowest30 },
  );

function alertView(row: AlertRow): PriceAlert {
  return {
    id: row.id,
    product: { id: row.productId, name: row.productName, url: row.productUrl, imageUrl: row.imageUrl },
    store: { id: row.storeId, name: row.storeName },
    platform: row.platform,
    condition: row.condition,
    minimum: row.minimum,
    target: row.target,
    maximum: row.maximum,
    unit: row.unit,
    basePrice: row.basePrice,
    notes: row.notes,
    lastPrice: row.lastPrice,
    lastStock: row.lastStock,
    lastChange: row.lastChange,
    is_active: row.isActive,
    state: !row.isActive ? 'inactive' : row.triggered ? 'triggered' : 'active',
    createdAt: row.createdAt.toISOString(),
  };
}

const historyView = (row: HistoryRow): AlertHistoryEntry => ({
  id: row.id,
  type: row.type,
  price: row.price,
  stock: row.stock,
  condition: row.condition,
  date: row.createdAt.toISOString(),
  day: row.day,
});

const productView = (p: ProductRow) => ({ ...p, store: { id: p.storeId, name: p.storeName } });

export function alertsService(ctx: AppContext) {
  const { database, clock } = ctx;

  /** Spec §6: price alerts need at least Basic; the plan's alertLimit bounds the active ones. */
  async function rightsOf(userId: string) {
    const { rights } = await ctx.billing.access(userId);
    if (!rights.alertSupport) throw new AppError('PLAN_REQUIRED');
    return rights;
  }

  async function ensureRoom(sql: SqlRunner, userId: string, limit: number, adding: number): Promise<void> {
    await alertsRepo.lockUser(sql, userId);
    if ((await activeAlertCount(sql, userId)) + adding > limit) throw new AppError('ALERT_LIMIT_REACHED');
  }

  async function productOf(sql: SqlRunner, id: number, path: string): Promise<ProductRow> {
    const [product] = await alertsRepo.products(sql, { id }, 1);
    if (!product || !['shopee', 'tokopedia', 'tiktok'].includes(product.platform)) {
      throw new AppError('NOT_FOUND', {
        issues: [{ path, message: 'No such product on Shopee, Tokopedia or TikTok Shop' }],
      });
    }
    return product;
  }

  async function own(sql: SqlRunner, id: number, userId: string): Promise<AlertRow> {
    const row = await alertsRepo.find(sql, id, userId);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  /** All or nothing: the products exist, the plan has room for all, then they are written in one statement. */
  async function createMany(userId: string, inputs: NewAlert[], language: Language): Promise<PriceAlert[]> {
    const rights = await rightsOf(userId);
    const ids = await database.transaction(async (sql) => {
      await ensureRoom(sql, userId, rights.alertLimit, inputs.length);
      const items = [];
      for (const [index, input] of inputs.entries()) {
        const product = await productOf(
          sql,
          input.product_id,
          inputs.length > 1 ? `alerts.${index}.product_id` : 'product_id',
        );
        const values = valuesOf(input);
        items.push({ product, values, holds: holdsNow(values, product) });
      }
      await notificationsRepo.saveSettings(sql, userId, randomToken(), { language });
      return alertsRepo.insert(sql, userId, items, clock.now());
    });
    return (await alertsRepo.findMany(database, ids, userId)).map(alertView);
  }

  return {
    async findProduct(userId: string, query: string, platform: string | undefined) {
      await rightsOf(userId);
      const reference = productReference(query);
      if (reference.kind === 'foreign-url') return { products: [], dataRequest: null };
      if (reference.kind === 'url' && platform && platform !== reference.platform)
        return { products: [], dataRequest: null };
      const lookup =
        reference.kind === 'id'
          ? { id: reference.id }
          : reference.kind === 'url'
            ? reference
            : { words: reference.words, platform };
      const products = (await alertsRepo.products(database, lookup, FOUND_PRODUCTS)).filter(
        (p) => !platform || p.platform === platform,
      );
      const dataRequest =
        reference.kind === 'url' && products.length === 0
          ? { marketplace: reference.platform, kind: 'product' as const, reference: reference.url }
          : null;
      return { products: products.map(productView), dataRequest };
    },

    create: async (userId: string, input: NewAlert, language: Language) =>
      (await createMany(userId, [input], language))[0]!,
    createMany,

    async list(userId: string, query: AlertListQuery) {
      const { rows, total } = await alertsRepo.page(database, userId, query, ALERTS_PER_PAGE);
      return {
        items: rows.map(alertView),
        page: query.page,
        total_page: Math.max(1, Math.ceil(total / ALERTS_PER_PAGE)),
        total,
      };
    },

    async get(userId: string, id: number): Promise<AlertDetail> {
      const row = await own(database, id, userId);
      const [history, prices, [product]] = await Promise.all([
        alertsRepo.history(database, id),
        alertsRepo.prices(database, row.productId, CHART_DAYS),
        alertsRepo.products(database, { id: row.productId }, 1),
      ]);
      const entries = history.map(historyView);
      return {
        ...alertView(row),
        events: entries.filter((e) => e.type === 'fired'),
        history: entries,
        prices,
        lowest30: product?.lowest30 ?? null,
        currentStock: product?.stock ?? null,
      };
    },

    async update(userId: string, id: number, changes: AlertChanges): Promise<PriceAlert> {
      return database.transaction(async (sql) => {
        const row = await own(sql, id, userId);
        const product = await productOf(sql, row.productId, 'id');
        const values = valuesOf(changes);
        await alertsRepo.update(sql, id, userId, values, product, holdsNow(values, product), clock.now());
        return alertView((await alertsRepo.find(sql, id, userId))!);
      });
    },

    /** Switching on counts against the plan like a new alert. */
    async toggle(userId: string, id: number): Promise<PriceAlert> {
      const current = await own(database, id, userId);
      const rights = current.isActive ? null : await rightsOf(userId);
      return database.transaction(async (sql) => {
        if (rights) await ensureRoom(sql, userId, rights.alertLimit, 1);
        const row = await own(sql, id, userId);
        await alertsRepo.setActive(sql, id, userId, !row.isActive, clock.now());
        return alertView((await alertsRepo.find(sql, id, userId))!);
      });
    },

    async remove(userId: string, id: number) {
      const removed = await alertsRepo.remove(database, userId, id);
      if (!removed) throw new AppError('NOT_FOUND');
      return { removed };
    },

    removeAll: async (userId: string) => ({ removed: await alertsRepo.remove(database, userId, null) }),
  };
}
