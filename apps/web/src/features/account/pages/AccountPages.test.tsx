import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../../lib/paths.ts';
import { FakeApi, json, uninstallFakeApi } from '../../../testing/fakeApi.ts';
import { renderApp } from '../../../testing/render.tsx';
import { makeUser } from '../../../testing/user.ts';

let api: FakeApi;

beforeEach(() => {
  api = new FakeApi().install();
  api.user = makeUser();
  api.on('GET', '/internal/history', { items: [] });
});

afterEach(uninstallFakeApi);

const type = (testId: string, value: string) => {
  const field = screen.getByTestId(testId);
  fireEvent.change(field.querySelector('input') ?? field, { target: { value } });
};

describe('account settings', () => {
  it('changes the password only with the current one, and shows a wrong one on its field', async () => {
    api.on('PATCH', '/internal/users/password', () =>
      json(400, {
        code: 'CURRENT_PASSWORD_WRONG',
        message: 'The current password is not correct',
        issues: [{ path: 'currentPassword', message: 'The current password is not correct' }],
      }),
    );
    renderApp(paths.password);
    await screen.findByTestId('current-password', {}, { timeout: 10_000 });
    type('current-password', 'tebakan-saja');
    fireEvent.change(document.querySelector('#password_password')!, { target: { value: 'sandi-baru-1' } });
    fireEvent.change(document.querySelector('#password_confirmPassword')!, { target: { value: 'sandi-baru-1' } });
    fireEvent.click(screen.getByTestId('password-submit'));
    await waitFor(() => expect(api.calls('PATCH', '/internal/users/password')).toHaveLength(1));
    expect(api.calls('PATCH', '/internal/users/password')[0]!.body).toEqual({
      currentPassword: 'tebakan-saja',
      password: 'sandi-baru-1',
      confirmPassword: 'sandi-baru-1',
    });
    await waitFor(() =>
      // The server's English text reads in the page's language, on the field as in the alert.
      expect(document.querySelector('#password_currentPassword_help')?.textContent).toBe('Kata sandi saat ini salah'),
    );
  });

  it('shows what the user contributed to the market data, from their own call', async () => {
    api.on('GET', '/internal/users/contributions', {
      answers: 1_204,
      products: 70_000,
      accepted: 68_950,
      lastReceivedAt: '2026-11-20T03:00:00.000Z',
    });
    renderApp(paths.profile);
    expect((await screen.findByTestId('contributed-answers', {}, { timeout: 10_000 })).textContent).toBe('1.204');
    expect(screen.getByTestId('contributed-products').textContent).toBe('68.950');
    expect(screen.getByTestId('contributions').textContent).toContain('Kontribusi Anda');
  });

  it('edits the name with the email and phone', async () => {
    api.on('PATCH', '/internal/users/profile', ({ body }) => ({ user: makeUser({ name: body.name }) }));
    renderApp(paths.profile);
    await screen.findByTestId('profile-name', {}, { timeout: 10_000 });
    type('profile-name', 'Budi Santoso');
    fireEvent.click(screen.getByTestId('profile-submit'));
    await waitFor(() => expect(api.calls('PATCH', '/internal/users/profile')).toHaveLength(1));
    expect(api.calls('PATCH', '/internal/users/profile')[0]!.body).toEqual({
      name: 'Budi Santoso',
      email: 'budi@toko.id',
      phone: '+6281234567890',
    });
  });

  it('puts the persona question off, and asks again once the days have passed', async () => {
    api.user = makeUser({ persona: null });
    const first = renderApp(paths.home);
    fireEvent.click(await screen.findByTestId('persona-later', {}, { timeout: 10_000 }));
    await waitFor(() => expect(screen.queryByTestId('persona-modal')).toBeNull());
    first.unmount();

    const key = `pl-persona-later:${api.user.id}`;
    expect(Number(localStorage.getItem(key))).toBeGreaterThan(Date.now() + 2 * 24 * 3600_000);
    const second = renderApp(paths.home);
    await screen.findByTestId('welcome', {}, { timeout: 10_000 });
    expect(screen.queryByTestId('persona-modal')).toBeNull();
    second.unmount();

    localStorage.setItem(key, String(Date.now() - 1));
    renderApp(paths.home);
    expect((await screen.findByTestId('persona-modal', {}, { timeout: 10_000 })).textContent).toContain(
      'Ceritakan sedikit tentang bisnis Anda',
    );
  });

  it('does not ask the persona question of an admin viewing the app as the user', async () => {
    api.user = makeUser({ persona: null, viewedBy: 'admin@pasarlens.id' });
    renderApp(paths.home);
    await screen.findByTestId('welcome', {}, { timeout: 10_000 });
    expect(await screen.findByTestId('view-as-banner')).toBeTruthy();
    expect(screen.queryByTestId('persona-modal')).toBeNull();
  });
});

describe('API keys', () => {
  const key = {
    id: '6f1c2a9e-0000-4000-8000-000000000001',
    name: 'Dasbor BI',
    prefix: 'pl_live_AbCdEf',
    createdAt: '2026-11-01T03:00:00.000Z',
    lastUsedAt: null,
    revokedAt: null,
    callsByDay: [{ day: '2026-11-01', calls: 3 }],
  };

  it('creates a named key and shows its secret once, lists keys with their calls, and revokes one', async () => {
    api.on('GET', '/internal/api-keys', { items: [key], allowance: { burst: 60, perMinute: 60 }, limit: 10 });
    api.on('POST', '/internal/api-keys', ({ body }) =>
      json(201, {
        ...key,
        id: '6f1c2a9e-0000-4000-8000-000000000002',
        name: body.name,
        callsByDay: [],
        secret: 'pl_live_rahasia',
      }),
    );
    api.on('DELETE', `/internal/api-keys/${key.id}`, () =>
      json(200, { ...key, revokedAt: '2026-11-01T04:00:00.000Z' }),
    );
    renderApp(paths.apiKeys);
    expect((await screen.findByTestId('api-key-calls', {}, { timeout: 10_000 })).textContent).toContain('3');
    type('api-key-name', 'Laporan');
    fireEvent.click(screen.getByTestId('api-key-create'));
    expect((await screen.findByTestId('api-key-secret')).textContent).toContain('pl_live_rahasia');
    expect(api.calls('POST', '/internal/api-keys')[0]!.body).toEqual({ name: 'Laporan' });
    fireEvent.click(screen.getByTestId('api-key-revoke'));
    // The confirmation's own button, after the list's.
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Cabut' }).length).toBeGreaterThan(1));
    fireEvent.click(screen.getAllByRole('button', { name: 'Cabut' }).at(-1)!);
    await waitFor(() => expect(api.calls('DELETE', `/internal/api-keys/${key.id}`)).toHaveLength(1));
  });

  it('offers an upgrade to a plan without the API', async () => {
    api.on('GET', '/internal/api-keys', { items: [], allowance: null, limit: 10 });
    renderApp(paths.apiKeys);
    await screen.findByTestId('api-keys-paywall', {}, { timeout: 10_000 });
    expect(screen.queryByTestId('api-key-create')).toBeNull();
  });
});

describe('browser extension tokens', () => {
  const token = {
    id: '6f1c2a9e-0000-4000-8000-0000000000e1',
    name: 'Chrome · Windows',
    prefix: 'pl_ext_AbCdEfG',
    createdAt: '2026-11-01T03:00:00.000Z',
    lastUsedAt: '2026-11-02T05:30:00.000Z',
    revokedAt: null,
  };

  it('lists the connected browsers with when each was connected and last used, and disconnects one', async () => {
    api.on('GET', '/internal/extension/tokens', { items: [token], limit: 10 });
    api.on('DELETE', `/internal/extension/tokens/${token.id}`, () =>
      json(200, { ...token, revokedAt: '2026-11-02T06:00:00.000Z' }),
    );
    renderApp(paths.extensionTokens);
    const item = await screen.findByTestId('extension-token-item', {}, { timeout: 10_000 });
    expect(item.textContent).toContain('Chrome · Windows');
    expect(item.textContent).toContain('pl_ext_AbCdEfG');
    expect(screen.getByTestId('extension-token-last-used').textContent).toContain('2 Nov 2026');
    fireEvent.click(screen.getByTestId('extension-token-revoke'));
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Putuskan' }).length).toBeGreaterThan(1));
    fireEvent.click(screen.getAllByRole('button', { name: 'Putuskan' }).at(-1)!);
    await waitFor(() => expect(api.calls('DELETE', `/internal/extension/tokens/${token.id}`)).toHaveLength(1));
  });
});
