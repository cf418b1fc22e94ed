import type { Database } from '@pasarlens/db';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { fileURLToPath } from 'node:url';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { lookedUpProducts } from './lib/looked-up-products.ts';
import { queueHandle } from './lib/queue-handle.ts';
import { createOutbound, type Outbound } from './lib/outbound/outbound.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { extensionRoutes } from './modules/extension/extension.routes.ts';
import { intakeRoutes } from './modules/intake/intake.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { emailTokens } from './modules/auth/email-tokens.ts';
import { sessionStore } from './modules/auth/sessions.ts';
import { billingRoutes } from './modules/billing/billing.routes.ts';
import { createBilling } from './modules/billing/billing.context.ts';
import { sandboxRoutes } from './modules/billing/sandbox.routes.ts';
import { pageViewRoutes } from './modules/analytics/page-views.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { publicPagesRoutes } from './modules/public-pages/public-pages.routes.ts';
import { devRoutes } from './modules/dev/dev.routes.ts';
import { researchRoutes } from './modules/research/research.routes.ts';
import { opportunitiesRoutes } from './modules/opportunities/opportunities.routes.ts';
import { listingsRoutes } from './modules/listings/listings.routes.ts';
import { enterpriseRoutes } from './modules/enterprise/enterprise.routes.ts';
import { alertsRoutes } from './modules/alerts/alerts.routes.ts';
import { downloadsRoutes } from './modules/downloads/downloads.routes.ts';
import { createMailer, type Mailer } from './modules/mail/mailer.ts';
import type { PaymentGateway } from './modules/billing/gateway/gateway.ts';
import { usersRepo } from './modules/users/users.repo.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { registerOpenApi } from './http/openapi.ts';
import { apiKeysRoutes } from './modules/api-keys/api-keys.routes.ts';
import { dataRequestsRoutes } from './modules/data-requests/data-requests.routes.ts';
import { registerAuthContext } from './plugins/auth-context.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { RateLimits, type RateLimitSettings } from './plugins/rate-limits.ts';
import { registerRouteLimits } from './plugins/route-limits.ts';
import { registerSecurityHeaders } from './plugins/security.ts';
import { registerWebApp } from './plugins/web.ts';
import { Readiness, registerReadinessGate, registerStatus } from './http/readiness.ts';

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface AppOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  mailer?: Mailer;
  rateLimits?: RateLimitSettings;
  logger?: boolean;
  /** A payment gateway other than the configured one (tests). */
  gateway?: PaymentGateway;
  /** The outbound client (tests reach their own receivers through one that permits them). */
  outbound?: Outbound;
  /** Whether the API answers yet (a first start builds the demo market first); ready unless given. */
  readiness?: Readiness;
}

export interface App {
  server: FastifyInstance;
  ctx: AppContext;
}

/** Builds the whole HTTP application around an open database; does not listen. */
export async function buildApp(options: AppOptions): Promise<App> {
  const { config, database } = options;
  const clock = options.clock ?? systemClock;
  const db = database.db;
  const ctx: AppContext = {
    config,
    database,
    db,
    clock,
    mailer: options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db }),
    rateLimits: new RateLimits(db, options.rateLimits),
    sessions: sessionStore(database, clock, { idleMs: config.sessionIdleMs, absoluteMs: config.sessionAbsoluteMs }),
    emailTokens: emailTokens(db, clock),
    users: usersRepo(db),
    billing: await createBilling({ config, database, clock }, options.gateway),
    queue: queueHandle({ database, clock }),
    outbound: options.outbound ?? createOutbound(),
    lookedUp: lookedUpProducts((err) => server.log.error({ err }, 'reacting to a live lookup failed')),
  };

  const server = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
  });
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);
  const readiness = options.readiness ?? new Readiness();
  registerErrorHandling(server);
  await registerSecurityHeaders(server, config);
  await registerCompression(server);
  registerReadinessGate(server, readiness);
  await registerRouteLimits(server, db);
  await registerAuthContext(server, ctx);
  await registerOpenApi(server);
  registerStatus(server, readiness);

  await server.register(authRoutes(ctx));
  await server.register(usersRoutes(ctx));
  await server.register(pageViewRoutes(ctx));
  await server.register(billingRoutes(ctx));
  await server.register(researchRoutes(ctx));
  await server.register(opportunitiesRoutes(ctx));
  await server.register(dataRequestsRoutes(ctx));
  await server.register(listingsRoutes(ctx));
  await server.register(contactRoutes(ctx));
  await server.register(publicPagesRoutes(ctx));
  await server.register(enterpriseRoutes(ctx));
  await server.register(alertsRoutes(ctx));
  await server.register(downloadsRoutes(ctx));
  await server.register(apiKeysRoutes(ctx));
  await server.register(intakeRoutes(ctx));
  await server.register(extensionRoutes(ctx));
  await server.register(adminRoutes(ctx));
  if (ctx.billing.sandbox) await server.register(sandboxRoutes(ctx, ctx.billing.sandbox));
  if (config.env !== 'production') await server.register(devRoutes(ctx));
  await registerWebApp(server, config.webDist ?? defaultWebDist);

  return { server, ctx };
}
