import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { generate } from 'selfsigned';
import { jakartaDay } from '../days.ts';
import { MARKETPLACE_HOSTS, listingPageOf, type ListingPage } from '../formats/pages.ts';
import { MARKETPLACES, type Day, type Marketplace } from '../observation.ts';
import { createShelf, type MarketplaceShelf } from './shelf.ts';
import { answerTo, listingCalls, productCall, type Call } from './storefronts.ts';

/** What can go wrong on a page, as it does on the real sites. */
export type Fault =
  /** Its answers take this long. */
  | { kind: 'slow'; ms: number }
  /** Each of its answers fails `times` times with `status` (429, 5xx) before it is given. */
  | { kind: 'fail'; status: number; times: number }
  /** Its answers are refused: Shopee's anti-bot error 90309999 (with 403, or the status given), elsewhere a 403 access-denied page. */
  | { kind: 'block'; status?: number }
  /** The page itself is sent to a captcha. */
  | { kind: 'captcha' }
  /** Its answers' JSON is cut short. */
  | { kind: 'malformed' };

/** Faults by keyword (a search's pages) or by marketplace (all its pages). */
export interface FaultPlan {
  keywords?: Record<string, Fault>;
  marketplaces?: Partial<Record<Marketplace, Fault>>;
}

/** A self-signed certificate for `hosts`, good for a day: a local site at the marketplaces' real names. */
export async function throwawayCertificate(hosts: string[]): Promise<{ private: string; cert: string }> {
  return generate([{ name: 'commonName', value: hosts[0]! }], {
    keyType: 'ec',
    notAfterDate: new Date(Date.now() + 24 * 3600_000),
    extensions: [{ name: 'subjectAltName', altNames: hosts.map((value) => ({ type: 2, value })) }],
  });
}

export interface MarketSiteOptions {
  seed?: number;
  /** Products across the five marketplaces. */
  products?: number;
  /** The day the pages show; today in Jakarta by default. */
  day?: Day;
  faults?: FaultPlan;
}

export interface MarketSite {
  /** Where the site listens: every marketplace's hosts are to be resolved here. */
  origin: string;
  /** `MARKET_SITES` pointing every marketplace here. */
  marketSites: string;
  shelf: Record<Marketplace, MarketplaceShelf>;
  setFaults(plan: FaultPlan): void;
  /** Requests for pages, by address, and for answers, in all. */
  pageRequests: Map<string, number>;
  answerRequests(): number;
  close(): Promise<void>;
}

const HOST_OF = new Map(MARKETPLACES.flatMap((m) => MARKETPLACE_HOSTS[m].map((host) => [host, m] as const)));

/** The script of a page: each call made as the marketplace's own page script makes it (fetch, or XHR on Lazada and Blibli). */
function pageScript(marketplace: Marketplace, calls: Call[]): string {
  const xhr = marketplace === 'lazada' || marketplace === 'blibli';
  const send = xhr
    ? `(c) => new Promise((done) => { const x = new XMLHttpRequest(); x.open(c.method, c.url); x.onloadend = () => done(x.responseText); x.send(c.body ?? null); })`
    : `(c) => fetch(c.url, { method: c.method, body: c.body, headers: c.body ? { 'content-type': 'application/json' } : {} }).then((r) => r.text(), () => '')`;
  return `const send = ${send};
Promise.all(${JSON.stringify(calls)}.map(send)).then((texts) => {
  document.getElementById('app').textContent = texts.map((t) => t.length).join(' ');
});`;
}

const html = (title: string, script: string) =>
  `<!doctype html><html lang="id"><head><meta charset="utf-8"><title>${title}</title></head>` +
  `<body><div id="app">Memuat…</div><script>${script}</script></body></html>`;

const CAPTCHA_PATH = '/verify/captcha';

/**
 * A local stand-in for the five marketplaces' sites, for tests and benchmarks: search, category,
 * shop and product pages whose script loads the answer at the marketplace's real API address,
 * in the real shapes (the simulator's, from a small deterministic market), with faults on demand.
 * It serves HTTPS on 127.0.0.1 with a throw-away certificate for the marketplaces' hosts: a
 * browser that resolves those hosts here (Chromium's --host-resolver-rules) and accepts the
 * certificate sees the real addresses.
 */
export async function startMarketSite(options: MarketSiteOptions = {}): Promise<MarketSite> {
  const shelf = createShelf({
    seed: options.seed ?? 37,
    products: options.products ?? 3_000,
    day: options.day ?? jakartaDay(new Date()),
  });
  let faults = options.faults ?? {};
  const failed = new Map<string, number>();
  const pageRequests = new Map<string, number>();
  let answers = 0;
  const pems = await throwawayCertificate([...HOST_OF.keys()]);

  const faultOf = (marketplace: Marketplace, keyword: string | undefined): Fault | undefined =>
    (keyword === undefined ? undefined : faults.keywords?.[keyword]) ?? faults.marketplaces?.[marketplace];

  function servePage(marketplace: Marketplace, url: URL, response: ServerResponse) {
    const address = url.toString();
    pageRequests.set(address, (pageRequests.get(address) ?? 0) + 1);
    if (url.pathname === CAPTCHA_PATH)
      return void response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(html('Verifikasi', '/* captcha */'));
    const listing: ListingPage | undefined = listingPageOf(marketplace, address);
    const keyword = listing?.kind === 'keyword' ? listing.reference : undefined;
    if (faultOf(marketplace, keyword)?.kind === 'captcha')
      return void response.writeHead(302, { location: `${CAPTCHA_PATH}?from=${encodeURIComponent(address)}` }).end();
    const product = shelf[marketplace].byPage.get(url.pathname);
    const calls = listing
      ? listingCalls(listing)
      : product
        ? [productCall(product)].flatMap((c) => c ?? [])
        : undefined;
    if (calls === undefined) return void response.writeHead(404, { 'content-type': 'text/html' }).end(html('404', ''));
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(html(product?.product.name ?? listing?.reference ?? '', pageScript(marketplace, calls)));
  }

  async function serveAnswer(marketplace: Marketplace, url: URL, body: string, response: ServerResponse) {
    answers++;
    const answer = answerTo(marketplace, shelf[marketplace], url, body || null);
    if (answer === undefined) return void response.writeHead(404, { 'content-type': 'application/json' }).end('{}');
    const fault = faultOf(marketplace, answer.listing?.kind === 'keyword' ? answer.listing.reference : undefined);
    const json = { 'content-type': 'application/json' };
    if (fault?.kind === 'slow') await new Promise((resolve) => setTimeout(resolve, fault.ms));
    if (fault?.kind === 'fail') {
      const key = `${url}\n${body}`;
      const times = failed.get(key) ?? 0;
      if (times < fault.times) {
        failed.set(key, times + 1);
        return void response.writeHead(fault.status, { ...json, 'retry-after': '0' }).end('{"error":"busy"}');
      }
    }
    if (fault?.kind === 'block')
      return void (marketplace === 'shopee'
        ? response
            .writeHead(fault.status ?? 403, json)
            .end(JSON.stringify({ error: 90309999, tracking_id: 'local-site', is_customized: false }))
        : response.writeHead(403, { 'content-type': 'text/html' }).end(html('Access Denied', '')));
    const text = JSON.stringify(answer.body);
    response.writeHead(200, json).end(fault?.kind === 'malformed' ? text.slice(0, Math.floor(text.length / 2)) : text);
  }

  function handle(request: IncomingMessage, response: ServerResponse) {
    const host = (request.headers.host ?? '').replace(/:\d+$/, '');
    const marketplace = HOST_OF.get(host);
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (marketplace === undefined) return void response.writeHead(421).end();
      const origin = request.headers.origin;
      if (origin !== undefined) {
        response.setHeader('access-control-allow-origin', origin);
        response.setHeader('access-control-allow-headers', 'content-type');
        response.setHeader('access-control-allow-methods', 'GET, POST');
      }
      if (request.method === 'OPTIONS') return void response.writeHead(204).end();
      const url = new URL(request.url ?? '/', `https://${host}`);
      const isAnswer = request.method === 'POST' || (request.headers['sec-fetch-dest'] ?? 'empty') === 'empty';
      if (isAnswer) {
        serveAnswer(marketplace, url, Buffer.concat(chunks).toString('utf8'), response).catch(() =>
          response.writeHead(500).end(),
        );
      } else servePage(marketplace, url, response);
    });
  }

  const server = createServer({ key: pems.private, cert: pems.cert }, handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    marketSites: MARKETPLACES.map((m) => `${m}=${origin}`).join(','),
    shelf,
    setFaults: (plan) => void (faults = plan),
    pageRequests,
    answerRequests: () => answers,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
