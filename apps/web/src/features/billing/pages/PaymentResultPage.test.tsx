import type { InvoiceView, PaymentCheck } from '@pasarlens/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../../lib/paths.ts';
import { makeInvoice } from '../../../testing/billing.ts';
import { errorReply, FakeApi, uninstallFakeApi } from '../../../testing/fakeApi.ts';
import { renderApp } from '../../../testing/render.tsx';
import { makePaidUser, makeUser } from '../../../testing/user.ts';

const ORDER = 'PL-ABC123XYZ';

const answer = (result: PaymentCheck['result'], overrides: Partial<InvoiceView> = {}): PaymentCheck => ({
  result,
  invoice: makeInvoice({ orderId: ORDER, ...overrides }),
});

let api: FakeApi;

beforeEach(() => {
  api = new FakeApi().install();
  api.user = makeUser();
});

afterEach(uninstallFakeApi);

const checks = () => api.calls('POST', '/internal/invoice/refresh');
const authChecks = () => api.calls('GET', '/internal/auth/check');

describe('payment result page', () => {
  it('checks the order on load and shows success; the reloaded user gives the plan end date', async () => {
    api.on('POST', '/internal/invoice/refresh', () => {
      // The server has upgraded the user by the time it answers.
      api.user = makePaidUser('smart', {}, '2027-03-01T00:00:00.000Z');
      return answer('success', { companyInvoiceUrl: 'https://wa.me/6281100000000?text=INV-2026-0001' });
    });
    renderApp(`${paths.paymentSuccess}?order_id=${ORDER}`);

    expect((await screen.findByTestId('result-success', {}, { timeout: 10_000 })).textContent).toContain(
      'Pembayaran berhasil',
    );
    expect(screen.getByTestId('result-bought').textContent).toBe('Paket Pinter · Tahunan');
    expect(checks().map((call) => call.body)).toEqual([{ order_id: ORDER }]);
    // After the success the session is asked again, so plan and quota are fresh everywhere.
    await waitFor(() => expect(authChecks().length).toBe(2));
    expect((await screen.findByTestId('result-plan-until')).textContent).toBe('Paket aktif sampai 1 Mar 2027');
    expect(screen.getByTestId('company-invoice').getAttribute('href')).toBe(
      'https://wa.me/6281100000000?text=INV-2026-0001',
    );
  });

  it('shows a pending payment with a button that checks again', async () => {
    let answers = 0;
    api.on('POST', '/internal/invoice/refresh', () =>
      (answers += 1) === 1 ? answer('pending', { status: 'pending', paidAt: null }) : answer('success'),
    );
    renderApp(`${paths.paymentSuccess}?order_id=${ORDER}`);

    expect((await screen.findByTestId('result-pending', {}, { timeout: 10_000 })).textContent).toContain(
      'Pembayaran sedang diproses',
    );
    expect(screen.queryByTestId('company-invoice')).toBeNull();
    expect(authChecks()).toHaveLength(1);

    fireEvent.click(screen.getByTestId('check-again'));

    expect((await screen.findByTestId('result-success')).textContent).toContain('Pembayaran berhasil');
    expect(checks()).toHaveLength(2);
  });

  it('moves a failed card registration off the page it landed on, with the way back to the filled-in checkout', async () => {
    api.on('POST', '/internal/invoice/refresh', () =>
      answer('failed', { kind: 'recurring', status: 'failed', paidAt: null, referralCode: 'HEMAT10' }),
    );
    const { router } = renderApp(`${paths.paymentCard}?order_id=${ORDER}`);
    // The card wording comes from the invoice: a card registered for auto-payment.
    expect((await screen.findByTestId('result-failed', {}, { timeout: 10_000 })).textContent).toContain(
      'Pendaftaran kartu gagal',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.paymentFailed));
    expect(router.state.location.search).toBe(`?order_id=${ORDER}`);
    expect(screen.getByTestId('result-try-again').getAttribute('href')).toBe(
      paths.upgradeTo('smart', 'yearly', { payment: 'auto', referral: 'HEMAT10' }),
    );
    expect(paths.upgradeTo('smart', 'yearly', { payment: 'auto', referral: 'HEMAT10' })).toBe(
      '/app/upgrade?plan=smart&period=yearly&payment=auto&referral=HEMAT10',
    );
  });

  it('never says berhasil for a payment that failed, and says when a checkout expired', async () => {
    api.on('POST', '/internal/invoice/refresh', () => answer('failed', { status: 'expired', paidAt: null }));
    const { router } = renderApp(`${paths.paymentSuccess}?order_id=${ORDER}`);
    expect((await screen.findByTestId('result-failed', {}, { timeout: 10_000 })).textContent).toContain(
      'Batas waktu pembayaran sudah lewat',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.paymentFailed));
    expect(screen.getByTestId('result-try-again').getAttribute('href')).toBe(
      '/app/upgrade?plan=smart&period=yearly&payment=one_time',
    );
  });

  it('offers to continue a payment still waiting on the gateway page, on its own URL', async () => {
    api.on('POST', '/internal/invoice/refresh', () =>
      answer('pending', { status: 'pending', paidAt: null, payUrl: paths.sandboxPayment('snap-1') }),
    );
    const { router } = renderApp(`${paths.paymentSuccess}?order_id=${ORDER}`);
    await screen.findByTestId('result-pending', {}, { timeout: 10_000 });
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.paymentPending));
    expect(screen.getByTestId('result-pay-again').getAttribute('href')).toBe(paths.sandboxPayment('snap-1'));
  });

  it('sends a failed download quota payment back to the same rows', async () => {
    api.on('POST', '/internal/invoice/refreshDownloadCredit', () =>
      answer('failed', {
        kind: 'download_credit',
        plan: null,
        period: null,
        rows: 50_000,
        status: 'failed',
        paidAt: null,
      }),
    );
    renderApp(`${paths.paymentFailed}?order_id=${ORDER}&type=download_credit`);
    expect((await screen.findByTestId('result-try-again', {}, { timeout: 10_000 })).getAttribute('href')).toBe(
      `${paths.downloadQuota}?rows=50000`,
    );
  });

  it('shows a failed status check with a retry', async () => {
    let answers = 0;
    api.on('POST', '/internal/invoice/refresh', () =>
      (answers += 1) === 1 ? errorReply(502, 'PAYMENT_CHECK_FAILED', 'Payment check failed') : answer('success'),
    );
    renderApp(`${paths.paymentSuccess}?order_id=${ORDER}`);
    expect((await screen.findByTestId('result-check-failed', {}, { timeout: 10_000 })).textContent).toContain(
      'Pengecekan pembayaran gagal',
    );

    fireEvent.click(screen.getByTestId('check-again'));

    expect((await screen.findByTestId('result-success')).textContent).toContain('Pembayaran berhasil');
    expect(checks()).toHaveLength(2);
  });

  it('checks a download quota payment with refreshDownloadCredit', async () => {
    api.on('POST', '/internal/invoice/refreshDownloadCredit', () =>
      answer('success', { kind: 'download_credit', plan: null, period: null, rows: 50_000 }),
    );
    renderApp(`${paths.paymentSuccess}?order_id=${ORDER}&type=download_credit`);
    expect((await screen.findByTestId('result-success', {}, { timeout: 10_000 })).textContent).toContain(
      'Pembayaran berhasil',
    );
    expect(screen.getByTestId('result-bought').textContent).toBe('50.000 baris kuota unduhan');
    expect(checks()).toHaveLength(0);
  });

  it('asks a visitor without a session to log in and come back, checking nothing', async () => {
    api.user = null;
    const path = `${paths.paymentSuccess}?order_id=${ORDER}`;
    renderApp(path);
    const login = await screen.findByTestId('result-login', {}, { timeout: 10_000 });
    expect(login.getAttribute('href')).toBe(
      `${paths.login}?${new URLSearchParams({ redirected_from: path }).toString()}`,
    );
    expect(checks()).toHaveLength(0);
  });
});
