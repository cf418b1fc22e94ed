import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../../lib/paths.ts';
import { FakeApi, uninstallFakeApi } from '../../../testing/fakeApi.ts';
import { renderApp } from '../../../testing/render.tsx';
import { tableRows } from '../../../testing/table.ts';
import { makeUser } from '../../../testing/user.ts';

let api: FakeApi;

beforeEach(() => {
  api = new FakeApi().install();
  api.on('POST', '/internal/users/affiliates', {
    items: [{ name: 'Sari', joinedAt: '2026-02-01T00:00:00.000Z', plan: 'smart' }],
    total: 1,
  });
  api.on('POST', '/internal/users/sales', {
    items: [
      {
        invoiceNumber: 'INV-7',
        customer: 'Sari',
        total: 449_100,
        commission: 44_910,
        paidAt: '2026-02-02T00:00:00.000Z',
      },
    ],
    total: 1,
    commissionTotal: 44_910,
  });
  api.on('GET', '/internal/users/affiliates/application', { state: 'none', appliedAt: null });
});

afterEach(uninstallFakeApi);

describe('referral page', () => {
  it('gives an active affiliate the code, the share link, the rates, leads and sales', async () => {
    api.user = makeUser({
      affiliate_setting: { isActive: true, code: 'BUDI10', discountPercent: 10, commissionPercent: 20 },
      affiliateLeadCount: 1,
      sales: 1,
    });
    renderApp(paths.referral);
    expect((await screen.findByTestId('share-link', {}, { timeout: 10_000 })).textContent).toBe(
      `${window.location.origin}/register?affiliate_code=BUDI10`,
    );
    expect(screen.getByTestId('affiliate-code').textContent).toContain('BUDI10');
    await waitFor(() => expect(tableRows(screen.getByTestId('leads'))).toEqual([['Sari', '1 Feb 2026', 'Pinter']]));
    await waitFor(() => expect(screen.getByTestId('commission-total').textContent).toBe('Total komisi: Rp 44.910'));
    expect(api.calls('POST', '/internal/users/affiliates')[0]?.body).toEqual({ page: 1 });
  });

  it('explains the programme to everyone else, with a WhatsApp contact', async () => {
    api.user = makeUser();
    renderApp(paths.referral);
    expect((await screen.findByTestId('referral-programme', {}, { timeout: 10_000 })).textContent).toContain(
      'Program affiliate Pasarlens',
    );
    expect(screen.getByTestId('referral-contact').getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(api.calls('POST', '/internal/users/affiliates')).toHaveLength(0);
  });

  it('lets a user who is not an affiliate apply with a note, then shows the application waiting for review', async () => {
    api.user = makeUser();
    api.on('POST', '/internal/users/affiliates/apply', { state: 'applied', appliedAt: '2026-11-24T03:00:00.000Z' });
    renderApp(paths.referral);
    fireEvent.change(await screen.findByTestId('affiliate-apply-note', {}, { timeout: 10_000 }), {
      target: { value: 'Saya punya grup reseller 2.000 anggota' },
    });
    fireEvent.click(screen.getByTestId('affiliate-apply'));
    await waitFor(() => expect(api.calls('POST', '/internal/users/affiliates/apply')).toHaveLength(1));
    expect(api.calls('POST', '/internal/users/affiliates/apply')[0]?.body).toEqual({
      note: 'Saya punya grup reseller 2.000 anggota',
    });
    expect((await screen.findByTestId('affiliate-applied')).textContent).toBe(
      'Pendaftaran Anda sudah kami terima: menunggu peninjauan.Dikirim 24 Nov 2026.',
    );
    expect(screen.queryByTestId('affiliate-apply')).toBeNull();
  });

  it('shows a user who applied earlier where the application stands, without the form', async () => {
    api.user = makeUser();
    api.on('GET', '/internal/users/affiliates/application', {
      state: 'applied',
      appliedAt: '2026-11-20T03:00:00.000Z',
    });
    renderApp(paths.referral);
    expect((await screen.findByTestId('affiliate-applied', {}, { timeout: 10_000 })).textContent).toContain(
      'menunggu peninjauan',
    );
    expect(screen.queryByTestId('affiliate-apply-form')).toBeNull();
  });

  it('registers a visitor of the share link with its affiliate code', async () => {
    api.on('POST', '/public/v1/users', { message: 'ok', email: 'sari@toko.id' });
    renderApp(`${paths.register}?affiliate_code=BUDI10`);
    expect((await screen.findByTestId('register-referral', {}, { timeout: 10_000 })).textContent).toContain('BUDI10');
    const fill = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fill('Nama lengkap', 'Sari');
    fill('Email', 'sari@toko.id');
    fill('No. HP (WhatsApp)', '+6281234567891');
    fill('Kata sandi', 'rahasia-sekali');
    fill('Konfirmasi kata sandi', 'rahasia-sekali');
    fireEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(api.calls('POST', '/public/v1/users')).toHaveLength(1));
    expect(api.calls('POST', '/public/v1/users')[0]?.body).toMatchObject({ name: 'Sari', affiliate_code: 'BUDI10' });
  });
});
