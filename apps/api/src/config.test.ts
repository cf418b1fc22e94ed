import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('defaults to the embedded server under ./data on port 3000', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      database: { dataDir: './data' },
      appUrl: 'http://localhost:3000',
      env: 'development',
    });
  });

  it('switches to PostgreSQL with DATABASE_URL and honours PORT', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/db', PORT: '8080' });
    expect(config.database).toEqual({ url: 'postgres://u@127.0.0.1:5432/db' });
    expect(config.appUrl).toBe('http://localhost:8080');
  });

  it('names every bad value in one message', () => {
    let message = '';
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', SESSION_IDLE_HOURS: '-1' });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message).toContain("PORT: must be a whole number between 1 and 65535 (got 'abc')");
    expect(message).toContain('DATABASE_URL: must be a URL starting with postgres:// or postgresql://');
    expect(message).toContain('SESSION_IDLE_HOURS');
  });

  it('requires mail, the public URL and a real payment gateway in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /PAYMENT_GATEWAY: must be 'midtrans'[\s\S]*SMTP_URL: is required[\s\S]*APP_URL: is required/,
    );
  });

  it('seeds the demo market by default in development only, sized by DEMO_PRODUCTS and DEMO_DAYS', () => {
    expect(loadConfig({}).demoMarket).toEqual({ products: 20_000, days: 90 });
    expect(loadConfig({ NODE_ENV: 'test' }).demoMarket).toBeNull();
    expect(loadConfig({ DEMO_MARKET: 'off' }).demoMarket).toBeNull();
    expect(
      loadConfig({ NODE_ENV: 'test', DEMO_MARKET: 'on', DEMO_PRODUCTS: '500', DEMO_DAYS: '14' }).demoMarket,
    ).toEqual({ products: 500, days: 14 });
    expect(() => loadConfig({ DEMO_DAYS: '400' })).toThrow('DEMO_DAYS: must be at most 365 days');
  });

  it('pays through the sandbox by default and through Midtrans only with its server key', () => {
    expect(loadConfig({}).payments).toStrictEqual({ gateway: 'sandbox', serverKey: undefined });
    expect(loadConfig({ PAYMENT_SERVER_KEY: 'SB-Mid-server-mine' }).payments).toEqual({
      gateway: 'sandbox',
      serverKey: 'SB-Mid-server-mine',
    });
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'midtrans' })).toThrow(
      'PAYMENT_SERVER_KEY: is required with PAYMENT_GATEWAY=midtrans',
    );
    expect(
      loadConfig({
        PAYMENT_GATEWAY: 'midtrans',
        PAYMENT_SERVER_KEY: 'Mid-server-abc123',
        MIDTRANS_API_URL: 'https://api.midtrans.com/v2/',
      }).payments,
    ).toEqual({
      gateway: 'midtrans',
      serverKey: 'Mid-server-abc123',
      snapUrl: 'https://app.sandbox.midtrans.com/snap/v1',
      apiUrl: 'https://api.midtrans.com/v2',
    });
    expect(() => loadConfig({ WHATSAPP_NUMBER: '+62 811' })).toThrow('WHATSAPP_NUMBER');
  });

  it('crawls the real sites unless MARKET_SITES sends marketplaces to another origin, and says what a bad entry is', () => {
    expect(loadConfig({}).marketSites).toEqual({});
    expect(loadConfig({}).crawl).toEqual({
      delayMs: 3_000,
      concurrency: 1,
      retries: 3,
      backoffMs: 5_000,
      dailyAt: null,
      maxPages: 3,
    });
    expect(loadConfig({ CRAWL_DAILY_AT: '02:30', CRAWL_MAX_PAGES: '5' }).crawl).toMatchObject({
      dailyAt: { hour: 2, minute: 30 },
      maxPages: 5,
    });
    for (const bad of ['2:30', '24:00', 'nightly'])
      expect(() => loadConfig({ CRAWL_DAILY_AT: bad })).toThrow(/CRAWL_DAILY_AT: must be 'off' or a Jakarta time/);
    expect(
      loadConfig({ MARKET_SITES: 'shopee=https://127.0.0.1:8443, tokopedia=https://127.0.0.1:8443/' }).marketSites,
    ).toEqual({ shopee: 'https://127.0.0.1:8443', tokopedia: 'https://127.0.0.1:8443' });
    for (const bad of [
      'amazon=https://127.0.0.1:8443',
      'shopee=http://127.0.0.1:8443',
      'shopee',
      'shopee=https://x/path',
    ])
      expect(() => loadConfig({ MARKET_SITES: bad })).toThrow(
        `MARKET_SITES: must be marketplace=https://host:port pairs of shopee, tokopedia, tiktok, lazada, blibli`,
      );
    expect(() => loadConfig({ CRAWL_CONCURRENCY: '0' })).toThrow('CRAWL_CONCURRENCY');
    expect(() => loadConfig({ CRAWL_DELAY_MS: '-1' })).toThrow(
      'CRAWL_DELAY_MS: must be a whole number of milliseconds',
    );
  });

  it('uses secure cookies behind https', () => {
    expect(loadConfig({ APP_URL: 'https://app.pasarlens.id' }).secureCookies).toBe(true);
  });
});
