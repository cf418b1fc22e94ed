import { PLANS, type AdminAffiliate, type AdminUserDetail, type AdminUserRow, type Grant } from '@pasarlens/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../lib/paths.ts';
import { errorReply, FakeApi, json, uninstallFakeApi } from '../../testing/fakeApi.ts';
import { renderApp, searchOf } from '../../testing/render.tsx';
import { tableRows } from '../../testing/table.ts';
import { makeUser } from '../../testing/user.ts';

const SARI = '5a0c7a52-3b9e-4a51-8a2f-0c1d2e3f4a5b';
const GRANT = '7b1d8b63-4caf-4b62-9b30-1d2e3f4a5b6c';

let api: FakeApi;

const row = (over: Partial<AdminUserRow> = {}): AdminUserRow => ({
  id: SARI,
  name: 'Sari',
  email: 'sari@toko.id',
  phone: '+6281234567891',
  role: 'user',
  plan: 'smart',
  expiresAt: '2026-12-01T00:00:00.000Z',
  autoPayment: 'active',
  createdAt: '2026-01-05T00:00:00.000Z',
  ...over,
});

const grant = (over: Partial<Grant> = {}): Grant => ({
  id: GRANT,
  kind: 'premium',
  plan: 'smart',
  amount: null,
  purpose: 'Kompensasi gangguan',
  grantedBy: 'admin@pasarlens.id',
  createdAt: '2026-11-20T03:00:00.000Z',
  grantedUntil: '2026-12-20T03:00:00.000Z',
  removedAt: null,
  removedBy: null,
  removalPurpose: null,
  reclaimed: null,
  ...over,
});

const detail = (grants: Grant[] = [grant()]): AdminUserDetail => ({
  user: { ...row(), emailVerified: true, affiliateCode: null, lastSeenAt: null },
  usage: {
    tokenAllowance: 3_600,
    tokensUsed: 100,
    extraTokens: 0,
    tokensLeft: 3_500,
    downloadAllowance: 10_000,
    downloadsUsed: 0,
    downloadCredit: 0,
    nextResetAt: '2026-12-05T17:00:00.000Z',
  },
  grants,
  invoices: [],
  subscriptions: [],
  tokenUses: [],
  pageViews: [{ path: '/app', viewedAt: '2026-11-20T03:00:00.000Z' }],
});

const affiliate = (over: Partial<AdminAffiliate> = {}): AdminAffiliate => ({
  userId: SARI,
  name: 'Sari',
  email: 'sari@toko.id',
  state: 'active',
  appliedAt: null,
  applicationNote: null,
  code: 'SARI10',
  discountPercent: 10,
  commissionPercent: 20,
  bookmarked: false,
  leads: 4,
  sales: 2,
  commissionTotal: 199_600,
  ...over,
});

const USER_PATH = `/internal/admin/getUser/${SARI}`;
const adminCalls = () => api.requests.filter((request) => request.path.startsWith('/internal/admin/'));
const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

beforeEach(() => {
  api = new FakeApi().install();
  api.user = makeUser({ id: 'a1', name: 'Admin', email: 'admin@pasarlens.id', role: 'admin' });
});
afterEach(uninstallFakeApi);

describe('admin users', () => {
  it('searches by keyword and pages on the server, keeping both in the URL', async () => {
    api.on('GET', '/internal/admin/getAllUsers', (request) => ({
      items: [row({ name: `Sari ${request.query.get('page')}` })],
      page: Number(request.query.get('page')),
      total_page: 3,
      total: 45,
    }));
    const { router } = renderApp(paths.admin);
    await screen.findByText('Sari 1', {}, { timeout: 10_000 });
    expect(tableRows(screen.getByTestId('admin-users'))[0]).toEqual([
      'Sari 1',
      'sari@toko.id',
      '+6281234567891',
      'Pinter',
      '1 Des 2026',
      'Aktif',
      '5 Jan 2026',
    ]);
    expect(screen.getAllByTestId('admin-user-row')).toHaveLength(1);

    const search =
      screen.getByTestId('admin-users-search').querySelector('input') ?? screen.getByTestId('admin-users-search');
    fireEvent.change(search, { target: { value: ' sari ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(api.calls('GET', '/internal/admin/getAllUsers').at(-1)?.query.toString()).toBe('page=1&keyword=sari'),
    );

    fireEvent.click(screen.getByTitle('2'));
    await screen.findByText('Sari 2');
    expect(api.calls('GET', '/internal/admin/getAllUsers').at(-1)?.query.toString()).toBe('page=2&keyword=sari');
    expect(searchOf(router).toString()).toBe('keyword=sari&page=2');
  });

  it('lists the expiring users from their own call', async () => {
    api.on('GET', '/internal/admin/getAllExpiring', { items: [row()], page: 1, total_page: 1, total: 1 });
    renderApp(paths.adminExpiring);
    await screen.findByText('Sari', {}, { timeout: 10_000 });
    expect(api.calls('GET', '/internal/admin/getAllExpiring')[0]?.query.toString()).toBe('page=1');
  });

  it('shows a non-admin the access error and asks the API for nothing', async () => {
    api.user = makeUser();
    renderApp(paths.adminUser(SARI));
    expect((await screen.findByTestId('admin-forbidden', {}, { timeout: 10_000 })).textContent).toContain(
      'Akses ditolak',
    );
    expect(screen.queryByTestId('admin-page')).toBeNull();
    expect(adminCalls()).toEqual([]);
  });
});

describe('admin user page', () => {
  it('says the balance against the allowance a grant raised, and names every token movement in words', async () => {
    const granted = detail([grant({ kind: 'custom_quota', plan: null, amount: 1_000 })]);
    granted.usage = {
      ...granted.usage,
      tokenAllowance: 26_500,
      tokensUsed: 925,
      extraTokens: 1_000,
      tokensLeft: 26_575,
    };
    const use = (id: number, kind: string, action: string, tokens: number, feature?: string) => ({
      id,
      kind,
      action,
      tokens,
      context: feature ? { feature } : {},
      createdAt: '2026-11-20T03:00:00.000Z',
    });
    granted.tokenUses = [
      use(4, 'spend', 'search', -1, 'store_research'),
      use(3, 'grant', 'admin.custom_quota', 1_000),
      use(2, 'grant', 'plan.genius', 26_500),
      use(1, 'purchase', 'quota.purchase', 3_600),
    ];
    api.on('GET', USER_PATH, () => json(200, granted));
    renderApp(paths.adminUser(SARI));
    const tokens = await screen.findByTestId('admin-user-tokens', {}, { timeout: 10_000 });
    expect(tokens.textContent).toBe('Sisa 26.575 dari 27.500: jatah paket 26.500 + tambahan 1.000, terpakai 925');
    expect(tableRows(screen.getByTestId('admin-user-token-uses')).map((row) => row.slice(0, 2))).toEqual([
      ['Pencarian atau halaman hasil', 'Riset toko'],
      ['Diberikan admin: token', '—'],
      ['Jatah bulanan paket Jenius', '—'],
      ['Pembelian token tambahan', '—'],
    ]);
  });

  it('refuses to give premium without a purpose, then sends the plan and the purpose', async () => {
    api.on('GET', USER_PATH, () => json(200, detail([])));
    api.on('POST', `/internal/admin/givePremium/${SARI}`, () => json(201, { grant: grant() }));
    renderApp(paths.adminUser(SARI));
    fireEvent.click(await screen.findByTestId('give-premium', {}, { timeout: 10_000 }));
    const modal = await screen.findByTestId('give-premium-modal');

    fireEvent.click(screen.getByTestId('give-premium-modal-confirm'));
    await within(modal).findByText('Tulis alasannya, minimal 3 karakter');
    await within(modal).findByText('Pilih paket');
    type('give-purpose', 'ok');
    fireEvent.click(screen.getByTestId('give-premium-modal-confirm'));
    await within(modal).findByText('Tulis alasannya, minimal 3 karakter');

    fireEvent.mouseDown(modal.querySelector('.ant-select-selector') ?? screen.getByTestId('give-plan'));
    fireEvent.click(await screen.findByTitle('Pinter'));
    type('give-purpose', 'Kompensasi gangguan');
    fireEvent.click(screen.getByTestId('give-premium-modal-confirm'));
    await waitFor(() => expect(api.calls('POST', `/internal/admin/givePremium/${SARI}`)).toHaveLength(1));
    expect(api.calls('POST', `/internal/admin/givePremium/${SARI}`)[0]?.body).toEqual({
      plan: 'smart',
      purpose: 'Kompensasi gangguan',
    });
    // The page reloads to show the grant.
    await waitFor(() => expect(api.calls('GET', USER_PATH)).toHaveLength(2));
  });

  it.each([
    { kind: 'custom_quota', call: 'giveCustomQuota', body: { amount: 2_500, purpose: 'Bonus webinar' } },
    { kind: 'download_credit', call: 'giveDownloadCredit', body: { amount: 20_000, purpose: 'Bonus webinar' } },
  ] as const)('gives $kind as a whole amount with a purpose through $call', async ({ kind, call, body }) => {
    api.on('GET', USER_PATH, () => json(200, detail([])));
    api.on('POST', `/internal/admin/${call}/${SARI}`, () =>
      json(201, { grant: grant({ kind, plan: null, amount: body.amount }) }),
    );
    renderApp(paths.adminUser(SARI));
    fireEvent.click(await screen.findByTestId(`give-${kind}`, {}, { timeout: 10_000 }));
    const modal = await screen.findByTestId(`give-${kind}-modal`);

    type('give-purpose', body.purpose);
    fireEvent.click(screen.getByTestId(`give-${kind}-modal-confirm`));
    await within(modal).findByText('Isi jumlahnya');
    expect(api.calls('POST', `/internal/admin/${call}/${SARI}`)).toHaveLength(0);

    type('give-amount', String(body.amount));
    fireEvent.click(screen.getByTestId(`give-${kind}-modal-confirm`));
    await waitFor(() => expect(api.calls('POST', `/internal/admin/${call}/${SARI}`)).toHaveLength(1));
    expect(api.calls('POST', `/internal/admin/${call}/${SARI}`)[0]?.body).toEqual(body);
  });

  it("gives a plan's month of tokens through giveQuota, the plan's tokens named in the choice", async () => {
    api.on('GET', USER_PATH, () => json(200, detail([])));
    api.on('POST', `/internal/admin/giveQuota/${SARI}`, () => json(201, { grant: grant({ kind: 'quota' }) }));
    renderApp(paths.adminUser(SARI));
    fireEvent.click(await screen.findByTestId('give-quota', {}, { timeout: 10_000 }));
    const modal = await screen.findByTestId('give-quota-modal');
    fireEvent.mouseDown(modal.querySelector('.ant-select-selector') ?? screen.getByTestId('give-plan'));
    const option = await screen.findByTitle(/^Pinter — /);
    expect(option.getAttribute('title')).toBe(`Pinter — ${PLANS.smart.tokensPerMonth.toLocaleString('id-ID')} token`);
    fireEvent.click(option);
    type('give-purpose', 'Kompensasi gangguan');
    fireEvent.click(screen.getByTestId('give-quota-modal-confirm'));
    await waitFor(() => expect(api.calls('POST', `/internal/admin/giveQuota/${SARI}`)).toHaveLength(1));
    expect(api.calls('POST', `/internal/admin/giveQuota/${SARI}`)[0]?.body).toEqual({
      plan: 'smart',
      purpose: 'Kompensasi gangguan',
    });
  });

  it('takes a grant back with a purpose by the removal call of its kind', async () => {
    api.on('GET', USER_PATH, () =>
      json(
        200,
        detail([
          grant(),
          grant({
            id: 'removed',
            kind: 'custom_quota',
            plan: null,
            amount: 500,
            removedAt: '2026-11-21T00:00:00.000Z',
            reclaimed: 400,
          }),
        ]),
      ),
    );
    api.on('DELETE', `/internal/admin/removePremium/${SARI}/${GRANT}`, () =>
      json(200, { grant: grant({ removedAt: '2026-11-22T00:00:00.000Z' }) }),
    );
    renderApp(paths.adminUser(SARI));
    await waitFor(() => expect(screen.queryAllByTestId('admin-grant-row')).toHaveLength(2), { timeout: 10_000 });
    expect(screen.getAllByTestId('grant-remove')).toHaveLength(1);

    fireEvent.click(screen.getByTestId('grant-remove'));
    await screen.findByTestId('remove-grant-modal');
    type('remove-purpose', 'Diberikan ke akun yang salah');
    fireEvent.click(screen.getByTestId('remove-grant-modal-confirm'));
    await waitFor(() => expect(api.calls('DELETE', `/internal/admin/removePremium/${SARI}/${GRANT}`)).toHaveLength(1));
    expect(api.calls('DELETE', `/internal/admin/removePremium/${SARI}/${GRANT}`)[0]?.body).toEqual({
      purpose: 'Diberikan ke akun yang salah',
    });
  });

  it("offers no give or remove action on the admin's own account, and says why", async () => {
    api.user = makeUser({ id: SARI, name: 'Sari', email: 'sari@toko.id', role: 'admin' });
    api.on('GET', USER_PATH, () => json(200, detail()));
    renderApp(paths.adminUser(SARI));
    expect((await screen.findByTestId('admin-own-account', {}, { timeout: 10_000 })).textContent).toContain(
      'Admin tidak dapat memberi atau menarik paket',
    );
    expect(screen.queryByTestId('give-premium')).toBeNull();
    expect(screen.queryByTestId('grant-remove')).toBeNull();
  });

  it('opens the app as the user: the user is reloaded, the app opens with the read-only banner', async () => {
    api.on('GET', USER_PATH, () => json(200, detail()));
    api.on('POST', `/internal/admin/viewAs/${SARI}`, () => {
      api.user = makeUser({ id: SARI, name: 'Sari', email: 'sari@toko.id', viewedBy: 'admin@pasarlens.id' });
      return json(200, { viewing: { userId: SARI, email: 'sari@toko.id', name: 'Sari' } });
    });
    const { router } = renderApp(paths.adminUser(SARI));
    fireEvent.click(await screen.findByTestId('view-as', {}, { timeout: 10_000 }));
    const banner = await screen.findByTestId('view-as-banner', {}, { timeout: 10_000 });
    expect(banner.textContent).toContain('Anda melihat Pasarlens sebagai Sari (sari@toko.id) — hanya baca');
    expect(router.state.location.pathname).toBe(paths.home);
  });
});

describe('admin affiliates', () => {
  it('bookmarks an affiliate with the flag it does not have yet, and lists every user with show_all', async () => {
    api.on('GET', '/internal/admin/affiliates', { items: [affiliate()], page: 1, total_page: 1, total: 1 });
    api.on('POST', `/internal/admin/affiliates/set_affiliate_bookmark/${SARI}`, () =>
      json(200, { affiliate: affiliate({ bookmarked: true }) }),
    );
    renderApp(paths.adminAffiliates);
    await waitFor(() => expect(screen.queryAllByTestId('admin-affiliate-row')).toHaveLength(1), { timeout: 10_000 });
    expect(tableRows(screen.getByTestId('admin-affiliates'))[0]?.slice(1, 8)).toEqual([
      'Sarisari@toko.id',
      'Aktif',
      'SARI10',
      '10% / 20%',
      '4',
      '2',
      'Rp 199.600',
    ]);

    fireEvent.click(screen.getByTestId('affiliate-bookmark'));
    await waitFor(() =>
      expect(api.calls('POST', `/internal/admin/affiliates/set_affiliate_bookmark/${SARI}`)).toHaveLength(1),
    );
    expect(api.calls('POST', `/internal/admin/affiliates/set_affiliate_bookmark/${SARI}`)[0]?.body).toEqual({
      bookmarked: true,
    });

    fireEvent.click(screen.getByTestId('affiliates-show-all'));
    await waitFor(() =>
      expect(api.calls('GET', '/internal/admin/affiliates').at(-1)?.query.get('show_all')).toBe('true'),
    );
  });

  it("keeps the code modal open with the server's reason when another affiliate has the code, and saves the next one", async () => {
    const codePath = `/internal/admin/affiliates/set_affiliate_code/${SARI}`;
    api.on('GET', '/internal/admin/affiliates', { items: [affiliate()], page: 1, total_page: 1, total: 1 });
    api.on('POST', codePath, ({ body }) =>
      (body as { affiliate_code: string }).affiliate_code === 'BUDI10'
        ? errorReply(409, 'AFFILIATE_CODE_IN_USE', 'Another affiliate already uses this code')
        : json(200, { affiliate: affiliate({ code: 'SARI20' }) }),
    );
    renderApp(paths.adminAffiliates);
    fireEvent.click(await screen.findByTestId('affiliate-code', {}, { timeout: 10_000 }));
    const modal = await screen.findByTestId('affiliate-code-modal');
    expect((screen.getByTestId('affiliate-code-input') as HTMLInputElement).value).toBe('SARI10');

    type('affiliate-code-input', 'BUDI10');
    fireEvent.click(screen.getByTestId('affiliate-code-modal-confirm'));
    await within(modal).findByText('Kode ini sudah dipakai affiliate lain');
    type('affiliate-code-input', 'SARI20');
    fireEvent.click(screen.getByTestId('affiliate-code-modal-confirm'));
    await waitFor(() => expect(api.calls('POST', codePath)).toHaveLength(2));
    expect(api.calls('POST', codePath).map((call) => call.body)).toEqual([
      { affiliate_code: 'BUDI10' },
      { affiliate_code: 'SARI20' },
    ]);
  });

  it("lists an affiliate's paid sales with each commission and the total", async () => {
    api.on('GET', '/internal/admin/affiliates', { items: [affiliate()], page: 1, total_page: 1, total: 1 });
    api.on('POST', `/internal/admin/affiliates/sales/${SARI}`, () =>
      json(200, {
        items: [
          {
            invoiceNumber: 'INV-2026-0042',
            name: 'Budi',
            email: 'budi@toko.id',
            total: 499_000,
            commission: 99_800,
            paidAt: '2026-11-20T03:00:00.000Z',
          },
          {
            invoiceNumber: 'INV-2026-0057',
            name: 'Dewi',
            email: 'dewi@brand.id',
            total: 499_000,
            commission: 99_800,
            paidAt: '2026-11-22T03:00:00.000Z',
          },
        ],
        total: 2,
        commissionTotal: 199_600,
      }),
    );
    renderApp(paths.adminAffiliates);
    fireEvent.click(await screen.findByTestId('affiliate-sales', {}, { timeout: 10_000 }));
    const total = await screen.findByTestId('affiliate-sales-total', {}, { timeout: 10_000 });
    expect(total.textContent).toContain('Rp 199.600');
    expect(api.calls('POST', `/internal/admin/affiliates/sales/${SARI}`)[0]?.body).toEqual({ page: 1 });
    const rows = tableRows(screen.getByTestId('affiliate-sales-table'));
    expect(rows.map((row) => [row[0], row[1], row[3], row[4]])).toEqual([
      ['INV-2026-0042', 'Budi (budi@toko.id)', 'Rp 499.000', 'Rp 99.800'],
      ['INV-2026-0057', 'Dewi (dewi@brand.id)', 'Rp 499.000', 'Rp 99.800'],
    ]);
  });
});

describe('all downloads', () => {
  it('filters by status and keyword in the body of getAllDownload', async () => {
    api.on('POST', '/internal/admin/getAllDownload', (request) => ({
      items: [
        {
          id: GRANT,
          userId: SARI,
          email: 'sari@toko.id',
          source: 'product_research/products',
          subject: 'serum',
          status: request.body.status ?? 'ready',
          rows: 1_500,
          createdAt: '2026-11-20T03:00:00.000Z',
          finishedAt: null,
          error: null,
        },
      ],
      page: 1,
      total_page: 1,
      total: 1,
    }));
    const { router } = renderApp(`${paths.adminDownloads}?status=failed`);
    await waitFor(() => expect(screen.queryAllByTestId('admin-download-row')).toHaveLength(1), { timeout: 10_000 });
    expect(api.calls('POST', '/internal/admin/getAllDownload')[0]?.body).toEqual({ page: 1, status: 'failed' });
    expect(tableRows(screen.getByTestId('admin-downloads'))[0]?.slice(1, 5)).toEqual([
      'Pencarian produk',
      'serum',
      'Unduhan gagal',
      '1.500',
    ]);

    const search =
      screen.getByTestId('admin-downloads-search').querySelector('input') ??
      screen.getByTestId('admin-downloads-search');
    fireEvent.change(search, { target: { value: 'sari' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(api.calls('POST', '/internal/admin/getAllDownload').at(-1)?.body).toEqual({
        page: 1,
        keyword: 'sari',
        status: 'failed',
      }),
    );
    expect(searchOf(router).get('keyword')).toBe('sari');
  });
});

describe('contact messages', () => {
  it("shows what visitors sent, with the company or 'individual', and asks for the page of the URL", async () => {
    const message = {
      id: 7,
      name: 'Rudi',
      email: 'rudi@ud-maju.id',
      phone: '+6281234500000',
      message: 'Minta demo Enterprise',
      createdAt: '2026-11-20T03:00:00.000Z',
    };
    api.on('GET', '/internal/admin/contact-messages', () => ({
      items: [
        { ...message, senderType: 'company', companyName: 'UD Maju' },
        { ...message, id: 8, senderType: 'individual', companyName: null },
      ],
      page: 2,
      total_page: 2,
      total: 22,
    }));
    renderApp(`${paths.adminMessages}?page=2`);
    await waitFor(() => expect(screen.queryAllByTestId('admin-message-row')).toHaveLength(2), { timeout: 10_000 });
    expect(api.calls('GET', '/internal/admin/contact-messages')[0]?.query.get('page')).toBe('2');
    const rows = tableRows(screen.getByTestId('admin-messages'));
    expect(rows.map((cells) => cells.slice(1, 3))).toEqual([
      ['Rudi', 'UD Maju'],
      ['Rudi', 'Perorangan'],
    ]);
    expect(rows[0]?.[5]).toBe('Minta demo Enterprise');
  });
});

describe('admin recaps', () => {
  const answerRecaps = () => {
    api.on('POST', '/internal/admin/analytics/sales_recap', {
      periods: [
        { period: '2026-11-01', revenue: 499_000, invoicesPaid: 1, newSubscriptions: 1, renewedSubscriptions: 0 },
        { period: '2026-11-02', revenue: 3_498_000, invoicesPaid: 2, newSubscriptions: 0, renewedSubscriptions: 2 },
      ],
      byPlan: [{ plan: 'smart', revenue: 998_000, invoicesPaid: 2 }],
      byMethod: [{ method: 'qris', revenue: 3_997_000, invoicesPaid: 3 }],
      totals: { revenue: 3_997_000, invoicesPaid: 3, newSubscriptions: 1, renewedSubscriptions: 2 },
    });
    api.on('POST', '/internal/admin/analytics/recurring_recap', {
      periods: [
        { period: '2026-11-01', started: 1, renewed: 0, retries: 0, stops: 0 },
        { period: '2026-11-02', started: 0, renewed: 2, retries: 1, stops: 1 },
      ],
      totals: { started: 1, renewed: 2, retries: 1, stops: 1 },
      now: { active: 7, retrying: 1 },
    });
  };

  it('asks for the range of the URL and shows the figures of the answer, with totals', async () => {
    answerRecaps();
    renderApp(`${paths.adminRecaps}?from=2026-11-01&to=2026-11-02&by=day`);
    const periods = await screen.findByTestId('sales-periods', {}, { timeout: 10_000 });
    expect(api.calls('POST', '/internal/admin/analytics/sales_recap')[0]?.body).toEqual({
      start_date: '2026-11-01',
      end_date: '2026-11-02',
      by: 'day',
    });
    expect(tableRows(periods)).toEqual([
      ['1 Nov', 'Rp 499.000', '1', '1', '0'],
      ['2 Nov', 'Rp 3.498.000', '2', '0', '2'],
      ['Total', 'Rp 3.997.000', '3', '1', '2'],
    ]);
    expect(tableRows(screen.getByTestId('sales-by-plan'))).toEqual([['Pinter', 'Rp 998.000', '2']]);
    expect(tableRows(screen.getByTestId('sales-by-method'))).toEqual([['QRIS', 'Rp 3.997.000', '3']]);
    expect(screen.getByTestId('sales-chart').getAttribute('aria-label')).toBe('Rekap penjualan');
    const recurring = await screen.findByTestId('recurring-periods');
    expect(tableRows(recurring).at(-1)).toEqual(['Total', '1', '2', '1', '1']);
    expect(screen.getByTestId('recurring-now').textContent).toContain('7');
  });

  it("opens on the 30 days that end today in Jakarta, where the sales are counted, whatever the browser's clock zone", async () => {
    answerRecaps();
    // 18:30 UTC on the 24th is already the 25th in Jakarta (UTC+7).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T18:30:00Z'));
    try {
      renderApp(paths.adminRecaps);
      await waitFor(
        () =>
          expect(api.calls('POST', '/internal/admin/analytics/sales_recap')[0]?.body).toEqual({
            start_date: '2026-10-27',
            end_date: '2026-11-25',
            by: 'day',
          }),
        { timeout: 10_000 },
      );
    } finally {
      vi.useRealTimers();
    }
  });
});
