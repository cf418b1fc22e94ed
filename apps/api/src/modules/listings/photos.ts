import sharp from 'sharp';
import { AppError } from '../../lib/errors.ts';

/** The formats a photo may arrive in, as sharp names them after reading the bytes (not the file name or the declared type). */
const ACCEPTED = new Set(['jpeg', 'png', 'webp']);
/** Refuse images whose pixels would take more memory than a phone photo needs (decompression bombs). */
const MAX_PIXELS = 40_000_000;
const DISPLAY_SIZE = 1200;
const THUMB_SIZE = 400;

export interface ProcessedPhoto {
  display: Buffer;
  thumb: Buffer;
}

const invalid = () =>
  new AppError('PHOTO_INVALID', {
    issues: [{ path: 'photo', message: 'The photo must be a JPEG, PNG or WebP image' }],
  });

/**
 * Checks an upload by its content and re-encodes it as WebP: a display size that fits in
 * 1200×1200 and a 400×400 thumbnail. Re-encoding drops metadata (EXIF location) and anything
 * hidden after the image data; the orientation the camera recorded is applied first.
 */
export async function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  let format: string | undefined;
  try {
    format = (await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata()).format;
  } catch {
    throw invalid();
  }
  if (!format || !ACCEPTED.has(format)) throw invalid();
  try {
    const source = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
    const [display, thumb] = await Promise.all([
      source
        .clone()
        .resize(DISPLAY_SIZE, DISPLAY_SIZE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer(),
      source.clone().resize(THUMB_SIZE, THUMB_SIZE, { fit: 'cover' }).webp({ quality: 78 }).toBuffer(),
    ]);
    return { display, thumb };
  } catch {
    throw invalid();
  }
}
