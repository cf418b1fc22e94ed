/** The marketplace hosts whose first path segment is a store's username. */
const STORE_HOSTS: Record<string, string> = {
  'shopee.co.id': 'shopee',
  'tokopedia.com': 'tokopedia',
  'shop.tiktok.com': 'tiktok',
  'tiktok.com': 'tiktok',
};
const USERNAME = /^[A-Za-z0-9._-]{2,64}$/;

/**
 * What a listing's owner typed for their marketplace store — a store page address
 * ('https://shopee.co.id/tokobudi', 'tokopedia.com/tokobudi') or a username ('@tokobudi') —
 * as a username and, when a known host was given, its marketplace. Undefined when it is neither.
 */
export function storeOfReference(reference: string): { username: string; marketplace?: string } | undefined {
  const text = reference.trim();
  const url = /^(?:https?:\/\/)?(?:www\.|m\.)?([a-z0-9.-]+\.[a-z]{2,})\/(@?[^/?#]+)/i.exec(text);
  if (url) {
    const marketplace = STORE_HOSTS[url[1]!.toLowerCase()];
    const username = url[2]!.replace(/^@/, '');
    return marketplace && USERNAME.test(username) ? { username, marketplace } : undefined;
  }
  const username = text.replace(/^@/, '');
  return USERNAME.test(username) ? { username } : undefined;
}
