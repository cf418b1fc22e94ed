import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../lib/paths.ts';
import { FakeApi, uninstallFakeApi } from '../testing/fakeApi.ts';
import { renderApp } from '../testing/render.tsx';
import { makePaidUser } from '../testing/user.ts';

let api: FakeApi;

beforeEach(() => {
  api = new FakeApi().install();
  api.on('GET', '/internal/history', { items: [] });
});

afterEach(uninstallFakeApi);

describe('public pages for a signed-in user', () => {
  it('offer the dashboard instead of sign-in and sign-up, on the landing page and in the top bar', async () => {
    api.user = makePaidUser('genius');
    renderApp(paths.landing);
    const dashboard = await screen.findByTestId('topbar-dashboard', {}, { timeout: 10_000 });
    expect(dashboard.getAttribute('href')).toBe(paths.home);
    expect(screen.queryByTestId('topbar-register')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('landing-cta').getAttribute('href')).toBe(paths.home));
  });

  it('mark the current plan on pricing and send the free plan to the dashboard', async () => {
    api.user = makePaidUser('smart');
    renderApp(paths.pricing);
    const smart = await screen.findByTestId('plan-smart', {}, { timeout: 10_000 });
    await waitFor(() => expect(within(smart).getByTestId('current-plan').textContent).toBe('Paket Anda'));
    expect(within(screen.getByTestId('plan-genius')).queryByTestId('current-plan')).toBeNull();
    expect(screen.getByTestId('choose-free').getAttribute('href')).toBe(paths.home);
  });

  it('send a signed-in user away from login and sign-up, to where they were headed', async () => {
    api.user = makePaidUser('basic');
    const { router } = renderApp(`${paths.login}?redirected_from=${encodeURIComponent(paths.pricing)}`);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.pricing), { timeout: 10_000 });
    await router.navigate(paths.register);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.home));
  });
});

describe('public pages for a visitor', () => {
  it('offer sign-in and sign-up', async () => {
    renderApp(paths.landing);
    expect((await screen.findByTestId('topbar-register', {}, { timeout: 10_000 })).getAttribute('href')).toBe(
      paths.register,
    );
    expect(screen.getByTestId('landing-cta').getAttribute('href')).toBe(paths.register);
    expect(screen.queryByTestId('topbar-dashboard')).toBeNull();
  });
});
