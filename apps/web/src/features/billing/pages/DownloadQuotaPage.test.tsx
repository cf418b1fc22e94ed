import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leaveTo } from '../../../lib/browser.ts';
import { paths } from '../../../lib/paths.ts';
import { makeCheckout } from '../../../testing/billing.ts';
import { FakeApi, uninstallFakeApi } from '../../../testing/fakeApi.ts';
import { renderApp } from '../../../testing/render.tsx';
import { makePaidUser, makeUser } from '../../../testing/user.ts';

vi.mock('../../../lib/browser.ts', () => ({ leaveTo: vi.fn() }));

let api: FakeApi;

beforeEach(() => {
  vi.mocked(leaveTo).mockReset();
  api = new FakeApi().install();
  api.user = makePaidUser('smart');
  api.on('POST', '/internal/invoice/downloadCredit', makeCheckout('PL-ROWS0001'));
});

afterEach(uninstallFakeApi);

const rows = () => screen.getByTestId('quota-rows').textContent;
const price = () => screen.getByTestId('quota-price').textContent;
const handle = () => screen.getByRole('slider');

async function open(path: string = paths.downloadQuota) {
  renderApp(path);
  await screen.findByTestId('quota-rows', {}, { timeout: 10_000 });
}

describe('download quota top-up', () => {
  it('starts at 10,000 rows for Rp 200,000 and prices the quick picks at Rp 200,000 per 10,000 rows', async () => {
    await open();
    expect(rows()).toBe('10.000');
    expect(price()).toBe('Rp 200.000');
    fireEvent.click(screen.getByTestId('quick-220000'));
    expect(rows()).toBe('220.000');
    expect(price()).toBe('Rp 4.400.000');
    fireEvent.click(screen.getByTestId('quick-1000000'));
    expect(rows()).toBe('1.000.000');
    expect(price()).toBe('Rp 20.000.000');
  });

  it('comes back from a failed payment with its rows chosen', async () => {
    await open(paths.downloadQuotaFor(220_000));
    expect(rows()).toBe('220.000');
    expect(price()).toBe('Rp 4.400.000');
  });

  it('moves the slider on a logarithmic scale', async () => {
    await open();
    fireEvent.click(screen.getByTestId('quick-220000'));
    // Linear, 220,000 would sit at 21% of the track; on the log scale 10K…1M it sits at 67%.
    expect(Number(handle().getAttribute('aria-valuenow'))).toBeCloseTo(Math.log(22) / Math.log(100), 2);

    fireEvent.keyDown(handle(), { key: 'End', keyCode: 35 });
    await waitFor(() => expect(rows()).toBe('1.000.000'));
    // 5% of the track down from the end: 10,000 × 100^0.95 ≈ 794,000 rows (linear would be 950,500).
    for (let i = 0; i < 50; i += 1) fireEvent.keyDown(handle(), { key: 'ArrowLeft', keyCode: 37 });
    await waitFor(() => expect(rows()).toBe('790.000'));
    expect(price()).toBe('Rp 15.800.000');
    fireEvent.keyDown(handle(), { key: 'Home', keyCode: 36 });
    await waitFor(() => expect(rows()).toBe('10.000'));
  }, 15_000); // fifty key presses, each re-rendering the page

  it('rounds a manual amount above 1M to the nearest 10,000 and pays for it', async () => {
    await open();
    const input = screen.getByTestId('rows-manual');
    fireEvent.change(input, { target: { value: '1234567' } });
    fireEvent.blur(input);
    await waitFor(() => expect(rows()).toBe('1.230.000'));
    expect(price()).toBe('Rp 24.600.000');

    fireEvent.click(screen.getByTestId('quota-pay'));
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith(paths.sandboxPayment('PL-ROWS0001')));
    expect(api.calls('POST', '/internal/invoice/downloadCredit').map((call) => call.body)).toEqual([
      { rows: 1_230_000 },
    ]);
  });

  it('tells a Free user that download quota needs an active plan', async () => {
    api.user = makeUser();
    await open();
    expect(screen.getByTestId('needs-plan').textContent).toContain('Perlu paket berbayar yang aktif');
    expect(screen.getByRole('link', { name: 'Lihat paket' }).getAttribute('href')).toBe(paths.pricing);
    expect((screen.getByTestId('quota-pay') as HTMLButtonElement).disabled).toBe(true);
  });
});
