import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import { Font } from '@react-pdf/renderer';

// Fonts bundled from npm (nothing fetched at run time). A PDF prints every name the travel team
// types, whatever its script: each text runs through a stack of fonts, react-pdf taking each
// character from the first font of the stack that has it.
// - Text: Noto Sans (TTF): Latin with its extensions, Vietnamese, Greek, Cyrillic.
// - Titles: Playfair Display (TTF), then Noto Serif for what it lacks (Greek).
// - Arrows, maths and check marks: Noto Sans Math; other symbols (☎ ✈ ✔): Noto Sans Symbols 2.
// - Chinese, Japanese and Korean: Noto Sans JP, SC and KR as Fontsource's unicode-range slices
//   (about 120 files of ~30 kB per language and weight). A document's stack holds only the slices
//   of the characters it prints, so a Latin trip loads no CJK font at all and a trip with "京都"
//   loads two slices, not a 5 MB font.
// The fallbacks ship as WOFF (zlib), not WOFF2 (fontkit decodes Brotli in JavaScript, ten times
// slower), and are unpacked to plain TrueType once when registered: fontkit inflates a WOFF table
// again at every read, which made each render inflate the glyph table once per glyph it drew.
// react-pdf embeds only the glyphs it prints.
const require = createRequire(import.meta.url);
const file = (pkg: string, path: string) => require.resolve(`${pkg}/${path}`);

type FontkitFont = { hasGlyphForCodePoint(codePoint: number): boolean };
const fontkit = require('fontkit') as { create(buffer: Buffer): FontkitFont };

export const fontFamilies = { title: 'PdfTitle', body: 'PdfBody' } as const;
// The font stacks of one document (fontFamily arrays, first choice first).
export type FontStacks = { body: string[]; title: string[] };

type Face = { src: string; fontWeight?: number; fontStyle?: 'italic' };
const expo = (pkg: string, stem: string, weights: Record<number, string>): Face[] =>
  Object.entries(weights).flatMap(([weight, name]) => [
    { src: file(`@expo-google-fonts/${pkg}`, `${name}/${stem}_${name}.ttf`), fontWeight: Number(weight) },
    {
      src: file(`@expo-google-fonts/${pkg}`, `${name}_Italic/${stem}_${name}_Italic.ttf`),
      fontWeight: Number(weight),
      fontStyle: 'italic' as const,
    },
  ]);
// A fallback with no italic (or no bold) answers those with its upright face: a family without
// the face asked for makes react-pdf throw.
const uprightOnly = (srcByWeight: Record<number, string>): Face[] =>
  Object.entries(srcByWeight).flatMap(([weight, src]) => [
    { src, fontWeight: Number(weight) },
    { src, fontWeight: Number(weight), fontStyle: 'italic' as const },
  ]);

const primaries = {
  [fontFamilies.body]: expo('noto-sans', 'NotoSans', { 400: '400Regular', 700: '700Bold' }),
  [fontFamilies.title]: expo('playfair-display', 'PlayfairDisplay', { 400: '400Regular', 700: '700Bold' }),
};

// A whole-file fallback: its coverage is read from the font itself (its cmap).
type WholeFallback = { family: string; faces: Face[] };
const serif: WholeFallback = {
  family: 'PdfTitleSerif',
  faces: expo('noto-serif', 'NotoSerif', { 400: '400Regular', 700: '700Bold' }),
};
const symbolFallbacks: WholeFallback[] = [
  {
    family: 'PdfMath',
    faces: uprightOnly({
      400: file('@fontsource/noto-sans-math', 'files/noto-sans-math-latin-400-normal.woff'),
    }),
  },
  {
    family: 'PdfSymbols',
    faces: uprightOnly({
      400: file('@fontsource/noto-sans-symbols-2', 'files/noto-sans-symbols-2-symbols-400-normal.woff'),
    }),
  },
];

// A sliced fallback (Fontsource's numbered unicode-range slices of a CJK font): its coverage is
// read from the package's unicode.json, and only the slices a document needs are registered.
type Sliced = { pkg: string; name: string; ranges?: { start: Int32Array; end: Int32Array; slice: string[] } };
const cjk: Sliced[] = [
  { pkg: '@fontsource/noto-sans-jp', name: 'noto-sans-jp' },
  { pkg: '@fontsource/noto-sans-sc', name: 'noto-sans-sc' },
  { pkg: '@fontsource/noto-sans-kr', name: 'noto-sans-kr' },
];

const rangesOf = (s: Sliced) => {
  if (s.ranges) return s.ranges;
  const json = JSON.parse(readFileSync(file(s.pkg, 'unicode.json'), 'utf8')) as Record<string, string>;
  const list: [number, number, string][] = [];
  for (const [key, value] of Object.entries(json)) {
    const slice = /^\[(\d+)\]$/.exec(key)?.[1];
    if (slice === undefined) continue; // latin, cyrillic…: Noto Sans has them
    for (const part of value.split(',')) {
      const [a, b] = part.trim().replace(/^U\+/i, '').split('-');
      const start = Number.parseInt(a!, 16);
      list.push([start, b ? Number.parseInt(b, 16) : start, slice]);
    }
  }
  list.sort((x, y) => x[0] - y[0]);
  s.ranges = {
    start: Int32Array.from(list.map((r) => r[0])),
    end: Int32Array.from(list.map((r) => r[1])),
    slice: list.map((r) => r[2]),
  };
  return s.ranges;
};

// The slice of `s` holding a code point (binary search on the sorted ranges), if any.
const sliceOf = (s: Sliced, codePoint: number) => {
  const { start, end, slice } = rangesOf(s);
  let lo = 0;
  let hi = start.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (start[mid]! > codePoint) hi = mid - 1;
    else if (end[mid]! < codePoint) lo = mid + 1;
    else return slice[mid];
  }
  return undefined;
};

// WOFF 1.0 → TrueType: the same tables, inflated, behind an sfnt header.
export const woffToTtf = (woff: Buffer): Buffer => {
  if (woff.readUInt32BE(0) !== 0x774f4646) return woff; // not 'wOFF': already TrueType
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.readUInt32BE(at),
      checksum: woff.readUInt32BE(at + 16),
      data: compLength < origLength ? inflateSync(raw) : raw,
    };
  });
  const log2 = Math.floor(Math.log2(count));
  const head = Buffer.alloc(12 + 16 * count);
  head.writeUInt32BE(woff.readUInt32BE(4), 0); // flavor
  head.writeUInt16BE(count, 4);
  head.writeUInt16BE(2 ** log2 * 16, 6);
  head.writeUInt16BE(log2, 8);
  head.writeUInt16BE(count * 16 - 2 ** log2 * 16, 10);
  const parts: Buffer[] = [head];
  let offset = head.length;
  tables.forEach((t, i) => {
    const at = 12 + i * 16;
    head.writeUInt32BE(t.tag, at);
    head.writeUInt32BE(t.checksum, at + 4);
    head.writeUInt32BE(offset, at + 8);
    head.writeUInt32BE(t.data.length, at + 12);
    const padded = Buffer.alloc((t.data.length + 3) & ~3);
    t.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
};

// A font file as react-pdf reads it: TrueType files by path, WOFF files unpacked (a data URL).
const sources = new Map<string, string>();
const sourceOf = (src: string) => {
  if (!src.endsWith('.woff')) return src;
  let url = sources.get(src);
  if (!url) {
    url = `data:font/ttf;base64,${woffToTtf(readFileSync(src)).toString('base64')}`;
    sources.set(src, url);
  }
  return url;
};

const registered = new Set<string>();
const register = (family: string, faces: Face[]) => {
  if (registered.has(family)) return;
  registered.add(family);
  Font.register({ family, fonts: faces.map((f) => ({ ...f, src: sourceOf(f.src) })) });
};
const registerSlice = (s: Sliced, slice: string) => {
  const family = `Pdf-${s.name}-${slice}`;
  const woff = (weight: number) => file(s.pkg, `files/${s.name}-${slice}-${weight}-normal.woff`);
  register(family, uprightOnly({ 400: woff(400), 700: woff(700) }));
  return family;
};

// Coverage only (the regular face's cmap), opened once and kept: react-pdf opens its own copy.
const coverage = new Map<string, FontkitFont>();
const covers = (faces: Face[], codePoint: number) => {
  const src = faces[0]!.src;
  let font = coverage.get(src);
  if (!font) {
    font = fontkit.create(woffToTtf(readFileSync(src)));
    coverage.set(src, font);
  }
  return font.hasGlyphForCodePoint(codePoint);
};

export const registerPdfFonts = () => {
  if (registered.has(fontFamilies.body)) return;
  for (const [family, faces] of Object.entries(primaries)) register(family, faces);
  // Words are never hyphenated (names, references, confirmation numbers).
  Font.registerHyphenationCallback((word) => [word]);
};

// Characters that need no glyph: controls, spaces and joiners.
const ignored = (cp: number) =>
  cp < 0x21 || (cp >= 0x7f && cp < 0xa0) || (cp >= 0x2000 && cp <= 0x200f) || (cp >= 0x2028 && cp <= 0x202f);

// The fallback family for a character the first font lacks: a symbol font, else the first CJK
// slice that has it; undefined when no bundled font has it.
const fallbackFor = (codePoint: number) => {
  for (const f of symbolFallbacks) if (covers(f.faces, codePoint)) return f;
  for (const s of cjk) {
    const slice = sliceOf(s, codePoint);
    if (slice !== undefined) return { family: registerSlice(s, slice), faces: [] };
  }
  return undefined;
};

// The font stacks for a document printing `text`: the primary fonts, then only the fallbacks
// (whole or sliced) holding characters the primaries lack, in a fixed order.
export const fontStacksFor = (text: string): FontStacks => {
  registerPdfFonts();
  const codePoints = new Set<number>();
  for (const ch of text) codePoints.add(ch.codePointAt(0)!);
  const body = new Set<string>();
  const title = new Set<string>();
  for (const cp of codePoints) {
    if (cp < 0x250 || ignored(cp)) continue; // Latin: every primary has it
    const inBody = covers(primaries[fontFamilies.body], cp);
    const inTitle = covers(primaries[fontFamilies.title], cp);
    if (inBody && inTitle) continue;
    if (!inTitle && covers(serif.faces, cp)) {
      register(serif.family, serif.faces);
      title.add(serif.family);
      if (inBody) continue;
    }
    const fallback = fallbackFor(cp);
    if (!fallback) continue;
    if (fallback.faces.length) register(fallback.family, fallback.faces);
    if (!inBody) body.add(fallback.family);
    if (!inTitle) title.add(fallback.family);
  }
  // Fixed order whatever the order of the text: symbols before CJK, languages as listed.
  const order = (set: Set<string>) =>
    [...set].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b, 'en', { numeric: true }));
  return {
    body: [fontFamilies.body, ...order(body)],
    title: [fontFamilies.title, ...order(title)],
  };
};

const rank = (family: string) => {
  if (family === serif.family) return 0;
  const symbol = symbolFallbacks.findIndex((f) => f.family === family);
  if (symbol >= 0) return 1 + symbol;
  return 10 + cjk.findIndex((s) => family.startsWith(`Pdf-${s.name}-`));
};

// Every string in a document's props (objects, arrays and Maps walked; bytes skipped), for
// fontStacksFor. Rich texts are included as written: their entities are decoded by the caller.
export const textsOf = (value: unknown, out: string[] = []): string[] => {
  if (typeof value === 'string') out.push(value);
  else if (value instanceof Uint8Array || value instanceof Date || value === null) return out;
  else if (value instanceof Map) for (const v of value.values()) textsOf(v, out);
  else if (Array.isArray(value)) for (const v of value) textsOf(v, out);
  else if (typeof value === 'object') for (const v of Object.values(value as object)) textsOf(v, out);
  return out;
};
