import { request } from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingPageAddress, type ListingKind } from '../formats/pages.ts';
import { MARKETPLACES, type Marketplace } from '../observation.ts';
import { readAnswer } from '../readers/read-answer.ts';
import { listingOf } from '../simulator/answers/index.ts';
import { startMarketSite, type MarketSite } from './server.ts';
import { listingCalls, productCall, type Call } from './storefronts.ts';

/*
 * The local marketplace site without a browser: what its pages ask for, at the real addresses,
 * is read by the readers of real answers; its faults are what the marketplaces do.
 */

let site: MarketSite;
beforeAll(async () => {
  site = await startMarketSite({ products: 1_500 });
});
afterAll(() => site.close());

/** Asks the site as a browser would at the call's real address (its host resolved to the site). */
function ask(call: Call, dest = 'empty'): Promise<{ status: number; text: string; location?: string }> {
  const url = new URL(call.url);
  const { port } = new URL(site.origin);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        servername: url.hostname,
        rejectUnauthorized: false,
        method: call.method,
        path: `${url.pathname}${url.search}`,
        headers: { host: url.hostname, 'sec-fetch-dest': dest },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text, location: response.headers.location }),
        );
      },
    );
    req.on('error', reject);
    req.end(call.body);
  });
}

const readCall = async (call: Call) =>
  readAnswer({ url: call.url, capturedAt: new Date().toISOString(), body: JSON.parse((await ask(call)).text) });

/** A reference each listing kind has products under. */
function referenceOf(marketplace: Marketplace, kind: ListingKind): string {
  const shelf = site.shelf[marketplace];
  const first = shelf.byCategory.values().next().value![0]!;
  if (kind === 'keyword') return first.product.name.split(' ')[0]!.toLowerCase();
  if (kind === 'category') return first.product.categoryPath[0]!.externalId;
  return marketplace === 'tokopedia' || marketplace === 'shopee' ? first.store.username : first.store.externalId;
}

describe('the local marketplace site', () => {
  it("answers every marketplace's search, category and store calls in shapes the readers read", async () => {
    for (const marketplace of MARKETPLACES) {
      for (const kind of ['keyword', 'category', 'store'] as const) {
        const reference = referenceOf(marketplace, kind);
        const shelf = site.shelf[marketplace];
        const listed =
          kind === 'keyword'
            ? shelf.search(reference)
            : (kind === 'category' ? shelf.byCategory : shelf.byStore).get(reference)!;
        const page = await ask({ method: 'GET', url: listingPageAddress(marketplace, kind, reference, 0) }, 'document');
        expect(page.status, `${marketplace} ${kind}`).toBe(200);
        const calls = listingCalls({ marketplace, kind, reference, page: 0 });
        for (const call of calls) expect(page.text).toContain(JSON.stringify(call.url));
        const reads = await Promise.all(calls.map(readCall));
        expect(reads.map((r) => r.refused)).toEqual(calls.map(() => null));
        const products = reads.reduce((n, r) => n + (r.refused === null ? r.products.length : 0), 0);
        expect(products, `${marketplace} ${kind} ${reference}`).toBe(
          Math.min(listingOf(marketplace).size, listed.length),
        );
      }
    }
  });

  it("answers a product page's call where the marketplace's page makes one", async () => {
    for (const marketplace of ['shopee', 'tokopedia', 'tiktok'] as const) {
      const input = site.shelf[marketplace].byId.values().next().value!;
      const page = await ask({ method: 'GET', url: input.product.url }, 'document');
      expect(page.status).toBe(200);
      const read = await readCall(productCall(input)!);
      expect(read.refused === null && read.products.map((p) => p.externalId)).toEqual([input.product.externalId]);
    }
  });

  it('fails, blocks, sends to a captcha and cuts answers short on demand', async () => {
    const call = listingCalls({ marketplace: 'shopee', kind: 'keyword', reference: 'set', page: 0 })[0]!;
    site.setFaults({ keywords: { set: { kind: 'fail', status: 503, times: 2 } } });
    expect((await ask(call)).status).toBe(503);
    expect((await ask(call)).status).toBe(503);
    expect((await ask(call)).status).toBe(200);
    site.setFaults({ keywords: { set: { kind: 'block' } } });
    expect(await ask(call)).toMatchObject({ status: 403, text: expect.stringContaining('90309999') });
    site.setFaults({ keywords: { set: { kind: 'malformed' } } });
    await expect(ask(call).then((r) => JSON.parse(r.text))).rejects.toThrow(SyntaxError);
    site.setFaults({ marketplaces: { blibli: { kind: 'captcha' } } });
    const page = await ask({ method: 'GET', url: listingPageAddress('blibli', 'keyword', 'set', 0) }, 'document');
    expect(page).toMatchObject({ status: 302, location: expect.stringMatching(/^\/verify\/captcha/) });
    site.setFaults({});
  });
});
