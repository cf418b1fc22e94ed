import { describe, expect, it } from 'vitest';
import { copyOf, readOk } from '../testing/readings.ts';
import shopBase from './fixtures/shopee-get-shop-base.json';
import itemGet from './fixtures/shopee-item-get-v4.json';
import searchV4 from './fixtures/shopee-search-items-v4.json';
import type { RawAnswer } from './reading.ts';
import { sightingsByDay } from './sightings.ts';

const CARD = '23456789012';
const SHOP = '334455667';

/** The card's product on its own page, and its shop's answer: the same ids as the search card's. */
function pageOfCard(): RawAnswer {
  const page = copyOf(itemGet);
  page.body.data.itemid = Number(CARD);
  page.body.data.shopid = Number(SHOP);
  page.url = `https://shopee.co.id/api/v4/item/get?itemid=${CARD}&shopid=${SHOP}`;
  return page;
}
function shopOfCard(): RawAnswer {
  const shop = copyOf(shopBase);
  shop.body.data.shopid = Number(SHOP);
  return shop;
}
const at = (answer: RawAnswer, capturedAt: string): RawAnswer => ({ ...answer, capturedAt });
const sighted = (answers: RawAnswer[]) =>
  sightingsByDay(answers.map((answer) => ({ read: readOk(answer), capturedAt: answer.capturedAt })));

describe('sightings of a day', () => {
  it("merge a product's card, page and shop: the page's category path and variants, the card's counters, the shop's name", () => {
    const [day] = sighted([
      at(searchV4, '2026-11-20T02:00:00Z'),
      at(pageOfCard(), '2026-11-20T02:01:00Z'),
      at(shopOfCard(), '2026-11-20T02:02:00Z'),
    ]);
    expect(day!.day).toBe('2026-11-20');
    const product = day!.counted.find((o) => o.externalId === CARD)!;
    expect(product.categoryPath).toEqual([
      { externalId: '100012', name: 'Sepatu Pria' },
      { externalId: '100229', name: 'Sneakers' },
    ]);
    expect(product.variants).toHaveLength(3);
    expect(product.store).toMatchObject({ externalId: SHOP, name: 'Rumah Bersih', official: expect.any(Boolean) });
    // The shop's answer named a store with products: it is not a store on its own.
    expect(day!.stores).toEqual([]);
  });

  it('keep the path that names more levels whichever answer came last', () => {
    const [day] = sighted([at(pageOfCard(), '2026-11-20T02:00:00Z'), at(searchV4, '2026-11-20T03:00:00Z')]);
    const product = day!.counted.find((o) => o.externalId === CARD)!;
    expect(product.categoryPath.map((c) => c.name)).toEqual(['Sepatu Pria', 'Sneakers']);
  });

  it('keep what the answers do not say of a store as unknown: nothing of it invented', () => {
    const [day] = sighted([at(pageOfCard(), '2026-11-20T02:00:00Z')]);
    // The product's page says where the shop is and what badges it has, not its name or figures.
    expect(day!.counted[0]!.store).toMatchObject({
      externalId: SHOP,
      name: null,
      username: null,
      followers: null,
      following: null,
      responseRate: null,
    });
  });

  it('group by the Jakarta day the answer was received on, and keep a product without a counter for its row only', () => {
    const noCounter = copyOf(searchV4);
    for (const item of noCounter.body.items)
      if (item.item_basic) {
        delete item.item_basic.historical_sold;
        delete item.item_basic.sold;
        delete item.item_basic.item_card_display_sold_count;
      }
    // 17:30 UTC is already the next day in Jakarta.
    const days = sighted([at(searchV4, '2026-11-20T16:59:00Z'), at(noCounter, '2026-11-20T17:30:00Z')]);
    expect(days.map((d) => [d.day, d.counted.length, d.uncounted.length])).toEqual([
      ['2026-11-20', 2, 0],
      ['2026-11-21', 0, 2],
    ]);
  });

  it('count what cannot be taken by reason, and a shop seen without products as a store on its own', () => {
    const unnamed = copyOf(searchV4);
    unnamed.body.items[0].item_basic.name = '';
    const [day] = sighted([at(unnamed, '2026-11-20T02:00:00Z'), at(copyOf(shopBase), '2026-11-20T02:00:00Z')]);
    expect(day!.skipped).toEqual([{ reason: 'no_name', count: 1 }]);
    expect(day!.stores.map((s) => s.store.name)).toContain('Rumah Bersih');
  });
});
