import type { StartupProgress } from '@pasarlens/contracts';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadInPlace } from '../lib/browser.ts';
import { paths } from '../lib/paths.ts';
import { FakeApi, uninstallFakeApi } from '../testing/fakeApi.ts';
import { makePaidUser } from '../testing/user.ts';
import { SiteApp } from './SiteApp.tsx';

vi.mock('../lib/browser.ts', () => ({ leaveTo: vi.fn(), loadInPlace: vi.fn() }));

let api: FakeApi;
beforeEach(() => {
  api = new FakeApi().install();
  vi.mocked(loadInPlace).mockClear();
});
afterEach(uninstallFakeApi);

/** The site at a path; rendered in an awaited act, as its lazily loaded pages suspend on the first render. */
const renderSite = (path: string) =>
  act(async () => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <SiteApp />
      </MemoryRouter>,
    );
  });

describe('the public site', () => {
  it('shows a public page in the light frame, offering the dashboard to a signed-in user', async () => {
    api.user = makePaidUser('smart');
    await renderSite(paths.landing);
    expect((await screen.findByTestId('topbar-dashboard')).getAttribute('href')).toBe(paths.home);
    await waitFor(() => expect(screen.getByTestId('landing-cta').getAttribute('href')).toBe(paths.home));
    expect(document.querySelector('.ant-layout, .ant-btn')).toBeNull();
  });

  it('hands a path it does not hold (login) to the app with a full page load, counted there rather than here', async () => {
    await renderSite(paths.calculator('profit'));
    await screen.findByTestId('calculator-profit');
    await waitFor(() => expect(api.calls('POST', '/public/v1/page-views')).toHaveLength(1));
    fireEvent.click(screen.getAllByRole('link', { name: 'Masuk' })[0]!);
    await waitFor(() => expect(loadInPlace).toHaveBeenCalledWith(paths.login));
    expect(api.calls('POST', '/public/v1/page-views')).toHaveLength(1);
  });

  it("shows a first start's progress on a public page too, and the page by itself once the app is ready", async () => {
    let status: { ready: boolean; progress: StartupProgress | null } = {
      ready: false,
      progress: { step: 'rollups', done: 0, total: 1 },
    };
    api.on('GET', '/api/status', () => status);
    await renderSite(paths.pricing);
    const starting = await screen.findByTestId('starting');
    expect(starting.textContent).toContain('Menyiapkan Pasarlens');
    expect(starting.textContent).toContain('90% · Menghitung ringkasan toko, kategori dan merek…');
    expect(screen.getByTestId('starting-progress').getAttribute('aria-valuenow')).toBe('90');
    expect(document.querySelector('.ant-progress, .ant-card')).toBeNull();

    status = { ready: true, progress: null };
    await screen.findByTestId('plan-smart', {}, { timeout: 10_000 });
    expect(screen.queryByTestId('starting')).toBeNull();
  });

  it('answers a path it does not hold with not-found when it was opened there, so that the server and the site never bounce a browser', async () => {
    await renderSite('/kalkulator/tidak-ada');
    expect((await screen.findByTestId('not-found')).textContent).toBeTruthy();
    expect(loadInPlace).not.toHaveBeenCalled();
  });
});
