import type { DownloadView } from '@pasarlens/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../../lib/paths.ts';
import { FakeApi, uninstallFakeApi } from '../../../testing/fakeApi.ts';
import { renderApp } from '../../../testing/render.tsx';
import { makePaidUser } from '../../../testing/user.ts';

let api: FakeApi;

const download = (over: Partial<DownloadView>): DownloadView => ({
  id: '6f1c2b1e-8a4d-4c55-9a51-1b7a2c3d4e5f',
  source: 'category_research/category_products',
  subject: 'Kecantikan',
  status: 'ready',
  rows: 1_500,
  rows_done: 1_500,
  created_at: '2026-11-20T03:00:00.000Z',
  finished_at: '2026-11-20T03:00:05.000Z',
  ...over,
});

beforeEach(() => {
  api = new FakeApi().install();
  api.user = makePaidUser('basic');
});
afterEach(uninstallFakeApi);

describe('download archive', () => {
  it('lists the downloads with their rows, refreshes by itself while one is being prepared, and offers the file once ready', async () => {
    let status: DownloadView['status'] = 'processing';
    api.on('POST', '/internal/download/get_all', () => ({
      items: [download({ status, rows_done: status === 'ready' ? 1_500 : 600 })],
      page: 1,
      total_page: 1,
      total: 1,
    }));
    renderApp(paths.downloads);
    await screen.findByTestId('download-status-processing', {}, { timeout: 10_000 });
    expect(screen.getByTestId('download-rows').textContent).toBe('1.500');
    // A phone shows the rows and the time under the list's name, where its narrow table has room for them.
    expect(screen.getByTestId('download-phone-figures').textContent).toMatch(/^1\.500 baris20 Nov 2026/);
    expect(screen.queryByTestId('download-file')).toBeNull();
    status = 'ready';
    await screen.findByTestId('download-status-ready', {}, { timeout: 10_000 });
    expect(screen.getByTestId('download-file').getAttribute('href')).toBe(
      '/internal/download/6f1c2b1e-8a4d-4c55-9a51-1b7a2c3d4e5f/file',
    );
  });

  it("shows 'Download failed' with a retry that starts it again", async () => {
    api.on('POST', '/internal/download/get_all', {
      items: [download({ status: 'failed', source: 'category_research/categories', subject: 'tiktok' })],
      page: 1,
      total_page: 1,
      total: 1,
    });
    api.on(
      'POST',
      '/internal/download/create',
      download({ id: '7a1c2b1e-8a4d-4c55-9a51-1b7a2c3d4e5f', status: 'processing', rows_done: 0 }),
    );
    renderApp(paths.downloads);
    await screen.findByTestId('download-status-failed', {}, { timeout: 10_000 });
    expect(screen.getByTestId('download-status-failed').textContent).toBe('Unduhan gagal');
    // A marketplace's categories are named by the marketplace as the app writes it.
    const row = screen.getByTestId('download-status-failed').closest('tr')!.textContent;
    expect(row).toContain('TikTok Shop');
    expect(row).not.toContain('tiktok');
    fireEvent.click(screen.getByTestId('download-retry'));
    await waitFor(() => expect(api.calls('POST', '/internal/download/create')).toHaveLength(1));
    expect(api.calls('POST', '/internal/download/create')[0]!.body).toEqual({
      download_id: '6f1c2b1e-8a4d-4c55-9a51-1b7a2c3d4e5f',
    });
  });

  it('pages the archive and refreshes it by hand', async () => {
    api.on('POST', '/internal/download/get_all', (request) => ({
      items: [download({ subject: `Halaman ${request.body.page}` })],
      page: request.body.page,
      total_page: 3,
      total: 25,
    }));
    renderApp(paths.downloads);
    await screen.findByText('Halaman 1', {}, { timeout: 10_000 });
    fireEvent.click(screen.getByTitle('2'));
    await screen.findByText('Halaman 2');
    const before = api.calls('POST', '/internal/download/get_all').length;
    fireEvent.click(screen.getByTestId('downloads-refresh'));
    await waitFor(() => expect(api.calls('POST', '/internal/download/get_all').length).toBe(before + 1));
  });
});
