import type { ParsedQuery } from './search-index.ts';

// The snippet of a hit: the text around the first match, HTML-escaped, the matching words wrapped
// in <mark> (prefixes, accents and case folded, one typo in words of five letters or more).
const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

export const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/[øØ]/g, 'o')
    .replace(/[łŁ]/g, 'l')
    .replace(/[æÆ]/g, 'ae')
    .toLowerCase();

const withinOneEdit = (a: string, b: string) => {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const ra = a.slice(i + 1);
  const rb = b.slice(i + 1);
  return ra === rb || a.slice(i) === rb || a.slice(i + 1) === b.slice(i);
};

const wordMatches = (word: string, terms: string[]) =>
  terms.some(
    (t) =>
      word.startsWith(t) ||
      (t.length >= 5 &&
        (withinOneEdit(word, t) || (word.length > t.length && withinOneEdit(word.slice(0, t.length), t)))),
  );

export const snippet = (text: string, q: ParsedQuery, width = 160): string => {
  const terms = [...q.words, ...q.phrases.flatMap((p) => p.split(' '))].map(fold);
  const found: { start: number; end: number }[] = [];
  for (const m of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    if (wordMatches(fold(m[0]), terms)) found.push({ start: m.index, end: m.index + m[0].length });
  }
  const first = found[0]?.start ?? 0;
  let from = Math.max(0, first - Math.floor(width / 3));
  if (from > 0) {
    const space = text.lastIndexOf(' ', from);
    from = space > 0 && first - space < width ? space + 1 : from;
  }
  const to = Math.min(text.length, from + width);
  let out = from > 0 ? '…' : '';
  let at = from;
  for (const f of found) {
    if (f.start < from || f.end > to) continue;
    out += `${escapeHtml(text.slice(at, f.start))}<mark>${escapeHtml(text.slice(f.start, f.end))}</mark>`;
    at = f.end;
  }
  out += escapeHtml(text.slice(at, to));
  if (to < text.length) out += '…';
  return out;
};
