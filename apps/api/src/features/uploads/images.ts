import { UNSUPPORTED_FILE_MESSAGE } from '@fitjobs/contract';
import sharp from 'sharp';
import { badRequest } from '../../http/app-error.ts';

/** Decompression bombs stop here: sharp refuses to decode more pixels than this. */
export const MAX_INPUT_PIXELS = 25_000_000;
/** Stored images are never wider or taller than this; avatars, logos and banners need no more. */
const MAX_SIDE = 2560;

const FORMATS = {
  jpeg: { ext: 'jpg', contentType: 'image/jpeg' },
  png: { ext: 'png', contentType: 'image/png' },
  webp: { ext: 'webp', contentType: 'image/webp' },
} as const;
type Format = keyof typeof FORMATS;
const isFormat = (f: string | undefined): f is Format => f !== undefined && f in FORMATS;

export interface StoredImage {
  data: Buffer;
  ext: string;
  contentType: string;
  width: number;
  height: number;
}

/**
 * Decodes by content (never by the declared type or the file name), refuses anything but PNG,
 * JPEG and WebP, and re-encodes in the same format: the output carries no EXIF, XMP or ICC
 * metadata and no bytes of the original file, so a polyglot cannot survive.
 */
export async function reencodeImage(input: Buffer): Promise<StoredImage> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const };
  // Reading the header decodes no pixels, so it runs without the limit; decoding below has it.
  const meta = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!meta || !isFormat(meta.format) || !meta.width || !meta.height) {
    throw badRequest(UNSUPPORTED_FILE_MESSAGE, 'unsupported_file_type');
  }
  if (meta.width * meta.height > MAX_INPUT_PIXELS) {
    throw badRequest('Image is too large. Max size is 25 megapixels', 'too_many_pixels');
  }
  const format = meta.format;
  const { data, info } = await sharp(input, options)
    // Apply the EXIF orientation to the pixels before the metadata is dropped.
    .rotate()
    .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .toFormat(format, format === 'png' ? { compressionLevel: 9 } : { quality: 85 })
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw badRequest(UNSUPPORTED_FILE_MESSAGE, 'unsupported_file_type');
    });
  return { data, ...FORMATS[format], width: info.width, height: info.height };
}
