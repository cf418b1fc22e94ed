import type { StartupProgress } from '@pasarlens/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../lib/paths.ts';
import { FakeApi, uninstallFakeApi } from '../testing/fakeApi.ts';
import { renderApp } from '../testing/render.tsx';
import { startupPercent } from './StartingGate.tsx';

let api: FakeApi;
beforeEach(() => {
  api = new FakeApi().install();
});
afterEach(uninstallFakeApi);

describe('a first start in the browser', () => {
  it('shows how far the demo market is, then opens the page asked for by itself', async () => {
    let status: { ready: boolean; progress: StartupProgress | null } = {
      ready: false,
      progress: { step: 'days', done: 45, total: 90 },
    };
    api.on('GET', '/api/status', () => status);
    renderApp(paths.register);
    const starting = await screen.findByTestId('starting', {}, { timeout: 10_000 });
    expect(starting.textContent).toContain('Menyiapkan Pasarlens');
    expect(screen.getByTestId('starting-progress').getAttribute('aria-valuenow')).toBe('45');
    expect(starting.textContent).toContain('45% · Mensimulasikan hari-hari pasar…');
    expect(screen.queryByTestId('register-submit')).toBeNull();

    status = { ready: true, progress: null };
    await screen.findByTestId('register-submit', {}, { timeout: 10_000 });
    await waitFor(() => expect(screen.queryByTestId('starting')).toBeNull());
  });

  it('counts the simulated days as most of the work and the rollups as the rest', () => {
    expect(startupPercent(null)).toBe(0);
    expect(startupPercent({ step: 'days', done: 90, total: 90 })).toBe(90);
    expect(startupPercent({ step: 'rollups', done: 1, total: 2 })).toBe(95);
  });
});
