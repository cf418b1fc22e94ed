import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { buyPlanByApi, signUp } from './support/accounts.ts';
import { startJourney } from './support/journey.ts';

const journey = startJourney();

describe('downloads journey', () => {
  it("lets a Basic user export a category's products, wait for the file, download it, and see the rows taken from the quota", async () => {
    const context = await journey.browser.newContext({ acceptDownloads: true });
    const page = await context.newPage();
    const base = journey.app.baseUrl;
    await signUp(page, base, {
      name: 'Dewi Lestari',
      email: 'dewi@dewistore.id',
      phone: '081277788899',
      password: 'klepon-manis-2026',
    });
    await buyPlanByApi(page, base, 'basic');
    const rowUsage = async () => {
      await page.goto(`${base}/app/account/payment`);
      const usage = page.getByTestId('row-usage');
      await usage.waitFor();
      return usage.innerText();
    };
    expect(await rowUsage()).toContain('0 dari 2.000');

    const tree = await (await page.request.get(`${base}/internal/feature/category?marketplace=shopee`)).json();
    const category = tree.items[0] as { id: number; name: string };
    await page.goto(`${base}/app/research/category?marketplace=shopee&category=${category.id}`);
    await page.getByTestId('product-table').getByTestId('product-name').first().waitFor();

    // The button says how many rows the file will take; the dialog says out of how many left.
    const button = page.getByTestId('download-button');
    const label = await button.innerText();
    const rows = Number(/\(([\d.]+) baris\)/.exec(label)![1]!.replace(/\./g, ''));
    expect(rows).toBeGreaterThan(5);
    await button.click();
    await expect(page.getByTestId('download-uses').innerText()).resolves.toContain('2.000');
    await page.getByTestId('download-confirm').click();

    // The archive refreshes by itself until the file is ready.
    await page.goto(`${base}/app/downloads`);
    await page.getByTestId('download-status-ready').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('download-rows').first().innerText()).toBe(rows.toLocaleString('id-ID'));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('download-file').first().click(),
    ]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['Info', 'Produk', 'Varian']);
    expect(book.worksheets[1]!.rowCount).toBe(rows + 1);

    expect(await rowUsage()).toContain(`${rows.toLocaleString('id-ID')} dari 2.000`);
    await context.close();
  });
});
