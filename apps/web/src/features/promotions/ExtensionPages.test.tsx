import { EXTENSION_ID } from '@pasarlens/contracts/plain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths.ts';
import { FakeApi, json, uninstallFakeApi } from '../../testing/fakeApi.ts';
import { renderApp } from '../../testing/render.tsx';
import { makeUser } from '../../testing/user.ts';

let api: FakeApi;

beforeEach(() => {
  api = new FakeApi().install();
  api.user = makeUser();
  api.on('GET', '/internal/history', { items: [] });
});

afterEach(() => {
  uninstallFakeApi();
  delete (window as { chrome?: unknown }).chrome;
});

/** The extension as a page of its app sees it (externally_connectable): messages to its id, and what it answers. */
function installExtension(answer: (message: { type: string; token?: string }) => unknown) {
  const sent: { id: string; message: { type: string; token?: string } }[] = [];
  (window as { chrome?: unknown }).chrome = {
    runtime: {
      sendMessage: (id: string, message: { type: string; token?: string }, reply: (answer: unknown) => void) => {
        sent.push({ id, message });
        queueMicrotask(() => reply(answer(message)));
      },
    },
  };
  return sent;
}

const created = {
  id: '6f1c2a9e-0000-4000-8000-0000000000e2',
  name: 'Chrome · Linux',
  prefix: 'pl_ext_XyZ1234',
  createdAt: '2026-11-01T03:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
  token: 'pl_ext_rahasia',
};

describe('the extension page', () => {
  it('offers the extension for download with the steps to install it', async () => {
    renderApp(paths.extension);
    const download = await screen.findByTestId('extension-download', {}, { timeout: 10_000 });
    expect(download.getAttribute('href')).toBe('/downloads/pasarlens-extension.zip');
    const steps = screen.getByTestId('extension-install-steps');
    expect(steps.querySelectorAll('li')).toHaveLength(5);
    expect(steps.textContent).toContain('chrome://extensions');
    expect(steps.textContent).toContain('Mode pengembang');
  });
});

describe('connecting the extension', () => {
  it('says so when this browser has no extension, and makes no token', async () => {
    renderApp(paths.extensionConnect);
    await screen.findByTestId('extension-not-installed', {}, { timeout: 10_000 });
    expect(api.calls('POST', '/internal/extension/tokens')).toHaveLength(0);
  });

  it('shows what the extension may do, then makes a token and hands it to the extension alone', async () => {
    api.on('POST', '/internal/extension/tokens', () => json(201, created));
    const sent = installExtension((message) => (message.type === 'hello' ? { connected: false } : { connected: true }));
    renderApp(paths.extensionConnect);
    fireEvent.click(await screen.findByTestId('extension-connect', {}, { timeout: 10_000 }));
    await screen.findByTestId('extension-connected');
    expect(api.calls('POST', '/internal/extension/tokens')[0]!.body).toEqual({ name: expect.any(String) });
    expect(sent.map((s) => s.id)).toEqual([EXTENSION_ID, EXTENSION_ID]);
    expect(sent[1]!.message).toEqual({ type: 'connect', token: 'pl_ext_rahasia' });
  });

  it('revokes a token the extension did not take', async () => {
    api.on('POST', '/internal/extension/tokens', () => json(201, created));
    api.on('DELETE', `/internal/extension/tokens/${created.id}`, () =>
      json(200, { ...created, revokedAt: created.createdAt }),
    );
    installExtension((message) => (message.type === 'hello' ? { connected: false } : null));
    renderApp(paths.extensionConnect);
    fireEvent.click(await screen.findByTestId('extension-connect', {}, { timeout: 10_000 }));
    await waitFor(() => expect(api.calls('DELETE', `/internal/extension/tokens/${created.id}`)).toHaveLength(1));
    expect(screen.queryByTestId('extension-connected')).toBeNull();
  });
});
