import type { Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { buyPlanByApi, signUp } from './support/accounts.ts';
import { startJourney } from './support/journey.ts';

const journey = startJourney();
const PHONE_WIDTH = 360;
const account = {
  name: 'Sari Wulandari',
  email: 'sari@tokosari.id',
  phone: '081299988877',
  password: 'harga-jitu-2026',
};

interface Found {
  products: { id: number; price: number; platform: string }[];
}

/** A product of the demo market that alerts can watch, by id through the find_product call. */
async function watchableProduct(page: Page, base: string) {
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrf')!.value;
  // The demo market holds thousands of products; the first few ids are enough to find one.
  for (let id = 1; id <= 200; id += 1) {
    const answer = await page.request.post(`${base}/internal/price_alert/find_product`, {
      data: { query: String(id) },
      headers: { 'x-csrf-token': csrf },
    });
    const [product] = ((await answer.json()) as Found).products;
    if (product) return product;
  }
  throw new Error('No product to watch among the first 200 ids');
}

/** Reloads until the condition holds: the header asks for notifications only now and then. */
async function reloadUntil(page: Page, holds: () => Promise<boolean>) {
  await vi.waitFor(
    async () => {
      if (await holds()) return;
      await page.reload();
      throw new Error('not yet');
    },
    { timeout: 30_000, interval: 200 },
  );
}

describe('price alerts journey', () => {
  it('a Basic user sets an alert from a product page; a price drop is ingested, the notification appears and the alert is triggered with its history', async () => {
    const base = journey.app.baseUrl;
    const page = await (await journey.browser.newContext({ viewport: { width: PHONE_WIDTH, height: 780 } })).newPage();
    await signUp(page, base, account);
    await buyPlanByApi(page, base, 'basic');
    const product = await watchableProduct(page, base);

    await page.goto(`${base}/app/history/product/${product.id}`);
    await page.getByTestId('add-price-alert').click();
    await page.waitForURL(/\/app\/price-alerts\/new\?product=/);
    await page.getByTestId('picked-product').waitFor();
    await page
      .locator('input[data-testid="alert-target"], [data-testid="alert-target"] input')
      .first()
      .fill(String(product.price - 1));
    expect(await page.getByTestId('alert-preview').textContent()).toContain('belum terpenuhi');
    await page.getByTestId('alert-submit').click();
    await page.waitForURL(/\/app\/price-alerts\/\d+$/);
    expect(await page.getByTestId('alert-state').getAttribute('data-state')).toBe('active');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_WIDTH);

    const drop = await page.request.post(`${base}/dev/market/price`, {
      data: { productId: product.id, price: product.price - 5_000 > 0 ? product.price - 5_000 : 1 },
    });
    expect(((await drop.json()) as { published: boolean }).published).toBe(true);

    await reloadUntil(
      page,
      async () => (await page.getByTestId('alert-state').getAttribute('data-state')) === 'triggered',
    );
    // The firing and its notification are written together, but the page just loaded may have asked
    // for notifications before it and for the alert after: a page loaded now sees both.
    await page.reload();
    await page.getByTestId('notification-count').locator('.ant-badge-count').waitFor();
    expect(await page.getByTestId('notification-count').locator('.ant-badge-count').textContent()).toBe('1');
    await page.getByTestId('notification-bell').click();
    await page.getByTestId('notification').first().waitFor();
    expect(await page.getByTestId('alert-history').textContent()).toContain('Terpicu');
    await page.getByTestId('alert-chart').waitFor();

    await page.goto(`${base}/app/price-alerts`);
    expect(await page.getByTestId('alert-row').first().getByTestId('alert-state').getAttribute('data-state')).toBe(
      'triggered',
    );
  });
});
