import { PHONE_MESSAGE, REVEALS_PER_DAY, WEBSITE_MESSAGE, type ListingView } from '@pasarlens/contracts';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInAgent, type Agent, type TestApp } from '../../testing/harness.ts';
import { listingsService } from './listings.service.ts';
import { configuredPhotoStore } from './photo-store.ts';

let app: TestApp;
let mediaDir: string;
let owner: Agent;
let buyer: Agent;
let photoId: string;

const image = (format: 'png' | 'jpeg' | 'webp' | 'gif', width = 900, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .toFormat(format)
    .toBuffer();
const upload = (agent: Agent, bytes: Buffer, name = 'foto.png', type = 'image/png') =>
  agent.upload('/internal/listing/photo', { field: 'photo', name, type, bytes });
const count = async (table: string) =>
  Number((await app.database.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n);

const fields = (overrides: Record<string, unknown> = {}) => ({
  productName: 'Kopi Bubuk Robusta 1kg',
  photoId,
  category: 'food_beverage',
  supplierType: 'manufacturer',
  storeName: 'Sumber Jaya',
  phone: '+6281298765432',
  website: 'sumberjaya.co.id',
  address: 'Jl. Raya Malang 12, Jawa Timur',
  description: 'Kopi robusta giling dari Dampit, harga grosir untuk reseller.',
  ...overrides,
});

beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'pasarlens-media-'));
  app = await createTestApp({ env: { MEDIA_DIR: mediaDir } });
  [owner, buyer] = [await signedInAgent(app, 1), await signedInAgent(app, 2)];
  const uploaded = await upload(owner, await image('png'));
  photoId = uploaded.body!.id;
});
afterAll(async () => {
  await app.close();
  await rm(mediaDir, { recursive: true, force: true });
});

describe('POST /internal/listing/photo', () => {
  it('re-encodes a photo to a display size and a thumbnail, served with long cache headers', async () => {
    const answer = await upload(owner, await image('jpeg', 3000, 2000), 'kopi.jpg', 'image/jpeg');
    expect(answer.status).toBe(201);
    const display = await app.server.inject({ method: 'GET', url: answer.body!.photo.display });
    expect(display.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(await sharp(display.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 800 });
    const thumb = await app.server.inject({ method: 'GET', url: answer.body!.photo.thumb });
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 400, height: 400 });
  });

  it('checks the content, not the name, and stores nothing for a bad or oversized file', async () => {
    const before = await count('listing_photos');
    const named = await upload(owner, Buffer.from('not an image at all'), 'foto.jpg', 'image/jpeg');
    expect(named).toMatchObject({ status: 400, body: { code: 'PHOTO_INVALID' } });
    expect((await upload(owner, await image('gif'), 'foto.png', 'image/png')).body!.code).toBe('PHOTO_INVALID');
    const truncated = (await image('png')).subarray(0, 200);
    expect((await upload(owner, truncated)).body!.code).toBe('PHOTO_INVALID');
    const huge = Buffer.concat([await image('jpeg'), Buffer.alloc(5 * 1024 * 1024)]);
    expect(await upload(owner, huge, 'besar.jpg', 'image/jpeg')).toMatchObject({
      status: 413,
      body: { code: 'PHOTO_TOO_LARGE' },
    });
    expect(await owner.post('/internal/listing/photo', { photo: 'x' })).toMatchObject({
      status: 400,
      body: { code: 'PHOTO_INVALID' },
    });
    expect(
      (
        await app.agent().upload('/internal/listing/photo', {
          field: 'photo',
          name: 'a.png',
          type: 'image/png',
          bytes: await image('png'),
        })
      ).status,
    ).toBe(401);
    expect(await count('listing_photos')).toBe(before);
  });

  it('answers 404 for a photo that does not exist', async () => {
    expect(
      (await app.agent().get('/media/listing-photos/00000000-0000-4000-8000-000000000000-thumb.webp')).status,
    ).toBe(404);
    expect((await app.agent().get('/media/listing-photos/..%2F..%2Fetc%2Fpasswd')).status).toBe(400);
  });
});

describe('POST and PATCH /internal/listing', () => {
  it('names every bad field with its message and writes nothing', async () => {
    const before = await count('listings');
    const answer = await owner.post('/internal/listing', {
      productName: ' ',
      photoId: 'x',
      category: 'weapons',
      supplierType: 'broker',
      storeName: '',
      phone: '0812',
      website: 'not a site',
      address: '',
      description: 'x'.repeat(2001),
    });
    expect(answer.status).toBe(400);
    const messages = Object.fromEntries(
      answer.body!.issues.map((issue: { path: string; message: string }) => [issue.path, issue.message]),
    );
    expect(messages).toEqual({
      productName: 'Product name is required',
      photoId: 'Upload a product photo',
      category: 'Choose a category',
      supplierType: 'Choose a supplier type',
      storeName: 'Store name is required',
      phone: PHONE_MESSAGE,
      website: WEBSITE_MESSAGE,
      address: 'Address is required',
      description: 'Product description must be at most 2000 characters',
    });
    expect(await count('listings')).toBe(before);
  });

  it('refuses a photo the user did not upload', async () => {
    expect(await buyer.post('/internal/listing', fields())).toMatchObject({
      status: 400,
      body: { code: 'PHOTO_INVALID', issues: [{ path: 'photoId' }] },
    });
  });

  it('registers a listing with a readable slug; only its owner reads it for editing or changes it', async () => {
    const created = await owner.post('/internal/listing', fields());
    expect(created).toMatchObject({
      status: 201,
      body: {
        productName: 'Kopi Bubuk Robusta 1kg',
        phone: '+6281298765432',
        website: 'sumberjaya.co.id',
        reveals: 0,
        hidden: false,
      },
    });
    expect(created.body!.slug).toMatch(/^kopi-bubuk-robusta-1kg-sumber-jaya-[0-9a-f]{6}$/);
    const id = created.body!.id;

    expect((await buyer.get(`/internal/listing/user/${id}`)).status).toBe(404);
    expect((await buyer.patch(`/internal/listing/${id}`, { productName: 'Dibajak' })).status).toBe(404);
    expect((await owner.patch(`/internal/listing/${id}`, { website: 'ftp://x' })).body!.issues[0].message).toBe(
      WEBSITE_MESSAGE,
    );

    const edited = await owner.patch(`/internal/listing/${id}`, {
      productName: 'Kopi Robusta Dampit 1kg',
      website: '',
    });
    expect(edited).toMatchObject({
      status: 200,
      body: { productName: 'Kopi Robusta Dampit 1kg', website: null, slug: created.body!.slug },
    });
    expect((await owner.get(`/internal/listing/user/${id}`)).body!.productName).toBe('Kopi Robusta Dampit 1kg');
  });
});

describe('GET /internal/listing', () => {
  let sellingId: number;
  beforeAll(async () => {
    const [store] = await app.database.query<{ id: number }>(
      `insert into stores (marketplace_id, external_id, name, username) values (1, 'ls-1', 'Toko Kopi Nusantara', 'kopinusantara') returning id`,
    );
    await app.database.query(
      `insert into store_stats (store_id, marketplace_id, name, as_of, products, units_7, revenue_7, units_30, revenue_30) values ($1, 1, 'Toko Kopi Nusantara', '2026-10-31', 4, 10, 500000, 40, 2000000)`,
      [store!.id],
    );
    const selling = await owner.post(
      '/internal/listing',
      fields({
        productName: 'Kopi Arabika Gayo',
        storeName: 'Kopi Nusantara',
        marketStore: 'https://shopee.co.id/kopinusantara',
      }),
    );
    expect(selling.body!.marketStore).toMatchObject({
      id: store!.id,
      name: 'Toko Kopi Nusantara',
      marketplace: 'shopee',
      verified: false,
      revenue30: null,
    });
    sellingId = selling.body!.id;
    // The owner proves the store is theirs: its description carries the listing's code.
    const service = listingsService(app.ctx, configuredPhotoStore(app.ctx.config));
    await service.verifyStoreClaims('ls-1', `Kopi pilihan. Kode: ${selling.body!.storeClaimCode}`);
    await owner.post(
      '/internal/listing',
      fields({
        productName: 'Serum Wajah Niacinamide',
        category: 'beauty',
        supplierType: 'distributor',
        description: 'Serum pencerah untuk reseller.',
      }),
    );
  });

  it('finds by product words in the name or description, filters by category and type, and ranks stores that sell first', async () => {
    const coffee = await buyer.get('/internal/listing?product=kopi');
    expect(coffee.body!.items.map((l: { productName: string }) => l.productName)).toEqual([
      'Kopi Arabika Gayo',
      'Kopi Robusta Dampit 1kg',
    ]);
    expect(coffee.body!.items[0].id).toBe(sellingId);
    expect(
      (await buyer.get('/internal/listing?product=pencerah')).body!.items.map(
        (l: { productName: string }) => l.productName,
      ),
    ).toEqual(['Serum Wajah Niacinamide']);
    expect((await buyer.get('/internal/listing?category=beauty&type=distributor')).body).toMatchObject({
      total: 1,
      total_page: 1,
      page: 1,
    });
    expect((await buyer.get('/internal/listing?category=beauty&type=manufacturer')).body).toMatchObject({
      items: [],
      total: 0,
    });
    expect((await buyer.get('/internal/listing?category=weapons')).status).toBe(400);
    expect((await buyer.get('/internal/listing?page=0')).status).toBe(400);
  });

  it('never shows the WhatsApp number in a list or a detail', async () => {
    const list = await buyer.get('/internal/listing');
    const detail = await buyer.get(`/internal/listing/${list.body!.items[0].slug}`);
    expect(detail.status).toBe(200);
    expect(JSON.stringify([list.body, detail.body])).not.toContain('81298765432');
  });

  it("lists the user's own listings with their reveal counts", async () => {
    const mine = await owner.get('/internal/listing/user?page=1');
    expect(mine.body).toMatchObject({ total: 3, page: 1 });
    expect((await buyer.get('/internal/listing/user')).body).toMatchObject({ items: [], total: 0 });
  });
});

describe('GET /internal/listing/:id/phone', () => {
  it('reveals the number with a WhatsApp link, records it once per person, and counts it for the owner', async () => {
    const [listing] = (await buyer.get('/internal/listing?product=serum')).body!.items;
    const revealed = await buyer.get(`/internal/listing/${listing.id}/phone`);
    expect(revealed).toMatchObject({
      status: 200,
      body: { phone: '+6281298765432', remainingToday: REVEALS_PER_DAY - 1 },
    });
    expect(revealed.body!.whatsappUrl).toMatch(/^https:\/\/wa\.me\/6281298765432\?text=Halo%20Sumber%20Jaya/);
    expect((await buyer.get(`/internal/listing/${listing.id}/phone`)).body!.remainingToday).toBe(REVEALS_PER_DAY - 1);
    expect((await owner.get(`/internal/listing/user/${listing.id}`)).body!.reveals).toBe(1);
    expect(
      await app.database.query('select user_id as "userId" from listing_reveals where listing_id = $1', [listing.id]),
    ).toHaveLength(1);
  });

  it('allows a limited number of new reveals a day, counted again from midnight in Jakarta', async () => {
    const ids: number[] = [];
    for (let n = 0; n < REVEALS_PER_DAY; n += 1)
      ids.push((await owner.post('/internal/listing', fields({ productName: `Produk ${n}` }))).body!.id);
    const answers = await Promise.all(ids.map((id) => buyer.get(`/internal/listing/${id}/phone`)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(REVEALS_PER_DAY - 1);
    const refused = answers.find((a) => a.status === 429)!;
    expect(refused.body).toMatchObject({ code: 'REVEAL_LIMIT' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    app.clock.advance(Number(refused.headers['retry-after']) * 1000);
    const refusedId = ids[answers.indexOf(refused)];
    expect((await buyer.get(`/internal/listing/${refusedId}/phone`)).status).toBe(200);
  });

  it('answers 404 for a listing that does not exist', async () => {
    expect((await buyer.get('/internal/listing/999999/phone')).status).toBe(404);
    expect((await buyer.get('/internal/listing/tidak-ada')).status).toBe(404);
  });
});

describe('PATCH /internal/admin/listing/:id', () => {
  it('lets an admin, and only an admin, hide a listing from search and detail', async () => {
    const [listing] = (await buyer.get('/internal/listing?product=serum')).body!.items;
    expect((await owner.patch(`/internal/admin/listing/${listing.id}`, { hidden: true })).status).toBe(403);
    await app.ctx.users.setRole('budi2@toko.id', 'admin');
    expect(await buyer.patch(`/internal/admin/listing/${listing.id}`, { hidden: true })).toMatchObject({
      status: 200,
      body: { hidden: true },
    });
    expect((await buyer.get(`/internal/listing/${listing.id}`)).status).toBe(404);
    expect((await buyer.get('/internal/listing?product=serum')).body!.total).toBe(0);
    expect((await owner.get(`/internal/listing/user/${listing.id}`)).body!.hidden).toBe(true);
  });
});

describe('store claims', () => {
  const service = () => listingsService(app.ctx, configuredPhotoStore(app.ctx.config));
  let storeId: number;
  let claimed: { id: number; storeClaimCode: string };

  beforeAll(async () => {
    const [store] = await app.database.query<{ id: number }>(
      `insert into stores (marketplace_id, external_id, name, username) values (1, 'claim-1', 'NEJA Official Store', 'nejaofficialstore') returning id`,
    );
    storeId = store!.id;
    await app.database.query(
      `insert into store_stats (store_id, marketplace_id, name, as_of, products, units_7, revenue_7, units_30, revenue_30) values ($1, 1, 'NEJA Official Store', '2026-10-31', 40, 900, 350000000, 4000, 1400000000)`,
      [storeId],
    );
    // Anyone can name any store: this claim comes first, a listing without a store after it.
    claimed = (
      await owner.post(
        '/internal/listing',
        fields({
          productName: 'Sabun Cuci Piring Jeruk',
          category: 'home_cleaning',
          marketStore: 'shopee.co.id/nejaofficialstore',
        }),
      )
    ).body as { id: number; storeClaimCode: string };
    await owner.post('/internal/listing', fields({ productName: 'Sabun Cuci Baju Cair', category: 'home_cleaning' }));
  });

  const soap = async () => (await buyer.get('/internal/listing?product=sabun')).body!.items as ListingView[];

  it('names an unproven store as unverified, without its sales, and ranks nothing on it', async () => {
    expect(claimed.storeClaimCode).toMatch(/^PL-[A-HJKMNP-Z2-9]{6}$/);
    const [first, second] = await soap();
    expect(first!.productName).toBe('Sabun Cuci Baju Cair');
    expect(second!.marketStore).toEqual({
      id: storeId,
      name: 'NEJA Official Store',
      marketplace: 'shopee',
      verified: false,
      revenue30: null,
    });
    // The code is its owner's to see, never anyone else's.
    expect(JSON.stringify(await soap())).not.toContain(claimed.storeClaimCode);
  });

  it("proves a claim when a capture of the store's description carries its code, and only then", async () => {
    expect(await service().verifyStoreClaims('claim-1', 'Toko resmi NEJA. Belanja grosir chat admin.')).toEqual([]);
    expect(await service().verifyStoreClaims('other-store', `Kode ${claimed.storeClaimCode}`)).toEqual([]);
    expect(
      await service().verifyStoreClaims('claim-1', `Toko resmi NEJA — ${claimed.storeClaimCode.toLowerCase()}`),
    ).toEqual([claimed.id]);
    const [first] = await soap();
    expect(first).toMatchObject({
      id: claimed.id,
      marketStore: { verified: true, revenue30: 1_400_000_000 },
    });
    // Claiming another store starts over: a new code, unproven.
    const moved = await owner.patch(`/internal/listing/${claimed.id}`, { marketStore: 'tokopedia.com/kopinusantara' });
    expect(moved.body!.marketStore).toBeNull();
    expect(moved.body!.storeClaimCode).toBeNull();
    const back = await owner.patch(`/internal/listing/${claimed.id}`, { marketStore: '@nejaofficialstore' });
    expect(back.body!.marketStore).toMatchObject({ verified: false });
    expect(back.body!.storeClaimCode).not.toBe(claimed.storeClaimCode);
    claimed = back.body as { id: number; storeClaimCode: string };
  });

  it('lets an admin confirm a claim, with a purpose, audited; a listing without a store has none to confirm', async () => {
    const path = `/internal/admin/listing/${claimed.id}/store-verification`;
    const admin = await signedInAgent(app, 3);
    expect((await admin.post(path, { purpose: 'Cek dokumen toko' })).status).toBe(403);
    await app.ctx.users.setRole('budi3@toko.id', 'admin');
    expect((await admin.post(path, {})).status).toBe(400);
    expect(await admin.post(path, { purpose: 'Cek dokumen toko' })).toMatchObject({
      status: 200,
      body: { id: claimed.id, verified: true },
    });
    expect((await soap())[0]).toMatchObject({ id: claimed.id, marketStore: { verified: true } });
    const [audit] = await app.database.query<{ action: string; details: { purpose: string } }>(
      `select action, details from audit_log where action like '%store-verification' order by id desc limit 1`,
    );
    expect(audit).toMatchObject({ details: { purpose: 'Cek dokumen toko' } });
    const [plain] = (await buyer.get('/internal/listing?product=baju')).body!.items as ListingView[];
    expect(
      (await admin.post(`/internal/admin/listing/${plain!.id}/store-verification`, { purpose: 'Coba' })).status,
    ).toBe(404);
  });
});

describe('photos never saved with a listing', () => {
  it('are deleted with their files after a day; a photo a listing shows stays', async () => {
    const unused = (await upload(buyer, await image('webp'), 'foto.webp', 'image/webp')).body!;
    const service = listingsService(app.ctx, configuredPhotoStore(app.ctx.config));
    expect(await service.purgeUnusedPhotos()).toBe(0);
    app.clock.advance(2 * 86_400_000);
    expect(await service.purgeUnusedPhotos()).toBeGreaterThanOrEqual(1);
    expect((await app.agent().get(unused.photo.thumb)).status).toBe(404);
    expect(await app.database.query('select id from listing_photos where id = $1', [unused.id])).toEqual([]);
    expect(
      (await app.server.inject({ method: 'GET', url: `/media/listing-photos/${photoId}-thumb.webp` })).statusCode,
    ).toBe(200);
  });
});
