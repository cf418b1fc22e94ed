import { apiPaths } from '@pasarlens/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../lib/paths.ts';
import { FakeApi, uninstallFakeApi } from '../../testing/fakeApi.ts';
import { renderApp } from '../../testing/render.tsx';
import { makePaidUser, makeUser } from '../../testing/user.ts';

vi.mock('echarts-for-react/esm/core', () => ({ default: () => null }));

let api: FakeApi;
beforeEach(() => {
  api = new FakeApi().install();
});
afterEach(uninstallFakeApi);

describe('enterprise dashboard', () => {
  it.each(['free', 'basic', 'smart'] as const)('shows a %s user the paywall and asks the API nothing', async (plan) => {
    api.user = plan === 'free' ? makeUser() : makePaidUser(plan);
    renderApp(paths.enterprise);
    await screen.findByTestId('paywall', {}, { timeout: 10_000 });
    expect(api.calls('POST', apiPaths.enterpriseMarkets)).toHaveLength(0);
  });

  it('shows a Genius user the first-time guide once, and remembers it when closed', async () => {
    api.user = makePaidUser('genius');
    api.on('POST', apiPaths.enterpriseMarkets, { items: [{ id: 3, name: 'Pasar Serum', type: 'personal', marketplaces: ['shopee'] }], onboarded: false });
    api.on('POST', apiPaths.enterpriseBrands, { items: [] });
    api.on('POST', apiPaths.enterpriseOnboarded, { onboarded: true });
    renderApp(paths.enterprise);
    const guide = await screen.findByTestId('onboarding', {}, { timeout: 10_000 });
    fireEvent.click(guide.querySelector('.ant-alert-close-icon')!);
    await waitFor(() => expect(api.calls('POST', apiPaths.enterpriseOnboarded)).toHaveLength(1));
    // Nothing is analysed (nor charged) before the filter is applied.
    expect(api.calls('POST', apiPaths.enterpriseMarketOverview)).toHaveLength(0);
    fireEvent.click(screen.getByTestId('filter-open'));
    expect((await screen.findByTestId('filter-cost')).textContent).toContain('5');
  });
});
