import { describe, expect, it } from 'vitest';
import { buyPlanByApi, signUp } from './support/accounts.ts';
import { startJourney } from './support/journey.ts';

const journey = startJourney();
const PHONE = { width: 360, height: 780 };

describe('on a phone', () => {
  it('no page of the app or the public site scrolls sideways, and the header fits', async () => {
    const context = await journey.browser.newContext({
      viewport: PHONE,
      deviceScaleFactor: 1,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const base = journey.app.baseUrl;
    await signUp(page, base, {
      name: 'Sari Wulandari',
      email: 'sari@sarishop.id',
      phone: '081277788899',
      password: 'rujak-manis-2026',
    });
    await buyPlanByApi(page, base, 'smart');
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
});
