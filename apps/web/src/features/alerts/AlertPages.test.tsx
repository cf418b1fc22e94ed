import { apiPaths, WEBHOOK_MESSAGE } from '@pasarlens/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths.ts';
import { errorReply, FakeApi, json, uninstallFakeApi } from '../../testing/fakeApi.ts';
import { alert, product } from '../../testing/alerts.ts';
import { renderApp } from '../../testing/render.tsx';
import { makePaidUser, makeUser } from '../../testing/user.ts';

let api: FakeApi;
beforeEach(() => {
  api = new FakeApi().install();
  api.user = makePaidUser('basic');
  api.on('GET', apiPaths.alertNotifications, { items: [], unread: 2 });
  api.on('GET', apiPaths.alertSettings, { webhookUrl: null, webhookSecret: 'rahasia' });
  api.on('GET', apiPaths.alertPriceChanges, { days: 7, items: [] });
  api.on('POST', apiPaths.alertList, { items: [alert], page: 1, total_page: 1, total: 1 });
});
afterEach(uninstallFakeApi);

describe('price alert screens', () => {
  it('show the paywall to a Free user', async () => {
    api.user = makeUser();
    renderApp(paths.priceAlerts);
    expect((await screen.findByTestId('paywall', {}, { timeout: 10_000 })).textContent).toContain('Dasar');
  });

  it("say in a notification which condition was met and what the price is now, not as if it were the alert's bound", async () => {
    const notice = {
      id: 1,
      alertId: 3,
      productName: 'Serum Vitamin C',
      condition: 'less_than' as const,
      price: 150_000,
      day: '2026-11-20',
      createdAt: '2026-11-20T03:00:00.000Z',
      read: false,
    };
    api.on('GET', apiPaths.alertNotifications, { items: [notice], unread: 1 });
    renderApp(paths.priceAlerts);
    fireEvent.click(await screen.findByTestId('notification-bell', {}, { timeout: 10_000 }));
    const shown = await screen.findByTestId('notification');
    expect(shown.textContent!.replace(/\s/g, ' ')).toContain(
      'Serum Vitamin C — Harga kurang dari — harga sekarang Rp 150.000',
    );
  });

  it("write the plan's allowance as Indonesians group thousands", async () => {
    api.user = makePaidUser('genius');
    renderApp(paths.priceAlerts);
    expect((await screen.findByTestId('alerts-count', {}, { timeout: 10_000 })).textContent).toBe(
      '0 dari 3.000 notifikasi aktif di paket Anda',
    );
  });

  it('list the alerts with the unread count in the header; toggle, and remove all only after confirming', async () => {
    api.on('POST', '/internal/price_alert/3/toggle', () =>
      json(200, { ...alert, is_active: false, state: 'inactive' }),
    );
    api.on('POST', apiPaths.alertRemoveAll, { removed: 1 });
    renderApp(paths.priceAlerts);
    const row = await screen.findByTestId('alert-row', {}, { timeout: 10_000 });
    expect(row.textContent).toContain('Harga di bawah Rp 45.000');
    expect(screen.getByTestId('notification-count').textContent).toContain('2');
    fireEvent.click(within(row).getByTestId('alert-toggle'));
    await waitFor(() => expect(api.calls('POST', '/internal/price_alert/3/toggle')).toHaveLength(1));
    fireEvent.click(screen.getByTestId('alerts-remove-all'));
    expect(api.calls('POST', apiPaths.alertRemoveAll)).toHaveLength(0);
    await screen.findByText(/Hapus semua notifikasi harga Anda\?/);
    fireEvent.click(document.querySelector<HTMLElement>('.ant-popconfirm .ant-btn-primary')!);
    await waitFor(() => expect(api.calls('POST', apiPaths.alertRemoveAll)).toHaveLength(1));
  });

  it('says so when the alerts fail to load', async () => {
    api.on('POST', apiPaths.alertList, () => errorReply(500, 'INTERNAL'));
    renderApp(paths.priceAlerts);
    expect((await screen.findByTestId('alerts-failed', {}, { timeout: 10_000 })).textContent).toBe(
      'Gagal memuat notifikasi.',
    );
  });

  it('creates an alert for the product of the link, previewing against the current price', async () => {
    api.on('POST', apiPaths.alertFindProduct, { products: [product], dataRequest: null });
    api.on('POST', apiPaths.alertCreate, alert);
    api.on('POST', apiPaths.alertGet, {
      ...alert,
      events: [],
      history: [],
      prices: [],
      lowest30: 52_000,
      currentStock: 120,
    });
    const { router } = renderApp(paths.newPriceAlertFor(42));
    await screen.findByTestId('picked-product', {}, { timeout: 10_000 });
    const target = screen.getByTestId('alert-target').querySelector('input') ?? screen.getByTestId('alert-target');
    fireEvent.change(target, { target: { value: '55000' } });
    await waitFor(() => expect(screen.getByTestId('alert-preview').textContent).toContain('sudah terpenuhi'));
    fireEvent.change(target, { target: { value: '45000' } });
    await waitFor(() => expect(screen.getByTestId('alert-preview').textContent).toContain('belum terpenuhi'));
    fireEvent.click(screen.getByTestId('alert-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.priceAlert(3)));
    expect(api.calls('POST', apiPaths.alertCreate)[0]!.body).toMatchObject({
      product_id: 42,
      condition: 'less_than',
      target: 45_000,
    });
  });

  it('creates alerts for several products picked on a research page, all in one call', async () => {
    const other = { ...product, id: 43, name: 'Toner Segar' };
    api.on('POST', apiPaths.alertFindProduct, (request) => ({
      products: [request.body.query === '43' ? other : product],
      dataRequest: null,
    }));
    api.on('POST', apiPaths.alertCreateMultiple, { items: [alert, { ...alert, id: 4 }] });
    const { router } = renderApp(paths.newPriceAlertsFor([42, 43]));
    await waitFor(() => expect(screen.getByTestId('alerts-submit').textContent).toContain('2'), { timeout: 10_000 });
    fireEvent.click(screen.getByTestId('alerts-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.priceAlerts));
    expect(api.calls('POST', apiPaths.alertCreateMultiple)[0]!.body.alerts).toMatchObject([
      { product_id: 42, condition: 'down_by', target: 10, unit: 'percent' },
      { product_id: 43, condition: 'down_by', target: 10, unit: 'percent' },
    ]);
  });

  it('say in the page’s language why a webhook address was refused', async () => {
    api.on('POST', apiPaths.alertSettingsUpdate, () =>
      json(400, {
        code: 'VALIDATION_FAILED',
        message: 'Validation failed',
        issues: [{ path: 'webhookUrl', message: WEBHOOK_MESSAGE }],
      }),
    );
    renderApp(paths.priceAlerts);
    fireEvent.change(await screen.findByTestId('webhook-url', {}, { timeout: 10_000 }), {
      target: { value: 'https://10.0.0.1/hook' },
    });
    fireEvent.click(screen.getByTestId('webhook-save'));
    expect((await screen.findByTestId('api-error')).textContent).toContain(
      'Masukkan alamat https:// milik server publik',
    );
  });
});
