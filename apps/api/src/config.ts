import { DEFAULT_SUPPORT_WHATSAPP } from '@pasarlens/contracts';
import { MARKETPLACES, type Marketplace } from '@pasarlens/market';
import { z } from 'zod';

const port = z.coerce
  .number({ message: 'must be a whole number between 1 and 65535' })
  .int('must be a whole number between 1 and 65535')
  .min(1, 'must be a whole number between 1 and 65535')
  .max(65535, 'must be a whole number between 1 and 65535');
const positiveInt = (what: string) =>
  z.coerce
    .number({ message: `must be a whole number of ${what}` })
    .int()
    .positive(`must be a positive number of ${what}`);
const url = (schemes: string[], example: string) =>
  z.string().refine(
    (value) => {
      try {
        return schemes.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    `must be a URL starting with ${schemes.map((s) => `${s}//`).join(' or ')} (for example ${example})`,
  );
const wholeMs = z.coerce
  .number({ message: 'must be a whole number of milliseconds' })
  .int('must be a whole number of milliseconds')
  .min(0, 'must be a whole number of milliseconds');

const SITES_EXAMPLE = 'shopee=https://127.0.0.1:8443,tokopedia=https://127.0.0.1:8443';
/** `shopee=https://127.0.0.1:8443,...`: where each named marketplace's hosts are to be reached instead. */
const marketSites = z.string().transform((value, ctx) => {
  const sites: Partial<Record<Marketplace, string>> = {};
  for (const entry of value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [name = '', address = ''] = entry.split('=', 2);
    let origin: URL | undefined;
    try {
      origin = new URL(address);
    } catch {
      origin = undefined;
    }
    if (!MARKETPLACES.includes(name as Marketplace) || origin?.protocol !== 'https:' || origin.pathname !== '/') {
      ctx.addIssue({
        code: 'custom',
        message: `must be marketplace=https://host:port pairs of ${MARKETPLACES.join(', ')} (for example ${SITES_EXAMPLE})`,
      });
      return z.NEVER;
    }
    sites[name as Marketplace] = origin.origin;
  }
  return sites;
});

const bool = z
  .enum(['true', 'false', '1', '0'], { message: "must be 'true' or 'false'" })
  .transform((v) => v === 'true' || v === '1');

const envSchema = z
  .object({
    NODE_ENV: z
      .enum(['development', 'production', 'test'], { message: "must be 'development', 'production' or 'test'" })
      .default('development'),
    PORT: port.default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATABASE_URL: url(['postgres:', 'postgresql:'], 'postgres://user@127.0.0.1:5432/pasarlens').optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    MEDIA_DIR: z.string().min(1).optional(),
    APP_URL: url(['http:', 'https:'], 'https://app.pasarlens.id').optional(),
    SMTP_URL: url(['smtp:', 'smtps:'], 'smtps://user:pass@smtp.example.com:465').optional(),
    MAIL_FROM: z.string().min(3).default('Pasarlens <no-reply@pasarlens.id>'),
    CORS_ORIGINS: z.string().default(''),
    API_ORIGIN: url(['http:', 'https:'], 'https://api.pasarlens.id').optional(),
    TRUST_PROXY: bool.default(false),
    SESSION_IDLE_HOURS: positiveInt('hours').default(24 * 7),
    WORK_HEARTBEAT_SECONDS: positiveInt('seconds').default(5),
    SESSION_ABSOLUTE_DAYS: positiveInt('days').default(30),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        message: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
    WEB_DIST: z.string().optional(),
    DEMO_MARKET: z.enum(['on', 'off'], { message: "must be 'on' or 'off'" }).optional(),
    DEMO_PRODUCTS: positiveInt('products').default(20_000),
    DEMO_DAYS: positiveInt('days').max(365, 'must be at most 365 days').default(90),
    PRODUCT_IMAGES: z.enum(['drawn', 'marketplace'], { message: "must be 'drawn' or 'marketplace'" }).optional(),
    PAYMENT_GATEWAY: z.enum(['sandbox', 'midtrans'], { message: "must be 'sandbox' or 'midtrans'" }).default('sandbox'),
    PAYMENT_SERVER_KEY: z.string().min(8, 'must be at least 8 characters').optional(),
    MIDTRANS_SNAP_URL: url(['https:', 'http:'], 'https://app.midtrans.com/snap/v1').default(
      'https://app.sandbox.midtrans.com/snap/v1',
    ),
    MIDTRANS_API_URL: url(['https:', 'http:'], 'https://api.midtrans.com/v2').default(
      'https://api.sandbox.midtrans.com/v2',
    ),
    MARKET_SITES: marketSites.default({}),
    CRAWL_DELAY_MS: wholeMs.default(3_000),
    CRAWL_CONCURRENCY: positiveInt('pages at a time').max(16, 'must be at most 16 pages at a time').default(1),
    CRAWL_RETRIES: z.coerce.number({ message: 'must be a whole number of retries' }).int().min(0).max(10).default(3),
    CRAWL_BACKOFF_MS: wholeMs.default(5_000),
    CRAWL_DAILY_AT: z
      .string()
      .regex(/^(?:off|(?:[01]\d|2[0-3]):[0-5]\d)$/, "must be 'off' or a Jakarta time as HH:MM, e.g. 02:30")
      .default('off'),
    CRAWL_MAX_PAGES: positiveInt('pages').max(100, 'must be at most 100 pages').default(3),
    WHATSAPP_NUMBER: z
      .string()
      .regex(/^[1-9]\d{7,15}$/, 'must be digits in international form without +, e.g. 6281234567890')
      .default(DEFAULT_SUPPORT_WHATSAPP),
  })
  .superRefine((env, ctx) => {
    if (env.PAYMENT_GATEWAY === 'midtrans' && !env.PAYMENT_SERVER_KEY)
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_SERVER_KEY'],
        message: 'is required with PAYMENT_GATEWAY=midtrans',
      });
    if (env.NODE_ENV !== 'production') return;
    if (env.PAYMENT_GATEWAY !== 'midtrans')
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_GATEWAY'],
        message: "must be 'midtrans' when NODE_ENV=production (the sandbox takes no money)",
      });
    if (!env.SMTP_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message: 'is required when NODE_ENV=production (mail cannot go to the development outbox)',
      });
    if (!env.APP_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['APP_URL'],
        message: 'is required when NODE_ENV=production (links in emails point there)',
      });
  });

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  database: { url: string } | { dataDir: string };
  /** Uploaded files (listing photos) and cached product images; under DATA_DIR unless MEDIA_DIR names another place. */
  mediaDir: string;
  /**
   * Where product pictures come from: the marketplace's image, fetched once and cached under
   * mediaDir, or drawn from the product's name and category (the simulated demo market's images
   * exist nowhere). Drawn by default when the demo market is on.
   */
  productImages: 'drawn' | 'marketplace';
  /** XLSX exports, under DATA_DIR. */
  downloadsDir: string;
  appUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  corsOrigins: string[];
  /** Where the API lives when the web app served here was built to call another host (VITE_API_ORIGIN). */
  apiOrigin: string | undefined;
  trustProxy: boolean;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  logLevel: string;
  webDist: string | undefined;
  secureCookies: boolean;
  /** A simulated market seeded into an empty database at start (on by default outside production). */
  demoMarket: { products: number; days: number } | null;
  /** The sandbox's key, unless configured, is generated once per installation (billing.context). */
  payments:
    | { gateway: 'sandbox'; serverKey: string | undefined }
    | { gateway: 'midtrans'; serverKey: string; snapUrl: string; apiUrl: string };
  /** Company invoices and the affiliate programme are requested through WhatsApp. */
  whatsappNumber: string;
  /** How often a worker says it is alive; one silent four times as long is dead and its work taken over. */
  workHeartbeatMs: number;
  /** The crawler's manners (decisions/037): pages at a time and pause between them per marketplace, retries of failing answers with a doubling backoff. */
  crawl: {
    delayMs: number;
    concurrency: number;
    retries: number;
    backoffMs: number;
    /** When the daily crawl starts, Jakarta time; null: no scheduled crawl, and data requests wait. */
    dailyAt: { hour: number; minute: number } | null;
    /** Pages of each keyword's or category's listing a scheduled crawl visits. */
    maxPages: number;
  };
  /**
   * Marketplaces whose hosts the crawler's browser reaches at another origin (a local test site)
   * instead of the real site; the others are crawled on the real sites.
   */
  marketSites: Partial<Record<Marketplace, string>>;
}

export class ConfigError extends Error {}

/** Reads and validates the environment once; every bad value is named in one message. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const key = String(issue.path[0] ?? 'environment');
      const got = key in present ? ` (got '${present[key]}')` : '';
      return `  ${key}: ${issue.message}${got}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const appUrl = (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const demoMarketOn = (env.DEMO_MARKET ?? (env.NODE_ENV === 'development' ? 'on' : 'off')) === 'on';
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    database: env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR },
    mediaDir: env.MEDIA_DIR ?? `${env.DATA_DIR.replace(/\/$/, '')}/media`,
    downloadsDir: `${env.DATA_DIR.replace(/\/$/, '')}/downloads`,
    appUrl,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    corsOrigins: env.CORS_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    apiOrigin: env.API_ORIGIN && new URL(env.API_ORIGIN).origin,
    trustProxy: env.TRUST_PROXY,
    sessionIdleMs: env.SESSION_IDLE_HOURS * 3_600_000,
    workHeartbeatMs: env.WORK_HEARTBEAT_SECONDS * 1000,
    sessionAbsoluteMs: env.SESSION_ABSOLUTE_DAYS * 86_400_000,
    logLevel: env.LOG_LEVEL,
    webDist: env.WEB_DIST,
    secureCookies: appUrl.startsWith('https://'),
    payments:
      env.PAYMENT_GATEWAY === 'midtrans'
        ? {
            gateway: 'midtrans',
            serverKey: env.PAYMENT_SERVER_KEY!,
            snapUrl: env.MIDTRANS_SNAP_URL.replace(/\/$/, ''),
            apiUrl: env.MIDTRANS_API_URL.replace(/\/$/, ''),
          }
        : { gateway: 'sandbox', serverKey: env.PAYMENT_SERVER_KEY },
    whatsappNumber: env.WHATSAPP_NUMBER,
    demoMarket: demoMarketOn ? { products: env.DEMO_PRODUCTS, days: env.DEMO_DAYS } : null,
    productImages: env.PRODUCT_IMAGES ?? (demoMarketOn ? 'drawn' : 'marketplace'),
    crawl: {
      delayMs: env.CRAWL_DELAY_MS,
      concurrency: env.CRAWL_CONCURRENCY,
      retries: env.CRAWL_RETRIES,
      backoffMs: env.CRAWL_BACKOFF_MS,
      dailyAt:
        env.CRAWL_DAILY_AT === 'off'
          ? null
          : { hour: Number(env.CRAWL_DAILY_AT.slice(0, 2)), minute: Number(env.CRAWL_DAILY_AT.slice(3)) },
      maxPages: env.CRAWL_MAX_PAGES,
    },
    marketSites: env.MARKET_SITES,
  };
}
