import type { ExtensionProducts, ResearchMarketplace } from '@pasarlens/contracts';

/** The mark of the page listener's messages to the content script (window.postMessage). */
export const PAGE_MESSAGE = 'pasarlens:answer';

/** An answer the page received, as the page listener passes it on: its body still in text. */
export interface PageAnswer {
  kind: typeof PAGE_MESSAGE;
  url: string;
  capturedAt: string;
  body: string;
}

/** A marketplace answer as the capture API takes it. */
export interface CapturedAnswer {
  url: string;
  capturedAt: string;
  body: unknown;
}

/** What the content script and the popup ask the background worker. */
export type Request =
  | { type: 'figures'; marketplace: ResearchMarketplace; externalIds: string[] }
  | { type: 'contribute'; answers: CapturedAnswer[] }
  | { type: 'status' }
  | { type: 'setContributing'; on: boolean }
  | { type: 'disconnect' }
  | { type: 'openConnect' };

/** Why there are no figures: not connected, no tokens left, or Pasarlens did not answer. */
export type FiguresRefusal = 'not_connected' | 'tokens_used_up' | 'failed';
export type FiguresReply = { ok: true; figures: ExtensionProducts } | { ok: false; refusal: FiguresRefusal };

export interface Status {
  connected: boolean;
  contributing: boolean;
  appOrigin: string;
}

/** What the web app's connect page sends (externally_connectable): the new token, or a question whether the extension is there. */
export type ExternalRequest = { type: 'connect'; token: string } | { type: 'hello' };
