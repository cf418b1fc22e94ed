import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n/language.ts';
import { paths } from '../../../lib/paths.ts';
import { FakeApi, uninstallFakeApi } from '../../../testing/fakeApi.ts';
import { renderApp, searchOf } from '../../../testing/render.tsx';
import { tableRows } from '../../../testing/table.ts';

beforeEach(() => {
  new FakeApi().install();
});

afterEach(uninstallFakeApi);

const priceOf = (plan: string) => screen.getByTestId(`price-${plan}`).textContent ?? '';

describe('pricing page', () => {
  it('shows monthly prices first, and yearly prices with the saving after the toggle', async () => {
    const { router } = renderApp(paths.pricing);
    await screen.findByTestId('plan-smart', {}, { timeout: 10_000 });
    // DESIGN §5: Genius saves the most by paying yearly, 1 − 13,320,000 / (12 × 2,999,000) = 63%, the spec's "up to 63%".
    expect(screen.getByTestId('max-saving').textContent).toBe('Hemat hingga 63%');
    expect(priceOf('smart')).toContain('Rp 499.000');
    expect(priceOf('smart')).toContain('/ bulan');
    expect(screen.queryByTestId('saving-smart')).toBeNull();

    fireEvent.click(screen.getByTestId('period-yearly'));

    await waitFor(() => expect(priceOf('smart')).toContain('Rp 3.590.000'));
    expect(priceOf('smart')).toContain('/ tahun');
    expect(priceOf('smart')).not.toContain('Rp 499.000');
    expect(screen.getByTestId('saving-smart').textContent).toBe('Hemat 40%');
    expect(screen.getByTestId('saving-genius').textContent).toBe('Hemat 63%');
    expect(screen.getByTestId('saving-basic').textContent).toBe('Hemat 33%');
    expect(screen.getByTestId('saving-enterprise').textContent).toBe('Hemat 30%');
    expect(priceOf('enterprise')).toContain('Rp 159.600.000');
    expect(searchOf(router).get('period')).toBe('yearly');

    fireEvent.click(screen.getByTestId('period-monthly'));
    await waitFor(() => expect(priceOf('smart')).toContain('Rp 499.000'));
  });

  it('sends a paid plan to the payment page with the chosen period, and Free to registration', async () => {
    renderApp(`${paths.pricing}?period=yearly`);
    await screen.findByTestId('plan-genius', {}, { timeout: 10_000 });
    expect(screen.getByTestId('choose-genius').getAttribute('href')).toBe(paths.upgradeTo('genius', 'yearly'));
    expect(screen.getByTestId('choose-free').getAttribute('href')).toBe(paths.register);
  });

  it('compares every allowance and answers the payment questions', async () => {
    renderApp(paths.pricing);
    const table = await screen.findByTestId('plan-comparison', {}, { timeout: 10_000 });
    const rows = tableRows(table);
    expect(rows.find(([label]) => label === 'Ads spy')).toEqual(['Ads spy', '—', '2', '5', '50', 'Tanpa batas']);
    // Yes and no are icons named for screen readers: only Enterprise has an account manager.
    const accountManagerRow = within(table).getByText('Account manager khusus').closest('tr')!;
    expect(
      Array.from(accountManagerRow.querySelectorAll('[aria-label]'), (icon) => icon.getAttribute('aria-label')),
    ).toEqual(['Tidak', 'Tidak', 'Tidak', 'Tidak', 'Ya']);
    // What a token buys: spec §9's costs, free actions said to be free.
    const costs = tableRows(screen.getByTestId('token-costs'));
    expect(costs).toContainEqual([
      'Pencarian produk, toko, kata kunci atau Ads Spy; membuka toko atau kategori; setiap halaman hasil berikutnya',
      '1',
    ]);
    expect(costs).toContainEqual(['Menerapkan filter dashboard enterprise', '5']);
    expect(costs).toContainEqual(['Historis kategori atau toko, per rentang tanggal', '2']);
    expect(costs).toContainEqual(['Kalkulator gratis', 'Gratis']);
    expect(screen.getByTestId('token-costs-lead').textContent).toContain('tidak ada token yang dipotong jika gagal');
    const faq = screen.getByTestId('pricing-faq');
    fireEvent.click(within(faq).getByText('Apakah pembayaran otomatis bisa dihentikan?'));
    expect((await within(faq).findByText(/manfaat paket tetap berlaku sampai akhir periode/)).textContent).toBe(
      'Bisa, kapan saja di menu Kelola Pembayaran. Penghentian tidak dapat dibatalkan, tetapi semua manfaat paket tetap berlaku sampai akhir periode yang sudah dibayar. Untuk berlangganan otomatis lagi, beli paket baru.',
    );
  });
});

describe('pricing page in English', () => {
  afterEach(() => changeLanguage('id'));

  it('writes every rupiah amount as English does', async () => {
    await changeLanguage('en');
    renderApp(paths.pricing);
    await screen.findByTestId('plan-smart', {}, { timeout: 10_000 });
    expect(priceOf('smart')).toContain('Rp 499,000');
    const [priceRow] = tableRows(screen.getByTestId('plan-comparison'));
    expect(priceRow).toEqual(['Price per month', 'Rp 0', 'Rp 299,000', 'Rp 499,000', 'Rp 2,999,000', 'Rp 19,000,000']);
    // Plans are named in the page's language, the same on the cards and in the comparison.
    const heads = Array.from(
      screen.getByTestId('plan-comparison').querySelectorAll('thead th'),
      (th) => th.textContent,
    );
    expect(heads).toEqual(['', 'Free', 'Basic', 'Smart', 'Genius', 'Enterprise']);
    expect(screen.getByTestId('plan-basic').querySelector('h2')?.textContent).toBe('Basic');
  });
});
