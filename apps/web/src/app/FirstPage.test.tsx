import { apiPaths } from '@pasarlens/contracts';
import { act, fireEvent, screen } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { antdLocale, changeLanguage } from '../i18n/index.ts';
import { paths } from '../lib/paths.ts';
import { errorReply, FakeApi, uninstallFakeApi } from '../testing/fakeApi.ts';
import { renderApp } from '../testing/render.tsx';
import { makeUser } from '../testing/user.ts';

let api: FakeApi;

beforeEach(() => {
  api = new FakeApi().install();
  api.user = makeUser();
});

afterEach(async () => {
  uninstallFakeApi();
  await changeLanguage('id');
});

const welcome = async () => (await screen.findByTestId('welcome', {}, { timeout: 10_000 })).textContent;

describe('the signed-in first page', () => {
  it("opens with the interface language's texts alone and loads another language's when it is chosen", async () => {
    renderApp(paths.home);
    expect(await welcome()).toBe('Halo, Budi');
    expect(i18n.hasResourceBundle('id', 'translation')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);
    expect(i18n.hasResourceBundle('zh', 'translation')).toBe(false);

    await act(() => changeLanguage('en'));
    expect(screen.getByTestId('welcome').textContent).toBe('Hello, Budi');
    expect(document.documentElement.lang).toBe('en');
    expect(antdLocale('en')?.locale).toBe('en');
    expect(i18n.hasResourceBundle('zh', 'translation')).toBe(false);
  });

  it('says when the session cannot be checked, and checks again on retry', async () => {
    let refuse = true;
    api.on('GET', apiPaths.authCheck, () => (refuse ? errorReply(403, 'FORBIDDEN') : { user: makeUser() }));
    renderApp(paths.home);
    expect(await screen.findByText('Sesi Anda tidak dapat diperiksa', {}, { timeout: 10_000 })).toBeTruthy();

    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await welcome()).toBe('Halo, Budi');
  });
});
