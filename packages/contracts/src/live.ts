import { z } from 'zod';
import {
  categoryProductsSchema,
  productSearchSchema,
  storeSearchSchema,
  type AffiliateTerms,
  type Paged,
  type ProductSummary,
  type ResearchAnswer,
  type StoreDetail,
  type StoreSummary,
  type VariantRow,
} from './research.ts';
import { RESEARCH_MARKETPLACES, type ResearchMarketplace } from './marketplaces.ts';
import { boundedText, rowId } from './fields.ts';

/** Spec §7 live-data socket: the events a client sends; each is answered on `<event>_result`. */
export const LIVE_EVENTS = [
  'ads_spy',
  'affiliate',
  'category',
  'product',
  'store_search',
  'store',
  'keyword',
  'product_variant',
] as const;
export type LiveEvent = (typeof LIVE_EVENTS)[number];
export const resultEvent = (event: LiveEvent) => `${event}_result` as const;
/** The shared error listener's event. */
export const LIVE_ERROR_EVENT = 'live_error';
export const LIVE_SOCKET_PATH = '/socket.io';
/** Spec §7: reconnect automatically, 1 s to 5 s apart, 20 s connection timeout. */
export const LIVE_RECONNECT = {
  reconnection: true,
  reconnectionDelay: 1_000,
  reconnectionDelayMax: 5_000,
  timeout: 20_000,
} as const;

const uuid = boundedText(64).min(1);
const marketplace = z.enum(RESEARCH_MARKETPLACES);
const positiveId = rowId();
const keyword = boundedText(100).min(2);
/** A keyword asked about: the live channel's and the public API's question. */
export const keywordQuestionSchema = z.object({ marketplace: marketplace.default('shopee'), keyword });

export const liveRequestSchemas = {
  ads_spy: keywordQuestionSchema.extend({ uuid }),
  affiliate: z.object({ uuid, product_id: positiveId }),
  category: categoryProductsSchema.extend({ uuid }),
  product: productSearchSchema.extend({ uuid }),
  store_search: storeSearchSchema.extend({ uuid }),
  store: z.object({ uuid, store_id: positiveId }),
  keyword: keywordQuestionSchema.extend({ uuid }),
  product_variant: z.object({
    uuid,
    productName: boundedText(300).optional(),
    productID: positiveId,
    shopID: positiveId,
  }),
} satisfies Record<LiveEvent, z.ZodType>;

export interface LiveError {
  uuid: string | null;
  event: LiveEvent | null;
  code: string;
  message: string;
}

/** A keyword's search volume by day, and the keywords related to it (keyword insight, the live channel and the public API). */
export const keywordInsightSchema = z.object({
  keyword: z.string(),
  marketplace: z.string(),
  volumes: z.array(z.object({ day: z.string(), searchVolume: z.number() })),
  /** Other keywords sharing a word, by their latest volume. */
  related: z.array(z.object({ keyword: z.string(), searchVolume: z.number() })),
});
export type KeywordInsight = z.infer<typeof keywordInsightSchema>;
export type KeywordVolume = KeywordInsight['volumes'][number];

export interface AdSighting {
  productId: number;
  name: string;
  storeName: string;
  price: number;
  revenue30: number;
  day: string;
  bidPrice: number;
  recommendedBidPrice: number;
  clickThroughRate: number;
  conversionRate: number;
  matchType: string;
}

/** Ads spy's answer data (the server's `ads_spy_result`). */
export interface AdsSpyResult {
  keyword: string;
  marketplace: ResearchMarketplace;
  items: AdSighting[];
  total_count: number;
}

/** Each event's answer, as the server sends it on `<event>_result` (without the uuid). */
export interface LiveAnswers {
  ads_spy: ResearchAnswer<AdsSpyResult>;
  keyword: ResearchAnswer<KeywordInsight>;
  affiliate: ResearchAnswer<{ productId: number; name: string; affiliate: AffiliateTerms | null }>;
  category: ResearchAnswer<Paged<ProductSummary>>;
  product: ResearchAnswer<Paged<ProductSummary>>;
  store_search: ResearchAnswer<Paged<StoreSummary>>;
  store: ResearchAnswer<StoreDetail> & { products: Paged<ProductSummary> };
  product_variant: ResearchAnswer<{
    productId: number;
    name: string;
    marketplace: ResearchMarketplace;
    variants: VariantRow[];
  }>;
}
