import { LISTING_CATEGORIES, SUPPLIER_TYPES } from '@pasarlens/contracts';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInAgent, type TestApp } from '../../testing/harness.ts';
import { TEST_MARKETS } from '../../testing/markets.ts';
import { seedDemoListings } from './demo-listings.ts';
import { configuredPhotoStore } from './photo-store.ts';

let app: TestApp;
let mediaDir: string;

beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'pasarlens-demo-listings-'));
  app = await createTestApp({ env: { MEDIA_DIR: mediaDir }, market: TEST_MARKETS.month });
}, 120_000);
afterAll(async () => {
  await app.close();
  await rm(mediaDir, { recursive: true, force: true });
});

describe('the demo market’s supplier database', () => {
  it('holds a few dozen listings across every category and supplier type, some claiming demo stores, proven', async () => {
    const photos = configuredPhotoStore(app.ctx.config);
    const written = await seedDemoListings(app.database, photos, app.clock.now());
    expect(written).toBeGreaterThanOrEqual(30);
    // A second start writes nothing more.
    expect(await seedDemoListings(app.database, photos, app.clock.now())).toBe(0);

    const agent = await signedInAgent(app);
    const listings = [];
    for (let page = 1; ; page += 1) {
      const answer = (await agent.get(`/internal/listing?page=${page}`)).body!;
      listings.push(...answer.items);
      if (page >= answer.total_page) break;
    }
    expect(listings).toHaveLength(written);
    expect(new Set(listings.map((l) => l.category))).toEqual(new Set(LISTING_CATEGORIES));
    expect(new Set(listings.map((l) => l.supplierType))).toEqual(new Set(SUPPLIER_TYPES));

    const claiming = listings.filter((l) => l.marketStore !== null);
    expect(claiming.length).toBeGreaterThanOrEqual(5);
    expect(listings.length - claiming.length).toBeGreaterThanOrEqual(15);
    // A claim names a demo store by its own name, proven; proven stores that sell come first.
    for (const listing of claiming) {
      expect(listing.marketStore).toMatchObject({ verified: true, name: listing.storeName });
      expect(listing.marketStore.revenue30).toBeGreaterThan(0);
    }
    expect(listings.slice(0, claiming.length).every((l) => l.marketStore !== null)).toBe(true);
    // Each listing's photo is served.
    const photo = await app.server.inject({ method: 'GET', url: listings[0].photo.thumb });
    expect(photo.statusCode).toBe(200);
  }, 60_000);
});
