import { apiPaths, type DataHealth, type HeldSighting } from '@pasarlens/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths.ts';
import { errorReply, FakeApi, json, uninstallFakeApi } from '../../testing/fakeApi.ts';
import { renderApp } from '../../testing/render.tsx';
import { makeUser } from '../../testing/user.ts';

let api: FakeApi;

const quiet = {
  lastDay: null,
  productsSeen: 0,
  catalogue: 0,
  answers: 0,
  skipped: [],
  refused: [],
  quarantined: 0,
  held: 0,
};
const health: DataHealth = {
  crawlBlocks: [
    {
      marketplace: 'shopee',
      blockedAt: '2026-11-20T03:04:05.000Z',
      reason: 'anti-bot error 90309999 at https://shopee.co.id/api/v4/search/search_items',
      address: 'https://shopee.co.id/search?keyword=kaos&page=0',
    },
  ],
  marketplaces: [
    {
      marketplace: 'shopee',
      lastDay: '2026-11-20',
      productsSeen: 1_250,
      catalogue: 20_000,
      answers: 42,
      skipped: [{ reason: 'no_name', count: 3 }],
      refused: [{ reason: 'foreign_site', count: 2 }],
      quarantined: 1,
      held: 1,
    },
    { marketplace: 'tokopedia', ...quiet },
  ],
  unrecognised: [],
  sources: [
    {
      source: 'extension',
      answers: 44,
      products: 2_520,
      accepted: 2_400,
      refused: 2,
      lastReceivedAt: '2026-11-20T03:00:00.000Z',
      contributors: [{ email: 'sari@toko.id', answers: 44, products: 2_400 }],
    },
  ],
};
const sighting: HeldSighting = {
  id: 7,
  marketplace: 'shopee',
  externalId: '23456789012',
  name: 'Kaos Polos Cotton Combed',
  day: '2026-11-20',
  reason: 'sold_counter_dropped',
  price: 35_000,
  sold: 3,
  url: 'https://shopee.co.id/product/334455667/23456789012',
  source: 'extension',
};

beforeEach(() => {
  api = new FakeApi().install();
  api.user = makeUser({ id: 'a1', name: 'Admin', email: 'admin@pasarlens.id', role: 'admin' });
});
afterEach(uninstallFakeApi);

describe('data health', () => {
  it("shows each marketplace's last day and figures, the held sightings and the sources; a release asks first, then reloads the list", async () => {
    let held = [sighting];
    api.on('GET', apiPaths.adminDataHealth, () => health);
    api.on('GET', apiPaths.adminHeldSightings, () => ({ items: held, page: 1, total_page: 1, total: held.length }));
    api.on('POST', '/internal/admin/data-health/held/7/release', () => {
      held = [];
      return json(200, { id: 7, status: 'released' });
    });
    renderApp(paths.adminDataHealth);

    const shopee = await screen.findByTestId('health-shopee', {}, { timeout: 30_000 });
    expect(within(shopee).getByTestId('health-last-day').textContent).toBe('20 Nov 2026');
    expect(within(shopee).getByTestId('health-products-seen').textContent).toBe('1.250 dari 20.000 di katalog');
    expect(within(shopee).getByTestId('health-refused').textContent).toBe('situs negara lain: 2');
    expect(within(shopee).getByTestId('health-skipped').textContent).toBe('tanpa nama: 3');
    expect(within(screen.getByTestId('health-tokopedia')).getByText('Belum ada data.')).toBeTruthy();
    const blocked = screen.getByTestId('crawl-block-shopee').textContent;
    expect(blocked).toContain('Crawler dihentikan di Shopee');
    expect(blocked).toContain('anti-bot error 90309999');
    expect(blocked).toContain('https://shopee.co.id/search?keyword=kaos&page=0');
    expect(within(screen.getByTestId('source-extension')).getByTestId('source-contributor').textContent).toContain(
      'sari@toko.id',
    );
    expect(screen.getByTestId('admin-tab-data-health')).toBeTruthy();

    const row = await screen.findByTestId('held-row');
    expect(row.textContent).toContain('Kaos Polos Cotton Combed');
    expect(row.textContent).toContain('angka terjual turun jauh');
    fireEvent.click(within(row).getByTestId('held-release'));
    expect(api.calls('POST', '/internal/admin/data-health/held/7/release')).toHaveLength(0);
    await screen.findByText('Masukkan temuan ini untuk harinya?');
    fireEvent.click(document.querySelector<HTMLElement>('.ant-popconfirm .ant-btn-primary')!);
    await waitFor(() => expect(api.calls('POST', '/internal/admin/data-health/held/7/release')).toHaveLength(1));
    await waitFor(() => expect(screen.queryAllByTestId('held-row')).toHaveLength(0));
    expect(api.calls('GET', apiPaths.adminDataHealth).length).toBeGreaterThanOrEqual(2);
  });

  it("says why a drop failed in the page's language", async () => {
    api.on('GET', apiPaths.adminDataHealth, () => health);
    api.on('GET', apiPaths.adminHeldSightings, () => ({ items: [sighting], page: 1, total_page: 1, total: 1 }));
    api.on('POST', '/internal/admin/data-health/held/7/drop', () =>
      errorReply(409, 'SIGHTING_ALREADY_DECIDED', 'This sighting has already been released or dropped'),
    );
    renderApp(paths.adminDataHealth);
    fireEvent.click(within(await screen.findByTestId('held-row', {}, { timeout: 30_000 })).getByTestId('held-drop'));
    await screen.findByText('Buang temuan ini? Temuan ini tidak akan pernah dimasukkan.');
    fireEvent.click(document.querySelector<HTMLElement>('.ant-popconfirm .ant-btn-primary')!);
    await screen.findByText('Temuan ini sudah dilepas atau dibuang');
  });
});
