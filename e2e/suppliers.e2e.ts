import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { signUp } from './support/accounts.ts';
import { chooseOption } from './support/select.ts';
import { startJourney } from './support/journey.ts';

const journey = startJourney();
const PHONE_WIDTH = 360;
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

const choose = (page: Page, select: string, option: string) => chooseOption(page, page.getByTestId(select), option);

describe('the supplier database', () => {
  it('a supplier registers a listing with a photo; a reseller finds it by product and category and reveals the WhatsApp contact', async () => {
    const base = journey.app.baseUrl;
    const supplier = await (
      await journey.browser.newContext({ viewport: { width: PHONE_WIDTH, height: 780 } })
    ).newPage();
    await signUp(supplier, base, {
      name: 'Dewi Lestari',
      email: 'dewi@keripikdewi.id',
      phone: '081233344455',
      password: 'keripik-renyah-2026',
    });
    await supplier.goto(`${base}/app/suppliers/new`);
    await supplier.getByTestId('listing-product-name').fill('Keripik Singkong Balado 1kg');
    const photo = await sharp({
      create: { width: 800, height: 600, channels: 3, background: { r: 220, g: 60, b: 30 } },
    })
      .jpeg()
      .toBuffer();
    await supplier
      .locator('[data-testid="listing-photo-upload"] input[type="file"], input[type="file"]')
      .first()
      .setInputFiles({ name: 'keripik.jpg', mimeType: 'image/jpeg', buffer: photo });
    await supplier.getByTestId('listing-preview').locator('img').waitFor();
    await choose(supplier, 'listing-category', 'Makanan & Minuman');
    await choose(supplier, 'listing-supplier-type', 'Produsen');
    await supplier.getByTestId('listing-store-name').fill('Keripik Dewi');
    await supplier.getByTestId('listing-phone-input').fill('0812 9876 5432');
    await supplier.getByTestId('listing-address').fill('Jl. Soekarno Hatta 8, Bandung');
    await supplier
      .getByTestId('listing-description')
      .fill('Keripik singkong pedas manis, harga grosir untuk reseller dan dropshipper.');
    expect(await pageWidth(supplier)).toBeLessThanOrEqual(PHONE_WIDTH);
    await supplier.getByTestId('listing-submit').click();
    await supplier.waitForURL(/\/app\/suppliers\/mine$/);
    expect(await supplier.getByTestId('my-listing-reveals').textContent()).toBe('Kontak dibuka: 0');
    expect(await pageWidth(supplier)).toBeLessThanOrEqual(PHONE_WIDTH);

    const reseller = await (
      await journey.browser.newContext({ viewport: { width: PHONE_WIDTH, height: 780 } })
    ).newPage();
    await signUp(reseller, base, {
      name: 'Rudi Hartono',
      email: 'rudi@resellerrudi.id',
      phone: '081255566677',
      password: 'jualan-laris-2026',
    });
    await reseller.goto(`${base}/app/suppliers`);
    await reseller.getByTestId('supplier-product').locator('input').fill('keripik');
    await reseller.getByTestId('supplier-product').locator('input').press('Enter');
    await choose(reseller, 'supplier-category', 'Makanan & Minuman');
    await reseller.waitForURL(/product=keripik.*category=food_beverage|category=food_beverage.*product=keripik/);
    expect(await pageWidth(reseller)).toBeLessThanOrEqual(PHONE_WIDTH);
    await reseller.getByRole('link', { name: 'Keripik Singkong Balado 1kg' }).click();
    await reseller.getByTestId('listing-title').waitFor();
    expect(await reseller.getByTestId('listing-detail').textContent()).not.toContain('9876');
    await reseller.getByTestId('listing-reveal').click();
    expect(await reseller.getByTestId('listing-phone').textContent()).toBe('+6281298765432');
    expect(await reseller.getByTestId('listing-whatsapp').getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/6281298765432\?text=Halo%20Keripik%20Dewi/,
    );
    expect(await pageWidth(reseller)).toBeLessThanOrEqual(PHONE_WIDTH);

    await supplier.reload();
    expect(await supplier.getByTestId('my-listing-reveals').textContent()).toBe('Kontak dibuka: 1');
  });
});
