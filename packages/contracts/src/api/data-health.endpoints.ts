import {
  contributionsSchema,
  dataHealthSchema,
  heldDecisionSchema,
  heldListQuerySchema,
  heldListSchema,
  heldSightingParamsSchema,
} from '../data-health.ts';
import { endpoint } from './endpoint.ts';

const admin = { tag: 'admin', access: 'admin' } as const;
const decide = {
  ...admin,
  method: 'POST',
  params: heldSightingParamsSchema,
  response: heldDecisionSchema,
  errors: ['NOT_FOUND', 'SIGHTING_ALREADY_DECIDED'],
} as const;

/** Data health (decisions/034): what the intake took per marketplace and source, and the sightings it holds. */
export const adminDataHealthEndpoints = {
  adminDataHealth: endpoint({
    ...admin,
    method: 'GET',
    path: '/internal/admin/data-health',
    summary:
      'Per marketplace its last day, products seen against the catalogue, answers read, skipped, refused and held; the sources and their contributors',
    response: dataHealthSchema,
  }),
  adminHeldSightings: endpoint({
    ...admin,
    method: 'GET',
    path: '/internal/admin/data-health/held',
    summary: 'Sightings held in quarantine with their reason, newest first, 20 a page',
    query: heldListQuerySchema,
    response: heldListSchema,
  }),
  adminReleaseSighting: endpoint({
    ...decide,
    path: '/internal/admin/data-health/held/:id/release',
    summary: 'Release a held sighting: it is ingested for its day',
  }),
  adminDropSighting: endpoint({
    ...decide,
    path: '/internal/admin/data-health/held/:id/drop',
    summary: 'Drop a held sighting: it is never ingested',
  }),
};

/** What the signed-in user contributed: their own figures only. */
export const contributionsEndpoints = {
  contributions: endpoint({
    method: 'GET',
    path: '/internal/users/contributions',
    tag: 'users',
    summary: 'How many marketplace answers and products the signed-in user contributed',
    access: 'user',
    response: contributionsSchema,
  }),
};
