import type { Analytics } from '@pasarlens/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDay } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { errorReply, FakeApi, uninstallFakeApi } from '../../../testing/fakeApi.ts';
import { renderApp, searchOf } from '../../../testing/render.tsx';
import { analytics, limited, makeProductDetail, premium } from '../../../testing/research.ts';
import { makePaidUser, makeUser } from '../../../testing/user.ts';
import { ESTIMATE_DECAL } from '../charts/chartOptions.ts';
import { addDays, defaultRange, jakartaToday } from '../dates.ts';

// The charts' options as echarts gets them (the drawing itself is echarts' business).
const charts = vi.hoisted(() => ({ options: [] as any[] }));
vi.mock('echarts-for-react/esm/core', () => ({
  default: (props: { option: unknown }) => {
    charts.options.push(props.option);
    return null;
  },
}));
const lastChart = (seriesId: string) =>
  [...charts.options].reverse().find((option) => option.series?.[0]?.id === seriesId);

const PRODUCT = '/internal/feature/product_research/product';
const ANALYTICS = '/internal/feature/product_research/analytics';

let api: FakeApi;
const today = jakartaToday();
const defaultWindow = defaultRange(today);

beforeEach(() => {
  charts.options.length = 0;
  api = new FakeApi().install();
  api.user = makePaidUser('smart');
  api.on('POST', PRODUCT, premium(makeProductDetail({ productId: 5, name: 'Serum Vitamin C 20ml' })));
  api.on('POST', ANALYTICS, ({ body }) => premium(analytics(body.start_date, 7)));
});

afterEach(uninstallFakeApi);

/** Three days, the middle one without figures, the first one's revenue partly estimated from reviews. */
const threeDaysWithAGap = premium<Analytics<never>>({
  items: [],
  total_count: 0,
  daily_sales: [
    {
      day: '2026-03-01',
      units: 10,
      revenue: 1_000_000,
      revenueEstimated: 400_000,
      confidence: { high: 0.2, medium: 0.2, low: 0.6 },
      revenueRange: { low: 1_000_000, high: 1_000_000 },
    },
    { day: '2026-03-02', units: null, revenue: null, revenueEstimated: null, confidence: null, revenueRange: null },
    {
      day: '2026-03-03',
      units: 30,
      revenue: 3_000_000,
      revenueEstimated: null,
      confidence: { high: 1, medium: 0, low: 0 },
      revenueRange: { low: 3_000_000, high: 3_000_000 },
    },
  ],
  summary: {
    units: 40,
    revenue: 4_000_000,
    revenueEstimated: 400_000,
    confidence: { high: 0.8, medium: 0.05, low: 0.15 },
    revenueRange: { low: 4_000_000, high: 4_000_000 },
    days: 2,
  },
});

describe('product history', () => {
  it('opens on the window from 8 to 2 days ago, says what a range costs and reloads the user after the charged call', async () => {
    renderApp(paths.productHistory(5));
    const detail = await screen.findByTestId('history-detail', {}, { timeout: 10_000 });
    await waitFor(() => expect(api.calls('POST', ANALYTICS)).toHaveLength(1));
    expect(api.calls('POST', ANALYTICS)[0]?.body).toEqual({
      product_id: 5,
      start_date: addDays(today, -8),
      end_date: addDays(today, -2),
    });
    expect(defaultWindow).toEqual({ start_date: addDays(today, -8), end_date: addDays(today, -2) });
    const inputs = [...detail.querySelectorAll<HTMLInputElement>('.ant-picker-range input')].map(
      (input) => input.value,
    );
    // The picker writes days as Indonesians do (16 Nov 2026), not as ISO dates.
    expect(inputs).toEqual([formatDay(defaultWindow.start_date, 'id'), formatDay(defaultWindow.end_date, 'id')]);
    expect(inputs[0]).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
    expect(within(detail).getByTestId('range-cost').textContent).toBe(
      'Setiap rentang tanggal yang ditampilkan memakai 1 token, termasuk rentang yang terbuka pertama kali. Rentang yang sama hari ini tidak dipotong lagi, dan tidak ada token yang dipotong jika data tidak ditemukan.',
    );
    await within(detail).findByTestId('sales-summary');
    expect((await screen.findByTestId('history-name')).textContent).toBe('Serum Vitamin C 20ml');
  });

  it('ends the default window on the last day with figures, and offers the last 7 and 30 days the plan allows', async () => {
    const lastDay = addDays(today, -1);
    api.on('GET', '/public/v1/marketplaces', { items: ['shopee'], lastDay, lastDays: { shopee: lastDay } });
    renderApp(paths.productHistory(5));
    const detail = await screen.findByTestId('history-detail', {}, { timeout: 10_000 });
    await waitFor(() => expect(api.calls('POST', ANALYTICS)).toHaveLength(1));
    // The seven days the tables' 7-day revenue counts, and no other range asked (or paid for) first.
    expect(api.calls('POST', ANALYTICS)[0]?.body).toEqual({
      product_id: 5,
      start_date: addDays(lastDay, -6),
      end_date: lastDay,
    });
    fireEvent.mouseDown(detail.querySelector('.ant-picker-range input')!);
    fireEvent.click(detail.querySelector('.ant-picker-range input')!);
    const presets = await screen.findByText('30 hari terakhir');
    // Smart keeps 30 days of history: no 90-day preset.
    expect([...presets.closest('ul')!.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      '7 hari terakhir',
      '30 hari terakhir',
    ]);
    fireEvent.click(presets);
    await waitFor(() => expect(api.calls('POST', ANALYTICS)).toHaveLength(2));
    expect(api.calls('POST', ANALYTICS)[1]?.body).toEqual({
      product_id: 5,
      start_date: addDays(lastDay, -29),
      end_date: lastDay,
    });
  });

  it('refuses a range longer than the plan allows without sending it, and sends one within it', async () => {
    const from = addDays(today, -32);
    const { router } = renderApp(`${paths.productHistory(5)}?from=${from}&to=${addDays(from, 30)}`);
    const problem = await screen.findByTestId('range-problem', {}, { timeout: 10_000 });
    expect(problem.textContent).toContain('Pilih rentang tanggal yang valid');
    expect(problem.textContent).toContain('Pilih antara 3 dan 30 hari.');
    expect(screen.queryByTestId('sales-summary')).toBeNull();
    expect(api.calls('POST', ANALYTICS)).toHaveLength(0);

    await router.navigate(`${paths.productHistory(5)}?from=${from}&to=${addDays(from, 29)}`);
    await waitFor(() => expect(api.calls('POST', ANALYTICS)).toHaveLength(1));
    expect(api.calls('POST', ANALYTICS)[0]?.body).toEqual({
      product_id: 5,
      start_date: from,
      end_date: addDays(from, 29),
    });
    await waitFor(() => expect(screen.queryByTestId('range-problem')).toBeNull());
    expect(searchOf(router).get('from')).toBe(from);
  });

  it('refuses a range shorter than 3 days or ending after today', async () => {
    const { router } = renderApp(`${paths.productHistory(5)}?from=${addDays(today, -5)}&to=${addDays(today, -4)}`);
    expect((await screen.findByTestId('range-problem', {}, { timeout: 10_000 })).textContent).toContain(
      'Pilih antara 3 dan 30 hari.',
    );
    await router.navigate(`${paths.productHistory(5)}?from=${addDays(today, -3)}&to=${addDays(today, 1)}`);
    await waitFor(() =>
      expect(screen.getByTestId('range-problem').textContent).toContain(
        'Rentang tidak boleh berakhir setelah hari ini.',
      ),
    );
    expect(api.calls('POST', ANALYTICS)).toHaveLength(0);
  });

  it('sums up the range: totals, the estimated part marked, days with figures, average price and best day', async () => {
    api.on('POST', ANALYTICS, threeDaysWithAGap);
    renderApp(`${paths.productHistory(5)}?from=2026-03-01&to=2026-03-03`);
    const summary = await screen.findByTestId('sales-summary', {}, { timeout: 10_000 });
    expect(within(summary).getByTestId('summary-units').textContent).toContain('40');
    expect(within(summary).getByTestId('summary-revenue').textContent).toContain('Rp 4.000.000');
    // Beside the revenue, how far it can be trusted: most of it read off exact counters.
    const badge = within(within(summary).getByTestId('summary-revenue')).getByTestId('confidence-badge');
    expect(badge.textContent).toBe('Keyakinan tinggi');
    fireEvent.mouseEnter(badge);
    const explanation = await screen.findByTestId('confidence-explanation');
    expect(explanation.textContent).toContain('80% · Tinggi: dibaca dari penghitung terjual yang tepat');
    expect(explanation.textContent).toContain('15% · Rendah: diestimasi dari ulasan atau stok');
    const estimated = within(summary).getByTestId('summary-estimated');
    expect(estimated.textContent).toContain('Rp 400.000');
    expect(estimated.textContent).toContain('Estimasi');
    expect(within(summary).getByTestId('summary-days').textContent).toContain('2 dari 3');
    expect(within(summary).getByTestId('summary-average-price').textContent).toContain('Rp 100.000');
    const best = within(summary).getByTestId('summary-best-day').textContent;
    expect(best).toContain('3 Mar 2026');
    expect(best).toContain('Rp 3.000.000');
    expect(best).toContain('30 unit');
  });

  it('charts the days with the estimated revenue hatched and named, and days without figures as gaps', async () => {
    api.on('POST', ANALYTICS, threeDaysWithAGap);
    renderApp(`${paths.productHistory(5)}?from=2026-03-01&to=2026-03-03&view=charts`);
    const tab = await screen.findByTestId('history-charts', {}, { timeout: 10_000 });
    // The sales chart loads lazily.
    await waitFor(
      () =>
        expect(lastChart('measured')?.legend.data).toEqual([
          'Omzet (terukur)',
          'Omzet (estimasi)',
          'Rentang 80%',
          'Unit terjual',
        ]),
      { timeout: 10_000 },
    );
    const option = lastChart('measured');
    const [measured, estimated, , , units] = option.series;
    expect(measured.data).toEqual([600_000, null, 3_000_000]);
    expect(estimated.data).toEqual([400_000, null, 0]);
    expect(estimated.itemStyle.decal).toEqual(ESTIMATE_DECAL);
    expect(units.data).toEqual([10, null, 30]);
    expect(units.connectNulls).toBe(false);
    expect(within(tab).getByTestId('estimate-note').textContent).toContain('omzet estimasi');
    expect(within(tab).getByTestId('gaps-note').textContent).toBe('Hari tanpa data dibiarkan kosong, bukan nol.');

    const rows = within(tab).getByTestId('daily-figures').querySelectorAll('tbody tr.pl-daily-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1] as HTMLElement).getAllByTestId('no-figure')).toHaveLength(4);
    expect(within(rows[0] as HTMLElement).getByTestId('confidence-badge').textContent).toBe('Keyakinan rendah');
    expect(within(rows[2] as HTMLElement).getByTestId('confidence-badge').textContent).toBe('Keyakinan tinggi');
    expect(rows[1]?.textContent).not.toContain('Rp 0');
    expect(rows[2]?.textContent).toContain('Rp 3.000.000');
  });

  it('shows the paywall to a plan without history, asking nothing and charging nothing', async () => {
    api.user = makeUser();
    api.on('POST', PRODUCT, limited(makeProductDetail({ productId: 5 })));
    renderApp(paths.productHistory(5));
    const locked = await screen.findByTestId('history-locked', {}, { timeout: 10_000 });
    expect(within(locked).getByTestId('paywall').getAttribute('data-kind')).toBe('charts');
    expect(within(locked).getByTestId('paywall').textContent).toContain('Pinter');
    await screen.findByTestId('history-name');
    expect(api.calls('POST', ANALYTICS)).toHaveLength(0);
    expect(screen.queryByTestId('analytics-range')).toBeNull();
  });

  it("shows the API's paywall answer too", async () => {
    api.on('POST', ANALYTICS, limited({ items: [], total_count: 0, daily_sales: [], summary: null }));
    renderApp(paths.productHistory(5));
    const paywall = await screen.findByTestId('paywall', {}, { timeout: 10_000 });
    expect(paywall.getAttribute('data-kind')).toBe('charts');
    expect(screen.queryByTestId('sales-summary')).toBeNull();
  });

  it('says when nothing is found that no token was deducted', async () => {
    api.on('POST', ANALYTICS, () => errorReply(404, 'DATA_NOT_FOUND', 'The data you are looking for is not found'));
    renderApp(paths.productHistory(5));
    const empty = await screen.findByTestId('no-results', {}, { timeout: 10_000 });
    expect(empty.textContent).toContain('Data yang Anda cari tidak ditemukan');
    expect(empty.textContent).toContain('Token Anda tidak dipotong.');
  });

  it('says so when the server refuses the range, and when the tokens are used up', async () => {
    api.on('POST', ANALYTICS, () => errorReply(400, 'INVALID_DATE_RANGE', 'Choose a valid date range'));
    const { router } = renderApp(paths.productHistory(5));
    let error = await screen.findByTestId('research-error', {}, { timeout: 10_000 });
    expect(error.getAttribute('data-code')).toBe('INVALID_DATE_RANGE');
    expect(error.textContent).toContain('Pilih rentang tanggal yang valid');
    expect(error.textContent).toContain('Token Anda tidak dipotong.');

    api.on('POST', ANALYTICS, () =>
      errorReply(402, 'TOKENS_EXHAUSTED', 'Your tokens are used up, refilled next month'),
    );
    await router.navigate(`${paths.productHistory(5)}?from=${addDays(today, -10)}&to=${addDays(today, -3)}`);
    await waitFor(() =>
      expect(screen.getByTestId('research-error').getAttribute('data-code')).toBe('TOKENS_EXHAUSTED'),
    );
    error = screen.getByTestId('research-error');
    expect(error.textContent).toContain('Token Anda sudah habis, diisi ulang bulan depan');
  });

  it('says an unknown product was not found without asking for its history', async () => {
    api.on('POST', PRODUCT, () => errorReply(404, 'DATA_NOT_FOUND', 'The data you are looking for is not found'));
    renderApp(paths.productHistory(999));
    const empty = await screen.findByTestId('no-results', {}, { timeout: 10_000 });
    expect(empty.getAttribute('data-kind')).toBe('product');
    expect(screen.queryByTestId('history-detail')).toBeNull();
  });

  it("switches between the summary and the charts tab through the URL, and opens the store's history", async () => {
    const { router } = renderApp(paths.productHistory(5));
    await screen.findByTestId('sales-summary', {}, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('tab', { name: 'Grafik' }));
    await waitFor(() => expect(searchOf(router).get('view')).toBe('charts'));
    await screen.findByTestId('history-charts');
    expect(api.calls('POST', ANALYTICS)).toHaveLength(1);
    fireEvent.click(await screen.findByTestId('history-store-link'));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.storeHistory(7)));
  });

  it("estimates my profit at the listing's price with the calculators' fee tables, without a call", async () => {
    renderApp(paths.productHistory(5));
    await screen.findByTestId('history-detail', {}, { timeout: 10_000 });
    // The page's own calls first: the range's figures.
    await screen.findByTestId('sales-summary');
    const before = api.requests.length;
    fireEvent.click(await screen.findByTestId('profit-estimate'));
    const received = await screen.findByTestId('result-received');
    const price = Number(screen.getByTestId('profit-estimate-price').getAttribute('aria-valuenow'));
    expect(price).toBeGreaterThan(0);
    // Shopee, regular seller, category A, both programmes: 8% + 3.5% (≤ Rp20,000) + 4% (≤ Rp40,000) + Rp1,250.
    const fees =
      Math.round(price * 0.08) +
      Math.min(Math.round(price * 0.035), 20_000) +
      Math.min(Math.round(price * 0.04), 40_000) +
      1_250;
    expect(received.textContent).toContain(`Rp ${new Intl.NumberFormat('id-ID').format(Math.max(0, price - fees))}`);
    expect(screen.getByRole('link', { name: 'Buka kalkulator lengkap' }).getAttribute('href')).toBe(
      `${paths.tool('biaya-shopee')}?price=${price}&group=A`,
    );
    expect(api.requests.length).toBe(before);
  });
});
