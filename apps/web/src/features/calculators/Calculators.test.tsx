import { apiPaths } from '@pasarlens/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths.ts';
import { FakeApi, uninstallFakeApi } from '../../testing/fakeApi.ts';
import { renderApp, searchOf } from '../../testing/render.tsx';

let api: FakeApi;
beforeEach(() => {
  api = new FakeApi().install();
});
afterEach(uninstallFakeApi);

const line = (key: string) => screen.getByTestId(`result-${key}`).textContent;

describe('calculator pages', () => {
  it('reads the Shopee inputs from the URL, shows every deduction and the table in force', async () => {
    renderApp(
      `${paths.calculator('biaya-shopee')}?price=100000&seller=regular&group=A&voucher=1&shipping=1&day=2025-08-01`,
    );
    await screen.findByTestId('calculator-biaya-shopee', {}, { timeout: 10_000 });
    // 8% admin 8.000, voucher 3,5% 3.500, free shipping 4% 4.000, order processing 1.250 → 83.250.
    expect(line('adminFee')).toContain('Rp 8.000');
    expect(line('voucherProgramme')).toContain('Rp 3.500');
    expect(line('freeShippingProgramme')).toContain('Rp 4.000');
    expect(line('orderProcessingFee')).toContain('Rp 1.250');
    expect(line('received')).toContain('Rp 83.250');
    expect(screen.getByTestId('fee-table').textContent).toContain('20 Jul 2025');
    // Where the table was read and what it changed, in the page's language.
    expect(screen.getByTestId('fee-table').textContent).toContain(
      'Sumber: Shopee Seller Education Hub (seller.shopee.co.id/edu): biaya proses pesanan Rp 1.250 per pesanan selesai sejak 20 Juli 2025',
    );
    await waitFor(() => expect(document.title).toBe('Kalkulator biaya penjualan Shopee · Pasarlens'));
  });

  it('updates the result and the URL as the user types', async () => {
    const { router } = renderApp(
      `${paths.calculator('profit')}?price=100000&cogs=50000&packing=2000&fees=10&ads=5000&shipping=3000`,
    );
    await screen.findByTestId('calculator-profit', {}, { timeout: 10_000 });
    expect(line('profit')).toContain('Rp 30.000');
    fireEvent.change(screen.getByTestId('input-cogs'), { target: { value: '40000' } });
    await waitFor(() => expect(line('profit')).toContain('Rp 40.000'));
    expect(searchOf(router).get('cogs')).toBe('40000');
  });

  it('opens without a sign-in and costs nothing: no call but the page view', async () => {
    renderApp(paths.calculator('acos-roas'));
    await screen.findByTestId('calculator-acos-roas', {}, { timeout: 10_000 });
    expect(line('roas')).toContain('4×');
    const other = api.requests.filter(
      (request) =>
        request.path !== apiPaths.pageViews && request.path !== apiPaths.authCheck && request.path !== apiPaths.status,
    );
    expect(other).toEqual([]);
  });
});
