import { EXTENSION_MAX_PRODUCTS, type ResearchMarketplace } from '@pasarlens/contracts';
import type { Language } from '@pasarlens/contracts/plain';
import { PAGE_MESSAGE, type CapturedAnswer, type FiguresReply, type PageAnswer } from '../messages.ts';
import { renderBadge, type BadgeView } from './badge.ts';
import { badgeHost, placesFor } from './placement.ts';
import { readPageAnswer, type SeenProduct } from './reading.ts';

export interface ContentDeps {
  window: Window & typeof globalThis;
  language: Language;
  appOrigin: string;
  /** Asks Pasarlens (through the background worker) for the figures of a marketplace's products. */
  figures(marketplace: ResearchMarketplace, externalIds: string[]): Promise<FiguresReply>;
  /** Hands an answer to the background worker, which sends it on only with the user's opt-in. */
  contribute(answer: CapturedAnswer): void;
}

/** How long answers arriving together are gathered before their products are asked for in one call. */
const GATHER_MS = 150;

const keyOf = (p: { marketplace: string; externalId: string }) => `${p.marketplace}:${p.externalId}`;

/**
 * The content script: reads the answers the page listener passes on, asks for the figures of the
 * products they show (each product once, up to a search page's worth a call), and keeps a badge
 * beside each of their cards as the page draws them.
 */
export function runContentScript(deps: ContentDeps): { stop(): void } {
  const doc = deps.window.document;
  const seen = new Map<string, SeenProduct>();
  const views = new Map<string, BadgeView>();
  const asOf = new Map<string, string | null>();
  const waiting = new Map<string, SeenProduct>();
  let gathering: ReturnType<typeof setTimeout> | undefined;

  const draw = () => {
    for (const [key, view] of views) {
      const product = seen.get(key)!;
      for (const place of placesFor(doc, product))
        renderBadge(badgeHost(doc, place, product.externalId), view, {
          language: deps.language,
          appOrigin: deps.appOrigin,
          asOf: asOf.get(product.marketplace) ?? null,
        });
    }
  };

  async function ask(marketplace: ResearchMarketplace, products: SeenProduct[]) {
    const reply = await deps.figures(
      marketplace,
      products.map((p) => p.externalId),
    );
    if (reply.ok) {
      asOf.set(marketplace, reply.figures.asOf);
      for (const item of reply.figures.items) views.set(keyOf({ marketplace, externalId: item.externalId }), item);
    } else for (const p of products) views.set(keyOf(p), { status: 'refused', refusal: reply.refusal });
    draw();
  }

  const flush = () => {
    gathering = undefined;
    const byMarketplace = new Map<ResearchMarketplace, SeenProduct[]>();
    for (const p of waiting.values())
      byMarketplace.set(p.marketplace, [...(byMarketplace.get(p.marketplace) ?? []), p]);
    waiting.clear();
    for (const [marketplace, products] of byMarketplace)
      for (let at = 0; at < products.length; at += EXTENSION_MAX_PRODUCTS)
        void ask(marketplace, products.slice(at, at + EXTENSION_MAX_PRODUCTS));
  };

  const onMessage = (event: MessageEvent) => {
    if (event.source !== deps.window || (event.data as PageAnswer | undefined)?.kind !== PAGE_MESSAGE) return;
    const read = readPageAnswer(event.data as PageAnswer);
    if (!read) return;
    deps.contribute(read.answer);
    for (const product of read.products) {
      const key = keyOf(product);
      if (seen.has(key)) continue;
      seen.set(key, product);
      waiting.set(key, product);
    }
    if (waiting.size > 0 && gathering === undefined) gathering = setTimeout(flush, GATHER_MS);
  };

  // Cards are often drawn after their answer arrives, and again as the page scrolls or filters.
  let drawing = false;
  const observer = new deps.window.MutationObserver(() => {
    if (drawing || views.size === 0) return;
    drawing = true;
    queueMicrotask(() => {
      draw();
      drawing = false;
    });
  });
  observer.observe(doc.documentElement, { childList: true, subtree: true });
  deps.window.addEventListener('message', onMessage);
  return {
    stop() {
      observer.disconnect();
      deps.window.removeEventListener('message', onMessage);
      if (gathering !== undefined) clearTimeout(gathering);
    },
  };
}
