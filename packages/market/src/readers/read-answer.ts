import type { Marketplace } from '../observation.ts';
import { readBlibliSearch } from './blibli.ts';
import { mergeStores, ReadContext, type Outcome } from './common.ts';
import { readLazadaCatalog } from './lazada.ts';
import {
  productReadingSchema,
  storeReadingSchema,
  type ProductReading,
  type RawAnswer,
  type ReadResult,
  type StoreReading,
} from './reading.ts';
import { readShopee } from './shopee.ts';
import { readTiktok } from './tiktok.ts';
import { readTokopediaGql } from './tokopedia.ts';

/** A site by its host: the marketplace, and whether it is another country's. */
interface Site {
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

function siteOf(host: string): Site | undefined {
  const site = SITES.find((s) => s.host.test(host));
  return site === undefined ? undefined : { marketplace: site.marketplace, foreign: !site.home.test(host) };
}

const isLazadaCatalog = (url: URL, path: string) =>
  /^\/(?:catalog|tag)(?:\/|$)/.test(path) || url.searchParams.get('ajax') === 'true';
const BLIBLI_SEARCH = '/backend/search/products';

/**
 * The marketplace whose answer an address may be, from the address alone (no body read): a cheap
 * check before a body is kept. Undefined for pages, images, scripts and other sites' calls.
 */
export function answerAddressOf(address: string): Marketplace | undefined {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return undefined;
  }
  const site = siteOf(url.hostname.toLowerCase());
  if (site === undefined || site.foreign) return undefined;
  const path = url.pathname.replace(/\/+$/, '') || '/';
  const known = {
    shopee: () => path.startsWith('/api/'),
    tokopedia: () => url.hostname === 'gql.tokopedia.com',
    tiktok: () => path.startsWith('/api/shop/'),
    lazada: () => isLazadaCatalog(url, path) && url.searchParams.get('ajax') === 'true',
    blibli: () => path === BLIBLI_SEARCH,
  }[site.marketplace]();
  return known ? site.marketplace : undefined;
}

/** The reader of an address on a known site; undefined when there is none. */
function readAt(marketplace: Marketplace, url: URL, body: unknown, ctx: ReadContext): Outcome | undefined {
  const path = url.pathname.replace(/\/+$/, '') || '/';
  switch (marketplace) {
    case 'shopee':
      return readShopee(path, body, ctx);
    case 'tokopedia':
      return url.hostname === 'gql.tokopedia.com' ? readTokopediaGql(body, ctx) : undefined;
    case 'tiktok':
      return readTiktok(path, body, ctx);
    case 'lazada':
      return isLazadaCatalog(url, path) ? readLazadaCatalog(body, ctx) : undefined;
    case 'blibli':
      return path === BLIBLI_SEARCH ? readBlibliSearch(body, ctx) : undefined;
  }
}

/**
 * Reads one real marketplace answer. The reader is chosen by the answer's address (host and path;
 * for Tokopedia's GraphQL, by the operations in the body). What the answer lacks stays null; a
 * product without an id, or an entry that is not an object, is skipped and counted by reason.
 * Another country's site or currency is refused, as are the marketplace's error answers, unknown
 * addresses and bodies that are not JSON objects or arrays (a body still in text is the caller's
 * to parse).
 */
export function readAnswer(answer: RawAnswer): ReadResult {
  let url: URL;
  try {
    url = new URL(answer.url);
  } catch {
    return { marketplace: null, refused: 'unknown_address', detail: `Not an address: '${answer.url}'` };
  }
  const site = siteOf(url.hostname.toLowerCase());
  if (site === undefined) {
    return { marketplace: null, refused: 'unknown_address', detail: `No marketplace at ${url.hostname}` };
  }
  const { marketplace } = site;
  if (site.foreign) {
    return { marketplace, refused: 'foreign_site', detail: `${url.hostname} is not the Indonesian site` };
  }
  const body = answer.body;
  if (typeof body !== 'object' || body === null) {
    const kind = typeof body === 'string' ? 'text: parse it as JSON first' : String(body === null ? null : typeof body);
    return { marketplace, refused: 'not_json', detail: `The body is ${kind}` };
  }
  const ctx = new ReadContext(answer.capturedAt);
  const outcome = readAt(marketplace, url, body, ctx);
  if (outcome === undefined) {
    return { marketplace, refused: 'unknown_address', detail: `No ${marketplace} reader for ${url.pathname}` };
  }
  if (outcome.refused !== null) return { marketplace, refused: outcome.refused, detail: outcome.detail };

  const products: ProductReading[] = [];
  for (const candidate of outcome.products) {
    const checked = productReadingSchema.safeParse(candidate);
    if (checked.success) products.push(checked.data);
    else ctx.skip('invalid_reading');
  }
  const stores = new Map<string, StoreReading>();
  for (const candidate of [...outcome.stores, ...products.flatMap((p) => p.store ?? [])]) {
    const checked = storeReadingSchema.safeParse(candidate);
    if (!checked.success) {
      ctx.skip('invalid_store');
      continue;
    }
    const known = stores.get(checked.data.externalId);
    stores.set(checked.data.externalId, known === undefined ? checked.data : mergeStores(known, checked.data));
  }
  return {
    marketplace,
    refused: null,
    endpoint: outcome.endpoint,
    products,
    stores: [...stores.values()],
    skipped: [...ctx.skipped]
      .map(([reason, count]) => ({ reason, count }))
      .sort((a, b) => a.reason.localeCompare(b.reason)),
  };
}
