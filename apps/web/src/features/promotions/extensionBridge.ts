import { EXTENSION_ID } from '@pasarlens/contracts/plain';

/** The part of Chrome's runtime a page sees when an extension lets it message it (externally_connectable). */
interface PageRuntime {
  sendMessage(extensionId: string, message: unknown, reply: (answer: unknown) => void): void;
  lastError?: { message?: string };
}

/** What the extension answers its `hello`: whether it is connected. */
export interface ExtensionHello {
  connected: boolean;
}

/**
 * Sends a message to the Pasarlens extension of this browser (decisions/038); null when there is
 * none — another browser, not installed, disabled — or it did not answer.
 */
export function askExtension<T>(message: { type: 'hello' } | { type: 'connect'; token: string }): Promise<T | null> {
  const runtime = (window as { chrome?: { runtime?: PageRuntime } }).chrome?.runtime;
  if (!runtime?.sendMessage) return Promise.resolve(null);
  return new Promise((resolve) => {
    try {
      runtime.sendMessage(EXTENSION_ID, message, (answer) => {
        resolve(runtime.lastError ? null : ((answer ?? null) as T | null));
      });
    } catch {
      resolve(null);
    }
  });
}

/** The name a new token is listed under: the browser and the system it runs on. */
export function browserName(): string {
  const agent = navigator.userAgent;
  const browser = /Edg\//.test(agent)
    ? 'Edge'
    : /OPR\//.test(agent)
      ? 'Opera'
      : /Chrom/.test(agent)
        ? 'Chrome'
        : 'Browser';
  const system = /Windows/.test(agent)
    ? 'Windows'
    : /Mac OS/.test(agent)
      ? 'macOS'
      : /CrOS/.test(agent)
        ? 'ChromeOS'
        : /Android/.test(agent)
          ? 'Android'
          : /Linux/.test(agent)
            ? 'Linux'
            : null;
  return system ? `${browser} · ${system}` : browser;
}
