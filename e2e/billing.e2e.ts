import { describe, expect, it } from 'vitest';
import { signUp } from './support/accounts.ts';
import { startJourney } from './support/journey.ts';

const journey = startJourney();

const account = { name: 'Dewi Lestari', email: 'dewi@dewistore.id', phone: '081377788899', password: 'teh-manis-2026' };

describe('plans and payments journey', () => {
  it('takes a free user through pricing, a failed payment and its retry, a sandbox card payment, the granted plan and tokens, the invoice and stopping auto-payment', async () => {
    const context = await journey.browser.newContext();
    const page = await context.newPage();
    const api = async (path: string) => (await page.request.get(`${journey.app.baseUrl}${path}`)).json();

    await signUp(page, journey.app.baseUrl, account);
    expect((await api('/internal/auth/check')).user.quota).toEqual({ name: 'Gratis', limit: 50, count: 0 });
    await page.getByTestId('token-balance').getByText('50').first().waitFor();

    // Pricing: the yearly toggle shows the saving; choose Smart monthly.
    await page.goto(`${journey.app.baseUrl}/harga`);
    await page.getByTestId('period-toggle').getByText(/./).first().waitFor();
    await page.getByTestId('period-yearly').click();
    await page.getByTestId('saving-smart').waitFor();
    await page.getByTestId('period-monthly').click();
    await page.getByTestId('choose-smart').click();
    await page.waitForURL((url) => url.pathname === '/app/upgrade' && url.searchParams.get('plan') === 'smart');

    // A one-time payment that fails lands on its own page, and trying again returns to the same checkout.
    await page.getByTestId('payment-type-one_time').click();
    await page.getByTestId('summary-total').getByText(/499/).waitFor();
    await page.getByTestId('pay').click();
    await page.waitForURL(/\/sandbox\/pay\//);
    await page.getByTestId('method-bank_transfer').click();
    await page.getByTestId('outcome-failure').click();
    await page.getByTestId('sandbox-pay').click();
    await page.waitForURL(/\/app\/upgrade\/pembayaran\/gagal\?order_id=PL-/);
    await page.getByTestId('result-failed').waitFor();
    await page.getByTestId('result-try-again').click();
    await page.waitForURL(
      (url) => url.pathname === '/app/upgrade' && url.search === '?plan=smart&period=monthly&payment=one_time',
    );
    const oneTimeChecked = await page
      .getByTestId('payment-type-one_time')
      .evaluate((element) => (element instanceof HTMLInputElement ? element : element.querySelector('input'))?.checked);
    expect(oneTimeChecked).toBe(true);

    // Pay with auto-payment: the sandbox portal takes only a card.
    await page.getByTestId('payment-type-auto').click();
    await page.getByTestId('summary-total').getByText(/499/).waitFor();
    await page.getByTestId('pay').click();
    await page.waitForURL(/\/sandbox\/pay\//);
    await page.getByTestId('sandbox-total').getByText(/499/).waitFor();
    await page.getByTestId('card-number').fill('4811 1111 1111 1114');
    await page.getByTestId('outcome-success').click();
    await page.getByTestId('sandbox-pay').click();
    await page.waitForURL(/\/app\/upgrade\/pembayaran\/kartu\?order_id=PL-/);
    await page.getByTestId('result-success').waitFor();

    // The plan is active and its tokens granted.
    const me = (await api('/internal/auth/check')).user;
    expect(me.premium).toMatchObject({ name: 'smart', historicalSupport: true, is_recurring: true });
    expect(me.quota).toEqual({ name: 'Pinter', limit: 3_600, count: 0 });

    // Manage payment (through the header's token balance): the invoice is listed as paid;
    // stopping needs a second, confirming click.
    await page.goto(`${journey.app.baseUrl}/app`);
    await page
      .getByTestId('token-balance')
      .getByText(/3[.,]600 \/ 3[.,]600/)
      .waitFor();
    await page.getByTestId('token-balance').click();
    await page.waitForURL(/\/app\/account\/payment$/);
    await page.getByTestId('invoices').getByTestId('invoice-status').first().waitFor();
    const invoices = await api('/internal/users/invoices?page=1');
    expect(invoices.items).toHaveLength(2);
    expect(invoices.items[0]).toMatchObject({
      status: 'paid',
      total: 499_000,
      kind: 'recurring',
      method: 'credit_card',
    });
    expect(invoices.items[1]).toMatchObject({ status: 'failed', kind: 'subscription' });
    await page.getByTestId('invoices').getByText(invoices.items[0].number).waitFor();
    // The paid invoice downloads as a PDF.
    const pdfLink = page.getByTestId('invoices').getByTestId('invoice-pdf');
    const pdf = await page.request.get(new URL((await pdfLink.getAttribute('href'))!, journey.app.baseUrl).toString());
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    await page.getByTestId('stop-start').click();
    await page.getByTestId('stop-warning').waitFor();
    expect((await api('/internal/users/subscription')).subscription.autoPayment).toBe('active');
    await page.getByTestId('stop-confirm').click();
    await page.getByTestId('stopped-note').waitFor();
    const { subscription } = await api('/internal/users/subscription');
    expect(subscription).toMatchObject({ autoPayment: 'stopped', label: 'ended', plan: 'smart' });
    expect((await api('/internal/auth/check')).user.premium.name).toBe('smart');
    await context.close();
  });
});
