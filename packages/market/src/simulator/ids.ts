import type { Marketplace } from '../observation.ts';
import { shopeeImageUrl, shopeeProductUrl, slugify, tokopediaProductUrl } from '../formats/urls.ts';
import { hash32 } from './random.ts';

/**
 * How each marketplace numbers and addresses things. Ids are unique by construction (the
 * entity's index is part of them) and look like the real ones: Shopee's 11-digit item ids,
 * TikTok's 19-digit ids (strings, beyond JavaScript's safe integers), Blibli's SKU codes.
 */

const pad = (n: number, width: number): string => String(n).padStart(width, '0');
const hex = (...words: number[]): string => words.map((w) => w.toString(16).padStart(8, '0')).join('');

export function productExternalId(marketplace: Marketplace, index: number, seed: number, storeCode: string): string {
  const h = hash32(seed, index, 0x1d);
  switch (marketplace) {
    case 'shopee':
      return String(20_000_000_000 + index * 1_000 + (h % 1_000));
    case 'tokopedia':
      return String(2_000_000_000 + index * 100 + (h % 100));
    case 'tiktok':
      return `1729${pad(index, 7)}${pad(h % 100_000_000, 8)}`;
    case 'lazada':
      return String(5_000_000_000 + index * 100 + (h % 100));
    case 'blibli':
      return `${storeCode}-${pad(index, 5)}`;
  }
}

export function storeExternalId(marketplace: Marketplace, index: number, seed: number, name: string): string {
  const h = hash32(seed, index, 0x5e);
  switch (marketplace) {
    case 'shopee':
      return String(100_000_000 + index * 1_000 + (h % 1_000));
    case 'tokopedia':
      return String(10_000_000 + index * 50 + (h % 50));
    case 'tiktok':
      return `7494${pad(index, 6)}${pad(h % 1_000_000_000, 9)}`;
    case 'lazada':
      return String(100_000_000 + index * 100 + (h % 100));
    case 'blibli': {
      const letters = `${name.replace(/[^A-Za-z]/g, '').toUpperCase()}XXX`.slice(0, 3);
      return `${letters}-${pad(60_000 + index, 5)}`;
    }
  }
}

export function variantExternalId(
  marketplace: Marketplace,
  productIndex: number,
  variant: number,
  productId: string,
): string {
  switch (marketplace) {
    case 'shopee':
      return String(100_000_000_000 + productIndex * 16 + variant);
    case 'tokopedia':
      return String(9_000_000_000 + productIndex * 16 + variant);
    case 'lazada':
      return String(12_000_000_000 + productIndex * 16 + variant);
    default:
      return `${productId}-${variant + 1}`;
  }
}

/** The image as the marketplace refers to it (a Shopee file hash, otherwise a URL) and as a URL. */
export function productImage(
  marketplace: Marketplace,
  index: number,
  seed: number,
): { image: string; imageUrl: string } {
  const a = hash32(seed, index, 0x1a);
  const b = hash32(seed, index, 0x1b);
  const c = hash32(seed, index, 0x1c);
  const d = hash32(seed, index, 0x1e);
  switch (marketplace) {
    case 'shopee': {
      const image = `id-11134207-7r98o-${(a.toString(36) + b.toString(36)).slice(0, 14)}`;
      return { image, imageUrl: shopeeImageUrl(image) };
    }
    case 'tokopedia': {
      const uuid = hex(a, b, c, d);
      const url = `https://images.tokopedia.net/img/cache/700/VqbcmM/2024/${1 + (a % 12)}/${1 + (b % 28)}/${uuid.slice(0, 8)}-${uuid.slice(8, 12)}-${uuid.slice(12, 16)}-${uuid.slice(16, 20)}-${uuid.slice(20)}.jpg`;
      return { image: url, imageUrl: url };
    }
    case 'tiktok': {
      const url = `https://p16-oec-va.ibyteimg.com/tos-maliva-i-o3syd03w52-us/${hex(a, b, c, d)}~tplv-o3syd03w52-resize-webp:260:260.webp`;
      return { image: url, imageUrl: url };
    }
    case 'lazada': {
      const url = `https://img.lazcdn.com/g/p/${hex(a, b, c, d)}.jpg`;
      return { image: url, imageUrl: url };
    }
    case 'blibli': {
      const url = `https://www.static-src.com/wcsstore/Indraprastha/images/catalog/medium/catalog-image/${hex(a, b)}/${hex(c, d)}.jpg`;
      return { image: url, imageUrl: url };
    }
  }
}

export interface ProductAddress {
  marketplace: Marketplace;
  name: string;
  externalId: string;
  storeExternalId: string;
  /** The shop's username: Tokopedia's shop domain. */
  storeUsername: string;
  /** Tokopedia's product key, unique within the shop. */
  productKey: string;
  /** Lazada's SKU id of the default SKU. */
  firstVariantId: string;
}

export function productUrl(p: ProductAddress): string {
  switch (p.marketplace) {
    case 'shopee':
      return shopeeProductUrl(p.name, Number(p.storeExternalId), Number(p.externalId));
    case 'tokopedia':
      return tokopediaProductUrl(p.storeUsername, p.productKey);
    case 'tiktok':
      return `https://www.tiktok.com/shop/pdp/${slugify(p.name)}/${p.externalId}`;
    case 'lazada':
      return `https://www.lazada.co.id/products/${slugify(p.name)}-i${p.externalId}-s${p.firstVariantId}.html`;
    case 'blibli':
      return `https://www.blibli.com/p/${slugify(p.name)}/ps--${p.externalId}`;
  }
}
