import type { Database, Db } from '@pasarlens/db';
import type { Config } from './config.ts';
import type { Clock } from './lib/clock.ts';
import type { RateLimits } from './plugins/rate-limits.ts';
import type { Mailer } from './modules/mail/mailer.ts';
import type { SessionStore } from './modules/auth/sessions.ts';
import type { EmailTokens } from './modules/auth/email-tokens.ts';
import type { UsersRepo } from './modules/users/users.repo.ts';
import type { Billing } from './modules/billing/billing.context.ts';
import type { LookedUpProducts } from './lib/looked-up-products.ts';
import type { QueueHandle } from './lib/queue-handle.ts';
import type { Outbound } from './lib/outbound/outbound.ts';

/** What feature modules need from the running app, built once in buildApp. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  mailer: Mailer;
  rateLimits: RateLimits;
  sessions: SessionStore;
  emailTokens: EmailTokens;
  users: UsersRepo;
  billing: Billing;
  /** The job queue, once this process has started it. */
  queue: QueueHandle;
  /** The only way to fetch an address someone gave us (webhooks, captured image addresses). */
  outbound: Outbound;
  /** Products live lookups have shown; price alerts listen. */
  lookedUp: LookedUpProducts;
}
