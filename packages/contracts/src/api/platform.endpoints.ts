import { z } from 'zod';
import { pageViewSchema } from '../auth.ts';
import { INT4_MAX, rowId, wholeNumber } from '../fields.ts';
import { endpoint } from './endpoint.ts';

export const outboxMailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  createdAt: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

/** Spec §2: page views are tracked on every route change. */
export const analyticsEndpoints = {
  pageViews: endpoint({
    method: 'POST',
    path: '/public/v1/page-views',
    tag: 'platform',
    summary: 'Record a page view (spec §2: tracked on every route change)',
    access: 'public',
    status: 202,
    body: pageViewSchema,
    response: z.object({ ok: z.literal(true) }),
    errors: ['RATE_LIMITED'],
  }),
};

/** What a first start has done so far (the demo market is built before the API answers). */
export const startupProgressSchema = z.object({
  step: z.enum(['days', 'rollups']),
  done: z.number(),
  total: z.number(),
});
export type StartupProgress = z.infer<typeof startupProgressSchema>;

/** Whether the API answers yet: on a first start it says 503 STARTING until the demo market is ready. */
export const statusEndpoints = {
  status: endpoint({
    method: 'GET',
    path: '/api/status',
    tag: 'platform',
    summary: "Whether the app is ready, and a first start's progress",
    access: 'public',
    response: z.object({ ready: z.boolean(), progress: startupProgressSchema.nullable() }),
  }),
};

/** This document. */
export const platformEndpoints = {
  openApi: endpoint({
    method: 'GET',
    path: '/api/openapi.json',
    tag: 'platform',
    summary: 'This API as an OpenAPI 3.1 document',
    access: 'public',
    response: z.record(z.string(), z.unknown()),
  }),
};

/** Development helpers; never registered when NODE_ENV=production. */
export const devEndpoints = {
  devOutbox: endpoint({
    method: 'GET',
    path: '/dev/outbox',
    tag: 'platform',
    summary: 'Mail sent in development, newest first (never in production; only from the loopback address)',
    access: 'public',
    response: z.array(outboxMailSchema),
    errors: ['FORBIDDEN'],
  }),
  devMarketPrice: endpoint({
    method: 'POST',
    path: '/dev/market/price',
    tag: 'platform',
    access: 'public',
    summary:
      'Observe a product again the day after its latest, at a new price and stock, through ingest and market.day-ingested (development only, from the loopback address)',
    body: z.object({
      productId: rowId(),
      price: wholeNumber(1, 1_000_000_000_000),
      stock: wholeNumber(0, INT4_MAX).optional(),
    }),
    response: z.object({ day: z.string(), published: z.boolean() }),
    errors: ['FORBIDDEN', 'NOT_FOUND'],
  }),
};
