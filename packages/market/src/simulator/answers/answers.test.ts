import { describe, expect, it } from 'vitest';
import { MARKETPLACES } from '../../observation.ts';
import { readAnswer } from '../../readers/read-answer.ts';
import { sightingsOfAnswers } from '../../readers/sightings.ts';
import { collectMarket } from '../../testing/markets.ts';

const { market, days } = collectMarket({
  seed: 7,
  products: 600,
  days: 2,
  lastDay: '2025-11-30',
  marketplaces: MARKETPLACES,
});
const catalog = new Map(market.catalog.products.map((p) => [`${p.marketplace}:${p.externalId}`, p]));
const stores = new Map(market.catalog.stores.map((s) => [`${s.marketplace}:${s.externalId}`, s]));
const sightedDays = days.map((d) => sightingsOfAnswers(d.answers)[0]!);

describe('the simulator’s answers', () => {
  it('are read by the readers of real answers at their addresses, nothing refused or skipped', () => {
    const endpoints = new Set<string>();
    for (const answer of days.flatMap((d) => d.answers)) {
      const read = readAnswer(answer);
      expect(read.refused, `${answer.url}: ${read.refused === null ? '' : read.detail}`).toBeNull();
      if (read.refused !== null) continue;
      expect(read.skipped).toEqual([]);
      endpoints.add(read.endpoint);
    }
    expect([...endpoints].sort()).toEqual([
      'blibli.search.products',
      'lazada.catalog',
      'shopee.v4.item.get',
      'shopee.v4.search_items',
      'shopee.v4.shop.get_shop_base',
      'tiktok.shop.product_detail',
      'tiktok.shop.product_list',
      'tokopedia.gql.CategoryProducts',
      'tokopedia.gql.pdpGetLayout',
    ]);
  });

  it('show every listed product as the catalog has it, named, in its store, at its price', () => {
    for (const [i, day] of days.entries()) {
      const sighted = sightedDays[i];
      expect(sighted!.day).toBe(day.day);
      expect(sighted!.skipped).toEqual([]);
      expect(sighted!.counted.length + sighted!.uncounted.length).toBe(day.truth.length);
      // Only a card that shows no sold label (nothing sold yet) leaves a product without a counter.
      for (const o of sighted!.uncounted) expect(['lazada', 'blibli', 'tokopedia']).toContain(o.marketplace);
      for (const o of sighted!.counted) {
        const product = catalog.get(`${o.marketplace}:${o.externalId}`)!;
        const store = stores.get(`${o.marketplace}:${o.store.externalId}`)!;
        expect(o.name).toBe(product.name);
        expect(o.store.externalId).toBe(product.storeExternalId);
        // Shopee's cards name no shop: its shop answer does.
        expect(o.store.name).toBe(store.name);
        expect(o.price).toBeGreaterThan(0);
        // Tokopedia's and TikTok Shop's answers, as far as we read them, name no brand.
        expect(o.brand).toBe(['tokopedia', 'tiktok'].includes(o.marketplace) ? null : product.brand);
      }
    }
  });

  it('give the category path as far as each marketplace names it', () => {
    const sighted = sightedDays[0];
    const depth = (marketplace: string) =>
      new Set(sighted!.counted.filter((o) => o.marketplace === marketplace).map((o) => o.categoryPath.length));
    // Shopee's item/get, Tokopedia's pdpGetLayout and TikTok Shop's page name the whole path the
    // first day; Blibli names its root category; Lazada gives ids without names.
    for (const marketplace of ['shopee', 'tokopedia', 'tiktok']) expect(depth(marketplace)).toEqual(new Set([3]));
    expect(depth('blibli')).toEqual(new Set([1]));
    expect(depth('lazada')).toEqual(new Set([0]));
  });

  it('give Shopee’s variants and Tokopedia’s exact counters from the product pages, buckets elsewhere', () => {
    const sighted = sightedDays[1];
    const shopee = sighted!.counted.filter((o) => o.marketplace === 'shopee');
    for (const o of shopee) {
      expect(o.variants.length).toBe(catalog.get(`shopee:${o.externalId}`)!.variants.length);
      expect(o.sold.kind).toBe('exact');
    }
    const kinds = (marketplace: string) =>
      new Set(sighted!.counted.filter((o) => o.marketplace === marketplace).map((o) => o.sold.kind));
    expect(kinds('tokopedia')).toEqual(new Set(['exact', 'bucket']));
    expect(kinds('lazada')).toEqual(new Set(['bucket', 'exact']));
  });
});
