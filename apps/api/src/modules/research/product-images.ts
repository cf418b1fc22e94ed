import type { SqlRunner } from '@pasarlens/db';
import { AppError } from '../../lib/errors.ts';
import type { Outbound } from '../../lib/outbound/outbound.ts';
import { CACHED_IMAGE_TYPES, type CachedImage, type CachedImageType, type ImageCache } from './image-cache.ts';
import { productArt } from './product-art.ts';
import { productImageSource } from './research.repo.ts';

/** The marketplaces' image hosts: the only addresses fetched (an address comes from crawled data, not from the asker). */
const IMAGE_HOSTS = [
  'susercontent.com',
  'tokopedia.net',
  'ibyteimg.com',
  'tiktokcdn.com',
  'lazcdn.com',
  'slatic.net',
  'static-src.com',
];
const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 5_000;

export interface ProductImage {
  bytes: Buffer;
  type: CachedImageType | 'image/svg+xml';
  /** Drawn in place of the marketplace's image: may be replaced once the image can be fetched. */
  drawn: boolean;
}

const isMarketplaceImage = (url: string): boolean => {
  try {
    const { protocol, hostname } = new URL(url);
    return protocol === 'https:' && IMAGE_HOSTS.some((host) => hostname === host || hostname.endsWith(`.${host}`));
  } catch {
    return false;
  }
};

/** The marketplace's image, or undefined when it cannot be had (not found, too big, not an image, too slow, refused). */
async function fetchImage(outbound: Outbound, url: string): Promise<CachedImage | undefined> {
  try {
    const response = await outbound.request(url, {
      method: 'GET',
      timeoutMs: FETCH_TIMEOUT_MS,
      maxBytes: MAX_IMAGE_BYTES,
    });
    const type = response.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
    if (response.status !== 200 || !type || !(type in CACHED_IMAGE_TYPES)) return undefined;
    return response.body.length > 0 ? { bytes: response.body, type: type as CachedImageType } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A product's picture, served from our own address: the marketplace's image fetched once and
 * cached, or — for the simulated demo market, a product without an image, or an image that
 * cannot be had — one drawn from its name and category.
 */
export function productImages(deps: {
  sql: SqlRunner;
  mode: 'drawn' | 'marketplace';
  cache: ImageCache;
  outbound: Outbound;
}) {
  const { sql, mode, cache, outbound } = deps;
  return async (productId: number): Promise<ProductImage> => {
    const source = await productImageSource(sql, productId);
    if (!source) throw new AppError('NOT_FOUND');
    const drawn = (): ProductImage => ({ bytes: Buffer.from(productArt(source)), type: 'image/svg+xml', drawn: true });
    const url = source.imageUrl;
    if (mode === 'drawn' || url === null || !isMarketplaceImage(url)) return drawn();
    const cached = await cache.read(url);
    if (cached) return { ...cached, drawn: false };
    const fetched = await fetchImage(outbound, url);
    if (!fetched) return drawn();
    await cache.write(url, fetched);
    return { ...fetched, drawn: false };
  };
}
