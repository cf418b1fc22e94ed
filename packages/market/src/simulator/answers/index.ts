import type { Day, Marketplace } from '../../observation.ts';
import type { RawAnswer } from '../../readers/reading.ts';
import type { CatalogStore } from '../catalog.ts';
import { blibliProduct, blibliSearch } from './blibli.ts';
import type { PayloadInput } from './input.ts';
import { lazadaCatalog, lazadaItem } from './lazada.ts';
import { shopeeItemBasic, shopeeItemGet, shopeeListing, shopeeShopBase } from './shopee.ts';
import { tiktokCard, tiktokListing, tiktokPage } from './tiktok.ts';
import { tokopediaCard, tokopediaCategoryPage, tokopediaLayout } from './tokopedia.ts';

/** A product the crawl saw on a day, and whether it opened the product's page too. */
export interface Seen {
  input: PayloadInput;
  page: boolean;
}

type Answer = Omit<RawAnswer, 'capturedAt'>;

/** How each marketplace lists a category's products: a card, and a page of cards at an address. */
export interface Listing {
  size: number;
  card(input: PayloadInput): unknown;
  page(cards: unknown[], category: string, index: number): Answer;
}

const listing = <C>(
  size: number,
  card: (input: PayloadInput) => C,
  page: (cards: C[], category: string, index: number) => Answer,
): Listing => ({ size, card, page: (cards, category, index) => page(cards as C[], category, index) });

const LISTINGS: Record<Marketplace, Listing> = {
  shopee: listing(60, shopeeItemBasic, (cards, category, i) => shopeeListing(cards, category, i * 60)),
  tokopedia: listing(60, tokopediaCard, (cards, _category, i) => tokopediaCategoryPage(cards, i + 1)),
  tiktok: listing(30, tiktokCard, (cards, category, i) => tiktokListing(cards, category, i * 30)),
  lazada: listing(40, lazadaItem, (cards, category, i) => lazadaCatalog(cards, category, i + 1)),
  blibli: listing(40, blibliProduct, (cards, category, i) => blibliSearch(cards, category, i * 40)),
};

/** How a marketplace lists products (its cards, a page of them). */
export const listingOf = (marketplace: Marketplace): Listing => LISTINGS[marketplace];

/** The product page's answer, where the marketplace has one a page shows. */
const PAGES: Partial<Record<Marketplace, (input: PayloadInput) => Answer>> = {
  shopee: shopeeItemGet,
  tokopedia: tokopediaLayout,
  tiktok: tiktokPage,
};

/** The answer a product's page receives, where the marketplace has one a page shows. */
export const productPageAnswer = (input: PayloadInput): Answer | undefined => PAGES[input.product.marketplace]?.(input);

/** Answers are received from 09:00 WIB on, a second apart: all on the Jakarta day. */
const capturedAt = (day: Day, n: number): string =>
  new Date(Date.parse(`${day}T02:00:00Z`) + Math.min(n, 50_000) * 1_000).toISOString();

/**
 * What a crawl receives on one day, in the marketplaces' real shapes at their real addresses:
 * each marketplace's category listings (the products by their top-level category, a page of
 * cards at a time), the product pages it opened, and Shopee's shop answers (its cards name no
 * shop).
 */
export function answersOfDay(day: Day, seen: readonly Seen[]): RawAnswer[] {
  const answers: Answer[] = [];
  const byCategory = new Map<string, { marketplace: Marketplace; category: string; inputs: PayloadInput[] }>();
  for (const { input } of seen) {
    const { marketplace } = input.product;
    const category = input.product.categoryPath[0]?.externalId ?? '0';
    const key = `${marketplace}:${category}`;
    const group = byCategory.get(key) ?? { marketplace, category, inputs: [] };
    byCategory.set(key, group);
    group.inputs.push(input);
  }
  for (const { marketplace, category, inputs } of byCategory.values()) {
    const { size, card, page } = LISTINGS[marketplace];
    for (let i = 0; i * size < inputs.length; i++)
      answers.push(page(inputs.slice(i * size, (i + 1) * size).map(card), category, i));
  }
  for (const { input, page } of seen) {
    const answer = page ? PAGES[input.product.marketplace]?.(input) : undefined;
    if (answer) answers.push(answer);
  }
  const shops = new Map<CatalogStore, number>();
  for (const { input } of seen) if (input.store.marketplace === 'shopee') shops.set(input.store, input.followers);
  for (const [store, followers] of shops) answers.push(shopeeShopBase(store, followers));
  return answers.map((answer, n) => ({ ...answer, capturedAt: capturedAt(day, n) }));
}
