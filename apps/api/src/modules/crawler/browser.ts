import { MARKETPLACE_HOSTS, type Marketplace } from '@pasarlens/market';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

/** Debian's Chromium, unless CHROMIUM_PATH names another. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless Chromium with the background services that would call out switched off (the journeys use it too). */
export const HEADLESS_CHROMIUM = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A crawl needs no extension and no picture. */
const FLAGS = [...HEADLESS_CHROMIUM, '--disable-extensions', '--blink-settings=imagesEnabled=false'];

/**
 * `--host-resolver-rules` sending each named marketplace's hosts to another origin (a local test
 * site): the browser still asks for, and its pages still receive, the real addresses.
 */
function hostRules(sites: Partial<Record<Marketplace, string>>): string | undefined {
  const rules = Object.entries(sites).flatMap(([marketplace, origin]) => {
    const { hostname, port } = new URL(origin);
    return MARKETPLACE_HOSTS[marketplace as Marketplace].map((host) => `MAP ${host} ${hostname}:${port || 443}`);
  });
  return rules.length === 0 ? undefined : rules.join(',');
}

/** Chromium, headless, resolving the overridden marketplaces' hosts to their sites. */
export function launchCrawlBrowser(sites: Partial<Record<Marketplace, string>>): Promise<Browser> {
  const rules = hostRules(sites);
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: rules === undefined ? FLAGS : [...FLAGS, `--host-resolver-rules=${rules}`],
  });
}

/**
 * One marketplace's browser context. A marketplace sent to a test site accepts that site's
 * throw-away certificate; a real site's certificate is always checked.
 */
export function marketplaceContext(
  browser: Browser,
  marketplace: Marketplace,
  sites: Partial<Record<Marketplace, string>>,
): Promise<BrowserContext> {
  return browser.newContext({
    ignoreHTTPSErrors: sites[marketplace] !== undefined,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    serviceWorkers: 'block',
  });
}
