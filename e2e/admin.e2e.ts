import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUp } from './support/accounts.ts';
import { startJourney } from './support/journey.ts';

const journey = startJourney();
const admin = { name: 'Rina Admin', email: 'rina@pasarlens.id', phone: '081211122233', password: 'kantor-pusat-2026' };
const seller = {
  name: 'Joko Santoso',
  email: 'joko@tokojoko.id',
  phone: '081244455566',
  password: 'dagang-laris-2026',
};
const purpose = 'Kompensasi gangguan layanan';

/** The plan the seller's payment page shows, after a fresh page load. */
async function sellersPlan(page: Page, base: string): Promise<string> {
  await page.goto(`${base}/app/account/payment`);
  const plan = page.getByTestId('subscription-plan');
  const none = page.getByTestId('no-subscription');
  await plan.or(none).first().waitFor();
  return (await plan.count()) > 0 ? plan.innerText() : 'none';
}

describe('admin back office journey', () => {
  it('an admin finds a user, gives Smart for a month with a purpose, the user sees it on their next page, and the admin takes it back', async () => {
    const base = journey.app.baseUrl;
    const sellerPage = await (await journey.browser.newContext()).newPage();
    await signUp(sellerPage, base, seller);
    expect(await sellersPlan(sellerPage, base)).toBe('none');

    const adminPage = await (await journey.browser.newContext()).newPage();
    await signUp(adminPage, base, admin);
    // The session outlives the restart; the role is read afresh on every request.
    expect(await journey.app.operator(['grant', admin.email])).toContain('is now an admin');

    await adminPage.goto(`${base}/app/admin`);
    const search = adminPage.getByTestId('admin-users-search').locator('input');
    await search.fill('joko@');
    await search.press('Enter');
    const row = adminPage.getByTestId('admin-user-row');
    await expect.poll(() => row.count()).toBe(1);
    await row.getByRole('link', { name: seller.name }).click();
    await adminPage.waitForURL(/\/app\/admin\/users\/[0-9a-f-]+$/);
    expect(await adminPage.getByTestId('admin-user-plan').innerText()).toBe('Gratis');

    await adminPage.getByTestId('give-premium').click();
    await adminPage.getByTestId('give-plan').click();
    await adminPage.locator('.ant-select-item-option').filter({ hasText: 'Pinter' }).click();
    await adminPage.getByTestId('give-purpose').fill(purpose);
    await adminPage.getByTestId('give-premium-modal-confirm').click();
    await expect.poll(() => adminPage.getByTestId('admin-user-plan').innerText()).toBe('Pinter');
    await expect.poll(() => adminPage.getByTestId('admin-grant-row').count()).toBe(1);

    expect(await sellersPlan(sellerPage, base)).toBe('Pinter');

    await adminPage.getByTestId('grant-remove').click();
    await adminPage.getByTestId('remove-purpose').fill('Diberikan ke akun yang salah');
    await adminPage.getByTestId('remove-grant-modal-confirm').click();
    await expect.poll(() => adminPage.getByTestId('admin-user-plan').innerText()).toBe('Gratis');

    // A plan taken back ends now: the seller is on Gratis again.
    expect(await sellersPlan(sellerPage, base)).toBe('none');
  });
});
