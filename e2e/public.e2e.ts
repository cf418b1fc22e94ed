import { describe, expect, it } from 'vitest';

import { startJourney } from './support/journey.ts';

const journey = startJourney();
const PHONE_WIDTH = 360;

describe('a visitor without an account', () => {
  it('opens the Shopee best sellers, works out a price with a calculator, and sends the contact form to WhatsApp', async () => {
    const base = journey.app.baseUrl;
    const page = await (await journey.browser.newContext({ viewport: { width: PHONE_WIDTH, height: 780 } })).newPage();
    // wa.me is outside this machine: answer for it, and keep the address the browser was sent to.
    const whatsapp: string[] = [];
    await page.route('https://wa.me/**', async (route) => {
      whatsapp.push(route.request().url());
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' });
    });

    await page.goto(`${base}/produk-terlaris-shopee`);
    await page.getByTestId('best-sellers-category').first().waitFor();
    expect(await page.title()).toBe('Produk terlaris Shopee · Pasarlens');
    expect(await page.getByTestId('best-sellers-category').count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_WIDTH);

    await page.goto(
      `${base}/kalkulator/biaya-shopee?price=100000&seller=regular&group=A&voucher=1&shipping=1&day=2025-08-01`,
    );
    await page.getByTestId('result-received').waitFor();
    expect(await page.getByTestId('result-received').textContent()).toContain('Rp 83.250');
    await page.getByTestId('input-price').fill('200000');
    // 200,000: admin 16,000, voucher 7,000, free shipping 8,000, processing 1,250 → 167,750.
    await page.getByTestId('result-received').filter({ hasText: 'Rp 167.750' }).waitFor();
    expect(new URL(page.url()).searchParams.get('price')).toBe('200000');
    expect(await page.getByTestId('fee-table').textContent()).toContain('Sumber');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_WIDTH);

    await page.goto(`${base}/kontak`);
    await page.locator('#contact_name').fill('Sari Wulandari');
    await page.locator('#contact_email').fill('Sari@Toko');
    await page.locator('#contact_phone').fill('12345');
    await page.locator('#contact_message').fill('Halo, saya ingin tanya paket Enterprise untuk 3 toko.');
    await page.getByTestId('contact-submit').click();
    await page.getByText('Format email salah (email harus valid dan huruf kecil)').waitFor();
    await page.getByText('Format No. HP harus seperti: +6281234567890').waitFor();
    await page.locator('#contact_email').fill('sari@tokosari.id');
    await page.locator('#contact_phone').fill('081234567890');
    await page.locator('#contact_phone').blur();
    await page.getByTestId('contact-submit').click();
    await page.waitForURL(/^https:\/\/wa\.me\//);
    const sent = new URL(whatsapp[0]!);
    expect(sent.pathname).toBe('/6281188007788');
    expect(sent.searchParams.get('text')).toContain('Halo, saya ingin tanya paket Enterprise untuk 3 toko.');
    expect(sent.searchParams.get('text')).toContain('+6281234567890');
  });

  it('every page of the sitemap answers 200 without a sign-in, already holding its own title and description', async () => {
    const base = journey.app.baseUrl;
    const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
    const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    expect(pages.length).toBeGreaterThan(15);
    const titles = new Set<string>();
    for (const path of pages) {
      const answer = await fetch(`${base}${path}`, { headers: { accept: 'text/html' } });
      expect(answer.status, path).toBe(200);
      const html = await answer.text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
      expect(title, path).toMatch(/ · Pasarlens$/);
      expect(/<meta name="description" content="([^"]{20,})"/.test(html), path).toBe(true);
      expect(html, path).toContain('<h1>');
      titles.add(title!);
    }
    expect(titles.size).toBe(pages.length);
  });
});
