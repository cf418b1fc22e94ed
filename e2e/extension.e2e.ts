import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTENSION_ID } from '@pasarlens/contracts/plain';
import { buildExtension } from '../apps/extension/build.ts';
import searchV4 from '../packages/market/src/readers/fixtures/shopee-search-items-v4.json';
import { signUp } from './support/accounts.ts';
import { startApp, type RunningApp } from './support/app-server.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './support/browser.ts';
import { startMarketSite, type MarketSite } from './support/market-site.ts';

const UNKNOWN_ITEM = 999_999_999_901;

let app: RunningApp;
let site: MarketSite;
let context: BrowserContext;
let scratch: string;

/**
 * A Shopee search page as Shopee serves it: the page's own script asks the search API by fetch
 * and draws a card per item, each linking to the product's page.
 */
const SEARCH_PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>Shopee</title></head><body>
<h2>Hasil pencarian</h2><div id="results"></div>
<script>
fetch('/api/v4/search/search_items?by=relevancy&keyword=kaos&limit=60&newest=0&order=desc&page_type=search')
  .then((r) => r.json())
  .then((answer) => {
    document.getElementById('results').innerHTML = answer.items.map((entry) => {
      const item = entry.item_basic;
      return '<div class="shopee-card"><a class="product" href="/' + encodeURIComponent(item.name) + '-i.' + item.shopid + '.' + item.itemid + '">' + item.name + '</a></div>';
    }).join('');
  });
</script></body></html>`;

/** The fixture's search answer with its first card a product the app knows and its second one it does not. */
function searchAnswer(known: { shop: number; item: number }) {
  const answer = structuredClone(searchV4.body) as {
    items: { item_basic: Record<string, unknown> | null; itemid?: number; shopid?: number }[];
  };
  answer.items = answer.items.filter((entry) => entry.item_basic).slice(0, 2);
  const [first, second] = answer.items;
  Object.assign(first!, { itemid: known.item, shopid: known.shop });
  Object.assign(first!.item_basic!, { itemid: known.item, shopid: known.shop });
  Object.assign(second!, { itemid: UNKNOWN_ITEM });
  Object.assign(second!.item_basic!, { itemid: UNKNOWN_ITEM });
  return answer;
}

const badge = (page: Page, itemId: number | string) => page.locator(`[data-pasarlens-product="${itemId}"]`);

beforeAll(async () => {
  app = await startApp();
  scratch = mkdtempSync(join(tmpdir(), 'pasarlens-extension-e2e-'));
  const built = await buildExtension({ appOrigin: app.baseUrl, outDir: scratch });
  context = await chromium.launchPersistentContext(join(scratch, 'profile'), {
    executablePath: CHROMIUM_PATH,
    headless: true,
    ignoreHTTPSErrors: true,
    viewport: { width: 360, height: 780 },
    args: [
      ...CHROMIUM_FLAGS,
      `--disable-extensions-except=${built.dir}`,
      `--load-extension=${built.dir}`,
      // shopee.co.id is the local site, on the port its address names.
      '--host-resolver-rules=MAP shopee.co.id 127.0.0.1',
    ],
  });
}, 180_000);

afterAll(async () => {
  await context?.close();
  await site?.close();
  await app?.stop();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('the browser extension', () => {
  it('connects through the web app, badges the products a Shopee page receives, contributes only once opted in, and stops once disconnected', async () => {
    const base = app.baseUrl;
    const page = await context.newPage();
    await signUp(page, base, {
      name: 'Dewi Lestari',
      email: 'dewi@tokodewi.id',
      phone: '081299887766',
      password: 'rendang-padang-2026',
    });

    // The extension page's download is the zip `npm run build:extension` put beside the web build.
    const zip = await page.request.get(`${base}/downloads/pasarlens-extension.zip`);
    expect(zip.status()).toBe(200);
    expect((await zip.body()).subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');

    // A Shopee product the app knows, and its figures.
    const best = await (await page.request.get(`${base}/public/v1/best-sellers/shopee`)).json();
    const product = best.categories[0].products[0] as { id: number };
    const csrf = (await context.cookies()).find((c) => c.name === 'csrf')!.value;
    const detail = await page.request.post(`${base}/internal/feature/product_research/product`, {
      data: { product_id: product.id },
      headers: { 'x-csrf-token': csrf },
    });
    const [, shop, item] = ((await detail.json()).data.url as string).match(/-i\.(\d+)\.(\d+)/)!;
    site = await startMarketSite('shopee.co.id', {
      '/search': { type: 'text/html', body: SEARCH_PAGE },
      '/api/v4/search/search_items': {
        type: 'application/json',
        body: JSON.stringify(searchAnswer({ shop: Number(shop), item: Number(item) })),
      },
    });

    // Not connected yet: the badge offers to connect.
    const shopee = await context.newPage();
    await shopee.goto(`https://shopee.co.id:${site.port}/search?keyword=kaos`);
    await badge(shopee, item!).waitFor({ state: 'attached' });
    expect(await badge(shopee, item!).getAttribute('data-pasarlens-status')).toBe('refused');

    // The connect page shows what the extension may do and hands it a token.
    await page.goto(`${base}/app/extension/connect`);
    await page.getByTestId('extension-connect').click();
    await page.getByTestId('extension-connected').waitFor();

    await shopee.reload();
    const known = badge(shopee, item!);
    await expect.poll(() => known.getAttribute('data-pasarlens-status')).toBe('known');
    const text = await known.locator('.badge').textContent();
    expect(text).toContain('sold · 30 days');
    expect(text).toContain('Rp ');
    expect(await known.locator('a').getAttribute('href')).toBe(`${base}/app/history/product/${product.id}`);
    await expect.poll(() => badge(shopee, UNKNOWN_ITEM).getAttribute('data-pasarlens-status')).toBe('unknown');

    // Contributing is off until the user turns it on in the popup; then the page's answers reach the capture API.
    const contributions = async () =>
      (await (await page.request.get(`${base}/internal/users/contributions`)).json()) as { answers: number };
    expect((await contributions()).answers).toBe(0);
    const popup = await context.newPage();
    await popup.goto(`chrome-extension://${EXTENSION_ID}/popup.html`);
    await expect.poll(() => popup.locator('#contribute-explain').textContent()).toContain('No personal data');
    expect(await popup.locator('#contribute').isChecked()).toBe(false);
    await popup.locator('#contribute').check();
    await expect
      .poll(() => popup.evaluate(() => chrome.storage.local.get('contributing')))
      .toEqual({ contributing: true });
    await shopee.reload();
    await expect.poll(async () => (await contributions()).answers, { timeout: 15_000 }).toBe(1);

    // The account lists the browser with its last use; disconnected there, the extension is refused at once.
    await page.goto(`${base}/app/account/extension`);
    await expect.poll(() => page.getByTestId('extension-token-last-used').textContent()).not.toContain('Not used');
    await page.getByTestId('extension-token-revoke').click();
    await page.locator('.ant-popconfirm .ant-btn-primary').click();
    await page.locator('.ant-tag-red').waitFor();
    await shopee.reload();
    await expect.poll(() => badge(shopee, item!).getAttribute('data-pasarlens-status')).toBe('refused');
  });
});
