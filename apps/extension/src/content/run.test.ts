import type { ExtensionProducts } from '@pasarlens/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import searchV4 from '../../../../packages/market/src/readers/fixtures/shopee-search-items-v4.json';
import { PAGE_MESSAGE, type CapturedAnswer, type FiguresReply } from '../messages.ts';
import { BADGE_ATTRIBUTE } from './placement.ts';
import { runContentScript } from './run.ts';

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  document.body.replaceChildren();
});

/** A Shopee search page's cards, as the page draws them: a picture and a name, both linking to the product. */
function drawCards(ids: [shop: number, item: number][]) {
  document.body.innerHTML = `<div class="grid">${ids
    .map(
      ([shop, item]) =>
        `<div class="card"><a href="/Produk-i.${shop}.${item}?sp_atk=x"><img alt=""></a><div><a href="/Produk-i.${shop}.${item}">Produk</a></div></div>`,
    )
    .join('')}</div><a href="/other-i.1.1">other</a>`;
}

function start(figures: (ids: string[]) => FiguresReply) {
  const asked: string[][] = [];
  const contributed: CapturedAnswer[] = [];
  stop = runContentScript({
    window,
    language: 'id',
    appOrigin: 'https://app.pasarlens.test',
    figures: async (_marketplace, ids) => {
      asked.push(ids);
      return figures(ids);
    },
    contribute: (answer) => contributed.push(answer),
  }).stop;
  return { asked, contributed };
}

const passOn = (body: unknown, url = searchV4.url) =>
  window.dispatchEvent(
    new MessageEvent('message', {
      source: window,
      data: { kind: PAGE_MESSAGE, url, capturedAt: '2026-11-20T03:00:00.000Z', body: JSON.stringify(body) },
    }),
  );

const answer = (ids: string[]): FiguresReply => ({
  ok: true,
  figures: {
    asOf: '2026-11-19',
    isPremium: true,
    showPaywall: false,
    items: ids.map((externalId, index) =>
      index === 0
        ? {
            externalId,
            status: 'known',
            productId: 9,
            units30: 320,
            revenue30: 12_500_000,
            measuredDays30: 30,
            confidence30: { high: 1, medium: 0, low: 0 },
            historyPath: '/app/history/product/9',
          }
        : { externalId, status: 'unknown' },
    ),
  } satisfies ExtensionProducts,
});

const badges = () => [...document.querySelectorAll<HTMLElement>(`[${BADGE_ATTRIBUTE}]`)];

describe('the content script', () => {
  it("asks once for the products of the page's answer and puts one badge on each of their cards", async () => {
    drawCards([
      [334455667, 23456789012],
      [445566778, 24567890123],
    ]);
    const { asked, contributed } = start(answer);
    passOn(searchV4.body);
    await vi.waitFor(() => expect(badges()).toHaveLength(2));
    expect(asked).toHaveLength(1);
    expect(asked[0]).toEqual(expect.arrayContaining(['23456789012', '24567890123']));
    const [first, second] = badges();
    expect(first!.getAttribute(BADGE_ATTRIBUTE)).toBe(asked[0]![0]);
    expect(first!.shadowRoot!.textContent).toContain('Rp 12,5\u00a0jt');
    expect(second!.dataset.pasarlensStatus).toBe('unknown');
    expect(contributed).toEqual([expect.objectContaining({ url: searchV4.url, body: searchV4.body })]);

    // The same answer again (a scroll back): nothing asked again, no second badge.
    passOn(searchV4.body);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(asked).toHaveLength(1);
    expect(badges()).toHaveLength(2);
  });

  it('badges the cards the page draws after the answer came', async () => {
    const { asked } = start(answer);
    passOn(searchV4.body);
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    expect(badges()).toHaveLength(0);
    drawCards([[334455667, 23456789012]]);
    await vi.waitFor(() => expect(badges()).toHaveLength(1));
  });

  it("shows why there are no figures, and ignores messages that are not the page listener's", async () => {
    drawCards([[334455667, 23456789012]]);
    const { asked } = start(() => ({ ok: false, refusal: 'not_connected' }));
    window.dispatchEvent(
      new MessageEvent('message', { source: null, data: { kind: PAGE_MESSAGE, url: searchV4.url } }),
    );
    passOn(searchV4.body);
    await vi.waitFor(() => expect(badges()).toHaveLength(1));
    expect(asked).toHaveLength(1);
    expect(badges()[0]!.shadowRoot!.querySelector('a')!.href).toBe('https://app.pasarlens.test/app/extension/connect');
  });
});
