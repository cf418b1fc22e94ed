import type { DataRequestList } from '@pasarlens/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths.ts';
import { FakeApi, uninstallFakeApi } from '../../testing/fakeApi.ts';
import { renderApp } from '../../testing/render.tsx';
import { makeUser } from '../../testing/user.ts';

let api: FakeApi;
const request = (over: Partial<DataRequestList['items'][number]>): DataRequestList['items'][number] => ({
  id: 1,
  marketplace: 'shopee',
  kind: 'keyword',
  reference: 'serum kopi',
  status: 'queued',
  products: null,
  createdAt: '2026-11-20T03:00:00.000Z',
  answeredAt: null,
  unseen: false,
  ...over,
});
const answered: DataRequestList = {
  items: [
    request({ id: 3, reference: 'toko budi', kind: 'store', marketplace: 'tiktok' }),
    request({
      id: 2,
      reference: 'sepatu lari',
      status: 'nothing_found',
      products: 0,
      answeredAt: '2026-11-21T01:00:00.000Z',
      unseen: true,
    }),
    request({ status: 'crawled', products: 1_240, answeredAt: '2026-11-21T01:00:00.000Z', unseen: true }),
  ],
  unseen: 2,
};
const seen: DataRequestList = { items: answered.items.map((r) => ({ ...r, unseen: false })), unseen: 0 };

beforeEach(() => {
  api = new FakeApi().install();
  api.user = makeUser();
});
afterEach(uninstallFakeApi);

describe('data requests', () => {
  it('tells in the header that requests were answered, and opens them', async () => {
    api.on('GET', '/internal/data_requests', answered);
    renderApp(paths.home);
    const notice = await screen.findByTestId('data-request-notice', {}, { timeout: 10_000 });
    expect(notice.textContent).toContain('2');
    expect(within(notice).getByRole('link').getAttribute('href')).toBe(paths.dataRequests);
  });

  it('shows each request with its state, what the crawl found and where to read it, and marks the answers seen', async () => {
    api.on('GET', '/internal/data_requests', () =>
      api.calls('POST', '/internal/data_requests/seen').length > 0 ? seen : answered,
    );
    api.on('POST', '/internal/data_requests/seen', seen);
    renderApp(paths.dataRequests);
    await screen.findAllByTestId('data-request', {}, { timeout: 10_000 });
    const rows = screen.getAllByTestId('data-request');
    expect(rows.map((row) => within(row).getByTestId('data-request-status').textContent)).toEqual([
      'Antre untuk crawl berikutnya',
      'Tidak ditemukan',
      'Sudah di-crawl',
    ]);
    expect(rows[2]!.textContent).toContain('1.240 produk ditemukan');
    expect(within(rows[2]!).getByTestId('data-request-open').getAttribute('href')).toBe(
      `${paths.productResearch}?marketplace=shopee&q=serum+kopi`,
    );
    expect(within(rows[0]!).queryByTestId('data-request-open')).toBeNull();
    await waitFor(() => expect(api.calls('POST', '/internal/data_requests/seen')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('data-request-notice')).toBeNull());
  });

  it('says how to make a request when there is none', async () => {
    api.on('GET', '/internal/data_requests', { items: [], unseen: 0 });
    renderApp(paths.dataRequests);
    await screen.findByText(/Belum ada permintaan data/, {}, { timeout: 10_000 });
    expect(api.calls('POST', '/internal/data_requests/seen')).toHaveLength(0);
  });
});
