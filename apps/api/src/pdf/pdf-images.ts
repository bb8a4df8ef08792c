import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { type FileStore, readStoredFile } from '../files/file-store.ts';

// Images go into a PDF resized to print size (about 150 dpi on A4) as JPEG: a phone photo of
// 12 MB becomes ~150 kB. Stored paths are random and never rewritten, so a resized image is kept
// in a bounded in-process cache keyed by path and box: a second render reads no file and resizes
// nothing. A second process just fills its own cache.
export type PrintBox = { width: number; height: number };
export const coverBox: PrintBox = { width: 1240, height: 1000 };
export const photoBox: PrintBox = { width: 800, height: 560 };
export const logoBox: PrintBox = { width: 600, height: 240 };

// Caps: a source file above this is skipped (the limits of uploads are lower anyway), a decoded
// image above this many pixels is refused by sharp, and at most so many images go into one PDF.
export const maxSourceBytes = 25 * 1024 * 1024;
const maxInputPixels = 60_000_000;
export const maxImagesPerPdf = 80;
const cacheBytes = 96 * 1024 * 1024;

export type PdfImage = { data: Buffer; format: 'jpg' | 'png' };

const cache = new Map<string, PdfImage>();
let cached = 0;
const remember = (key: string, image: PdfImage) => {
  cache.set(key, image);
  cached += image.data.byteLength;
  for (const [k, v] of cache) {
    if (cached <= cacheBytes) break;
    cache.delete(k);
    cached -= v.data.byteLength;
  }
};

export const resizeForPrint = async (
  bytes: Uint8Array,
  box: PrintBox,
  keepAlpha = false,
): Promise<PdfImage> => {
  const image = sharp(bytes, { limitInputPixels: maxInputPixels, failOn: 'error' })
    .rotate()
    .resize({
      width: box.width,
      height: box.height,
      fit: keepAlpha ? 'inside' : 'cover',
      withoutEnlargement: true,
    });
  // A logo keeps its transparency (PNG); photos become JPEG.
  if (keepAlpha) return { data: await image.png({ compressionLevel: 6 }).toBuffer(), format: 'png' };
  return {
    data: await image.flatten({ background: '#ffffff' }).jpeg({ quality: 78 }).toBuffer(),
    format: 'jpg',
  };
};

// The print-size image of a stored file, or undefined when it is missing, too large or unreadable
// (a PDF never fails for an image).
export const printImage = async (
  store: FileStore,
  path: string,
  box: PrintBox,
  keepAlpha = false,
): Promise<PdfImage | undefined> => {
  const key = `${path}@${box.width}x${box.height}${keepAlpha ? 'a' : ''}`;
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  try {
    const bytes = await readStoredFile(store, path);
    if (!bytes || bytes.byteLength > maxSourceBytes) return undefined;
    const image = await resizeForPrint(bytes, box, keepAlpha);
    remember(key, image);
    return image;
  } catch {
    return undefined;
  }
};

// An image given inline (a logo pasted in settings as a data: URL), cached by its content's hash.
export const printInlineImage = async (dataUrl: string, box: PrintBox, keepAlpha = false) => {
  const m = /^data:image\/(png|jpeg|webp);base64,([A-Za-z0-9+/=\s]+)$/.exec(dataUrl.trim());
  if (!m) return undefined;
  const bytes = Buffer.from(m[2]!, 'base64');
  if (bytes.byteLength > maxSourceBytes) return undefined;
  const key = `inline:${createHash('sha256').update(bytes).digest('hex')}@${box.width}x${box.height}${keepAlpha ? 'a' : ''}`;
  const hit = cache.get(key);
  if (hit) return hit;
  try {
    const image = await resizeForPrint(bytes, box, keepAlpha);
    remember(key, image);
    return image;
  } catch {
    return undefined;
  }
};

export const clearPrintImageCache = () => {
  cache.clear();
  cached = 0;
};
