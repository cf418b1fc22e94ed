import { CAPTURE_MAX_ANSWERS, captureEndpoints, extensionEndpoints } from '@pasarlens/contracts';
import { APP_ORIGIN, STORAGE } from './config.ts';
import { ACCOUNT_EXTENSION_PATH, EXTENSION_CONNECT_PATH } from '@pasarlens/contracts/plain';
import type { CapturedAnswer, ExternalRequest, FiguresReply, Request, Status } from './messages.ts';

/** Answers handed in are gathered this long (or up to a call's worth) and sent in one call. */
const CONTRIBUTE_AFTER_MS = 3_000;

const stored = async <T>(key: string): Promise<T | undefined> =>
  (await chrome.storage.local.get(key))[key] as T | undefined;

/** A call to Pasarlens with the extension's token; null when the extension is not connected. */
async function call(path: string, body: unknown): Promise<Response | null> {
  const token = await stored<string>(STORAGE.token);
  if (!token) return null;
  const response = await fetch(new URL(path, APP_ORIGIN), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  // A token revoked in account settings: the extension is no longer connected.
  if (response.status === 401) await chrome.storage.local.remove(STORAGE.token);
  return response;
}

async function figures(request: Extract<Request, { type: 'figures' }>): Promise<FiguresReply> {
  try {
    const response = await call(extensionEndpoints.extensionProducts.path, {
      marketplace: request.marketplace,
      externalIds: request.externalIds,
    });
    if (response === null || response.status === 401) return { ok: false, refusal: 'not_connected' };
    if (response.status === 402) return { ok: false, refusal: 'tokens_used_up' };
    if (!response.ok) return { ok: false, refusal: 'failed' };
    return { ok: true, figures: await response.json() };
  } catch {
    return { ok: false, refusal: 'failed' };
  }
}

let contributions: CapturedAnswer[] = [];
let contributing: ReturnType<typeof setTimeout> | undefined;

async function sendContributions(): Promise<void> {
  contributing = undefined;
  const answers = contributions.splice(0, CAPTURE_MAX_ANSWERS);
  if (answers.length > 0 && (await stored<boolean>(STORAGE.contributing)) === true)
    await call(captureEndpoints.marketCapture.path, { answers }).catch(() => null);
  if (contributions.length > 0) contributing = setTimeout(() => void sendContributions(), CONTRIBUTE_AFTER_MS);
}

/** Keeps answers to hand in, with the user's opt-in only (checked again when they are sent). */
async function contribute(answers: CapturedAnswer[]): Promise<void> {
  if ((await stored<boolean>(STORAGE.contributing)) !== true) return;
  contributions.push(...answers);
  if (contributions.length >= CAPTURE_MAX_ANSWERS) await sendContributions();
  else contributing ??= setTimeout(() => void sendContributions(), CONTRIBUTE_AFTER_MS);
}

async function status(): Promise<Status> {
  return {
    connected: Boolean(await stored<string>(STORAGE.token)),
    contributing: (await stored<boolean>(STORAGE.contributing)) === true,
    appOrigin: APP_ORIGIN,
  };
}

async function handle(request: Request): Promise<unknown> {
  switch (request.type) {
    case 'figures':
      return figures(request);
    case 'contribute':
      return contribute(request.answers);
    case 'status':
      return status();
    case 'setContributing':
      await chrome.storage.local.set({ [STORAGE.contributing]: request.on });
      if (!request.on) contributions = [];
      return status();
    case 'disconnect':
      // The token is forgotten here; the account settings, opened beside, revoke it for good.
      await chrome.storage.local.remove(STORAGE.token);
      await chrome.tabs.create({ url: new URL(ACCOUNT_EXTENSION_PATH, APP_ORIGIN).href });
      return status();
    case 'openConnect':
      await chrome.tabs.create({ url: new URL(EXTENSION_CONNECT_PATH, APP_ORIGIN).href });
      return null;
  }
}

chrome.runtime.onMessage.addListener((request: Request, sender, reply) => {
  // Only the extension's own scripts: its content scripts and its popup.
  if (sender.id !== chrome.runtime.id) return false;
  handle(request).then(reply, () => reply(null));
  return true;
});

// The web app's connect page hands the new token over; only the app the extension was built for may.
chrome.runtime.onMessageExternal.addListener((request: ExternalRequest, sender, reply) => {
  if (sender.origin !== APP_ORIGIN) return false;
  if (request.type === 'hello') {
    void status().then(reply);
    return true;
  }
  if (request.type === 'connect' && typeof request.token === 'string' && request.token.startsWith('pl_ext_')) {
    void chrome.storage.local.set({ [STORAGE.token]: request.token }).then(() => reply({ connected: true }));
    return true;
  }
  return false;
});
