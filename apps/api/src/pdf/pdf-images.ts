import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { type FileStore, readStoredFile, readStoreObject } from '../files/file-store.ts';

// Images go into a PDF resized to print size (about 150 dpi on A4) as JPEG: a phone photo of
// 12 MB becomes ~150 kB. Decoding a source is what costs (a 2400 × 1600 photo is 11 MB of pixels),
// so the print-size rendition is stored beside it in the file store, under a path derived from the
// source's path and the box (renditions/2026/01/<uuid>@800x560.jpg): stored paths are random and
// never rewritten, so a rendition never goes stale, and a fresh process or another server behind
// the load balancer reads ~150 kB instead of decoding the source again. A small in-process cache
// keeps the last renditions for the next render of the same trip.
export type PrintBox = { width: number; height: number };
export const coverBox: PrintBox = { width: 1240, height: 1000 };
export const photoBox: PrintBox = { width: 800, height: 560 };
export const logoBox: PrintBox = { width: 600, height: 240 };

// Caps: a source file above this is skipped (the limits of uploads are lower anyway), a decoded
// image above this many pixels is refused by sharp, and at most so many images go into one PDF.
export const maxSourceBytes = 25 * 1024 * 1024;
const maxInputPixels = 60_000_000;
export const maxImagesPerPdf = 80;
// About four proposals' worth of renditions (40 photos are ~5 MB).
const cacheBytes = 24 * 1024 * 1024;
// Sources decoded at once: each is its full pixel buffer in memory while it is resized.
const decodeConcurrency = 2;

// libvips keeps decoded images and operations for reuse by default (up to 50 MB): every source is
// decoded once, its rendition stored, so that cache would only hold memory.
sharp.cache(false);

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
const recall = (key: string) => {
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
  }
  return hit;
};

// At most `decodeConcurrency` sources decoded at once, the others wait in order.
let decoding = 0;
const waiting: (() => void)[] = [];
const decodeSlot = async <T>(work: () => Promise<T>): Promise<T> => {
  if (decoding >= decodeConcurrency) await new Promise<void>((resolve) => waiting.push(resolve));
  else decoding++;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else decoding--;
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

// Where the rendition of a stored path for a box lives in the same store.
export const renditionPath = (path: string, box: PrintBox, keepAlpha = false) =>
  `renditions/${path.replace(/\.[a-z0-9]+$/, '')}@${box.width}x${box.height}.${keepAlpha ? 'png' : 'jpg'}`;

// A rendition being written by another process may be read half-way (the local store writes in
// place), or left so by a process killed while writing it: only a whole file, ending with its
// format's end marker, is used; a partial one is replaced.
const isWhole = (data: Buffer, format: PdfImage['format']) =>
  format === 'jpg'
    ? data.length > 4 && data[data.length - 2] === 0xff && data[data.length - 1] === 0xd9
    : data.length > 12 && data.subarray(-8, -4).toString('latin1') === 'IEND';

const readRendition = async (store: FileStore, path: string, format: PdfImage['format']) => {
  try {
    const bytes = await readStoreObject(store, path);
    if (!bytes) return undefined;
    const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    return isWhole(data, format) ? { data, format } : 'partial';
  } catch {
    return undefined; // the source is read instead
  }
};

const writeRendition = async (store: FileStore, path: string, image: PdfImage) => {
  try {
    await store.put(path, image.data, {
      contentType: image.format === 'png' ? 'image/png' : 'image/jpeg',
      size: image.data.byteLength,
    });
  } catch {
    // Another render wrote it first (the local store never overwrites), or the store refused it:
    // the next render resizes the source again.
  }
};

// Two requests for the same image at once share one read and resize.
const inFlight = new Map<string, Promise<PdfImage | undefined>>();

const printStoredImage = async (store: FileStore, path: string, box: PrintBox, keepAlpha: boolean) => {
  const stored = renditionPath(path, box, keepAlpha);
  const rendition = await readRendition(store, stored, keepAlpha ? 'png' : 'jpg');
  if (rendition && rendition !== 'partial') return rendition;
  const image = await decodeSlot(async () => {
    const bytes = await readStoredFile(store, path);
    if (!bytes || bytes.byteLength > maxSourceBytes) return undefined;
    return resizeForPrint(bytes, box, keepAlpha);
  });
  if (image) {
    if (rendition === 'partial') await store.remove(stored).catch(() => {});
    await writeRendition(store, stored, image);
  }
  return image;
};

// The print-size image of a stored file, or undefined when it is missing, too large or unreadable
// (a PDF never fails for an image).
export const printImage = async (
  store: FileStore,
  path: string,
  box: PrintBox,
  keepAlpha = false,
): Promise<PdfImage | undefined> => {
  const key = `${store.kind}:${renditionPath(path, box, keepAlpha)}`;
  const hit = recall(key);
  if (hit) return hit;
  let pending = inFlight.get(key);
  if (!pending) {
    pending = printStoredImage(store, path, box, keepAlpha)
      .catch(() => undefined)
      .finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  const image = await pending;
  if (image) remember(key, image);
  return image;
};

// An image given inline (a logo pasted in settings as a data: URL), cached by its content's hash.
export const printInlineImage = async (dataUrl: string, box: PrintBox, keepAlpha = false) => {
  const m = /^data:image\/(png|jpeg|webp);base64,([A-Za-z0-9+/=\s]+)$/.exec(dataUrl.trim());
  if (!m) return undefined;
  const bytes = Buffer.from(m[2]!, 'base64');
  if (bytes.byteLength > maxSourceBytes) return undefined;
  const key = `inline:${createHash('sha256').update(bytes).digest('hex')}@${box.width}x${box.height}${keepAlpha ? 'a' : ''}`;
  const hit = recall(key);
  if (hit) return hit;
  try {
    const image = await decodeSlot(() => resizeForPrint(bytes, box, keepAlpha));
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
