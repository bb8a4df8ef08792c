// Upload checks shared by ImageUpload and AttachmentUpload; the messages are the product's wording.

export const IMAGE_TYPE_MESSAGE = 'You can only upload image file!';
export const IMAGE_SIZE_MESSAGE = 'Image must smaller than 5MB!';
export const ATTACHMENT_SIZE_MESSAGE = 'File must smaller than 10MB';
export const IMAGE_HINT = 'At least 800x600 pixels, 1024x768 recommended.';

export const MB = 1024 * 1024;
export const IMAGE_MAX_BYTES = 5 * MB;
export const ATTACHMENT_MAX_BYTES = 10 * MB;

export type ImageKind = 'png' | 'jpeg' | 'gif' | 'webp' | 'avif' | 'svg';

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const readAscii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

// SVG is text: an optional BOM, XML declaration, comments and doctype may come before <svg.
const SVG_START =
  /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg[\s>]/i;

/** Recognises an image from its first bytes (magic numbers), whatever the file name or declared type. */
export const sniffImage = (bytes: Uint8Array): ImageKind | null => {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('ftyp'), 4)) {
    // ISO-BMFF: the ftyp box holds the major brand (offset 8) and compatible brands (from 16).
    const boxEnd = Math.min(new DataView(bytes.buffer, bytes.byteOffset).getUint32(0), bytes.length);
    const offsets = [8];
    for (let offset = 16; offset + 4 <= boxEnd; offset += 4) offsets.push(offset);
    const isAvif = offsets.some((offset) => ['avif', 'avis'].includes(readAscii(bytes, offset, offset + 4)));
    return isAvif ? 'avif' : null;
  }
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 1024));
  return SVG_START.test(head) ? 'svg' : null;
};

const SNIFF_BYTES = 1024;

const readHead = async (file: Blob) => new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());

/**
 * Null when the file is an acceptable image, otherwise the message to show. The declared type
 * must be image/* and the content must really be a PNG, JPEG, GIF, WebP, AVIF or SVG image, so a
 * renamed document is refused. Images must be under 5 MB.
 */
export const validateImageFile = async (file: File): Promise<string | null> => {
  if (!file.type.startsWith('image/')) return IMAGE_TYPE_MESSAGE;
  if (!sniffImage(await readHead(file))) return IMAGE_TYPE_MESSAGE;
  if (file.size >= IMAGE_MAX_BYTES) return IMAGE_SIZE_MESSAGE;
  return null;
};

/** Null when the attachment is under 10 MB, otherwise the message to show. Any type is allowed. */
export const validateAttachmentFile = (file: File): string | null =>
  file.size >= ATTACHMENT_MAX_BYTES ? ATTACHMENT_SIZE_MESSAGE : null;

/** 'brochure.pdf' from a name and an extension, without doubling an extension the name already has. */
export const fileDisplayName = (name: string, extension?: string | null) => {
  const ext = extension?.replace(/^\./, '');
  if (!ext || name.toLocaleLowerCase().endsWith(`.${ext.toLocaleLowerCase()}`)) return name;
  return `${name}.${ext}`;
};
