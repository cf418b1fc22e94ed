import { z } from 'zod';
import { apiKeySchema } from './api-keys.ts';
import { confidenceMixSchema } from './confidence.ts';
import { boundedText } from './fields.ts';
import { RESEARCH_MARKETPLACES } from './marketplaces.ts';

/**
 * The browser extension (decisions/038): its token, made by the web app's connect page and held
 * by the extension alone, opens the extension's own calls and nothing else.
 */
export const EXTENSION_TOKEN_PREFIX = 'pl_ext_';
/** Unrevoked extension tokens a user may hold (a browser each). */
export const MAX_EXTENSION_TOKENS = 10;
/** Products a page's badges are asked for in one call: a marketplace's search page holds at most 60. */
export const EXTENSION_MAX_PRODUCTS = 60;
/** The request bucket of an extension token: a page of products and its answers handed in, some a minute. */
export const EXTENSION_BUCKET = { burst: 120, perMinute: 120 } as const;

export const extensionTokenCreateSchema = z.object({ name: boundedText(60).min(1, 'Name the browser') });
export type ExtensionTokenCreateInput = z.infer<typeof extensionTokenCreateSchema>;

/** A token as the account lists it: an API key's row without the calls by day; its name is the browser's. */
export const extensionTokenSchema = apiKeySchema.omit({ callsByDay: true });
export type ExtensionToken = z.infer<typeof extensionTokenSchema>;
export const extensionTokenListSchema = z.object({ items: z.array(extensionTokenSchema), limit: z.number() });
export type ExtensionTokenList = z.infer<typeof extensionTokenListSchema>;
/** A new token: the only answer that carries its secret, handed straight to the extension. */
export const extensionTokenCreatedSchema = extensionTokenSchema.extend({ token: z.string() });
export type ExtensionTokenCreated = z.infer<typeof extensionTokenCreatedSchema>;

/** A marketplace's own product id, as its answers spell it (digits on every marketplace we read, text to be safe). */
const externalId = boundedText(64)
  .min(1)
  .regex(/^[\w.-]+$/, 'Not a product id');

export const extensionProductsInputSchema = z.object({
  marketplace: z.enum(RESEARCH_MARKETPLACES),
  externalIds: z.array(externalId).min(1).max(EXTENSION_MAX_PRODUCTS),
});
export type ExtensionProductsInput = z.infer<typeof extensionProductsInputSchema>;

/** Our figures for one product a marketplace page shows. */
const figuresSchema = z.object({
  externalId: z.string(),
  status: z.literal('known'),
  productId: z.number(),
  units30: z.number(),
  revenue30: z.number(),
  /** Days of the last 30 whose figures were measured rather than estimated (the rest are estimated). */
  measuredDays30: z.number(),
  confidence30: confidenceMixSchema.nullable(),
  /** The product's history page in Pasarlens, a path of the web app. */
  historyPath: z.string(),
});
/** A product we know whose figures the plan does not show (beyond a free plan's first rows). */
const lockedSchema = z.object({ externalId: z.string(), status: z.literal('locked'), historyPath: z.string() });
/** A product we have no data on. */
const unknownSchema = z.object({ externalId: z.string(), status: z.literal('unknown') });

export const extensionProductSchema = z.discriminatedUnion('status', [figuresSchema, lockedSchema, unknownSchema]);
export type ExtensionProduct = z.infer<typeof extensionProductSchema>;

export const extensionProductsSchema = z.object({
  /** In the order asked. */
  items: z.array(extensionProductSchema),
  /** The last day with figures on this marketplace: what the figures are as of; null without data. */
  asOf: z.string().nullable(),
  isPremium: z.boolean(),
  showPaywall: z.boolean(),
});
export type ExtensionProducts = z.infer<typeof extensionProductsSchema>;
