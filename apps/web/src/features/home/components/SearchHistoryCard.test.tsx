import type { TokenUse } from '@pasarlens/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../../lib/paths.ts';
import { FakeApi, uninstallFakeApi } from '../../../testing/fakeApi.ts';
import { renderApp } from '../../../testing/render.tsx';
import { makeUser } from '../../../testing/user.ts';

const use = (id: number, action: string, tokens: number, context: Record<string, unknown> = {}): TokenUse => ({
  id,
  action,
  tokens,
  context,
  createdAt: '2026-03-01T03:00:00.000Z',
});

let api: FakeApi;

beforeEach(() => {
  api = new FakeApi().install();
  api.user = makeUser();
});

afterEach(uninstallFakeApi);

describe('search history on the dashboard', () => {
  it('lists the token uses with a translated action, the tokens, the context and the time', async () => {
    api.on('GET', '/internal/history', {
      items: [use(2, 'search', 1, { keyword: 'sepatu', marketplace: 'shopee', page: 2 }), use(1, 'enterpriseFilter', 5)],
    });
    renderApp(paths.home);
    const items = await screen.findAllByTestId('history-item', {}, { timeout: 10_000 });
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('Pencarian produk');
    expect(items[0]!.textContent).toContain('sepatu · shopee · 2');
    expect(items[0]!.textContent).toContain('−1 token');
    expect(items[0]!.textContent).toContain('10.00');
    expect(items[1]!.textContent).toContain('Filter dashboard enterprise');
    expect(items[1]!.textContent).toContain('−5 token');
  });

  it('keeps the empty state when no token was used yet', async () => {
    api.on('GET', '/internal/history', { items: [] });
    renderApp(paths.home);
    const card = await screen.findByTestId('search-history', {}, { timeout: 10_000 });
    await waitFor(() => expect(card.textContent).toContain('Belum ada riwayat. 10 penggunaan token terakhir Anda akan tampil di sini.'));
    expect(screen.queryAllByTestId('history-item')).toHaveLength(0);
  });
});
