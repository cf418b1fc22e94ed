import { z } from 'zod';
import { boundedText, uuidId } from './fields.ts';

/**
 * API keys of the public data API (decisions/036). A key is `pl_live_` and 43 characters of
 * base64url; its first characters are its visible prefix; only its SHA-256 is stored.
 */
export const API_KEY_PREFIX = 'pl_live_';
/** How many characters of a key (with `pl_live_`) are kept and shown to tell keys apart. */
export const API_KEY_SHOWN_CHARACTERS = 14;
/** Days of calls a key's list shows. */
export const API_KEY_CALL_DAYS = 30;

/** Headers every public data answer carries. */
export const TOKENS_LEFT_HEADER = 'x-tokens-left';
export const TOKENS_REFILL_HEADER = 'x-tokens-refill-at';
export const RATE_LIMIT_HEADER = 'x-ratelimit-limit';
export const RATE_REMAINING_HEADER = 'x-ratelimit-remaining';

export const apiKeyCreateSchema = z.object({ name: boundedText(60).min(1, 'Name the key') });
export type ApiKeyCreateInput = z.infer<typeof apiKeyCreateSchema>;
export const apiKeyRefSchema = z.object({ id: uuidId() });

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first characters, e.g. `pl_live_3fQx9a…`. */
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  /** Calls of the last API_KEY_CALL_DAYS Jakarta days that had any, oldest first. */
  callsByDay: z.array(z.object({ day: z.string(), calls: z.number() })),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyListSchema = z.object({
  items: z.array(apiKeySchema),
  /** Whether the plan in force has the API, and its request limit per key. */
  allowance: z.object({ burst: z.number(), perMinute: z.number() }).nullable(),
  limit: z.number(),
});
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

/** A new key: the only answer that carries its secret. */
export const apiKeyCreatedSchema = apiKeySchema.extend({ secret: z.string() });
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>;
