import { describe, expect, it } from 'vitest';
import en from '../apps/web/src/i18n/locales/en.json' with { type: 'json' };
import id from '../apps/web/src/i18n/locales/id.json' with { type: 'json' };
import { answerPersona, logIn, register, verificationLink } from './support/accounts.ts';
import { startJourney } from './support/journey.ts';
import { chooseOption } from './support/select.ts';

const journey = startJourney();

const account = {
  name: 'Sari Wulandari',
  email: 'sari@tokosari.id',
  phone: '081298765432',
  password: 'kopi-susu-2026',
};

describe('account journey', () => {
  it('registers, verifies, logs in, answers the persona question, returns from a redirect, switches language and logs out', async () => {
    const context = await journey.browser.newContext();
    const page = await context.newPage();

    // Register: the phone is typed the local way and normalised to +62.
    await page.goto(`${journey.app.baseUrl}/register`);
    await register(page, account);

    // Verify through the link in the mail.
    await page.goto(await verificationLink(page, journey.app.baseUrl, account.email));
    await page.getByTestId('verify-success').waitFor();
    await page.getByTestId('verify-login').click();
    await page.waitForURL(/\/login/);

    // Log in; the first visit asks for the persona.
    await logIn(page, account.email, account.password);
    await page.waitForURL(/\/app$/);
    await page.getByTestId('welcome').waitFor();
    await answerPersona(page);
    const persona = await (await page.request.get(`${journey.app.baseUrl}/internal/users/persona`)).json();
    expect(persona).toEqual({ persona: { type: 'dropshipper', other: null } });
    const me = await (await page.request.get(`${journey.app.baseUrl}/internal/auth/check`)).json();
    expect(me.user.phone).toBe('+6281298765432');

    // A visitor without a session is sent to login and brought back afterwards.
    const visitor = await journey.browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`${journey.app.baseUrl}/app/account/password`);
    await visitorPage.waitForURL(
      (url) => url.pathname === '/login' && url.searchParams.get('redirected_from') === '/app/account/password',
    );
    await logIn(visitorPage, account.email, account.password);
    await visitorPage.waitForURL((url) => url.pathname === '/app/account/password');
    await visitor.close();

    // Switch the language without a reload.
    const logoutLabel = page.getByTestId('logout');
    await page.getByTestId('user-menu').click();
    await expect(logoutLabel.textContent()).resolves.toBe(id.userMenu.logout);
    await page.keyboard.press('Escape');
    // Opened again while it still closes, the menu would take no click.
    await logoutLabel.waitFor({ state: 'hidden' });
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
    await chooseOption(page, page.getByTestId('language-switcher'), 'English', page.locator('html[lang="en"]'));
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
    expect((await context.cookies()).find((c) => c.name === 'language')?.value).toBe('en');
    await page.getByTestId('user-menu').click();
    await expect(logoutLabel.textContent()).resolves.toBe(en.userMenu.logout);

    // Log out: the session is gone and protected pages send to login again.
    await logoutLabel.click();
    await page.waitForURL(/\/login/);
    expect((await page.request.get(`${journey.app.baseUrl}/internal/auth/check`)).status()).toBe(401);
    await page.goto(`${journey.app.baseUrl}/app`);
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirected_from') === '/app');
    await context.close();
  });
});
