import { z } from 'zod';
import { RESEARCH_MARKETPLACES } from './marketplaces.ts';
import { DATA_REQUEST_KINDS } from './research.ts';

/** Spec §8: a request waits for the next crawl, which either brings its data or finds nothing. */
export const DATA_REQUEST_STATUSES = ['queued', 'crawled', 'nothing_found'] as const;
export type DataRequestStatus = (typeof DATA_REQUEST_STATUSES)[number];

export const dataRequestViewSchema = z.object({
  id: z.number(),
  marketplace: z.enum(RESEARCH_MARKETPLACES),
  kind: z.enum(DATA_REQUEST_KINDS),
  reference: z.string(),
  status: z.enum(DATA_REQUEST_STATUSES),
  /** Products the crawl found for it; null while queued. */
  products: z.number().nullable(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
  /** Answered and not yet seen by the user: what the header's notifications count. */
  unseen: z.boolean(),
});
export type DataRequestView = z.infer<typeof dataRequestViewSchema>;

export const dataRequestListSchema = z.object({ items: z.array(dataRequestViewSchema), unseen: z.number() });
export type DataRequestList = z.infer<typeof dataRequestListSchema>;
