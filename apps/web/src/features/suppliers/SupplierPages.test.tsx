import { apiPaths, type ListingView } from '@pasarlens/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths.ts';
import { errorReply, FakeApi, json, uninstallFakeApi } from '../../testing/fakeApi.ts';
import { renderApp, searchOf } from '../../testing/render.tsx';
import { makeUser } from '../../testing/user.ts';

const listing: ListingView = {
  id: 5,
  slug: 'kopi-robusta-sumber-jaya-a1b2c3',
  productName: 'Kopi Robusta Dampit',
  photo: { display: '/media/listing-photos/p-display.webp', thumb: '/media/listing-photos/p-thumb.webp' },
  category: 'food_beverage',
  supplierType: 'manufacturer',
  storeName: 'Sumber Jaya',
  website: null,
  address: 'Malang',
  description: 'Kopi giling untuk reseller',
  marketStore: { id: 9, name: 'Toko Kopi', marketplace: 'shopee', verified: true, revenue30: 2_000_000 },
  createdAt: '2026-11-01T03:00:00.000Z',
};

let api: FakeApi;
beforeEach(() => {
  api = new FakeApi().install();
  api.user = makeUser();
  api.on('GET', apiPaths.listingSearch, { items: [listing], page: 1, total_page: 1, total: 1 });
  api.on('GET', `/internal/listing/${listing.slug}`, () => json(200, listing));
});
afterEach(uninstallFakeApi);

describe('supplier database', () => {
  it('searches with the filters of the URL and keeps a changed filter there', async () => {
    const { router } = renderApp(`${paths.suppliers}?product=kopi&category=food_beverage`);
    const card = await screen.findByTestId('listing-card', {}, { timeout: 10_000 });
    expect(card.textContent).toContain('Kopi Robusta Dampit');
    expect(card.textContent).toContain('Makanan & Minuman');
    const query = api.calls('GET', apiPaths.listingSearch)[0]!.query;
    expect(Object.fromEntries(query)).toEqual({ page: '1', product: 'kopi', category: 'food_beverage' });

    const input =
      screen.getByTestId('supplier-product').querySelector('input') ?? screen.getByTestId('supplier-product');
    fireEvent.change(input, { target: { value: 'gula aren' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(searchOf(router).get('product')).toBe('gula aren'));
    expect(searchOf(router).get('category')).toBe('food_beverage');

    fireEvent.click(await screen.findByRole('link', { name: 'Kopi Robusta Dampit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.listing(listing.slug)));
  });

  it('shows the WhatsApp number only after the reveal, with a chat link', async () => {
    api.on('GET', '/internal/listing/5/phone', () =>
      json(200, { phone: '+6281298765432', whatsappUrl: 'https://wa.me/6281298765432?text=Halo', remainingToday: 19 }),
    );
    renderApp(paths.listing(listing.slug));
    const reveal = await screen.findByTestId('listing-reveal', {}, { timeout: 10_000 });
    expect(screen.queryByText('+6281298765432')).toBeNull();
    expect(screen.getByTestId('listing-store-history').getAttribute('href')).toBe(paths.storeHistory(9));
    fireEvent.click(reveal);
    expect((await screen.findByTestId('listing-phone')).textContent).toBe('+6281298765432');
    expect(screen.getByTestId('listing-whatsapp').getAttribute('href')).toBe('https://wa.me/6281298765432?text=Halo');
    expect(screen.getByTestId('listing-contact').textContent).toContain('Sisa buka kontak hari ini: 19');
  });

  it('names an unproven store claim as unverified, without its sales, and lets only an admin confirm it', async () => {
    const claimed: ListingView = {
      ...listing,
      marketStore: { id: 9, name: 'NEJA Official Store', marketplace: 'shopee', verified: false, revenue30: null },
    };
    api.on('GET', apiPaths.listingSearch, { items: [claimed], page: 1, total_page: 1, total: 1 });
    api.on('GET', `/internal/listing/${listing.slug}`, () => json(200, claimed));
    const { router } = renderApp(paths.suppliers);
    const card = await screen.findByTestId('listing-card', {}, { timeout: 10_000 });
    expect(within(card).getByTestId('store-unverified').textContent).toBe('Toko belum diverifikasi');
    expect(card.textContent).not.toContain('Toko aktif berjualan');

    await router.navigate(paths.listing(listing.slug));
    const store = await screen.findByTestId('listing-market-store');
    expect(store.textContent).toContain('Mengaku toko NEJA Official Store di Shopee — belum diverifikasi');
    expect(store.textContent).not.toContain('Omzet');
    expect(screen.queryByTestId('verify-claim')).toBeNull();
  });

  it("lets an admin confirm a listing's store claim with a reason", async () => {
    api.user = makeUser({ role: 'admin' });
    const claimed: ListingView = {
      ...listing,
      marketStore: { id: 9, name: 'NEJA Official Store', marketplace: 'shopee', verified: false, revenue30: null },
    };
    api.on('GET', `/internal/listing/${listing.slug}`, () => json(200, claimed));
    api.on('POST', '/internal/admin/listing/5/store-verification', () => json(200, { id: 5, verified: true }));
    renderApp(paths.listing(listing.slug));
    fireEvent.click(await screen.findByTestId('verify-claim', {}, { timeout: 10_000 }));
    fireEvent.change(await screen.findByTestId('verify-claim-purpose'), { target: { value: 'Dokumen toko dicek' } });
    fireEvent.click(document.querySelector('#verify-claim-confirm')!);
    await waitFor(() =>
      expect(api.calls('POST', '/internal/admin/listing/5/store-verification')[0]?.body).toEqual({
        purpose: 'Dokumen toko dicek',
      }),
    );
  });

  it('shows the owner the code that proves a claimed store, until it is proven', async () => {
    api.on('GET', apiPaths.myListings, {
      items: [
        {
          ...listing,
          marketStore: { id: 9, name: 'NEJA Official Store', marketplace: 'shopee', verified: false, revenue30: null },
          photoId: '0b6f3a52-3b9e-4a51-8a2f-0c1d2e3f4a5b',
          phone: '+6281298765432',
          marketStoreInput: 'shopee.co.id/nejaofficialstore',
          storeClaimCode: 'PL-7K3QHX',
          hidden: false,
          reveals: 0,
        },
      ],
      page: 1,
      total_page: 1,
      total: 1,
    });
    renderApp(paths.myListings);
    const claim = await screen.findByTestId('my-listing-claim', {}, { timeout: 10_000 });
    expect(within(claim).getByTestId('my-listing-claim-code').textContent).toContain('PL-7K3QHX');
    expect(claim.textContent).toContain('Tempel kode ini di deskripsi toko Anda di Shopee.');
  });

  it('says so when the reveals of the day are used up', async () => {
    api.on('GET', '/internal/listing/5/phone', () => errorReply(429, 'REVEAL_LIMIT'));
    renderApp(paths.listing(listing.slug));
    fireEvent.click(await screen.findByTestId('listing-reveal', {}, { timeout: 10_000 }));
    expect((await screen.findByTestId('listing-reveal-error')).textContent).toContain(
      'Anda sudah membuka kontak sebanyak batas hari ini',
    );
  });

  it('checks the register form before sending it, with the spec messages', async () => {
    renderApp(paths.newListing);
    const website = (await screen.findByTestId('listing-website', {}, { timeout: 10_000 })) as HTMLInputElement;
    fireEvent.change(website, { target: { value: 'bukan situs' } });
    fireEvent.click(screen.getByTestId('listing-submit'));
    const form = screen.getByTestId('listing-form');
    await waitFor(() => expect(form.textContent).toContain('Format website tidak valid'));
    expect(form.textContent).toContain('Nama produk wajib diisi');
    expect(form.textContent).toContain('Unggah foto produk');
    expect(api.calls('POST', apiPaths.createListing)).toHaveLength(0);

    fireEvent.change(screen.getByTestId('listing-product-name'), { target: { value: 'Gula Aren Cair' } });
    await waitFor(() => expect(screen.getByTestId('listing-preview').textContent).toContain('Gula Aren Cair'));
  });
});
