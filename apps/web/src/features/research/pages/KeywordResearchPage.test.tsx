import type { KeywordInsight } from '@pasarlens/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../lib/paths.ts';
import { FakeApi, uninstallFakeApi } from '../../../testing/fakeApi.ts';
import { installFakeSocket, uninstallFakeSocket, type FakeSocket } from '../../../testing/fakeSocket.ts';
import { renderApp, searchOf } from '../../../testing/render.tsx';
import { premium, productPage } from '../../../testing/research.ts';
import { makePaidUser, makeUser } from '../../../testing/user.ts';

const charts = vi.hoisted(() => ({ options: [] as any[] }));
vi.mock('echarts-for-react/esm/core', () => ({
  default: (props: { option: unknown }) => {
    charts.options.push(props.option);
    return null;
  },
}));

const PRODUCTS = '/internal/feature/product_research/products';
const AUTH = '/internal/auth/check';

const volumes = (days: number) =>
  Array.from({ length: days }, (_, index) => ({
    day: `2026-03-${String(index + 1).padStart(2, '0')}`,
    searchVolume: 100 + index,
  }));

function insight(keyword: string, days = 30): KeywordInsight {
  return {
    keyword,
    marketplace: 'shopee',
    volumes: volumes(days),
    related: [
      { keyword: `${keyword} wajah`, searchVolume: 900 },
      { keyword: `${keyword} murah`, searchVolume: 400 },
    ],
  };
}

let api: FakeApi;
let socket: FakeSocket;

beforeEach(() => {
  charts.options.length = 0;
  api = new FakeApi().install();
  api.user = makePaidUser('smart');
  ({ socket } = installFakeSocket());
  socket.reply('keyword', (payload) => ({ result: premium(insight(payload.keyword)) }));
});

afterEach(() => {
  uninstallFakeApi();
  uninstallFakeSocket();
});

describe('keyword research', () => {
  it('asks the live channel for the keyword of the URL and shows its volume and related keywords', async () => {
    renderApp(`${paths.keywordResearch}?marketplace=tokopedia&keyword=serum`);
    const view = await screen.findByTestId('keyword-insight', {}, { timeout: 10_000 });
    expect(socket.sentOn('keyword')).toEqual([
      { marketplace: 'tokopedia', keyword: 'serum', uuid: expect.any(String) },
    ]);
    expect(within(view).getByTestId('keyword-latest').textContent).toContain('129');
    expect(within(view).getByTestId('keyword-days').textContent).toContain('30');
    // The volume chart loads lazily.
    await waitFor(() => expect(charts.options.at(-1)?.series[0].data).toHaveLength(30), { timeout: 10_000 });
    const related = within(view)
      .getAllByTestId('related-keyword')
      .map((link) => link.textContent);
    expect(related).toEqual(['serum wajah', 'serum murah']);
    expect(within(view).queryByTestId('paywall')).toBeNull();
    // The keyword asked for was found itself: nothing to explain.
    expect(within(view).queryByTestId('keyword-matched')).toBeNull();
    // The answer changed the balance: the user is reloaded.
    await waitFor(() => expect(api.calls('GET', AUTH).length).toBeGreaterThan(1));
  });

  it('says which keyword it shows when the words asked only start it', async () => {
    socket.reply('keyword', () => ({ result: premium(insight('hijab instan')) }));
    renderApp(`${paths.keywordResearch}?keyword=Hijab`);
    const view = await screen.findByTestId('keyword-insight', {}, { timeout: 10_000 });
    expect(within(view).getByTestId('keyword-matched').textContent).toBe(
      'Menampilkan “hijab instan”, kata kunci paling banyak dicari yang diawali “Hijab”.',
    );
  });

  it('researches a keyword typed in, and a related keyword clicked, through the URL', async () => {
    const { router } = renderApp(paths.keywordResearch);
    await screen.findByTestId('keyword-prompt', {}, { timeout: 10_000 });
    const search = (value: string) => {
      const input = screen.getByTestId('keyword-search').querySelector('input') ?? screen.getByTestId('keyword-search');
      fireEvent.change(input, { target: { value } });
      fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
      fireEvent.keyUp(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    };
    search('s');
    expect((await screen.findByTestId('keyword-too-short')).textContent).toBe('Ketik minimal 2 karakter.');
    expect(socket.sent).toHaveLength(0);

    search('sabun');
    await waitFor(() => expect(searchOf(router).get('keyword')).toBe('sabun'));
    const view = await screen.findByTestId('keyword-insight');
    fireEvent.click(within(view).getAllByTestId('related-keyword')[0]!);
    await waitFor(() => expect(searchOf(router).get('keyword')).toBe('sabun wajah'));
    await waitFor(() =>
      expect(socket.sentOn('keyword').map((payload) => payload.keyword)).toEqual(['sabun', 'sabun wajah']),
    );
    expect(searchOf(router).get('marketplace')).toBeNull();
  });

  it('shows a free user the last 7 days with the paywall, without related keywords', async () => {
    api.user = makeUser();
    socket.reply('keyword', (payload) => ({
      result: { data: { ...insight(payload.keyword, 7), related: [] }, isPremium: false, showPaywall: true },
    }));
    renderApp(`${paths.keywordResearch}?keyword=serum`);
    const view = await screen.findByTestId('keyword-insight', {}, { timeout: 10_000 });
    expect(within(view).getByTestId('paywall').getAttribute('data-kind')).toBe('keywords');
    expect(within(view).getByTestId('paywall').textContent).toContain('7 hari');
    expect(within(view).queryByTestId('related-table')).toBeNull();
    expect(within(view).getByTestId('keyword-days').textContent).toContain('7');
  });

  it('lists the products for the keyword through product research in its own tab', async () => {
    api.on('POST', PRODUCTS, ({ body }) => premium(productPage(4, { page: body.page, total: 4 })));
    const { router } = renderApp(`${paths.keywordResearch}?keyword=serum&marketplace=lazada`);
    await screen.findByTestId('keyword-insight', {}, { timeout: 10_000 });
    expect(api.calls('POST', PRODUCTS)).toHaveLength(0);
    fireEvent.click(screen.getByRole('tab', { name: 'Produk' }));
    await waitFor(() => expect(searchOf(router).get('view')).toBe('products'));
    const table = await screen.findByTestId('product-table');
    await waitFor(() => expect(within(table).getAllByTestId('product-name')).toHaveLength(4));
    expect(api.calls('POST', PRODUCTS)[0]?.body).toEqual({ marketplace: 'lazada', q: 'serum', page: 1 });
  });

  it('says the keyword was not found and that no token was deducted', async () => {
    socket.reply('keyword', () => ({
      error: { code: 'DATA_NOT_FOUND', message: 'The data you are looking for is not found' },
    }));
    renderApp(`${paths.keywordResearch}?keyword=zzzz`);
    const empty = await screen.findByTestId('no-results', {}, { timeout: 10_000 });
    expect(empty.textContent).toContain('Token Anda tidak dipotong.');
  });

  it('says it is reconnecting while the live connection is down', async () => {
    renderApp(`${paths.keywordResearch}?keyword=serum`);
    await screen.findByTestId('keyword-insight', {}, { timeout: 10_000 });
    expect(screen.queryByTestId('live-reconnecting')).toBeNull();
    socket.drop();
    expect((await screen.findByTestId('live-reconnecting')).textContent).toContain('menyambung ulang');
    socket.connectNow();
    await waitFor(() => expect(screen.queryByTestId('live-reconnecting')).toBeNull());
  });
});
