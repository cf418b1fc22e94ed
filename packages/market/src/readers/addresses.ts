import type { Marketplace } from '../observation.ts';

/*
 * Which addresses the readers take, apart from the readers themselves: the browser extension's
 * page listener checks every answer a marketplace page receives against these, so this module
 * imports nothing that would weigh on a page.
 */

/** Shopee's answers a reader takes, by path. */
export const SHOPEE_PATHS = [
  '/api/v4/search/search_items',
  '/api/v4/shop/search_items',
  '/api/v2/search_items',
  '/api/v4/item/get',
  '/api/v2/item/get',
  '/api/v4/pdp/get_pc',
  '/api/v4/shop/get_shop_base',
  '/api/v4/search/search_user',
] as const;
export type ShopeePath = (typeof SHOPEE_PATHS)[number];

export const TIKTOK_LIST_PATH = /^\/api\/shop\/(?:.*\/)?(?:[a-z_]*product_list|search[a-z_/]*)$/;
export const TIKTOK_PAGE_PATH = /^\/api\/shop\/(?:.*\/)?(?:pdp[a-z_/]*|product_detail|product\/detail)$/;
const BLIBLI_SEARCH_PATH = '/backend/search/products';

/** A site by its host: the marketplace, and whether it is another country's. */
export interface Site {
  marketplace: Marketplace;
  foreign: boolean;
}

const SITES: { host: RegExp; marketplace: Marketplace; home: RegExp }[] = [
  { host: /^(?:[a-z0-9-]+\.)*shopee\.[a-z.]+$/, marketplace: 'shopee', home: /^(?:www\.)?shopee\.co\.id$/ },
  { host: /^(?:[a-z0-9-]+\.)*lazada\.[a-z.]+$/, marketplace: 'lazada', home: /^(?:www\.)?lazada\.co\.id$/ },
  { host: /^(?:[a-z0-9-]+\.)*tokopedia\.com$/, marketplace: 'tokopedia', home: /./ },
  { host: /^(?:[a-z0-9-]+\.)*blibli\.com$/, marketplace: 'blibli', home: /./ },
  // One host for every country: the answer's currency and region tell a foreign one.
  { host: /^(?:www\.|shop\.|m\.)?tiktok\.com$/, marketplace: 'tiktok', home: /./ },
];

export function siteOf(host: string): Site | undefined {
  const site = SITES.find((s) => s.host.test(host));
  return site === undefined ? undefined : { marketplace: site.marketplace, foreign: !site.home.test(host) };
}

/** An address's path without its trailing slashes. */
export const pathOf = (url: URL): string => url.pathname.replace(/\/+$/, '') || '/';

/** Whether a reader of the marketplace takes answers at this address (Tokopedia's GraphQL: any, its operations are read from the body). */
export function readsAt(marketplace: Marketplace, url: URL): boolean {
  const path = pathOf(url);
  switch (marketplace) {
    case 'shopee':
      return (SHOPEE_PATHS as readonly string[]).includes(path);
    case 'tokopedia':
      return url.hostname === 'gql.tokopedia.com';
    case 'tiktok':
      return TIKTOK_LIST_PATH.test(path) || TIKTOK_PAGE_PATH.test(path);
    case 'lazada':
      // The catalog page itself is HTML; its script asks the same address again with ajax=true.
      return url.searchParams.get('ajax') === 'true';
    case 'blibli':
      return path === BLIBLI_SEARCH_PATH;
  }
}

/**
 * The marketplace whose answer a reader takes at this address, from an Indonesian site: the cheap
 * check before an answer's body is even read. `base` resolves a relative address (the page's own).
 */
export function answerAddressOf(address: string, base?: string): Marketplace | undefined {
  let url: URL;
  try {
    url = new URL(address, base);
  } catch {
    return undefined;
  }
  const site = siteOf(url.hostname.toLowerCase());
  return site !== undefined && !site.foreign && readsAt(site.marketplace, url) ? site.marketplace : undefined;
}

/** Whether a reader takes an answer at this address (answerAddressOf names whose). */
export const readableAddress = (address: string, base?: string): boolean =>
  answerAddressOf(address, base) !== undefined;
