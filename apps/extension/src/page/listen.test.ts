import { readableAddress } from '@pasarlens/market/addresses';
import { describe, expect, it, vi } from 'vitest';
import searchV4 from '../../../../packages/market/src/readers/fixtures/shopee-search-items-v4.json';
import { PAGE_MESSAGE, type PageAnswer } from '../messages.ts';
import { listen } from './listen.ts';

describe("the page listener's filter", () => {
  it('passes the answers a reader takes, on the Indonesian sites', () => {
    for (const address of [
      'https://shopee.co.id/api/v4/search/search_items?by=relevancy&keyword=kaos&limit=60&newest=0',
      'https://shopee.co.id/api/v4/shop/search_items?shopid=1&limit=30',
      'https://shopee.co.id/api/v4/pdp/get_pc?item_id=1&shop_id=2',
      '/api/v4/item/get?itemid=1&shopid=2',
      'https://gql.tokopedia.com/graphql/SearchProductV5Query',
      'https://shop.tiktok.com/api/shop/id/product_list?page=1',
      'https://www.lazada.co.id/catalog/?ajax=true&q=sepatu',
      'https://www.blibli.com/backend/search/products?searchTerm=sepatu',
    ])
      expect(readableAddress(address, 'https://shopee.co.id/search?keyword=kaos'), address).toBe(true);
  });

  it("leaves everything else alone: other paths, the marketplaces' other countries and other sites", () => {
    for (const address of [
      'https://shopee.co.id/api/v4/cart/get',
      'https://shopee.co.id/api/v4/account/basic/get_account_info',
      'https://shopee.vn/api/v4/search/search_items?keyword=ao',
      'https://www.lazada.sg/catalog/?ajax=true&q=shoes',
      'https://down-id.img.susercontent.com/file/abc',
      'https://www.tokopedia.com/cart',
      'https://www.google-analytics.com/collect',
      'not an address at all ::',
    ])
      expect(readableAddress(address, 'https://shopee.co.id/'), address).toBe(false);
  });
});

describe('the page listener', () => {
  /** A page whose own fetch answers from `answers` by address. */
  function pageWith(answers: Record<string, unknown>) {
    const target = { fetch: vi.fn(), XMLHttpRequest: window.XMLHttpRequest } as unknown as Window & typeof globalThis;
    target.fetch = vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      return new Response(JSON.stringify(answers[url] ?? {}), { status: 200 });
    }) as typeof fetch;
    const posted: PageAnswer[] = [];
    listen(target, (answer) => posted.push(answer));
    return { target, posted };
  }

  it('passes a recognised answer on with its text, and the page still gets its answer whole', async () => {
    const { target, posted } = pageWith({ [searchV4.url]: searchV4.body });
    const response = await target.fetch(searchV4.url);
    expect(await response.json()).toEqual(searchV4.body);
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ kind: PAGE_MESSAGE, url: searchV4.url, capturedAt: expect.any(String) });
    expect(JSON.parse(posted[0]!.body)).toEqual(searchV4.body);
  });

  it('passes on nothing of answers no reader takes, and calls nothing itself', async () => {
    const { target, posted } = pageWith({});
    await target.fetch('https://shopee.co.id/api/v4/cart/get');
    await target.fetch('https://www.google-analytics.com/collect');
    const readable = pageWith({ [searchV4.url]: searchV4.body });
    await readable.target.fetch(searchV4.url);
    await vi.waitFor(() => expect(readable.posted).toHaveLength(1));
    expect(posted).toEqual([]);
  });
});

describe('the page listener on XMLHttpRequest', () => {
  /** An XMLHttpRequest that answers `body` to every request, as the browser's would after the network. */
  class AnsweringXhr extends EventTarget {
    status = 0;
    responseType: XMLHttpRequestResponseType = '';
    responseText = '';
    responseURL = '';
    private url = '';
    constructor(private readonly body: string) {
      super();
    }
    open(_method: string, url: string) {
      this.url = url;
    }
    send() {
      this.status = 200;
      this.responseText = this.body;
      this.responseURL = new URL(this.url, location.href).href;
      this.dispatchEvent(new Event('load'));
    }
  }

  function pageWith(body: string) {
    const Xhr = class extends AnsweringXhr {
      constructor() {
        super(body);
      }
    };
    const target = { fetch: window.fetch, XMLHttpRequest: Xhr } as unknown as Window & typeof globalThis;
    const posted: PageAnswer[] = [];
    listen(target, (answer) => posted.push(answer));
    return { target, posted };
  }

  it("passes on the text of a recognised answer, relative addresses resolved against the page's", async () => {
    const { target, posted } = pageWith(JSON.stringify(searchV4.body));
    const request = new target.XMLHttpRequest();
    request.open('GET', '/api/v4/search/search_items?keyword=kaos');
    request.send();
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.url).toBe('https://shopee.co.id/api/v4/search/search_items?keyword=kaos');
    expect(JSON.parse(posted[0]!.body)).toEqual(searchV4.body);
  });

  it('passes on nothing of other requests', async () => {
    const { target, posted } = pageWith('{}');
    const request = new target.XMLHttpRequest();
    request.open('POST', '/api/v4/cart/add_to_cart');
    request.send();
    const recognised = pageWith('{}');
    const other = new recognised.target.XMLHttpRequest();
    other.open('GET', '/api/v4/item/get?itemid=1&shopid=2');
    other.send();
    await vi.waitFor(() => expect(recognised.posted).toHaveLength(1));
    expect(posted).toEqual([]);
  });
});
