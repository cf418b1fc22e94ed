import type { SeenProduct } from './reading.ts';

/** The attribute that marks a badge's host, with the product's id. */
export const BADGE_ATTRIBUTE = 'data-pasarlens-product';

const withoutSlash = (path: string) => path.replace(/\/+$/, '') || '/';

/**
 * Whether a link leads to the product: the same page as the answer's address for it, or a path
 * that holds the product's id whole (Shopee's `-i.shop.item`, Lazada's `-i123-s456`, TikTok's
 * `/product/123`), never as part of a longer number.
 */
export function leadsTo(href: string, product: SeenProduct, base: string): boolean {
  let path: string;
  try {
    path = withoutSlash(new URL(href, base).pathname);
  } catch {
    return false;
  }
  if (product.url !== null && URL.canParse(product.url) && withoutSlash(new URL(product.url).pathname) === path)
    return true;
  const id = product.externalId.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![0-9A-Za-z])${id}(?![0-9A-Za-z])|(?<!\\d)${id}(?!\\d)`).test(
    /^\d+$/.test(product.externalId) ? path : decodeURIComponent(path),
  );
}

/** How far up from a link its card reaches: a card's links to one product (picture, name) share a badge. */
const CARD_DEPTH = 3;

function cardOf(element: Element): Element {
  let card = element;
  for (let level = 0; level < CARD_DEPTH && card.parentElement && card.parentElement.tagName !== 'BODY'; level++)
    card = card.parentElement;
  return card;
}

const selectorOf = (externalId: string) => `[${BADGE_ATTRIBUTE}="${CSS.escape(externalId)}"]`;

/**
 * The places a product's badge goes: after the first link to it in each of its cards, and under
 * the page's title when the page is the product's own. A card that has its badge is left out.
 */
export function placesFor(doc: Document, product: SeenProduct): Element[] {
  const base = doc.location?.href ?? 'https://invalid.local/';
  const badge = selectorOf(product.externalId);
  const places: Element[] = [];
  const candidates = [...doc.querySelectorAll('a[href]')].filter(
    (anchor) => !anchor.closest(`[${BADGE_ATTRIBUTE}]`) && leadsTo(anchor.getAttribute('href')!, product, base),
  );
  const title = doc.querySelector('h1');
  if (title && leadsTo(base, product, base)) candidates.push(title);
  for (const candidate of candidates) {
    const card = cardOf(candidate);
    if (card.querySelector(badge) || places.some((place) => card.contains(place))) continue;
    places.push(candidate);
  }
  return places;
}

/** A badge's host right after `place`. */
export function badgeHost(doc: Document, place: Element, externalId: string): HTMLElement {
  const host = doc.createElement('span');
  host.setAttribute(BADGE_ATTRIBUTE, externalId);
  place.insertAdjacentElement('afterend', host);
  return host;
}
