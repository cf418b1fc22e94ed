import { describe, expect, it } from 'vitest';
import id from '../apps/web/src/i18n/locales/id.json' with { type: 'json' };
import { buyPlanByApi, signUp } from './support/accounts.ts';
import { startJourney } from './support/journey.ts';

const journey = startJourney();

describe('market research journey', () => {
  it('lets a Smart user research a category, open a product’s history chart and find the tokens in the search history; shows a free user the paywall', async () => {
    const context = await journey.browser.newContext();
    const page = await context.newPage();
    await signUp(page, journey.app.baseUrl, {
      name: 'Rina Kusuma',
      email: 'rina@rinashop.id',
      phone: '081255566677',
      password: 'es-cendol-2026',
    });
    await buyPlanByApi(page, journey.app.baseUrl, 'smart');

    const tree = await (
      await page.request.get(`${journey.app.baseUrl}/internal/feature/category?marketplace=shopee`)
    ).json();
    const category = tree.items[0] as { id: number; name: string };
    await page.goto(`${journey.app.baseUrl}/app/research/category?marketplace=shopee&category=${category.id}`);
    const names = page.getByTestId('product-table').getByTestId('product-name');
    await names.first().waitFor();
    expect(await names.count()).toBeGreaterThan(5);
    await expect(page.getByTestId('paywall').count()).resolves.toBe(0);

    // The product's drawer, then its sales chart over the default range.
    await names.first().click();
    await page.getByTestId('product-drawer').waitFor();
    await page.getByRole('tab', { name: id.research.detail.chartTab }).click();
    await page.getByTestId('product-analytics').getByRole('img').first().waitFor();
    await page.getByTestId('sales-summary').waitFor();

    // Both charged calls are in the dashboard's search history.
    const history = await (await page.request.get(`${journey.app.baseUrl}/internal/history`)).json();
    expect(history.items.map((h: { context: { feature: string } }) => h.context.feature)).toEqual([
      'product_history',
      'category_research',
    ]);
    await page.goto(`${journey.app.baseUrl}/app`);
    const uses = page.getByTestId('search-history').getByTestId('history-item');
    await uses.nth(1).waitFor();
    await expect(uses.count()).resolves.toBe(2);

    // The category search re-opens from its history entry, at no charge the same day.
    const tokensUsed = async () =>
      (await (await page.request.get(`${journey.app.baseUrl}/internal/auth/check`)).json()).user.quota.count as number;
    const before = await tokensUsed();
    await uses.nth(1).getByTestId('history-reopen').click();
    await page.waitForURL(/\/app\/research\/category\?/);
    await names.first().waitFor();
    expect(new URL(page.url()).searchParams.get('category')).toBe(String(category.id));
    expect(await tokensUsed()).toBe(before);
    await context.close();

    // A free user gets the first rows and the paywall.
    const freeContext = await journey.browser.newContext();
    const free = await freeContext.newPage();
    await signUp(free, journey.app.baseUrl, {
      name: 'Joko Widodo',
      email: 'joko@jokomart.id',
      phone: '081233344455',
      password: 'kopi-tubruk-2026',
    });
    await free.goto(`${journey.app.baseUrl}/app/research/category?marketplace=shopee&category=${category.id}`);
    await free.getByTestId('paywall').first().waitFor();
    expect(await free.getByTestId('product-table').getByTestId('product-name').count()).toBeLessThanOrEqual(5);
    // Its filters are locked behind the paywall, not accepted and ignored.
    await free.getByTestId('filters-locked').waitFor();
    expect(await free.getByTestId('filter-min-price').isDisabled()).toBe(true);
    await freeContext.close();
  });
});
