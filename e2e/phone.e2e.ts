import { describe, expect, it } from 'vitest';
import { buyPlanByApi, signUp, type TestAccount } from './support/accounts.ts';
import { startJourney } from './support/journey.ts';

const journey = startJourney();
const PHONE = { width: 360, height: 780 };

/** A new user with `plan`, signed in on a 360 px phone. */
async function phoneUser(account: TestAccount, plan: string) {
  const context = await journey.browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const base = journey.app.baseUrl;
  await signUp(page, base, account);
  await buyPlanByApi(page, base, plan);
  return { context, page, base };
}

describe('on a phone', () => {
  it('no page of the app or the public site scrolls sideways, and the header fits', async () => {
    const { context, page, base } = await phoneUser(
      { name: 'Sari Wulandari', email: 'sari@sarishop.id', phone: '081277788899', password: 'rujak-manis-2026' },
      'smart',
    );
    const get = async (path: string) => (await page.request.get(`${base}${path}`)).json();
    const category = (await get('/internal/feature/category?marketplace=shopee')).items[0] as { id: number };
    const csrf = (await context.cookies()).find((c) => c.name === 'csrf')!.value;
    const stores = await (
      await page.request.post(`${base}/internal/feature/store_research/stores`, {
        data: { marketplace: 'shopee' },
        headers: { 'x-csrf-token': csrf },
      })
    ).json();
    const storeId = stores.data.items[0].storeId as number;

    const pages = [
      '/app',
      `/app/research/category?marketplace=shopee&category=${category.id}`,
      '/app/research/product?q=hijab',
      '/app/research/store?q=',
      `/app/research/store/${storeId}`,
      '/app/research/keyword?keyword=hijab',
      '/app/research/ads-spy',
      '/app/history/product',
      `/app/history/store/${storeId}`,
      `/app/history/category/${category.id}`,
      '/harga',
      '/app/upgrade',
      '/app/account/payment',
      '/app/download-quota',
      '/app/referral',
      '/app/account/profile',
      '/app/account/password',
      '/app/enterprise',
      '/app/price-alerts',
      '/app/price-alerts/new',
      '/app/downloads',
      '/app/tools',
      '/app/tools/biaya-shopee',
      '/app/sales-optimisation',
      '/app/extension',
      '/app/community',
      '/',
      '/kelas',
      '/tutorial',
      '/blog',
      '/produk-terlaris-shopee',
      '/kalkulator/harga-tiktok',
      '/kontak',
      '/api',
    ];
    const overflowing: string[] = [];
    for (const path of pages) {
      await page.goto(`${base}${path}`);
      await page.waitForLoadState('networkidle');
      const { width, header } = await page.evaluate(() => ({
        width: document.documentElement.scrollWidth,
        header: [...document.querySelectorAll('[data-testid="token-balance"], [data-testid="user-menu"]')].map(
          (element) => element.getBoundingClientRect().right,
        ),
      }));
      if (width > PHONE.width || header.some((right) => right > PHONE.width))
        overflowing.push(`${path}: page ${width} px, header ends at ${header.join(', ')} px`);
    }
    expect(overflowing).toEqual([]);
    await context.close();
  });

  it('shows the pricing comparison, a store’s revenue and the enterprise dashboard whole, legibly', async () => {
    const { context, page, base } = await phoneUser(
      { name: 'Dewi Lestari', email: 'dewi@dewibrand.id', phone: '081311122233', password: 'klepon-hijau-2026' },
      'genius',
    );
    const csrf = (await context.cookies()).find((c) => c.name === 'csrf')!.value;
    const post = async (path: string, data: object) =>
      (await page.request.post(`${base}${path}`, { data, headers: { 'x-csrf-token': csrf } })).json();
    const rightEdges = (selector: string) =>
      page.locator(selector).evaluateAll((elements) => elements.map((e) => e.getBoundingClientRect().right));

    // Pricing: the labels leave room for two plans side by side, and the table says it scrolls.
    await page.goto(`${base}/harga`);
    await page.getByTestId('plan-comparison').waitFor();
    expect(await page.getByTestId('comparison-hint').isVisible()).toBe(true);
    const [, free, basic] = await rightEdges('[data-testid="plan-comparison"] thead th');
    expect(free).toBeLessThan(PHONE.width);
    expect(basic).toBeLessThanOrEqual(PHONE.width + 40);

    // A store's 30-day revenue stands on one line.
    const stores = await post('/internal/feature/store_research/stores', { marketplace: 'shopee' });
    await page.goto(`${base}/app/research/store/${stores.data.items[0].storeId}`);
    const revenue = page.getByTestId('store-revenue30-amount');
    await revenue.waitFor();
    const { height, lineHeight } = await revenue.evaluate((e) => ({
      height: e.getBoundingClientRect().height,
      lineHeight: parseFloat(getComputedStyle(e).lineHeight),
    }));
    expect(height).toBeLessThan(lineHeight * 1.5);

    // The enterprise dashboard of a market of the two top stores.
    const market = await post('/internal/feature/enterprise_dashboard/custom/markets/create', {
      name: 'Pasar Saya',
      status: 'published',
      marketplaces: ['shopee'],
      storeIds: stores.data.items.slice(0, 2).map((s: { storeId: number }) => s.storeId),
    });
    for (let built = false; !built;) {
      const markets = await post('/internal/feature/enterprise_dashboard/markets', {});
      built = markets.items.some(
        (m: { id: number; build: { state: string } }) => m.id === market.id && m.build.state === 'ready',
      );
      if (!built) await page.waitForTimeout(1_000);
    }
    await page.goto(`${base}/app/enterprise?market=${market.id}`);
    await page.getByTestId('filter-open').click();
    await page.locator('#filter-apply').click();
    await page.getByTestId('top-stores').waitFor();
    // Every top store's and price band's figures are on screen, none behind a sideways scroll.
    await page.getByTestId('price-band-table').waitFor();
    const cells = await rightEdges('[data-testid="top-stores"] tr > *, [data-testid="price-band-table"] tr > *');
    expect(Math.max(...cells)).toBeLessThanOrEqual(PHONE.width);
    // The price bands' amount labels never overlap one another.
    await page.getByTestId('price-band-bars').locator('svg text').first().waitFor();
    const labels = await page
      .getByTestId('price-band-bars')
      .locator('svg text')
      .evaluateAll((texts) =>
        texts
          .map((text) => ({ text: text.textContent ?? '', box: text.getBoundingClientRect() }))
          .filter(({ text }) => text.startsWith('Rp'))
          .map(({ text, box }) => ({ text, left: box.left, right: box.right, top: box.top, bottom: box.bottom })),
      );
    const overlapping = labels.flatMap((a, i) =>
      labels
        .slice(i + 1)
        .filter((b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)
        .map((b) => `${a.text} / ${b.text}`),
    );
    expect(overlapping).toEqual([]);
    await context.close();
  });
});
