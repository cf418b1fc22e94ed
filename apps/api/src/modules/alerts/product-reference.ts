import type { AlertPlatform } from '@pasarlens/contracts';
import { slugFromProductUrl } from '@pasarlens/market';

const PLATFORM_HOSTS: [RegExp, AlertPlatform][] = [
  [/(^|\.)shopee\.co\.id$/, 'shopee'],
  [/(^|\.)tokopedia\.com$/, 'tokopedia'],
  [/(^|\.)tiktok\.com$/, 'tiktok'],
];

export type ProductReference =
  | { kind: 'id'; id: number }
  | { kind: 'url'; platform: AlertPlatform; url: string; slug: string | null }
  | { kind: 'foreign-url' }
  | { kind: 'words'; words: string };

/**
 * What a user typed to find a product: our id (digits), a product page of one of the three
 * marketplaces (its address without query and fragment, on the www host the data keeps), an
 * address elsewhere, or words of its name.
 */
export function productReference(input: string): ProductReference {
  const text = input.trim();
  if (/^\d{1,9}$/.test(text)) return { kind: 'id', id: Number(text) };
  const looksLikeUrl = /^(https?:\/\/)?[a-z0-9-]+(\.[a-z0-9-]+)+\/\S*$/i.test(text);
  if (!looksLikeUrl) return { kind: 'words', words: text };
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return { kind: 'foreign-url' };
  }
  const host = url.hostname.toLowerCase();
  const platform = PLATFORM_HOSTS.find(([pattern]) => pattern.test(host))?.[1];
  if (!platform) return { kind: 'foreign-url' };
  const bare = host.replace(/^(www\.|m\.)/, '');
  const canonical = `https://${platform === 'shopee' ? bare : `www.${bare}`}${url.pathname.replace(/\/+$/, '')}`;
  return { kind: 'url', platform, url: canonical, slug: slugFromProductUrl(canonical) };
}
