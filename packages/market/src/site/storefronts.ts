import type { ListingKind, ListingPage } from '../formats/pages.ts';
import type { Marketplace } from '../observation.ts';
import { listingOf, productPageAnswer } from '../simulator/answers/index.ts';
import type { PayloadInput } from '../simulator/answers/input.ts';
import { shopeeShopBase } from '../simulator/answers/shopee.ts';
import type { MarketplaceShelf } from './shelf.ts';

/** A call a page's script makes for its data, at the marketplace's real address. */
export interface Call {
  method: 'GET' | 'POST';
  url: string;
  body?: string;
}

/** How a marketplace's listing calls name what they list and which page. */
interface ListingApi {
  method: 'GET' | 'POST';
  /** The address without the listing's parameters (they follow as a query, or in a GraphQL body). */
  base: (kind: ListingKind) => string;
  names: Record<ListingKind, string>;
  /** The page's parameter: an offset of cards, or a page number from 1. */
  pageName: string;
  offset: boolean;
}

const TOKOPEDIA_GQL = 'https://gql.tokopedia.com/graphql';

const LISTING_APIS: Record<Marketplace, ListingApi> = {
  shopee: {
    method: 'GET',
    base: (kind) =>
      kind === 'store'
        ? 'https://shopee.co.id/api/v4/shop/search_items?limit=60&order=desc&sort_by=pop'
        : 'https://shopee.co.id/api/v4/search/search_items?by=relevancy&limit=60&order=desc&page_type=search&version=2',
    names: { keyword: 'keyword', category: 'match_id', store: 'shopid' },
    pageName: 'newest',
    offset: true,
  },
  tokopedia: {
    method: 'POST',
    base: (kind) => `${TOKOPEDIA_GQL}/${kind === 'store' ? 'ShopProducts' : 'SearchProductQuery'}`,
    names: { keyword: 'q', category: 'sc', store: 'shop_domain' },
    pageName: 'page',
    offset: false,
  },
  tiktok: {
    method: 'GET',
    base: (kind) =>
      `https://www.tiktok.com/api/shop/brandy_desktop/${kind === 'store' ? 'store' : 's'}/product_list?region=ID`,
    names: { keyword: 'keyword', category: 'category_id', store: 'seller_id' },
    pageName: 'offset',
    offset: true,
  },
  lazada: {
    method: 'GET',
    base: (kind) =>
      kind === 'store' ? 'https://www.lazada.co.id/shop/-/?ajax=true' : 'https://www.lazada.co.id/catalog/?ajax=true',
    names: { keyword: 'q', category: 'categoryId', store: 'sellerId' },
    pageName: 'page',
    offset: false,
  },
  blibli: {
    method: 'GET',
    base: () => 'https://www.blibli.com/backend/search/products?itemPerPage=40',
    names: { keyword: 'searchTerm', category: 'category', store: 'merchantCode' },
    pageName: 'start',
    offset: true,
  },
};

/** The call of a product's page where the marketplace's page loads one; the name of its id parameter. */
const PRODUCT_CALLS: Partial<
  Record<Marketplace, { call: (input: PayloadInput) => Call; path: string; idName: string }>
> = {
  shopee: {
    call: ({ product, store }) => ({
      method: 'GET',
      url: `https://shopee.co.id/api/v4/item/get?itemid=${product.externalId}&shopid=${store.externalId}`,
    }),
    path: '/api/v4/item/get',
    idName: 'itemid',
  },
  tokopedia: {
    call: ({ product }) => ({
      method: 'POST',
      url: `${TOKOPEDIA_GQL}/PDPGetLayoutQuery`,
      body: gqlBody('PDPGetLayoutQuery', `product_id=${product.externalId}`),
    }),
    path: '/graphql/PDPGetLayoutQuery',
    idName: 'product_id',
  },
  tiktok: {
    call: ({ product }) => ({
      method: 'GET',
      url: `https://www.tiktok.com/api/shop/pdp_desktop/page_data?product_id=${product.externalId}&region=ID`,
    }),
    path: '/api/shop/pdp_desktop/page_data',
    idName: 'product_id',
  },
};

const gqlBody = (operationName: string, params: string) => JSON.stringify([{ operationName, variables: { params } }]);

/** A call's parameters: its query, and for a GraphQL call the `params` of its body's first operation. */
function paramsOf(url: URL, body: string | null): URLSearchParams {
  const params = new URLSearchParams(url.search);
  if (body) {
    try {
      const [operation] = JSON.parse(body) as { variables?: { params?: string } }[];
      for (const [key, value] of new URLSearchParams(operation?.variables?.params ?? '')) params.set(key, value);
    } catch {
      // Not a GraphQL body: the query alone.
    }
  }
  return params;
}

/** The calls a listing page's script makes. */
export function listingCalls(page: ListingPage): Call[] {
  const api = LISTING_APIS[page.marketplace];
  const size = listingOf(page.marketplace).size;
  const params = new URLSearchParams({
    [api.names[page.kind]]: page.reference,
    [api.pageName]: String(api.offset ? page.page * size : page.page + 1),
  }).toString();
  const calls: Call[] =
    api.method === 'GET'
      ? [{ method: 'GET', url: `${api.base(page.kind)}&${params}` }]
      : [{ method: 'POST', url: api.base(page.kind), body: gqlBody(api.base(page.kind).split('/').at(-1)!, params) }];
  if (page.marketplace === 'shopee' && page.kind === 'store' && page.page === 0)
    calls.unshift({ method: 'GET', url: `https://shopee.co.id/api/v4/shop/get_shop_base?shopid=${page.reference}` });
  return calls;
}

export const productCall = (input: PayloadInput): Call | undefined =>
  PRODUCT_CALLS[input.product.marketplace]?.call(input);

/** Which listing a call asks for; undefined when the call is no listing call. */
function listingOfCall(marketplace: Marketplace, url: URL, body: string | null) {
  const api = LISTING_APIS[marketplace];
  const params = paramsOf(url, body);
  const kind = (['keyword', 'category', 'store'] as const).find(
    (k) => params.has(api.names[k]) && new URL(api.base(k)).pathname === url.pathname,
  );
  if (kind === undefined) return undefined;
  const value = Number(params.get(api.pageName) ?? 0);
  const size = listingOf(marketplace).size;
  const page = api.offset ? Math.floor(value / size) : value - 1;
  return { kind, reference: params.get(api.names[kind])!, page: Math.max(0, page) };
}

function listed(shelf: MarketplaceShelf, kind: ListingKind, reference: string): PayloadInput[] {
  if (kind === 'keyword') return shelf.search(reference);
  return (kind === 'category' ? shelf.byCategory : shelf.byStore).get(reference) ?? [];
}

/** The body of a listing: the simulator's page of cards, under the operation a Tokopedia search or shop call answers with. */
function listingBody(
  marketplace: Marketplace,
  kind: ListingKind,
  reference: string,
  index: number,
  inputs: PayloadInput[],
) {
  const listing = listingOf(marketplace);
  const cards = inputs.map((input) => listing.card(input));
  const { body } = listing.page(cards, reference, index);
  if (marketplace !== 'tokopedia' || kind === 'category') return body;
  return kind === 'store'
    ? [{ data: { GetShopProduct: { status: '200', data: cards } } }]
    : [{ data: { searchProductV5: { header: { totalData: cards.length }, data: { products: cards } } } }];
}

/** The answer to a page's call, in the marketplace's real shape; undefined when nothing is at that address. */
export function answerTo(
  marketplace: Marketplace,
  shelf: MarketplaceShelf,
  url: URL,
  body: string | null,
): { listing?: { kind: ListingKind; reference: string }; body: unknown } | undefined {
  if (marketplace === 'shopee' && url.pathname === '/api/v4/shop/get_shop_base') {
    const id = url.searchParams.get('shopid') ?? '';
    const store = shelf.stores.get(id);
    const followers = shelf.byStore.get(id)?.[0]?.followers ?? 0;
    return store && { listing: { kind: 'store', reference: id }, body: shopeeShopBase(store, followers).body };
  }
  const product = PRODUCT_CALLS[marketplace];
  if (product?.path === url.pathname) {
    const input = shelf.byId.get(paramsOf(url, body).get(product.idName) ?? '');
    return input && { body: productPageAnswer(input)!.body };
  }
  const listing = listingOfCall(marketplace, url, body);
  if (listing === undefined) return undefined;
  const size = listingOf(marketplace).size;
  const inputs = listed(shelf, listing.kind, listing.reference).slice(listing.page * size, (listing.page + 1) * size);
  return { listing, body: listingBody(marketplace, listing.kind, listing.reference, listing.page, inputs) };
}
