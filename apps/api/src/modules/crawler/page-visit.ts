import { answerAddressOf, type Marketplace, type RawAnswer } from '@pasarlens/market';
import type { Page, Request, Response } from 'playwright-core';

/** What one visit of a page brought. */
export type Visit =
  /** The answers a reader may read (a body that is not JSON is kept as its text: the intake refuses it, counted). */
  | { kind: 'answers'; answers: RawAnswer[]; malformed: number }
  /** An answer failed in a way worth trying again later (429, 5xx, a page that did not load), not before retryAfterMs (Retry-After; 0 when not said). */
  | { kind: 'retry'; reason: string; retryAfterMs: number }
  /** A block page or a captcha: the marketplace will not serve this browser now. */
  | { kind: 'blocked'; reason: string };

const CAPTCHA = /captcha|\/verify\/|\/punish/i;
/** Shopee's anti-bot answer to a call without a fresh token from its page scripts. */
const SHOPEE_ANTI_BOT = 90309999;

/** Retry-After in seconds, as milliseconds (at most a minute); 0 when absent or a date. */
function retryAfter(response: Response): number {
  const seconds = Number(response.headers()['retry-after']);
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 60) * 1000 : 0;
}

export interface VisitOptions {
  /** How long the page's network must stay quiet before its answers are taken as all there are. */
  quietMs: number;
  timeoutMs: number;
}

/** Resolves once the page has had no request in flight for `quietMs` (or after `timeoutMs`). */
function networkQuiet(page: Page, { quietMs, timeoutMs }: VisitOptions) {
  const inFlight = new Set<Request>();
  let timer: NodeJS.Timeout | undefined;
  let settle = () => {};
  const done = new Promise<void>((resolve) => (settle = resolve));
  const arm = () => {
    clearTimeout(timer);
    if (inFlight.size === 0) timer = setTimeout(settle, quietMs);
  };
  const started = (request: Request) => {
    inFlight.add(request);
    clearTimeout(timer);
  };
  const ended = (request: Request) => {
    inFlight.delete(request);
    arm();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  const limit = setTimeout(settle, timeoutMs);
  return {
    /** Starts counting quiet time (after the page has loaded). */
    wait: () => {
      arm();
      return done;
    },
    stop: () => {
      clearTimeout(timer);
      clearTimeout(limit);
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    },
  };
}

/**
 * Visits one page and takes the answers it receives from `marketplace`'s API addresses, judged by
 * address before any body is read; everything else the page loads is left alone. The crawler
 * never calls an API itself: the page's own scripts do.
 */
export async function visitPage(
  page: Page,
  marketplace: Marketplace,
  address: string,
  options: VisitOptions,
): Promise<Visit> {
  const kept: Promise<{ url: string; text: string | null; status: number; retryAfterMs: number }>[] = [];
  const onResponse = (response: Response) => {
    const url = response.url();
    if (answerAddressOf(url) !== marketplace) return;
    const status = response.status();
    const retryAfterMs = retryAfter(response);
    kept.push(
      (status === 200 ? response.text() : Promise.resolve(null)).then(
        (text) => ({ url, text, status, retryAfterMs }),
        () => ({ url, text: null, status: 0, retryAfterMs }),
      ),
    );
  };
  const quiet = networkQuiet(page, options);
  page.on('response', onResponse);
  let document: Response | null;
  try {
    document = await page.goto(address, { waitUntil: 'load', timeout: options.timeoutMs });
    await quiet.wait();
  } catch (error) {
    return { kind: 'retry', reason: `page_not_loaded: ${(error as Error).message.split('\n')[0]}`, retryAfterMs: 0 };
  } finally {
    page.off('response', onResponse);
    quiet.stop();
  }
  if (CAPTCHA.test(page.url())) return { kind: 'blocked', reason: `captcha at ${page.url()}` };
  const documentStatus = document?.status() ?? 0;
  if (documentStatus === 403) return { kind: 'blocked', reason: `block page (403) at ${address}` };
  if (documentStatus === 429 || documentStatus >= 500)
    return { kind: 'retry', reason: `page ${documentStatus}`, retryAfterMs: document ? retryAfter(document) : 0 };

  const capturedAt = new Date().toISOString();
  const answers: RawAnswer[] = [];
  let malformed = 0;
  for (const { url, text, status, retryAfterMs } of await Promise.all(kept)) {
    if (status === 403) return { kind: 'blocked', reason: `answer refused (403) at ${url}` };
    if (status === 429 || status >= 500 || status === 0)
      return { kind: 'retry', reason: `answer ${status || 'lost'}`, retryAfterMs };
    if (text === null) continue;
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      malformed++;
      answers.push({ url, capturedAt, body: text });
      continue;
    }
    if ((body as { error?: unknown } | null)?.error === SHOPEE_ANTI_BOT)
      return { kind: 'blocked', reason: `anti-bot error ${SHOPEE_ANTI_BOT} at ${url}` };
    answers.push({ url, capturedAt, body });
  }
  return { kind: 'answers', answers, malformed };
}
