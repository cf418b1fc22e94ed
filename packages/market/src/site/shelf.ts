import { MARKETPLACES, type Day, type Marketplace } from '../observation.ts';
import type { PayloadInput } from '../simulator/answers/input.ts';
import type { CatalogStore } from '../simulator/catalog.ts';
import { createMarket } from '../simulator/market.ts';

/** What one marketplace of the local site sells, indexed the ways its pages look things up. */
export interface MarketplaceShelf {
  /** By every level of the category path's id. */
  byCategory: Map<string, PayloadInput[]>;
  /** By the store's id and by its username. */
  byStore: Map<string, PayloadInput[]>;
  stores: Map<string, CatalogStore>;
  byId: Map<string, PayloadInput>;
  /** By the path of the product's page. */
  byPage: Map<string, PayloadInput>;
  /** The products whose names hold any word of the keyword, those holding most words first. */
  search(keyword: string): PayloadInput[];
}

const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

function marketplaceShelf(inputs: PayloadInput[]): MarketplaceShelf {
  const shelf: MarketplaceShelf = {
    byCategory: new Map(),
    byStore: new Map(),
    stores: new Map(),
    byId: new Map(),
    byPage: new Map(),
    search: () => [],
  };
  const names = inputs.map((input) => input.product.name.toLowerCase());
  for (const input of inputs) {
    for (const category of input.product.categoryPath) push(shelf.byCategory, category.externalId, input);
    push(shelf.byStore, input.store.externalId, input);
    if (input.store.username !== input.store.externalId) push(shelf.byStore, input.store.username, input);
    shelf.stores.set(input.store.externalId, input.store);
    shelf.stores.set(input.store.username, input.store);
    shelf.byId.set(input.product.externalId, input);
    shelf.byPage.set(new URL(input.product.url).pathname, input);
  }
  const searched = new Map<string, PayloadInput[]>();
  shelf.search = (keyword) => {
    const key = keyword.toLowerCase().trim();
    const known = searched.get(key);
    if (known) return known;
    const words = key.split(/\s+/).filter(Boolean);
    const hits = inputs
      .map((input, i) => ({ input, score: words.filter((w) => names[i]!.includes(w)).length }))
      .filter((hit) => hit.score > 0)
      .sort((a, b) => b.score - a.score)
      .map((hit) => hit.input);
    if (searched.size > 1_000) searched.clear();
    searched.set(key, hits);
    return hits;
  };
  return shelf;
}

export interface ShelfOptions {
  seed: number;
  /** Products across the five marketplaces. */
  products: number;
  /** The day the pages show. */
  day: Day;
}

/** A small deterministic market of the five marketplaces, as their pages show it on one day. */
export function createShelf(options: ShelfOptions): Record<Marketplace, MarketplaceShelf> {
  const market = createMarket({
    seed: options.seed,
    products: options.products,
    days: 1,
    lastDay: options.day,
    marketplaces: MARKETPLACES,
  });
  const inputs = market.shelf();
  return Object.fromEntries(
    MARKETPLACES.map((m) => [m, marketplaceShelf(inputs.filter((input) => input.product.marketplace === m))]),
  ) as Record<Marketplace, MarketplaceShelf>;
}
