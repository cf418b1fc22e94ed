import { z } from 'zod';
import { pageViewSchema } from '../auth.ts';
import { endpoint } from './endpoint.ts';

export const outboxMailSchema = z.object({ to: z.string(), subject: z.string(), text: z.string(), html: z.string(), createdAt: z.string() });
export type OutboxMail = z.infer<typeof outboxMailSchema>;

/** Spec §2: page views are tracked on every route change. */
export const analyticsEndpoints = {
  pageViews: endpoint({
    method: 'POST', path: '/public/v1/page-views', tag: 'platform', summary: 'Record a page view (spec §2: tracked on every route change)', access: 'public', status: 202,
    body: pageViewSchema, response: z.object({ ok: z.literal(true) }), errors: ['RATE_LIMITED'],
  }),
};

/** This document. */
export const platformEndpoints = {
  openApi: endpoint({ method: 'GET', path: '/api/openapi.json', tag: 'platform', summary: 'This API as an OpenAPI 3.1 document', access: 'public', response: z.record(z.string(), z.unknown()) }),
};

/** Development helpers; never registered when NODE_ENV=production. */
export const devEndpoints = {
  devOutbox: endpoint({
    method: 'GET', path: '/dev/outbox', tag: 'platform', summary: 'Mail sent in development, newest first (never in production; only from the loopback address)', access: 'public',
    response: z.array(outboxMailSchema), errors: ['FORBIDDEN'],
  }),
};
