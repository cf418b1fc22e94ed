import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../i18n/language.ts';
import { paths } from '../lib/paths.ts';
import { FakeApi, uninstallFakeApi } from '../testing/fakeApi.ts';
import { renderApp } from '../testing/render.tsx';
import { makePaidUser } from '../testing/user.ts';

let api: FakeApi;

beforeEach(() => {
  api = new FakeApi().install();
  api.user = makePaidUser('genius');
  api.on('GET', '/internal/history', { items: [] });
  api.on('GET', '/public/v1/marketplaces', {
    items: ['shopee', 'tokopedia'],
    lastDay: '2026-11-20',
    lastDays: { shopee: '2026-11-20', tokopedia: '2026-11-19' },
  });
});
afterEach(async () => {
  uninstallFakeApi();
  await changeLanguage('id');
});

describe('data as of', () => {
  it("says the chosen marketplace's own last day, in the page's language", async () => {
    renderApp(`${paths.productResearch}?marketplace=shopee`);
    const asOf = await screen.findByTestId('data-as-of', {}, { timeout: 30_000 });
    expect(asOf.textContent).toBe('Data per 20 Nov 2026');
    fireEvent.click(within(screen.getByTestId('marketplace-tabs')).getByRole('tab', { name: 'Tokopedia' }));
    await waitFor(() => expect(screen.getByTestId('data-as-of').textContent).toBe('Data per 19 Nov 2026'));
    await act(() => changeLanguage('en'));
    await waitFor(() => expect(screen.getByTestId('data-as-of').textContent).toBe('Data as of Nov 19, 2026'));
    await act(() => changeLanguage('zh'));
    await waitFor(() => expect(screen.getByTestId('data-as-of').textContent).toBe('数据截至 2026年11月19日'));
  });
});
