import sanitizeHtml from 'sanitize-html';

// The HTML an e-mail template or a hand-written message may hold: text formatting, links, lists,
// simple tables and images over http(s), with a few inline styles (e-mail clients ignore <style>
// blocks and classes). Scripts, event handlers, forms, iframes and javascript:/data: links go.
// {{placeholders}} survive as text and inside href/src (they are relative URLs until rendered).
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'div',
    'span',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sup',
    'sub',
    'a',
    'h1',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'ul',
    'ol',
    'li',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan', 'align', 'valign'],
    th: ['colspan', 'rowspan', 'align', 'valign'],
    table: ['width', 'cellpadding', 'cellspacing', 'border', 'align'],
    '*': ['style'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'cid'] },
  allowProtocolRelative: false,
  allowedStyles: {
    '*': {
      color: [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]+$/i],
      'background-color': [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]+$/i],
      'text-align': [/^(left|right|center|justify)$/],
      'font-size': [/^\d+(\.\d+)?(px|em|rem|%|pt)$/],
      'font-weight': [/^(normal|bold|[1-9]00)$/],
      'font-style': [/^(normal|italic)$/],
      'font-family': [/^[\w\s,'"-]+$/],
      'text-decoration': [/^(none|underline|line-through)$/],
      'line-height': [/^\d+(\.\d+)?(px|em|rem|%)?$/],
      margin: [/^(\d+(\.\d+)?(px|em|rem|%)?\s*){1,4}$/],
      padding: [/^(\d+(\.\d+)?(px|em|rem|%)?\s*){1,4}$/],
      width: [/^\d+(\.\d+)?(px|%)$/],
      'max-width': [/^\d+(\.\d+)?(px|%)$/],
      border: [/^[\w\s#.,()%-]+$/],
    },
  },
  // A link opened from a mail client must not control the page that opened it.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
  disallowedTagsMode: 'discard',
};

export const sanitizeEmailHtml = (html: string): string => sanitizeHtml(html, options).trim();

// Text of a sanitised body for the text/plain part of a message (and for "is it empty?").
export const htmlToText = (html: string): string =>
  sanitizeHtml(
    html
      .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_m, href: string, label: string) =>
        label.replace(/<[^>]+>/g, '').trim() === href ? href : `${label} (${href})`,
      )
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(p|div|h[1-4]|li|tr|blockquote|table)>/gi, '\n')
      .replace(/<li[^>]*>/gi, '- '),
    { allowedTags: [], allowedAttributes: {} },
  )
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
