import { z } from 'zod';
import { wholeNumber } from './fields.ts';

/** Where answers came from (decisions/034): a saved file, the crawler, a user's browser extension or capture call, the demo market. */
export const CAPTURE_SOURCES = ['file', 'crawler', 'extension', 'simulator'] as const;
export type CaptureSourceKind = (typeof CAPTURE_SOURCES)[number];

/** Contributors a source lists at most (the most answers first). */
export const CONTRIBUTORS_SHOWN = 20;

const countedSchema = z.object({ reason: z.string(), count: z.number() });

/** A marketplace's intake on the last day it has data for. */
export const marketplaceHealthSchema = z.object({
  marketplace: z.string(),
  /** The last day with ingested figures or read answers (YYYY-MM-DD); null when none. */
  lastDay: z.string().nullable(),
  /** Products seen that day, against every product we know of the marketplace. */
  productsSeen: z.number(),
  catalogue: z.number(),
  /** Answers of that day: read, their products skipped by reason, refused by reason, sightings held. */
  answers: z.number(),
  skipped: z.array(countedSchema),
  refused: z.array(countedSchema),
  quarantined: z.number(),
  /** Sightings of any day held now, waiting for an admin. */
  held: z.number(),
});
export type MarketplaceHealth = z.infer<typeof marketplaceHealthSchema>;

export const contributorSchema = z.object({ email: z.string(), answers: z.number(), products: z.number() });

/** A source of answers, all days: how much it brought and who (signed-in users) brought it. */
export const sourceHealthSchema = z.object({
  source: z.enum(CAPTURE_SOURCES),
  answers: z.number(),
  products: z.number(),
  accepted: z.number(),
  refused: z.number(),
  lastReceivedAt: z.string().nullable(),
  contributors: z.array(contributorSchema),
});
export type SourceHealth = z.infer<typeof sourceHealthSchema>;

/** A marketplace that showed the crawler a block page or a captcha, and has not been crawled since. */
export const crawlBlockSchema = z.object({
  marketplace: z.string(),
  blockedAt: z.string(),
  /** What the crawler saw: a 403, Shopee's anti-bot error, a captcha page. */
  reason: z.string(),
  /** The page it was visiting. */
  address: z.string(),
});
export type CrawlBlock = z.infer<typeof crawlBlockSchema>;

export const dataHealthSchema = z.object({
  marketplaces: z.array(marketplaceHealthSchema),
  crawlBlocks: z.array(crawlBlockSchema),
  /** Answers refused for an address no marketplace serves, all days, by reason. */
  unrecognised: z.array(countedSchema),
  sources: z.array(sourceHealthSchema),
});
export type DataHealth = z.infer<typeof dataHealthSchema>;

export const heldListQuerySchema = z.object({ page: wholeNumber(1, 100_000).default(1) });
export const heldSightingParamsSchema = z.object({ id: wholeNumber(1, Number.MAX_SAFE_INTEGER) });

/** A sighting held in quarantine: what it said and why it was held. */
export const heldSightingSchema = z.object({
  id: z.number(),
  marketplace: z.string(),
  externalId: z.string(),
  name: z.string(),
  day: z.string(),
  reason: z.string(),
  price: z.number(),
  /** The sold counter it showed (the lower bound of a display bucket). */
  sold: z.number(),
  url: z.string(),
  source: z.enum(CAPTURE_SOURCES),
});
export type HeldSighting = z.infer<typeof heldSightingSchema>;

export const heldListSchema = z.object({
  items: z.array(heldSightingSchema),
  page: z.number(),
  total_page: z.number(),
  total: z.number(),
});

export const heldDecisionSchema = z.object({ id: z.number(), status: z.enum(['released', 'dropped']) });

/** What the signed-in user's capture calls and uploads brought, all days. */
export const contributionsSchema = z.object({
  answers: z.number(),
  products: z.number(),
  accepted: z.number(),
  lastReceivedAt: z.string().nullable(),
});
export type Contributions = z.infer<typeof contributionsSchema>;
