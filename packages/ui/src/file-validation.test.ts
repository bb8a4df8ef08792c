import { describe, expect, it } from 'vitest';
import {
  ATTACHMENT_SIZE_MESSAGE,
  fileDisplayName,
  IMAGE_SIZE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  MB,
  sniffImage,
  validateAttachmentFile,
  validateImageFile,
} from './file-validation.ts';
import { makeFile } from './test-utils.ts';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
const ftyp = (major: string, ...compatible: string[]) => {
  const size = 16 + compatible.length * 4;
  return [0, 0, 0, size, ...ascii('ftyp'), ...ascii(major), 0, 0, 0, 0, ...compatible.flatMap(ascii)];
};

describe('sniffImage', () => {
  it.each([
    ['png', PNG],
    ['jpeg', JPEG],
    ['gif', ascii('GIF89a')],
    ['gif', ascii('GIF87a')],
    ['webp', [...ascii('RIFF'), 1, 2, 3, 4, ...ascii('WEBPVP8 ')]],
    ['avif', ftyp('avif', 'mif1')],
    ['avif', ftyp('mif1', 'miaf', 'avif')],
  ])('recognises %s', (kind, bytes) => {
    expect(sniffImage(Uint8Array.from(bytes))).toBe(kind);
  });

  it('recognises SVG text, with or without an XML declaration', () => {
    const encode = (text: string) => new TextEncoder().encode(text);
    expect(sniffImage(encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBe('svg');
    expect(sniffImage(encode('<?xml version="1.0"?>\n<!-- logo -->\n<svg viewBox="0 0 1 1"/>'))).toBe('svg');
    expect(sniffImage(encode('<html><body><svg></svg></body></html>'))).toBeNull();
  });

  it('rejects other content', () => {
    expect(sniffImage(Uint8Array.from(ascii('%PDF-1.7')))).toBeNull();
    expect(sniffImage(Uint8Array.from(ftyp('isom', 'mp41')))).toBeNull();
    expect(sniffImage(new Uint8Array())).toBeNull();
  });
});

describe('validateImageFile', () => {
  it('accepts a real image under 5 MB', async () => {
    expect(await validateImageFile(makeFile('villa.png', 'image/png', PNG))).toBeNull();
    expect(await validateImageFile(makeFile('villa.jpg', 'image/jpeg', JPEG, 5 * MB - 1))).toBeNull();
  });

  it('rejects files whose type is not image/*', async () => {
    expect(await validateImageFile(makeFile('villa.png', 'application/pdf', PNG))).toBe(IMAGE_TYPE_MESSAGE);
    expect(IMAGE_TYPE_MESSAGE).toBe('You can only upload image file!');
  });

  it('rejects files declared as images whose bytes are not', async () => {
    expect(await validateImageFile(makeFile('fake.png', 'image/png', '%PDF-1.7'))).toBe(IMAGE_TYPE_MESSAGE);
  });

  it('rejects images of 5 MB or more', async () => {
    expect(await validateImageFile(makeFile('big.jpg', 'image/jpeg', JPEG, 5 * MB))).toBe(IMAGE_SIZE_MESSAGE);
    expect(IMAGE_SIZE_MESSAGE).toBe('Image must smaller than 5MB!');
  });
});

describe('validateAttachmentFile', () => {
  it('accepts any file under 10 MB', () => {
    expect(validateAttachmentFile(makeFile('menu.pdf', 'application/pdf', '%PDF', 10 * MB - 1))).toBeNull();
    expect(validateAttachmentFile(makeFile('notes', '', 'x'))).toBeNull();
  });

  it('rejects files of 10 MB or more', () => {
    expect(validateAttachmentFile(makeFile('menu.pdf', 'application/pdf', '%PDF', 10 * MB))).toBe(
      ATTACHMENT_SIZE_MESSAGE,
    );
    expect(ATTACHMENT_SIZE_MESSAGE).toBe('File must smaller than 10MB');
  });
});

describe('fileDisplayName', () => {
  it('joins name and extension once', () => {
    expect(fileDisplayName('brochure', 'pdf')).toBe('brochure.pdf');
    expect(fileDisplayName('brochure', '.pdf')).toBe('brochure.pdf');
    expect(fileDisplayName('brochure.PDF', 'pdf')).toBe('brochure.PDF');
    expect(fileDisplayName('brochure', null)).toBe('brochure');
  });
});
