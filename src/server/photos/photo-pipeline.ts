// Every uploaded picture goes through here (decision 163): its type is read from the bytes (sharp
// decodes it or it is refused), it is turned upright, and AVIF and WebP copies are made at a few
// widths plus a JPEG fallback and a tiny placeholder. sharp writes no metadata unless asked, so
// EXIF (GPS included), XMP and IPTC never reach the files we serve.
import sharp, { type OutputInfo } from 'sharp';
import { PHOTO_FALLBACK_WIDTH, PHOTO_MESSAGES, PHOTO_WIDTHS } from '../../contract/photo.js';
import { HttpError } from '../http/errors.js';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'heif']);

export interface ProcessedPhoto {
  width: number;
  height: number;
  widths: number[];
  placeholder: string;
  /** File name (e.g. '480.avif', 'fallback.jpg') → bytes. */
  files: Map<string, Buffer>;
}

export async function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  let upright: { data: Buffer; info: OutputInfo };
  try {
    const meta = await sharp(bytes).metadata();
    if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) throw new Error(meta.format);
    // Applies the EXIF orientation to the pixels, then keeps nothing of the metadata.
    upright = await sharp(bytes, { limitInputPixels: 50_000_000 })
      .rotate()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new HttpError(415, PHOTO_MESSAGES.notAnImage, { file: [PHOTO_MESSAGES.notAnImage] });
  }
  const { width, height } = upright.info;
  if (width < PHOTO_WIDTHS[0]) {
    throw new HttpError(400, PHOTO_MESSAGES.tooSmall, { file: [PHOTO_MESSAGES.tooSmall] });
  }
  const widths = PHOTO_WIDTHS.filter((w) => w <= width);
  const files = new Map<string, Buffer>();
  const resized = (w: number) => sharp(upright.data).resize({ width: w });
  for (const w of widths) {
    files.set(`${w}.avif`, await resized(w).avif({ quality: 50, effort: 2 }).toBuffer());
    files.set(`${w}.webp`, await resized(w).webp({ quality: 72 }).toBuffer());
  }
  const fallbackWidth = Math.min(PHOTO_FALLBACK_WIDTH, width);
  files.set(
    'fallback.jpg',
    await resized(fallbackWidth).jpeg({ quality: 78, mozjpeg: true }).toBuffer(),
  );
  const tiny = await sharp(upright.data)
    .resize({ width: 16 })
    .blur(1)
    .webp({ quality: 40 })
    .toBuffer();
  return {
    width,
    height,
    widths,
    placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
    files,
  };
}
