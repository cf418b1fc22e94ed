import { describe, expect, it } from 'vitest';
import { buyPlanByApi, signUp } from './support/accounts.ts';
import { startJourney } from './support/journey.ts';

const journey = startJourney();
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

describe('find a winner journey', () => {
  it('lets a Smart user rank a category’s niches and products at their own cost, on a phone too; shows a free user the paywall', async () => {
    const context = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signUp(page, journey.app.baseUrl, {
      name: 'Sari Wulandari',
      email: 'sari@sarihijab.id',
      phone: '081277788899',
      password: 'teh-poci-2026',
    });
    await buyPlanByApi(page, journey.app.baseUrl, 'smart');
    const tree = await (
      await page.request.get(`${journey.app.baseUrl}/internal/feature/category?marketplace=shopee`)
    ).json();
    const category = tree.items[0] as { id: number };

    // The sidebar's feature search finds the page.
    await page.goto(`${journey.app.baseUrl}/app`);
    await page.getByTestId('feature-search').fill('potensial');
    await page.locator('.ant-select-item-option').filter({ hasText: 'Cari Produk Potensial' }).click();
    await page.waitForURL(/\/app\/research\/opportunities/);

    await page.goto(`${journey.app.baseUrl}/app/research/opportunities?marketplace=shopee&category=${category.id}`);
    const cards = page.getByTestId('opportunity');
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThan(0);
    await page.getByTestId('opportunity-replay').waitFor();
    await expect(page.getByTestId('opportunity-basis').textContent()).resolves.toMatch(/shopee-20/);
    expect(await cards.first().getByTestId('opportunity-part').count()).toBe(3);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/opportunities-desktop.png`, fullPage: true });

    // Products at a cost share of their own: both live in the URL.
    await page.getByTestId('opportunity-kind').getByText('Produk').click();
    await page.waitForURL(/kind=product/);
    const share = page.getByTestId('opportunity-cost-share');
    await share.fill('45');
    await share.press('Enter');
    await page.waitForURL(/cost_share=0\.45/);
    await page.getByTestId('opportunity-basis').filter({ hasText: '45%' }).waitFor();
    await cards.first().waitFor();

    // The search history holds the paid answers.
    const history = await (await page.request.get(`${journey.app.baseUrl}/internal/history`)).json();
    expect(history.items.map((h: { context: { feature: string } }) => h.context.feature)).toContain(
      'opportunity_research',
    );

    // At 360 px wide nothing runs off the screen.
    await page.setViewportSize({ width: 360, height: 780 });
    await cards.first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/opportunities-360.png`, fullPage: true });
    await context.close();

    // A free user gets the first rows by score and the paywall.
    const freeContext = await journey.browser.newContext();
    const free = await freeContext.newPage();
    await signUp(free, journey.app.baseUrl, {
      name: 'Budi Santoso',
      email: 'budi@budimart.id',
      phone: '081299988877',
      password: 'nasi-uduk-2026',
    });
    await free.goto(`${journey.app.baseUrl}/app/research/opportunities?marketplace=shopee&category=${category.id}`);
    await free.getByTestId('paywall').waitFor();
    expect(await free.getByTestId('opportunity').count()).toBeLessThanOrEqual(5);
    await freeContext.close();
  });
});
