import { fileTypeFromBuffer } from 'file-type';
import { ApiError } from '../http/problem.ts';

// What an upload may contain, recognised from its bytes (never from its name or the browser's
// content type): images for image widgets, documents for attachments. product.md §2.11/§9.
export type UploadKind = 'image' | 'attachment';

export const maxBytes: Record<UploadKind, number> = { image: 5 * 1024 * 1024, attachment: 10 * 1024 * 1024 };

const imageTypes = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif']);
const documentTypes = new Set([
  ...imageTypes,
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/msword',
  'application/vnd.ms-excel',
  'application/x-cfb',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/rtf',
  'message/rfc822',
]);
// Plain text has no signature: accepted for these names when the bytes are valid UTF-8 text.
const textExtensions: Record<string, string> = { txt: 'text/plain', csv: 'text/csv', md: 'text/markdown' };

const isText = (bytes: Uint8Array) => {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
};

export const tooLarge = (kind: UploadKind) =>
  new ApiError(
    413,
    kind === 'image'
      ? 'Image must smaller than 5MB!'
      : 'The file is too large: attachments must be under 10 MB.',
  );

export const extensionOf = (fileName: string) => {
  const m = /\.([A-Za-z0-9]{1,16})$/.exec(fileName);
  return m ? m[1]!.toLowerCase() : '';
};

// Size first, then content: 413 or 415 before anything is written.
export const checkUpload = async (kind: UploadKind, bytes: Uint8Array, fileName: string) => {
  if (bytes.byteLength > maxBytes[kind]) throw tooLarge(kind);
  if (bytes.byteLength === 0)
    throw new ApiError(422, 'file: The file is empty.', {
      violations: [{ propertyPath: 'file', message: 'The file is empty.' }],
    });
  const detected = await fileTypeFromBuffer(bytes);
  if (kind === 'image') {
    if (!detected || !imageTypes.has(detected.mime))
      throw new ApiError(415, 'You can only upload image file!');
    return { mimeType: detected.mime, extension: detected.ext };
  }
  if (detected && documentTypes.has(detected.mime))
    return { mimeType: detected.mime, extension: detected.ext };
  const ext = extensionOf(fileName);
  if (!detected && textExtensions[ext] && isText(bytes))
    return { mimeType: textExtensions[ext]!, extension: ext };
  throw new ApiError(
    415,
    'This file type is not accepted: upload a PDF, an image, an office document or a text file.',
  );
};
