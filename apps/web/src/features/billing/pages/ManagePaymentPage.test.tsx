import type { InvoicePage, InvoiceView, SubscriptionView } from '@pasarlens/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leaveTo } from '../../../lib/browser.ts';
import { paths } from '../../../lib/paths.ts';
import { makeCheckout, makeInvoice } from '../../../testing/billing.ts';
import { FakeApi, uninstallFakeApi } from '../../../testing/fakeApi.ts';
import { renderApp, searchOf } from '../../../testing/render.tsx';
import { tableRows } from '../../../testing/table.ts';
import { makePaidUser, makeUser } from '../../../testing/user.ts';

vi.mock('../../../lib/browser.ts', () => ({ leaveTo: vi.fn() }));

const subscription: SubscriptionView = {
  id: 's1',
  plan: 'smart',
  period: 'monthly',
  startedAt: '2026-03-01T00:00:00.000Z',
  expiredAt: '2026-04-01T00:00:00.000Z',
  label: 'renewed',
  autoPayment: 'active',
  failedCharges: 0,
  nextChargeAt: '2026-04-01T00:00:00.000Z',
};

/** A monthly auto-payment invoice; the first of each page is paid, the others pending. */
const invoice = (page: number, index: number): InvoiceView => {
  const paid = index === 0;
  return makeInvoice({
    id: `i${page}-${index}`,
    number: `INV-${page}-${index}`,
    orderId: `PL-${page}${index}AAAAA`,
    kind: 'recurring',
    period: 'monthly',
    amount: 499_000,
    total: 499_000,
    status: paid ? 'paid' : 'pending',
    method: paid ? 'credit_card' : null,
    paidAt: paid ? '2026-03-01T00:05:00.000Z' : null,
    companyInvoiceUrl: paid ? 'https://wa.me/6281100000000?text=invoice' : null,
  });
};

/** 25 invoices, 10 a page; the server clamps the asked page between 1 and 3. */
function invoices(asked: number): InvoicePage {
  const page = Math.min(3, Math.max(1, asked));
  const count = page === 3 ? 5 : 10;
  return { items: Array.from({ length: count }, (_, index) => invoice(page, index)), page, total_page: 3, total: 25 };
}

let api: FakeApi;

beforeEach(() => {
  vi.mocked(leaveTo).mockReset();
  api = new FakeApi().install();
  api.user = makePaidUser('smart');
  api.on('GET', '/internal/users/subscription', { subscription });
  api.on('GET', '/internal/users/invoices', ({ query }) => invoices(Number(query.get('page'))));
  api.on('GET', '/internal/users/billing-details', { details: null });
  api.on('POST', '/internal/invoice/recurring/deactivate', {
    subscription: { ...subscription, autoPayment: 'stopped', label: 'ended', nextChargeAt: null },
  });
});

afterEach(uninstallFakeApi);

const invoiceNumbers = (table: HTMLElement) => tableRows(table).map(([number]) => number);
const deactivations = () => api.calls('POST', '/internal/invoice/recurring/deactivate');

describe('manage payment', () => {
  it('shows the plan, its auto-payment and the balances', async () => {
    renderApp(paths.managePayment);
    expect((await screen.findByTestId('subscription-plan', {}, { timeout: 10_000 })).textContent).toBe('Pinter');
    expect(screen.getByTestId('auto-payment-state').textContent).toBe('Aktif');
    expect(screen.getByTestId('subscription-label').textContent).toBe('Diperpanjang');
    expect(screen.getByTestId('token-usage').textContent).toContain('120 dari 3.600');
  });

  it('stops auto-payment only on the second, confirming click', async () => {
    renderApp(paths.managePayment);
    fireEvent.click(await screen.findByTestId('stop-start', {}, { timeout: 10_000 }));

    const warning = screen.getByTestId('stop-warning');
    expect(warning.textContent).toContain('tidak dapat dibatalkan');
    expect(warning.textContent).toContain('1 Apr 2026');
    expect(deactivations()).toHaveLength(0);

    fireEvent.click(screen.getByTestId('stop-confirm'));

    await waitFor(() => expect(screen.getByTestId('auto-payment-state').textContent).toBe('Dihentikan'));
    expect(deactivations()).toHaveLength(1);
    expect(deactivations()[0]?.body).toEqual({});
    expect(screen.queryByTestId('stop-start')).toBeNull();
    const note = screen.getByTestId('stopped-note');
    expect(within(note).getByRole('link', { name: 'beli paket baru' }).getAttribute('href')).toBe(paths.pricing);
  });

  it('lets a first click be taken back without stopping anything', async () => {
    renderApp(paths.managePayment);
    fireEvent.click(await screen.findByTestId('stop-start', {}, { timeout: 10_000 }));
    fireEvent.click(screen.getByRole('button', { name: 'Batal' }));
    expect(screen.getByTestId('stop-start').textContent).toBe('Hentikan pembayaran otomatis');
    expect(screen.queryByTestId('stop-warning')).toBeNull();
    expect(deactivations()).toHaveLength(0);
  });

  it('pages the invoices on the server and follows the page the server answered', async () => {
    const { router } = renderApp(`${paths.managePayment}?page=9`);
    const table = await screen.findByTestId('invoices', {}, { timeout: 10_000 });
    await waitFor(() => expect(invoiceNumbers(table)[0]).toBe('INV-3-0'));
    expect(api.calls('GET', '/internal/users/invoices')[0]?.query.get('page')).toBe('9');
    // The server clamped 9 to the last page: the pager and the URL say 3.
    await waitFor(() => expect(searchOf(router).get('page')).toBe('3'));
    expect(document.querySelector('.ant-pagination-item-active')?.textContent).toBe('3');
    expect(within(table).getAllByTestId('invoice-status')[0]?.textContent).toBe('Lunas');
    expect(within(table).getAllByTestId('company-invoice')).toHaveLength(1);

    fireEvent.click(screen.getByTitle('2'));

    await waitFor(() => expect(invoiceNumbers(table)[0]).toBe('INV-2-0'));
    expect(api.calls('GET', '/internal/users/invoices').at(-1)?.query.get('page')).toBe('2');
    expect(searchOf(router).get('page')).toBe('2');
    expect(document.querySelector('.ant-pagination-item-active')?.textContent).toBe('2');
  });

  it('prices more tokens of the current plan first, then pays for them', async () => {
    api.on('POST', '/internal/invoice/quote', {
      amount: 499_000,
      discount: 0,
      credit: 0,
      total: 499_000,
      planChange: null,
      referral: null,
      referralError: null,
    });
    api.on('POST', '/internal/invoice/quota', makeCheckout('PL-TOKENS01'));
    renderApp(paths.managePayment);
    fireEvent.click(await screen.findByTestId('buy-tokens', {}, { timeout: 10_000 }));
    await waitFor(() => expect(screen.getByTestId('summary-total').textContent).toBe('Rp 499.000'));
    expect(api.calls('POST', '/internal/invoice/quote')[0]?.body).toEqual({ kind: 'quota', plan: 'smart' });
    expect(api.calls('POST', '/internal/invoice/quota')).toHaveLength(0);

    fireEvent.click(screen.getByTestId('buy-tokens-pay'));

    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith(paths.sandboxPayment('PL-TOKENS01')));
    expect(api.calls('POST', '/internal/invoice/quota').map((call) => call.body)).toEqual([{ plan: 'smart' }]);
  });

  it('offers a Free user plans instead of auto-payment and more tokens', async () => {
    api.user = makeUser();
    api.on('GET', '/internal/users/subscription', { subscription: null });
    renderApp(paths.managePayment);
    expect((await screen.findByTestId('no-subscription', {}, { timeout: 10_000 })).textContent).toContain('Gratis');
    expect(screen.queryByTestId('buy-tokens')).toBeNull();
    expect(screen.queryByTestId('stop-start')).toBeNull();
  });

  it('pays an unpaid checkout again on the gateway page, or cancels it after a confirming click', async () => {
    const waiting = makeInvoice({
      id: 'w1',
      orderId: 'PL-WAIT0001',
      status: 'pending',
      method: null,
      paidAt: null,
      payUrl: paths.sandboxPayment('snap-w1'),
      expiresAt: '2026-03-02T00:00:00.000Z',
    });
    let items = [waiting, makeInvoice()];
    api.on('GET', '/internal/users/invoices', () => ({ items, page: 1, total_page: 1, total: items.length }));
    api.on('POST', '/internal/invoice/cancel', () => {
      items = [{ ...waiting, status: 'cancelled', payUrl: null }, makeInvoice()];
      return { invoice: items[0]! };
    });
    renderApp(paths.managePayment);
    const table = await screen.findByTestId('invoices', {}, { timeout: 10_000 });
    await waitFor(() =>
      expect(within(table).getByTestId('invoice-pay').getAttribute('href')).toBe(paths.sandboxPayment('snap-w1')),
    );
    expect(within(table).getByTestId('invoice-pay-before').textContent).toBe('Bayar sebelum 2 Mar 2026, 07.00');
    // A paid invoice downloads as a PDF from the API, with the session cookie.
    expect(within(table).getByTestId('invoice-pdf').getAttribute('href')).toBe('/internal/users/invoices/i1/pdf');

    fireEvent.click(within(table).getByTestId('invoice-cancel'));
    expect(api.calls('POST', '/internal/invoice/cancel')).toHaveLength(0);
    fireEvent.click(await screen.findByTestId('invoice-cancel-confirm'));

    await waitFor(() => expect(within(table).getAllByTestId('invoice-status')[0]?.textContent).toBe('Dibatalkan'));
    expect(api.calls('POST', '/internal/invoice/cancel').map((call) => call.body)).toEqual([
      { order_id: 'PL-WAIT0001' },
    ]);
    expect(within(table).queryByTestId('invoice-pay')).toBeNull();
  });

  it('keeps the company invoices are made out to, checked before it is sent', async () => {
    api.on('PATCH', '/internal/users/billing-details', ({ body }) => ({
      details: { companyName: body.companyName, address: body.address, taxId: '012345678901000' },
    }));
    renderApp(paths.managePayment);
    const company = await screen.findByTestId('details-company', {}, { timeout: 10_000 });
    fireEvent.change(company, { target: { value: '北京贸易' } });
    fireEvent.change(screen.getByTestId('details-address'), { target: { value: 'Jl. Melati No. 5, Bandung' } });
    fireEvent.change(screen.getByTestId('details-tax-id'), { target: { value: '12.345' } });
    fireEvent.click(screen.getByTestId('details-save'));
    const fieldOf = (testId: string) => screen.getByTestId(testId).closest('.ant-form-item')?.textContent;
    await waitFor(() => expect(fieldOf('details-company')).toContain('Gunakan huruf Latin, angka dan tanda baca'));
    expect(fieldOf('details-tax-id')).toContain('NPWP terdiri dari 15 atau 16 digit');
    expect(api.calls('PATCH', '/internal/users/billing-details')).toHaveLength(0);

    fireEvent.change(company, { target: { value: 'PT Toko Dewi Sejahtera' } });
    fireEvent.change(screen.getByTestId('details-tax-id'), { target: { value: '01.234.567.8-901.000' } });
    fireEvent.click(screen.getByTestId('details-save'));
    await waitFor(() => expect(api.calls('PATCH', '/internal/users/billing-details')).toHaveLength(1));
    expect(api.calls('PATCH', '/internal/users/billing-details')[0]?.body).toEqual({
      companyName: 'PT Toko Dewi Sejahtera',
      address: 'Jl. Melati No. 5, Bandung',
      taxId: '012345678901000',
    });
  });
});
