import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../../lib/paths.ts';
import { FakeApi, json, uninstallFakeApi } from '../../../testing/fakeApi.ts';
import { renderApp } from '../../../testing/render.tsx';
import type { SandboxTransaction } from '@pasarlens/contracts';

const TOKEN = 'snap-token-1';
const transaction = (saveCard: boolean): SandboxTransaction => ({
  orderId: 'PL-ABC123XYZ',
  grossAmount: 449_100,
  items: [{ name: 'Pinter · bulanan', price: 449_100, quantity: 1 }],
  saveCard,
  status: 'pending',
  methods: ['bank_transfer', 'credit_card', 'e_wallet', 'qris'],
});

let api: FakeApi;

beforeEach(() => {
  api = new FakeApi().install();
  api.on('POST', `/sandbox/v1/transactions/${TOKEN}/pay`, () =>
    json(200, { finishUrl: `${paths.paymentCard}?order_id=PL-ABC123XYZ` }),
  );
});

afterEach(uninstallFakeApi);

describe('sandbox payment portal', () => {
  it('offers only a card for auto-payment, pays with the chosen outcome and returns to the finish URL', async () => {
    api.on('GET', `/sandbox/v1/transactions/${TOKEN}`, () => json(200, transaction(true)));
    const { router } = renderApp(paths.sandboxPayment(TOKEN));
    expect((await screen.findByTestId('sandbox-total', {}, { timeout: 10_000 })).textContent).toBe('Rp 449.100');
    expect(screen.getAllByTestId(/^method-/).map((method) => method.getAttribute('data-testid'))).toEqual([
      'method-credit_card',
    ]);
    expect(screen.getByText('4911 1111 1111 1113').closest('li')?.textContent).toContain(
      'menolak penagihan otomatis berikutnya',
    );

    fireEvent.click(screen.getByText('4911 1111 1111 1113'));
    fireEvent.click(screen.getByTestId('outcome-failure'));
    fireEvent.click(screen.getByTestId('sandbox-pay'));

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.paymentCard));
    expect(router.state.location.search).toBe('?order_id=PL-ABC123XYZ');
    expect(api.calls('POST', `/sandbox/v1/transactions/${TOKEN}/pay`).map((call) => call.body)).toEqual([
      { method: 'credit_card', outcome: 'failure', cardNumber: '4911111111111113' },
    ]);
  });

  it('offers every method for a one-time payment and sends no card number for QRIS', async () => {
    api.on('GET', `/sandbox/v1/transactions/${TOKEN}`, () => json(200, transaction(false)));
    renderApp(paths.sandboxPayment(TOKEN));
    fireEvent.click(await screen.findByTestId('method-qris', {}, { timeout: 10_000 }));
    expect(screen.queryByTestId('card-number')).toBeNull();
    fireEvent.click(screen.getByTestId('sandbox-pay'));
    await waitFor(() => expect(api.calls('POST', `/sandbox/v1/transactions/${TOKEN}/pay`)).toHaveLength(1));
    expect(api.calls('POST', `/sandbox/v1/transactions/${TOKEN}/pay`)[0]?.body).toEqual({
      method: 'qris',
      outcome: 'success',
    });
  });
});
