/** Product URLs and slugs as the marketplaces write them. */

const NON_ASCII = /[\u0080-\uffff]/;
/** Accented letters become their base letter ('é' → 'e') before the rest is dropped. */
const COMBINING_MARKS = /[\u0300-\u036f]/g;
const foldAccents = (text: string): string =>
  NON_ASCII.test(text) ? text.normalize('NFKD').replace(COMBINING_MARKS, '') : text;

/** Lower-case words joined by '-': Tokopedia's product keys and most slugs. */
export function slugify(text: string): string {
  return foldAccents(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Shopee's product path segment keeps the name's case: 'Serum-Wajah-Niacinamide-10-i.123.456'. */
export function shopeeProductSlug(name: string, shopId: number, itemId: number): string {
  const words = foldAccents(name)
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${words}-i.${shopId}.${itemId}`;
}

export const SHOPEE_ORIGIN = 'https://shopee.co.id';

export const shopeeProductUrl = (name: string, shopId: number, itemId: number): string =>
  `${SHOPEE_ORIGIN}/${shopeeProductSlug(name, shopId, itemId)}`;

export const shopeeImageUrl = (imageHash: string): string => `https://down-id.img.susercontent.com/file/${imageHash}`;

export const tokopediaProductUrl = (shopDomain: string, productKey: string): string =>
  `https://www.tokopedia.com/${shopDomain}/${productKey}`;

/** decodeURIComponent that leaves a malformed escape as it is instead of throwing. */
function decodeSegment(segment: string): string {
  if (!segment.includes('%')) return segment;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const TOKOPEDIA_HOST = /^https?:\/\/(?:www\.|m\.)?tokopedia\.com\//i;
const TOKOPEDIA_PRODUCT_URL = /^https?:\/\/(?:www\.|m\.)?tokopedia\.com\/([^/?#]+)\/([^/?#]+)\/?(?:[?#].*)?$/i;

/** Spec §3: shopDomain and productKey are the two segments of a Tokopedia product URL's path. */
export function tokopediaKeysFromUrl(url: string): { shopDomain: string; productKey: string } | undefined {
  const match = TOKOPEDIA_PRODUCT_URL.exec(url);
  if (!match?.[1] || !match[2]) return undefined;
  return { shopDomain: decodeSegment(match[1]), productKey: decodeSegment(match[2]) };
}

const URL_PATH = /^https?:\/\/[^/?#]+\/([^?#]*)/i;
/** Path segments that are route prefixes or ids rather than a product's name. */
const NOT_A_SLUG = /^(?:p|pdp|product|products|view|\d+|ps--.*)$/i;

/**
 * The part of a product URL that names the product: Tokopedia's productKey
 * ('…/tokoabc/serum-wajah-30ml' → 'serum-wajah-30ml'), Shopee's name-and-ids segment
 * ('…/Serum-Wajah-i.12.34' → 'Serum-Wajah-i.12.34'), and the same idea for TikTok Shop
 * ('/pdp/{slug}/{id}'), Lazada ('/products/{slug}.html') and Blibli ('/p/{slug}/ps--{sku}').
 * Null when the URL has no such segment.
 */
export function slugFromProductUrl(url: string): string | null {
  if (TOKOPEDIA_HOST.test(url)) return tokopediaKeysFromUrl(url)?.productKey ?? null;
  const path = URL_PATH.exec(url)?.[1];
  if (!path) return null;
  const segments = path.split('/').filter((s) => s.length > 0 && !NOT_A_SLUG.test(s));
  const last = segments.at(-1);
  if (last === undefined) return null;
  return decodeSegment(last).replace(/\.html?$/i, '') || null;
}
