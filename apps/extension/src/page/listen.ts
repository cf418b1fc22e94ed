import { readableAddress } from '@pasarlens/market/addresses';
import { PAGE_MESSAGE, type PageAnswer } from '../messages.ts';

/** Answers larger than this are not passed on: no reader's answer comes near it. */
const MAX_BODY_CHARACTERS = 8 * 1024 * 1024;

type Post = (answer: PageAnswer) => void;

/** Passes on an answer whose address a reader takes, with its text; anything else is left alone. */
function passOn(post: Post, url: string, text: () => Promise<string>): void {
  if (!readableAddress(url, location.href)) return;
  const capturedAt = new Date().toISOString();
  text().then(
    (body) => {
      if (body.length <= MAX_BODY_CHARACTERS)
        post({ kind: PAGE_MESSAGE, url: new URL(url, location.href).href, capturedAt, body });
    },
    () => undefined,
  );
}

/**
 * Listens inside the page (the MAIN world) to the answers its own scripts receive through fetch
 * and XMLHttpRequest, and posts those a reader takes to the content script. It calls nothing
 * itself, changes no request or answer, and reads a body only from a copy.
 */
export function listen(target: Window & typeof globalThis, post: Post): void {
  const originalFetch = target.fetch;
  target.fetch = async function (this: unknown, ...args: Parameters<typeof fetch>) {
    const response = await originalFetch.apply(this, args);
    try {
      if (response.ok) passOn(post, response.url || requestUrl(args[0]), () => response.clone().text());
    } catch {
      // A listener's fault must never break the page's own call.
    }
    return response;
  } as typeof fetch;

  const proto = target.XMLHttpRequest.prototype;
  const originalOpen = proto.open;
  const originalSend = proto.send;
  const addresses = new WeakMap<XMLHttpRequest, string>();
  proto.open = function (this: XMLHttpRequest, ...args: unknown[]) {
    addresses.set(this, String(args[1]));
    return (originalOpen as (...a: unknown[]) => void).apply(this, args);
  } as typeof proto.open;
  proto.send = function (this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
    const address = addresses.get(this);
    if (address !== undefined && readableAddress(address, location.href))
      this.addEventListener('load', () => {
        if (this.status < 200 || this.status >= 300) return;
        const text = this.responseType === '' || this.responseType === 'text' ? this.responseText : null;
        const json = this.responseType === 'json' ? this.response : undefined;
        if (text !== null) passOn(post, this.responseURL || address, () => Promise.resolve(text));
        else if (json !== undefined && json !== null)
          passOn(post, this.responseURL || address, () => Promise.resolve(JSON.stringify(json)));
      });
    return originalSend.call(this, body);
  };
}

const requestUrl = (input: RequestInfo | URL): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/** Posts to the content script of this page only. */
export const postToContentScript: Post = (answer) => window.postMessage(answer, location.origin);
