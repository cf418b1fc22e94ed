import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The image types kept, by content type, with the file extension that records the type. */
export const CACHED_IMAGE_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
} as const;
export type CachedImageType = keyof typeof CACHED_IMAGE_TYPES;

export interface CachedImage {
  bytes: Buffer;
  type: CachedImageType;
}

/** Images fetched once, kept on disk under the hash of their address (the address names the bytes). */
export function imageCache(dir: string) {
  const fileOf = (url: string, type: CachedImageType) =>
    join(dir, `${createHash('sha256').update(url).digest('hex')}.${CACHED_IMAGE_TYPES[type]}`);
  return {
    async read(url: string): Promise<CachedImage | undefined> {
      for (const type of Object.keys(CACHED_IMAGE_TYPES) as CachedImageType[]) {
        const bytes = await readFile(fileOf(url, type)).catch(() => undefined);
        if (bytes) return { bytes, type };
      }
      return undefined;
    },
    /** Written whole under a temporary name first, so a reader never sees half an image. */
    async write(url: string, image: CachedImage): Promise<void> {
      await mkdir(dir, { recursive: true });
      const target = fileOf(url, image.type);
      const partial = `${target}.${randomUUID()}.part`;
      await writeFile(partial, image.bytes);
      await rename(partial, target);
    },
  };
}
export type ImageCache = ReturnType<typeof imageCache>;
