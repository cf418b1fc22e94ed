import {
  NO_BRAND_ID,
  type DownloadRequest,
  type DownloadSource,
  type DownloadSourceInput,
  type ResearchMarketplace,
  type StoreSummary,
  type TopBrand,
  type TopCategory,
  type TopProduct,
} from '@pasarlens/contracts';
import type { SqlRunner } from '@pasarlens/db';
import { addDays, type Day } from '@pasarlens/market';
import { AppError } from '../../lib/errors.ts';
import type { Access } from '../billing/access.service.ts';
import {
  marketFigure,
  openAnalysis,
  selectionNames,
  topListPage,
  type TopItem,
  type TopKind,
} from '../enterprise/analysis.service.ts';
import { filtersOf, productSearchCriteria, storeSearchCriteria } from '../research/criteria.ts';
import * as research from '../research/reads-for-exports.ts';
import type { TextKey } from './texts.ts';
import type { Cell, Column, WorkbookWriter } from './workbook.ts';

/**
 * Rows read and written at a time: enough to keep the reads few (a batch of a list sorted by a
 * column no index orders it by sorts the rest of the list), small enough to keep memory flat.
 */
const EXPORT_BATCH = 20_000;

interface SheetContext {
  book: WorkbookWriter;
  t: (key: TextKey) => string;
  /** Called after each batch with the rows written so far. */
  progress: (rows: number) => Promise<void>;
}

/** A source's list for the given filters: what it is of, how many rows it holds, and how to write them. */
export interface ExportList {
  subject: string | null;
  /** How many rows the list holds: asked when a download is created, not by the job that writes it. */
  available(): Promise<number>;
  /** The days its figures cover, and the period they are compared with when they are. */
  range: { start: Day; end: Day; previousStart?: Day } | null;
  /** What the first sheet says of the filters, when not the request's own fields. */
  filters?: (t: SheetContext['t']) => string;
  /** The note on which figures are estimates. */
  estimates: TextKey;
  /** Further lines of the first sheet: what the list knows of its subject (a keyword's search volume). */
  facts?: [TextKey, Cell][];
  /** What the request left open and the list settled (a default range), kept with the download so a retry covers the same. */
  settled?: Record<string, unknown>;
  /** Writes at most `limit` rows as sheets; answers the rows written (the rows charged). */
  write(context: SheetContext, limit: number): Promise<number>;
}

/** Who asks for the download, on which day: the enterprise lists open the markets this user may open. */
export interface Requester {
  access: Access;
  today: Day;
}

async function existing<T>(found: Promise<T | undefined>): Promise<T> {
  const value = await found;
  if (value === undefined) throw new AppError('DATA_NOT_FOUND');
  return value;
}

const asDate = (day: string | null): Date | null => (day === null ? null : new Date(`${day}T00:00:00Z`));

/** The research lists' figures: the 30 days ending on the market's last day, sales and revenue estimated. */
const thirtyDays = (lastDay: Day | null) => ({
  range: lastDay === null ? null : { start: addDays(lastDay, -29), end: lastDay },
  estimates: 'estimatesNote' as const,
});

type Ranking = research.Ranking<'revenue30' | 'units30' | 'revenue7' | 'revenue90' | 'price' | 'rating'>;
const productRanking = (input: { sort?: Ranking['key'] | undefined; order?: Ranking['order'] }): Ranking => ({
  key: input.sort ?? 'revenue30',
  order: input.order,
});

/** Reads `limit` rows of a list a batch at a time, in the list's order. */
async function eachBatch<T>(
  limit: number,
  read: (page: research.PageRequest) => Promise<T[]>,
  use: (rows: T[], done: number) => Promise<void>,
): Promise<number> {
  let done = 0;
  while (done < limit) {
    const rows = await read({ offset: done, limit: Math.min(EXPORT_BATCH, limit - done) });
    if (rows.length === 0) break;
    done += rows.length;
    await use(rows, done);
  }
  return done;
}

/**
 * Reads what `keys` name EXPORT_BATCH keys at a time, in their order, and uses each batch while
 * the next one is read: the database and the file work at the same time.
 */
async function eachKeyBatch<K, T>(
  keys: K[],
  read: (batch: K[]) => Promise<T>,
  use: (found: T, batch: K[]) => Promise<void>,
): Promise<void> {
  const readFrom = (start: number) => {
    const batch = keys.slice(start, start + EXPORT_BATCH);
    return read(batch).then((found) => ({ found, batch, end: start + batch.length }));
  };
  let pending = keys.length > 0 ? readFrom(0) : null;
  while (pending) {
    const { found, batch, end } = await pending;
    pending = end < keys.length ? readFrom(end) : null;
    // A read ahead that fails after a write failed is not waited for; its error is the write's.
    pending?.catch(() => undefined);
    await use(found, batch);
  }
}

type Columns = [TextKey, Column['format']?][];

const PRODUCT_COLUMNS: Columns = [
  ['name'],
  ['price', 'integer'],
  ['originalPrice', 'integer'],
  ['brand'],
  ['store'],
  ['rating', 'decimal'],
  ['reviewCount', 'integer'],
  ['commentCount', 'integer'],
  ['wishlist', 'integer'],
  ['stock', 'integer'],
  ['stockValue', 'integer'],
  ['units30', 'integer'],
  ['revenue30', 'integer'],
  ['revenue30Low', 'integer'],
  ['revenue30High', 'integer'],
  ['soldTotal', 'integer'],
  ['revenueTotal', 'integer'],
  ['listedAt', 'date'],
  ['location'],
  ['slug'],
  ['url'],
];
/** Spec §3's affiliate commission fields, on every product sheet. */
const AFFILIATE_COLUMNS: Columns = [
  ['sellerCommission', 'share'],
  ['marketplaceCommission', 'share'],
  ['videoCommission', 'share'],
  ['liveCommission', 'share'],
];
/** Spec §3's ads fields, on a keyword search's product sheet: the product's ad on that keyword. */
const AD_COLUMNS: Columns = [
  ['adBid', 'integer'],
  ['adRecommendedBid', 'integer'],
  ['adClickThroughRate', 'share'],
  ['adConversionRate', 'share'],
  ['adMatchType'],
];
const VARIANT_COLUMNS: Columns = [
  ['product'],
  ['variant'],
  ['price', 'integer'],
  ['stock', 'integer'],
  ['units30', 'integer'],
  ['revenue30', 'integer'],
  ['lowestPrice'],
];
const STORE_COLUMNS: Columns = [
  ['name'],
  ['username'],
  ['marketplace'],
  ['location'],
  ['products', 'integer'],
  ['units30', 'integer'],
  ['revenue30', 'integer'],
  ['revenue30Low', 'integer'],
  ['revenue30High', 'integer'],
  ['followers', 'integer'],
  ['following', 'integer'],
  ['responseRate', 'percent'],
  ['official'],
  ['goldenMerchant'],
  ['lazMall'],
];
const CATEGORY_COLUMNS: Columns = [
  ['name'],
  ['level', 'integer'],
  ['units30', 'integer'],
  ['revenue30', 'integer'],
  ['revenue30Low', 'integer'],
  ['revenue30High', 'integer'],
  ['hasChildren'],
];

const columnsOf = (t: SheetContext['t'], columns: Columns): Column[] =>
  columns.map(([key, format]) => ({
    header: t(key),
    ...(format && { format }),
    width: key === 'name' || key === 'url' || key === 'product' ? 40 : 16,
  }));

/** The product row of spec §3's download fields, in PRODUCT_COLUMNS' order. */
function productCells([
  ,
  name,
  price,
  originalPrice,
  brand,
  store,
  rating,
  reviews,
  comments,
  wishlist,
  stock,
  units30,
  revenue30,
  soldTotal,
  revenueTotal,
  listedAt,
  location,
  slug,
  url,
  revenue30RangeParts,
]: research.ProductExportFields): Cell[] {
  const range = research.revenue30RangeOf(revenue30, revenue30RangeParts);
  return [
    name,
    price,
    originalPrice,
    brand,
    store,
    rating,
    reviews,
    comments,
    wishlist,
    stock,
    stock === null ? null : stock * price,
    units30,
    revenue30,
    range?.low ?? null,
    range?.high ?? null,
    soldTotal,
    revenueTotal,
    asDate(listedAt),
    location,
    slug,
    url,
  ];
}

/** A keyword search's keyword, whose ads and search volume a product download adds. */
interface SearchedKeyword {
  marketplace: ResearchMarketplace;
  q: string;
}

const blank = (n: number): Cell[] => Array<Cell>(n).fill(null);

/**
 * What a product sheet holds beside spec §3's product fields: each product's latest affiliate
 * terms, and on a keyword search its latest ad on that keyword (empty where it has none).
 */
function productSide(sql: SqlRunner, keyword: SearchedKeyword | null, lastDay: Day | null) {
  const ads = keyword && lastDay ? { ...keyword, lastDay } : null;
  return {
    columns: keyword ? [...AFFILIATE_COLUMNS, ...AD_COLUMNS] : AFFILIATE_COLUMNS,
    async cellsFor(productIds: number[]): Promise<(productId: number) => Cell[]> {
      const terms = await research.productsAffiliateTerms(sql, productIds);
      const seen = ads ? await research.productAdsOnKeyword(sql, ads.marketplace, ads.q, productIds, ads.lastDay) : [];
      const termsOf = new Map(
        terms.map((x) => [
          x.productId,
          [x.sellerCommissionRate, x.marketplaceCommissionRate, x.videoCommissionRate, x.liveCommissionRate],
        ]),
      );
      const adOf = new Map(
        seen.map((a) => [
          a.productId,
          [a.bidPrice, a.recommendedBidPrice, a.clickThroughRate, a.conversionRate, a.matchType],
        ]),
      );
      const noTerms = blank(AFFILIATE_COLUMNS.length);
      const noAd = blank(AD_COLUMNS.length);
      return keyword
        ? (id) => [...(termsOf.get(id) ?? noTerms), ...(adOf.get(id) ?? noAd)]
        : (id) => termsOf.get(id) ?? noTerms;
    },
  };
}

/** Products in the list's order on one sheet, then their variants on a second. */
function productExport(
  sql: SqlRunner,
  criteria: research.ProductCriteria,
  ranking: Ranking,
  subject: string | null,
  keyword: SearchedKeyword | null = null,
) {
  return async (lastDay: Day | null): Promise<ExportList> => {
    const volume =
      keyword && lastDay ? await research.keywordVolume(sql, keyword.marketplace, keyword.q, lastDay) : undefined;
    return {
      subject,
      ...thirtyDays(lastDay),
      ...(keyword && { facts: [['keywordSearchVolume', volume?.searchVolume ?? null]] }),
      available: () => research.productCount(sql, criteria),
      async write({ book, t, progress }, limit) {
        const side = productSide(sql, keyword, lastDay);
        const products = book.sheet(t('sheetProducts'), columnsOf(t, [...PRODUCT_COLUMNS, ...side.columns]));
        const written: { id: number; name: string }[] = [];
        const order = await research.productExportOrder(sql, criteria, ranking, limit);
        await eachKeyBatch(
          order,
          (ids) => research.productExportFields(sql, ids),
          async (items) => {
            const sideOf = await side.cellsFor(items.map(([id]) => id));
            for (const fields of items) {
              products.add(productCells(fields).concat(sideOf(fields[0])));
              written.push({ id: fields[0], name: fields[1] });
            }
            await products.drained();
            await progress(written.length);
          },
        );
        const rows = written.length;
        await products.done();
        const variants = book.sheet(t('sheetVariants'), columnsOf(t, VARIANT_COLUMNS));
        const yes = t('yes');
        const no = t('no');
        if (lastDay) {
          await eachKeyBatch(
            written,
            (batch) =>
              research.productsVariants(
                sql,
                batch.map((p) => p.id),
              ),
            async (found, batch) => {
              const names = new Map(batch.map((p) => [p.id, p.name]));
              for (const [productId, kept] of found) {
                // Cheapest first: the first variant has the product's lowest price.
                const lowest = kept[0]?.[1];
                for (const [name, price, stock, units30, revenue30] of kept)
                  variants.add([
                    names.get(productId)!,
                    name,
                    price,
                    stock,
                    units30,
                    revenue30,
                    price === lowest ? yes : no,
                  ]);
              }
              await variants.drained();
            },
          );
        }
        await variants.done();
        return rows;
      },
    };
  };
}

function storeCells(s: StoreSummary, x: research.StoreExtras | undefined, yes: string, no: string): Cell[] {
  const flag = (value: boolean | undefined) => (value ? yes : no);
  return [
    s.name,
    s.username,
    s.marketplace,
    s.location,
    s.products,
    s.units30,
    s.revenue30,
    s.revenue30Range.low,
    s.revenue30Range.high,
    x?.followers ?? null,
    x?.following ?? null,
    x?.responseRate ?? null,
    flag(s.official),
    flag(x?.goldenMerchant),
    flag(x?.lazMall),
  ];
}

type Planner<S extends DownloadSource> = (
  sql: SqlRunner,
  input: DownloadSourceInput<S>,
  requester: Requester,
) => Promise<(lastDay: Day | null) => Promise<ExportList>>;

type TopSource =
  'enterprise_dashboard/top_brands' | 'enterprise_dashboard/top_products' | 'enterprise_dashboard/top_categories';
/** An enterprise top list's columns: what names its rows, then the figures as the dashboard shows them. */
interface TopExport<T> {
  sheet: TextKey;
  lead: Columns;
  leadCells(item: T, t: SheetContext['t']): Cell[];
}
const TOP_EXPORTS: { [K in TopKind]: TopExport<TopItem[K]> } = {
  brands: {
    sheet: 'sheetBrands',
    lead: [['name'], ['marketplaces']],
    leadCells: (b: TopBrand, t) => [b.id === NO_BRAND_ID ? t('noBrand') : b.name, b.marketplaces.join(', ') || null],
  },
  products: {
    sheet: 'sheetProducts',
    lead: [['name'], ['store'], ['marketplace']],
    leadCells: (p: TopProduct) => [p.name, p.storeName, p.marketplace],
  },
  categories: {
    sheet: 'sheetCategories',
    lead: [['name'], ['level', 'integer'], ['marketplace']],
    leadCells: (c: TopCategory) => [c.name, c.level, c.marketplace],
  },
};
const FIGURE_COLUMNS: Columns = [
  ['revenue', 'integer'],
  ['units', 'integer'],
  ['averagePrice', 'integer'],
  ['share', 'share'],
  ['growth', 'share'],
  ['daysObserved', 'integer'],
  ['provenance'],
];
const figureCells = (item: TopItem[TopKind], t: SheetContext['t']): Cell[] => [
  item.revenue,
  item.units,
  item.averagePrice,
  item.share,
  item.growth,
  item.daysObserved,
  t(item.provenance),
];

/**
 * An enterprise top list (spec §5) in the dashboard's order, for the market the requester may
 * open (the dashboard's rights and answers), over the filter's range; read a batch at a time
 * against the market's figure, read once.
 */
const topListExport =
  <K extends TopKind>(kind: K): Planner<TopSource> =>
  async (sql, input, requester) => {
    const { sort, order, rows: _rows, language: _language, ...filter } = input;
    const opened = await openAnalysis(sql, requester.access, filter, requester.today);
    const [market, selected] = await Promise.all([marketFigure(sql, opened.query), selectionNames(sql, filter)]);
    const page = (at: research.PageRequest) =>
      topListPage(sql, kind, opened.query, filter, { sort, order, ...at }, market);
    const { start, end, previousStart } = opened.range;
    const shape = TOP_EXPORTS[kind] as TopExport<TopItem[TopKind]>;
    return async () => ({
      subject: opened.market.name,
      available: async () => (await page({ offset: 0, limit: 1 })).total,
      range: { start, end, previousStart },
      estimates: 'estimatesNoteTopList',
      settled: { start_date: start, end_date: end },
      filters: (t) => {
        const listed = (names: string[]) => (names.length > 0 ? names.join(', ') : t('all'));
        return [
          `${t('market')}: ${opened.market.name}`,
          `${t('marketplaces')}: ${opened.answered.marketplaces.join(', ')}`,
          `${t('brands')}: ${listed(selected.brands)}`,
          `${t('categories')}: ${listed(selected.categories)} (${t('level')} ${filter.category_level})`,
          `${t('sort')}: ${sort} ${order}`,
        ].join('; ');
      },
      async write({ book, t, progress }, limit) {
        const sheet = book.sheet(t(shape.sheet), columnsOf(t, [...shape.lead, ...FIGURE_COLUMNS]));
        const rows = await eachBatch(
          limit,
          async (at) => (await page(at)).items,
          async (items, done) => {
            for (const item of items) sheet.add([...shape.leadCells(item, t), ...figureCells(item, t)]);
            await sheet.drained();
            await progress(done);
          },
        );
        await sheet.done();
        return rows;
      },
    });
  };

const PLANNERS: { [S in DownloadSource]: Planner<S> } = {
  'product_research/products': async (sql, input) =>
    productExport(sql, productSearchCriteria(input), productRanking(input), input.q, {
      marketplace: input.marketplace,
      q: input.q,
    }),

  'category_research/category_products': async (sql, input) => {
    const category = await existing(research.categoryLevel(sql, input.category_id));
    return productExport(sql, { category, ...filtersOf(input) }, productRanking(input), category.name);
  },

  'store_research/store_products': async (sql, input) => {
    const store = await existing(research.storeDetail(sql, input.store_id));
    return productExport(sql, { storeId: store.storeId }, productRanking(input), store.name);
  },

  'store_research/stores': async (sql, input) => {
    const criteria = storeSearchCriteria(input);
    const ranking = { key: input.sort ?? 'revenue30', order: input.order } as const;
    return async (lastDay) => ({
      subject: input.q || input.username || null,
      ...thirtyDays(lastDay),
      available: async () => (await research.storePage(sql, criteria, ranking, { offset: 0, limit: 1 })).total,
      async write({ book, t, progress }, limit) {
        const sheet = book.sheet(t('sheetStores'), columnsOf(t, STORE_COLUMNS));
        const rows = await eachBatch(
          limit,
          async (page) => (await research.storePage(sql, criteria, ranking, page)).items,
          async (items, done) => {
            const extras = new Map(
              (
                await research.storeExtras(
                  sql,
                  items.map((s) => s.storeId),
                )
              ).map((x) => [x.id, x]),
            );
            for (const s of items) sheet.add(storeCells(s, extras.get(s.storeId), t('yes'), t('no')));
            await sheet.drained();
            await progress(done);
          },
        );
        await sheet.done();
        return rows;
      },
    });
  },

  'category_research/categories': async (sql, input) => {
    const parent =
      input.parent_id === undefined ? undefined : await existing(research.categoryLevel(sql, input.parent_id));
    return async (lastDay) => {
      const nodes = await research.categoryNodes(sql, input.marketplace, parent?.id ?? null, lastDay);
      return {
        subject: parent?.name ?? input.marketplace,
        ...thirtyDays(lastDay),
        available: async () => nodes.length,
        async write({ book, t, progress }, limit) {
          const sheet = book.sheet(t('sheetCategories'), columnsOf(t, CATEGORY_COLUMNS));
          const rows = nodes.slice(0, limit);
          for (const n of rows)
            sheet.add([
              n.name,
              n.level,
              n.units30,
              n.revenue30,
              n.revenue30Range?.low ?? null,
              n.revenue30Range?.high ?? null,
              n.hasChildren ? t('yes') : t('no'),
            ]);
          await sheet.done();
          await progress(rows.length);
          return rows.length;
        },
      };
    };
  },

  'enterprise_dashboard/top_brands': topListExport('brands'),
  'enterprise_dashboard/top_products': topListExport('products'),
  'enterprise_dashboard/top_categories': topListExport('categories'),
};

/**
 * The list a download exports, for its source and the screen's filters and sort; DATA_NOT_FOUND
 * when its subject does not exist (an enterprise market the requester may not open: NOT_FOUND).
 */
export async function exportList(
  sql: SqlRunner,
  source: DownloadSource,
  input: DownloadRequest,
  requester: Requester,
): Promise<ExportList> {
  const plan = await (PLANNERS[source] as Planner<DownloadSource>)(sql, input, requester);
  return plan(await research.lastMarketDay(sql));
}
