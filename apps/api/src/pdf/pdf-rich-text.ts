import { Text, type TextProps, View } from '@react-pdf/renderer';
import { Parser } from 'htmlparser2';
import { createElement as h, type ReactNode } from 'react';

// The rich texts of a proposal (sanitised HTML from the editor) as react-pdf text: paragraphs,
// headings, bold and italic, lists and links (printed as text). Any other tag is left out and its
// text kept; the HTML is only read by a parser, never executed or fetched from.
export type RichRun = { text: string; bold: boolean; italic: boolean };
export type RichBlock = { kind: 'p' | 'h' | 'li'; level: number; marker: string; runs: RichRun[] };

const blockTags = new Set(['p', 'div', 'blockquote', 'pre', 'section', 'article', 'table', 'tr']);
const headingTags = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const boldTags = new Set(['b', 'strong', 'th']);
const italicTags = new Set(['i', 'em', 'cite']);
const skipTags = new Set(['script', 'style', 'iframe', 'object', 'noscript', 'template']);

export const parseRichText = (html: string | null | undefined): RichBlock[] => {
  const blocks: RichBlock[] = [];
  let current: RichBlock | null = null;
  let bold = 0;
  let italic = 0;
  let skip = 0;
  const lists: { ordered: boolean; n: number }[] = [];
  const links: { href: string; start: number }[] = [];
  const open = (kind: RichBlock['kind'], marker = '') => {
    current = { kind, level: lists.length, marker, runs: [] };
    blocks.push(current);
  };
  const close = () => {
    current = null;
  };
  const add = (value: string) => {
    if (!current) open('p');
    const block = current!;
    const last = block.runs.at(-1);
    const text = block.runs.length === 0 ? value.replace(/^\s+/, '') : value;
    if (!text) return;
    if (last && last.bold === bold > 0 && last.italic === italic > 0) last.text += text;
    else block.runs.push({ text, bold: bold > 0, italic: italic > 0 });
  };
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (skipTags.has(name)) skip++;
        if (skip) return;
        if (headingTags.has(name)) open('h', '');
        else if (blockTags.has(name)) close();
        else if (name === 'ul' || name === 'ol') {
          close();
          lists.push({ ordered: name === 'ol', n: 0 });
        } else if (name === 'li') {
          const list = lists.at(-1);
          if (list) list.n++;
          open('li', list?.ordered ? `${list.n}.` : '•');
        } else if (name === 'br') add('\n');
        else if (name === 'a') links.push({ href: attrs.href ?? '', start: 0 });
        if (boldTags.has(name)) bold++;
        if (italicTags.has(name)) italic++;
      },
      ontext(data) {
        if (skip) return;
        const text = data.replace(/\s+/g, ' ');
        if (text.trim() || current) add(text);
      },
      onclosetag(name) {
        if (skipTags.has(name)) {
          skip = Math.max(0, skip - 1);
          return;
        }
        if (skip) return;
        if (boldTags.has(name)) bold = Math.max(0, bold - 1);
        if (italicTags.has(name)) italic = Math.max(0, italic - 1);
        if (name === 'a') {
          const link = links.pop();
          const href = link?.href.trim() ?? '';
          // The address printed after the words when it says more than they do.
          const said = current ? (current as RichBlock).runs.map((r) => r.text).join('') : '';
          if (/^(https?:|mailto:)/i.test(href) && !said.includes(href.replace(/^mailto:/i, ''))) {
            add(` (${href.replace(/^mailto:/i, '')})`);
          }
        }
        if (headingTags.has(name) || blockTags.has(name) || name === 'li') close();
        if (name === 'ul' || name === 'ol') {
          lists.pop();
          close();
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html ?? '');
  parser.end();
  for (const b of blocks) {
    const last = b.runs.at(-1);
    if (last) last.text = last.text.replace(/\s+$/, '');
  }
  return blocks.filter((b) => b.runs.some((r) => r.text.trim()));
};

export type RichTextStyles = { para: TextProps['style']; heading: TextProps['style'] };

// The blocks as react-pdf elements (one Text per block, one nested Text per run).
export const RichText = (html: string | null | undefined, s: RichTextStyles): ReactNode[] =>
  parseRichText(html).map((block, i) => {
    const runs = block.runs.map((r, j) =>
      r.bold || r.italic
        ? h(
            Text,
            {
              key: j,
              style: { fontWeight: r.bold ? 700 : 400, fontStyle: r.italic ? 'italic' : 'normal' },
            },
            r.text,
          )
        : r.text,
    );
    if (block.kind === 'h') return h(Text, { key: i, style: s.heading, minPresenceAhead: 40 }, ...runs);
    if (block.kind === 'li')
      return h(
        View,
        { key: i, style: { flexDirection: 'row', marginLeft: 12 * Math.max(0, block.level - 1) } },
        h(Text, { style: [s.para, { width: 16 }] as TextProps['style'] }, block.marker),
        h(Text, { style: [s.para, { flex: 1 }] as TextProps['style'] }, ...runs),
      );
    return h(Text, { key: i, style: s.para }, ...runs);
  });
