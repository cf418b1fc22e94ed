import { describe, expect, it } from 'vitest';
import lazada from '../../../../packages/market/src/readers/fixtures/lazada-catalog.json';
import searchV4 from '../../../../packages/market/src/readers/fixtures/shopee-search-items-v4.json';
import tokopedia from '../../../../packages/market/src/readers/fixtures/tokopedia-search-product-v5.json';
import { PAGE_MESSAGE, type PageAnswer } from '../messages.ts';
import { readPageAnswer } from './reading.ts';

const passed = (answer: { url: string; body: unknown }, body = JSON.stringify(answer.body)): PageAnswer => ({
  kind: PAGE_MESSAGE,
  url: answer.url,
  capturedAt: '2026-11-20T03:00:00.000Z',
  body,
});

describe("the content script's reading of a page's answers", () => {
  it("reads the products of real answers with the intake's readers", () => {
    const shopee = readPageAnswer(passed(searchV4))!;
    expect(shopee.products.map((p) => p.externalId)).toEqual(expect.arrayContaining(['23456789012', '24567890123']));
    expect(shopee.products[0]).toMatchObject({ marketplace: 'shopee', url: expect.stringContaining('shopee.co.id') });
    expect(shopee.answer).toEqual({ url: searchV4.url, capturedAt: '2026-11-20T03:00:00.000Z', body: searchV4.body });

    expect(readPageAnswer(passed(tokopedia))!.products.map((p) => p.marketplace)).toEqual(['tokopedia', 'tokopedia']);
    expect(readPageAnswer(passed(lazada))!.products.length).toBeGreaterThan(0);
  });

  it('reads nothing from a body that is not JSON, an error answer or another country', () => {
    expect(readPageAnswer(passed(searchV4, '<html>blocked</html>'))).toBeNull();
    expect(readPageAnswer(passed({ url: searchV4.url, body: { error: 90309999, error_msg: 'blocked' } }))).toBeNull();
    expect(readPageAnswer(passed({ ...searchV4, url: searchV4.url.replace('shopee.co.id', 'shopee.vn') }))).toBeNull();
  });
});
