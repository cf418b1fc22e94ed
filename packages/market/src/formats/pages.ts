import type { Marketplace } from '../observation.ts';

/*
 * The marketplaces' own page addresses: where a keyword's search, a category, a store and a
 * product are shown to a browser, and the hosts those pages and their answers come from.
 */

/** The hosts a marketplace's pages and the answers they load are served from. */
export const MARKETPLACE_HOSTS: Record<Marketplace, readonly string[]> = {
  shopee: ['shopee.co.id'],
  tokopedia: ['www.tokopedia.com', 'gql.tokopedia.com'],
  tiktok: ['www.tiktok.com'],
  lazada: ['www.lazada.co.id'],
  blibli: ['www.blibli.com'],
};

export type ListingKind = 'keyword' | 'category' | 'store';

/** A listing page: a keyword's search, a category's or a store's products, `page` counted from 0. */
export interface ListingPage {
  marketplace: Marketplace;
  kind: ListingKind;
  reference: string;
  page: number;
}

const enc = encodeURIComponent;

/** Each marketplace's listing addresses, and how to read one back (undefined: not a listing). */
const LISTING_PAGES: Record<
  Marketplace,
  {
    address(kind: ListingKind, reference: string, page: number): string;
    read(url: URL): Omit<ListingPage, 'marketplace'> | undefined;
  }
> = {
  shopee: {
    address: (kind, ref, page) =>
      kind === 'keyword'
        ? `https://shopee.co.id/search?keyword=${enc(ref)}&page=${page}`
        : kind === 'category'
          ? `https://shopee.co.id/kategori-cat.${enc(ref)}?page=${page}`
          : /^\d+$/.test(ref)
            ? `https://shopee.co.id/shop/${ref}?page=${page}`
            : `https://shopee.co.id/${enc(ref)}?page=${page}`,
    read: (url) => {
      const page = Number(url.searchParams.get('page') ?? 0);
      const category = /-cat\.([^/]+)$/.exec(url.pathname)?.[1];
      // A shop by its id, or under its username: one path segment that is no product (…-i.SHOP.ITEM).
      const store =
        /^\/shop\/(\d+)$/.exec(url.pathname)?.[1] ??
        (/-i\.\d+\.\d+$/.test(url.pathname) ? undefined : /^\/([^/]+)$/.exec(url.pathname)?.[1]);
      if (url.pathname === '/search')
        return { kind: 'keyword', reference: url.searchParams.get('keyword') ?? '', page };
      if (category !== undefined) return { kind: 'category', reference: decodeURIComponent(category), page };
      return store === undefined ? undefined : { kind: 'store', reference: decodeURIComponent(store), page };
    },
  },
  tokopedia: {
    address: (kind, ref, page) =>
      kind === 'keyword'
        ? `https://www.tokopedia.com/search?st=product&q=${enc(ref)}&page=${page + 1}`
        : kind === 'category'
          ? `https://www.tokopedia.com/search?st=product&sc=${enc(ref)}&page=${page + 1}`
          : `https://www.tokopedia.com/${enc(ref)}/product/page/${page + 1}`,
    read: (url) => {
      const store = /^\/([^/]+)\/product\/page\/(\d+)$/.exec(url.pathname);
      if (store) return { kind: 'store', reference: decodeURIComponent(store[1]!), page: Number(store[2]) - 1 };
      if (url.pathname !== '/search') return undefined;
      const page = Number(url.searchParams.get('page') ?? 1) - 1;
      const category = url.searchParams.get('sc');
      return category === null
        ? { kind: 'keyword', reference: url.searchParams.get('q') ?? '', page }
        : { kind: 'category', reference: category, page };
    },
  },
  tiktok: {
    address: (kind, ref, page) =>
      `https://www.tiktok.com/shop/${kind === 'keyword' ? 's' : kind === 'category' ? 'c/-' : 'store/-'}/${enc(ref)}?page=${page + 1}`,
    read: (url) => {
      const match = /^\/shop\/(s|c\/-|store\/-)\/([^/]+)$/.exec(url.pathname);
      if (!match) return undefined;
      const kind = match[1] === 's' ? 'keyword' : match[1] === 'c/-' ? 'category' : 'store';
      return { kind, reference: decodeURIComponent(match[2]!), page: Number(url.searchParams.get('page') ?? 1) - 1 };
    },
  },
  lazada: {
    address: (kind, ref, page) =>
      kind === 'store'
        ? `https://www.lazada.co.id/shop/${enc(ref)}/?page=${page + 1}`
        : `https://www.lazada.co.id/catalog/?${kind === 'keyword' ? 'q' : 'categoryId'}=${enc(ref)}&page=${page + 1}`,
    read: (url) => {
      const page = Number(url.searchParams.get('page') ?? 1) - 1;
      const store = /^\/shop\/([^/]+)\/?$/.exec(url.pathname)?.[1];
      if (store !== undefined) return { kind: 'store', reference: decodeURIComponent(store), page };
      if (url.pathname !== '/catalog/') return undefined;
      const category = url.searchParams.get('categoryId');
      return category === null
        ? { kind: 'keyword', reference: url.searchParams.get('q') ?? '', page }
        : { kind: 'category', reference: category, page };
    },
  },
  blibli: {
    address: (kind, ref, page) =>
      `https://www.blibli.com/${kind === 'keyword' ? 'cari' : kind === 'category' ? 'c/1/-' : 'merchant/-'}/${enc(ref)}?page=${page + 1}`,
    read: (url) => {
      const match = /^\/(cari|c\/1\/-|merchant\/-)\/([^/]+)$/.exec(url.pathname);
      if (!match) return undefined;
      const kind = match[1] === 'cari' ? 'keyword' : match[1] === 'c/1/-' ? 'category' : 'store';
      return { kind, reference: decodeURIComponent(match[2]!), page: Number(url.searchParams.get('page') ?? 1) - 1 };
    },
  },
};

/**
 * The address of a listing page. A store is named by its id or its username (Shopee's pages take
 * either), except on Tokopedia, whose store pages are under the shop's domain (its username).
 */
export const listingPageAddress = (marketplace: Marketplace, kind: ListingKind, reference: string, page: number) =>
  LISTING_PAGES[marketplace].address(kind, reference, page);

/** Which listing page an address is; undefined when it is none (a product page, another site). */
export function listingPageOf(marketplace: Marketplace, address: string): ListingPage | undefined {
  const read = LISTING_PAGES[marketplace].read(new URL(address));
  return read === undefined || !Number.isInteger(read.page) || read.page < 0 ? undefined : { marketplace, ...read };
}
