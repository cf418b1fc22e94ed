import { PLANS, type BillingPeriod, type PaidPlanId, type Quote } from '@pasarlens/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leaveTo } from '../../../lib/browser.ts';
import { paths } from '../../../lib/paths.ts';
import { makeCheckout } from '../../../testing/billing.ts';
import { errorReply, FakeApi, type RecordedRequest, uninstallFakeApi } from '../../../testing/fakeApi.ts';
import { renderApp, searchOf } from '../../../testing/render.tsx';
import { makePaidUser, makeUser } from '../../../testing/user.ts';

vi.mock('../../../lib/browser.ts', () => ({ leaveTo: vi.fn() }));

/** The server's quote: 10% off with HEMAT10 and TEMAN, an error for any other code. */
function quote({ body }: RecordedRequest): Quote {
  const amount = PLANS[body.plan as PaidPlanId].price[body.period as BillingPeriod];
  const code: string | null = body.referral_code;
  const valid = code === 'HEMAT10' || code === 'TEMAN';
  const discount = valid ? amount / 10 : 0;
  return {
    amount,
    discount,
    credit: 0,
    total: amount - discount,
    planChange: null,
    referral: valid ? { code, discountPercent: 10 } : null,
    referralError: code && !valid ? 'This referral code is not valid' : null,
  };
}

let api: FakeApi;

beforeEach(() => {
  vi.mocked(leaveTo).mockReset();
  api = new FakeApi().install();
  api.user = makeUser();
  api.on('POST', '/internal/invoice/quote', quote);
  api.on('POST', '/internal/invoice/recurring', makeCheckout('PL-RECUR01'));
  api.on('POST', '/internal/invoice/subscription', makeCheckout('PL-ONCE001'));
});

afterEach(uninstallFakeApi);

const text = (testId: string) => screen.getByTestId(testId).textContent;
/** The referral field's help line: the hint, the applied code or why a code gives no discount. */
const referralHelp = () =>
  screen.getByTestId('referral-code').closest('.ant-form-item')?.querySelector('.ant-form-item-explain')?.textContent;
const payCalls = () => [
  ...api.calls('POST', '/internal/invoice/recurring'),
  ...api.calls('POST', '/internal/invoice/subscription'),
];

describe('payment page', () => {
  it('shows the referral discount and total from the quote before anything is paid', async () => {
    renderApp(`${paths.upgrade}?plan=smart&period=monthly`);
    await waitFor(() => expect(text('summary-total')).toBe('Rp 499.000'), { timeout: 10_000 });
    expect(screen.queryByTestId('summary-discount')).toBeNull();

    fireEvent.change(screen.getByTestId('referral-code'), { target: { value: 'hemat10' } });
    fireEvent.click(screen.getByTestId('referral-apply'));

    await waitFor(() => expect(text('summary-discount')).toBe('−Rp 49.900'));
    expect(text('summary-total')).toBe('Rp 449.100');
    await waitFor(() => expect(referralHelp()).toBe('Kode HEMAT10 diterapkan.'));
    expect(api.calls('POST', '/internal/invoice/quote').at(-1)?.body).toEqual({
      kind: 'subscription',
      plan: 'smart',
      period: 'monthly',
      referral_code: 'HEMAT10',
    });
    expect(payCalls()).toHaveLength(0);
    expect(leaveTo).not.toHaveBeenCalled();
  });

  it('says why a referral code gives no discount', async () => {
    renderApp(`${paths.upgrade}?plan=smart&period=monthly`);
    await waitFor(() => expect(text('summary-total')).toBe('Rp 499.000'), { timeout: 10_000 });
    fireEvent.change(screen.getByTestId('referral-code'), { target: { value: 'SALAH' } });
    fireEvent.click(screen.getByTestId('referral-apply'));
    await waitFor(() => expect(referralHelp()).toBe('Kode referral ini tidak valid'));
    expect(screen.queryByTestId('summary-discount')).toBeNull();
    expect(text('summary-total')).toBe('Rp 499.000');
  });

  it('pays by auto-payment through invoice/recurring with the applied code, then goes to the portal', async () => {
    api.user = makeUser({ affiliateCode: 'TEMAN' });
    renderApp(`${paths.upgrade}?plan=genius&period=yearly`);
    // The code the user registered with is filled in and priced at once.
    await waitFor(() => expect(text('summary-discount')).toBe('−Rp 1.332.000'), { timeout: 10_000 });
    expect((screen.getByTestId('referral-code') as HTMLInputElement).value).toBe('TEMAN');

    fireEvent.click(screen.getByTestId('pay'));

    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith(paths.sandboxPayment('PL-RECUR01')));
    expect(api.calls('POST', '/internal/invoice/recurring').map((call) => call.body)).toEqual([
      { plan: 'genius', period: 'yearly', referral_code: 'TEMAN' },
    ]);
    expect(api.calls('POST', '/internal/invoice/subscription')).toHaveLength(0);
  });

  it('pays once through invoice/subscription, with the plan and period changed on the page', async () => {
    const { router } = renderApp(`${paths.upgrade}?plan=smart&period=monthly`);
    await waitFor(() => expect(text('summary-total')).toBe('Rp 499.000'), { timeout: 10_000 });
    fireEvent.click(screen.getByTestId('pick-genius'));
    fireEvent.click(screen.getByTestId('period-yearly'));
    await waitFor(() => expect(text('summary-total')).toBe('Rp 13.320.000'));
    expect(searchOf(router).get('plan')).toBe('genius');
    expect(searchOf(router).get('period')).toBe('yearly');

    fireEvent.click(screen.getByTestId('payment-type-one_time'));
    fireEvent.click(screen.getByTestId('pay'));

    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith(paths.sandboxPayment('PL-ONCE001')));
    expect(api.calls('POST', '/internal/invoice/subscription').map((call) => call.body)).toEqual([
      { plan: 'genius', period: 'yearly', referral_code: null },
    ]);
    expect(api.calls('POST', '/internal/invoice/recurring')).toHaveLength(0);
  });

  it('shows an upgrade its credit and what happens to the plan in force before paying', async () => {
    api.user = makePaidUser('smart', {}, '2099-05-01T00:00:00.000Z');
    const planChange = {
      change: 'upgrade',
      plan: 'smart',
      period: 'monthly',
      expiresAt: '2099-05-01T00:00:00.000Z',
      creditDays: 23,
    } as const;
    api.on('POST', '/internal/invoice/quote', (request) => ({
      ...quote(request),
      credit: 382_566,
      total: 2_616_434,
      planChange,
    }));
    renderApp(`${paths.upgrade}?plan=genius&period=monthly`);
    const note = await screen.findByTestId('current-plan-note', {}, { timeout: 10_000 });
    expect(note.textContent).toBe(
      'Paket Pinter Anda (aktif sampai 1 Mei 2099) diganti mulai hari ini. Sisa 23 hari yang belum terpakai dikreditkan ke harga ini.',
    );
    expect(text('summary-credit')).toBe('−Rp 382.566');
    expect(screen.getByTestId('summary-credit').previousElementSibling?.textContent).toBe(
      'Kredit sisa paket Pinter (23 hari)',
    );
    expect(text('summary-total')).toBe('Rp 2.616.434');
  });

  it('warns that a downgrade gives no credit', async () => {
    api.user = makePaidUser('genius', {}, '2099-05-01T00:00:00.000Z');
    const planChange = {
      change: 'downgrade',
      plan: 'genius',
      period: 'monthly',
      expiresAt: '2099-05-01T00:00:00.000Z',
      creditDays: 0,
    } as const;
    api.on('POST', '/internal/invoice/quote', (request) => ({ ...quote(request), planChange }));
    renderApp(`${paths.upgrade}?plan=smart&period=monthly`);
    const note = await screen.findByTestId('current-plan-note', {}, { timeout: 10_000 });
    expect(note.textContent).toContain('tanpa kredit untuk sisa masa aktifnya');
    expect(note.classList.contains('ant-alert-warning')).toBe(true);
    expect(screen.queryByTestId('summary-credit')).toBeNull();
  });

  it('comes back filled in from a retry: plan, period, one-time payment and the referral code', async () => {
    renderApp(paths.upgradeTo('genius', 'yearly', { payment: 'one_time', referral: 'HEMAT10' }));
    await waitFor(() => expect(text('summary-discount')).toBe('−Rp 1.332.000'), { timeout: 10_000 });
    expect((screen.getByTestId('referral-code') as HTMLInputElement).value).toBe('HEMAT10');
    fireEvent.click(screen.getByTestId('pay'));
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith(paths.sandboxPayment('PL-ONCE001')));
    expect(api.calls('POST', '/internal/invoice/subscription').map((call) => call.body)).toEqual([
      { plan: 'genius', period: 'yearly', referral_code: 'HEMAT10' },
    ]);
  });

  it('shows a failed payment start instead of leaving', async () => {
    api.on('POST', '/internal/invoice/recurring', () =>
      errorReply(502, 'PAYMENT_FAILED', 'an error occurred during payment, contact the team'),
    );
    renderApp(`${paths.upgrade}?plan=smart&period=monthly`);
    await waitFor(() => expect(text('summary-total')).toBe('Rp 499.000'), { timeout: 10_000 });
    fireEvent.click(screen.getByTestId('pay'));
    expect((await screen.findByTestId('pay-error')).textContent).toContain(
      'Terjadi kesalahan saat pembayaran, hubungi tim kami',
    );
    expect(leaveTo).not.toHaveBeenCalled();
  });
});
