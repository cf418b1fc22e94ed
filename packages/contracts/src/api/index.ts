import { adminEndpoints, affiliateProgrammeEndpoints, viewAsEndpoints } from './admin.endpoints.ts';
import { alertsEndpoints } from './alerts.endpoints.ts';
import { captureEndpoints } from './capture.endpoints.ts';
import { adminDataHealthEndpoints, contributionsEndpoints } from './data-health.endpoints.ts';
import { dataRequestsEndpoints } from './data-requests.endpoints.ts';
import { authEndpoints, usersEndpoints } from './auth.endpoints.ts';
import { billingEndpoints, sandboxEndpoints } from './billing.endpoints.ts';
import { adminContactEndpoints, contactEndpoints } from './contact.endpoints.ts';
import { publicPagesEndpoints } from './public-pages.endpoints.ts';
import { downloadsEndpoints } from './downloads.endpoints.ts';
import type { Endpoint } from './endpoint.ts';
import { adminListingsEndpoints, listingsEndpoints } from './listings.endpoints.ts';
import { enterpriseAnalysisEndpoints, enterpriseCustomEndpoints } from './enterprise.endpoints.ts';
import { analyticsEndpoints, devEndpoints, platformEndpoints, statusEndpoints } from './platform.endpoints.ts';
import { researchEndpoints, shopeeEndpoints, tokopediaEndpoints } from './research.endpoints.ts';
import { apiKeysEndpoints } from './api-keys.endpoints.ts';
import { publicDataEndpoints } from './public-data.endpoints.ts';
import { extensionEndpoints, extensionTokensEndpoints } from './extension.endpoints.ts';
import { opportunitiesEndpoints } from './opportunities.endpoints.ts';

export * from './endpoint.ts';
export { adminEndpoints, affiliateProgrammeEndpoints, viewAsEndpoints } from './admin.endpoints.ts';
export { alertsEndpoints } from './alerts.endpoints.ts';
export { captureEndpoints } from './capture.endpoints.ts';
export { adminDataHealthEndpoints, contributionsEndpoints } from './data-health.endpoints.ts';
export { dataRequestsEndpoints } from './data-requests.endpoints.ts';
export { authEndpoints, usersEndpoints } from './auth.endpoints.ts';
export { billingEndpoints, sandboxEndpoints } from './billing.endpoints.ts';
export {
  analyticsEndpoints,
  devEndpoints,
  outboxMailSchema,
  platformEndpoints,
  startupProgressSchema,
  statusEndpoints,
  type OutboxMail,
  type StartupProgress,
} from './platform.endpoints.ts';
export { researchEndpoints, shopeeEndpoints, tokopediaEndpoints } from './research.endpoints.ts';
export { adminListingsEndpoints, listingsEndpoints } from './listings.endpoints.ts';
export { adminContactEndpoints, contactEndpoints } from './contact.endpoints.ts';
export { publicPagesEndpoints } from './public-pages.endpoints.ts';
export { enterpriseAnalysisEndpoints, enterpriseCustomEndpoints } from './enterprise.endpoints.ts';
export { downloadsEndpoints } from './downloads.endpoints.ts';
export { apiKeysEndpoints } from './api-keys.endpoints.ts';
export { extensionEndpoints, extensionTokensEndpoints } from './extension.endpoints.ts';
export { opportunitiesEndpoints } from './opportunities.endpoints.ts';
export { apiLimitsText, publicAnswerSchema, publicDataEndpoints } from './public-data.endpoints.ts';

/** The endpoint table: every HTTP endpoint of the API, by name. */
export const endpoints = {
  ...authEndpoints,
  ...usersEndpoints,
  ...platformEndpoints,
  ...statusEndpoints,
  ...analyticsEndpoints,
  ...devEndpoints,
  ...billingEndpoints,
  ...sandboxEndpoints,
  ...researchEndpoints,
  ...opportunitiesEndpoints,
  ...dataRequestsEndpoints,
  ...shopeeEndpoints,
  ...tokopediaEndpoints,
  ...listingsEndpoints,
  ...adminListingsEndpoints,
  ...contactEndpoints,
  ...adminContactEndpoints,
  ...publicPagesEndpoints,
  ...enterpriseCustomEndpoints,
  ...enterpriseAnalysisEndpoints,
  ...alertsEndpoints,
  ...downloadsEndpoints,
  ...captureEndpoints,
  ...contributionsEndpoints,
  ...adminDataHealthEndpoints,
  ...adminEndpoints,
  ...affiliateProgrammeEndpoints,
  ...viewAsEndpoints,
  ...apiKeysEndpoints,
  ...publicDataEndpoints,
  ...extensionEndpoints,
  ...extensionTokensEndpoints,
} satisfies Record<string, Endpoint>;
export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

/** Each endpoint's path, by name (tests and links). */
export const apiPaths = Object.fromEntries(Object.entries(endpoints).map(([name, e]) => [name, e.path])) as {
  [K in EndpointName]: Endpoints[K]['path'];
};
