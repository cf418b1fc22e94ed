import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buyPlanByApi, signUp } from './support/accounts.ts';
import { startJourney } from './support/journey.ts';

const journey = startJourney();

/** Types into a searching picker and chooses the option named `name`. */
async function pick(page: Page, testId: string, typed: string, name: string) {
  await page.getByTestId(testId).locator('input').fill(typed);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: name }).first().click();
  await page.keyboard.press('Escape');
}

describe('enterprise dashboard journey', () => {
  it('lets a Genius user build a market of two stores and a brand, publish it, apply the filter, read the brand share and open a top product’s history', async () => {
    const base = journey.app.baseUrl;
    const context = await journey.browser.newContext();
    const page = await context.newPage();
    await signUp(page, base, {
      name: 'Sari Wulandari',
      email: 'sari@glowria.id',
      phone: '081277788899',
      password: 'rendang-padang-2026',
    });
    await buyPlanByApi(page, base, 'genius');
    const csrf = (await context.cookies()).find((c) => c.name === 'csrf')!.value;
    const stores = (
      await (
        await page.request.post(`${base}/internal/feature/enterprise_dashboard/custom/stores/getAll`, {
          data: { marketplace: 'shopee' },
          headers: { 'x-csrf-token': csrf },
        })
      ).json()
    ).items as { name: string }[];
    const [first, second] = stores as [{ name: string }, { name: string }];

    // The first visit shows the guide once.
    await page.goto(`${base}/app/enterprise`);
    await page.getByTestId('onboarding').waitFor();
    await page.getByTestId('onboarding').locator('.ant-alert-close-icon').click();

    // A brand: one store of the marketplace.
    await page.goto(`${base}/app/enterprise/brands/new`);
    await page.getByTestId('item-name').fill('Glowria');
    await pick(page, 'store-picker', first.name.slice(0, 6), first.name);
    await page.getByTestId('item-save').click();
    await page.waitForURL(/\/app\/enterprise\/brands\/\d+$/);

    // The market: two stores and the brand, published.
    await page.goto(`${base}/app/enterprise/markets/new`);
    await page.getByTestId('item-name').fill('Pasar Kecantikan Saya');
    await page
      .getByTestId('item-status')
      .getByText('Published')
      .or(page.getByTestId('item-status').getByText('Terbit'))
      .click();
    await pick(page, 'store-picker', first.name.slice(0, 6), first.name);
    await pick(page, 'store-picker', second.name.slice(0, 6), second.name);
    await pick(page, 'brand-picker', 'Glow', 'Glowria');
    await page.getByTestId('item-save').click();
    await page.waitForURL(/\/app\/enterprise\/markets\/\d+$/);
    // The save answers at once; the page follows the market's build until its figures are ready.
    await page.getByTestId('item-products').waitFor({ timeout: 120_000 });
    expect(Number((await page.getByTestId('item-products').textContent())!.replace(/\D/g, ''))).toBeGreaterThan(0);

    // The filter: its cost is shown before it is applied.
    await page.getByTestId('item-analyse').click();
    await page.getByTestId('filter-open').click();
    await page.getByTestId('filter-cost').waitFor();
    expect(await page.getByTestId('filter-cost').textContent()).toContain('5');
    await page.locator('#filter-apply').click();
    await page.getByTestId('total-revenue').waitFor();
    await page.getByTestId('share-donut').waitFor();

    // The brand share.
    await page.getByRole('tab').nth(1).click();
    const shares = page.getByTestId('brand-shares').getByTestId('share');
    await shares.first().waitFor();
    expect(await shares.first().textContent()).toMatch(/\d/);

    // A top product's history.
    await page.getByRole('tab').nth(3).click();
    const product = page.getByTestId('top-product-link').first();
    await product.waitFor();
    await product.click();
    await page.waitForURL(/\/app\/history\/product\/\d+/);

    const history = await (await page.request.get(`${base}/internal/history`)).json();
    expect(history.items.map((h: { context: { feature: string } }) => h.context.feature)).toContain(
      'enterprise_dashboard',
    );
    await context.close();
  });
});
