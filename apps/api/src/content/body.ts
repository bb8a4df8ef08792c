import sanitizeHtml from 'sanitize-html';

// The body contract shared with the editor (issue 27 item 2): ProseMirror JSON with the tiptap
// extension names below. The server renders it to HTML itself and runs the result through the
// allowlist, whatever the client sent: a stored record never holds markup the allowlist refuses.

export type PmNode = {
  type: string;
  attrs?: Record<string, unknown>;
  content?: PmNode[];
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  text?: string;
};

export const imageClasses = ['none', 'full-width', 'fixed-width', 'fixed-height'] as const;
export const mentionKinds = ['destination', 'vendor', 'trip'] as const;
export const nodeTypes = [
  'doc',
  'paragraph',
  'heading',
  'bulletList',
  'orderedList',
  'listItem',
  'blockquote',
  'hardBreak',
  'horizontalRule',
  'table',
  'tableRow',
  'tableHeader',
  'tableCell',
  'image',
  'mention',
  'text',
] as const;
export const markTypes = ['bold', 'italic', 'underline', 'strike', 'code', 'link'] as const;

const nodeSet = new Set<string>(nodeTypes);
const markSet = new Set<string>(markTypes);
const maxDepth = 40;
const maxNodes = 50_000;

const safeHref = (href: unknown) => typeof href === 'string' && /^(https?:\/\/|mailto:)/i.test(href.trim());
const safeSrc = (src: unknown) => typeof src === 'string' && /^(https?:\/\/|\/(?!\/))/i.test(src.trim());
const mentionIri = /^\/api\/[a-z_]+\/\d+$/;

// The first thing wrong with a body, as the 422's message on `body`; undefined when it is valid.
export const bodyProblem = (body: unknown): string | undefined => {
  if (body === null) return undefined;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return 'The body must be a document object.';
  if ((body as PmNode).type !== 'doc') return 'The body must be a document (type "doc").';
  let count = 0;
  const walk = (node: unknown, path: string, depth: number): string | undefined => {
    if (++count > maxNodes) return `The body has more than ${maxNodes} nodes.`;
    if (depth > maxDepth) return `The body is nested more than ${maxDepth} levels deep.`;
    if (!node || typeof node !== 'object' || Array.isArray(node)) return `${path}: a node must be an object.`;
    const n = node as PmNode;
    if (typeof n.type !== 'string' || !nodeSet.has(n.type))
      return `${path}: unknown node type "${String(n.type).slice(0, 40)}". Allowed: ${nodeTypes.join(', ')}.`;
    if (n.type === 'text' && typeof n.text !== 'string') return `${path}: a text node needs a text.`;
    if (n.attrs !== undefined && (typeof n.attrs !== 'object' || n.attrs === null || Array.isArray(n.attrs)))
      return `${path}: attrs must be an object.`;
    const attrs = n.attrs ?? {};
    if (n.type === 'heading') {
      const level = Number(attrs.level ?? 1);
      if (![1, 2, 3, 4].includes(level)) return `${path}: a heading's level is 1 to 4.`;
    }
    if (n.type === 'image') {
      if (
        attrs.imageClass !== undefined &&
        attrs.imageClass !== null &&
        !imageClasses.includes(attrs.imageClass as never)
      )
        return `${path}: imageClass is one of ${imageClasses.join(', ')}.`;
      if (attrs.imageId !== undefined && attrs.imageId !== null && !Number.isInteger(Number(attrs.imageId)))
        return `${path}: imageId must be an image's id.`;
    }
    if (n.type === 'mention') {
      if (attrs.kind !== undefined && !mentionKinds.includes(attrs.kind as never))
        return `${path}: a mention's kind is one of ${mentionKinds.join(', ')}.`;
      if (
        attrs.id !== undefined &&
        attrs.id !== null &&
        !(typeof attrs.id === 'string' && mentionIri.test(attrs.id))
      )
        return `${path}: a mention's id is an IRI such as /api/vendors/3.`;
    }
    if (n.marks !== undefined) {
      if (!Array.isArray(n.marks)) return `${path}: marks must be a list.`;
      for (const [i, mark] of n.marks.entries()) {
        if (!mark || typeof mark !== 'object' || !markSet.has(mark.type))
          return `${path}.marks[${i}]: unknown mark "${String(mark?.type).slice(0, 40)}". Allowed: ${markTypes.join(', ')}.`;
      }
    }
    if (n.content !== undefined) {
      if (!Array.isArray(n.content)) return `${path}: content must be a list.`;
      for (const [i, child] of n.content.entries()) {
        const problem = walk(child, `${path}.content[${i}]`, depth + 1);
        if (problem) return problem;
      }
    }
    return undefined;
  };
  return walk(body, 'doc', 0);
};

// sanitize-html's text output holds only these entities (it decodes its input and re-encodes).
const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const decodeHTML = (s: string) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return named[ref.toLowerCase()] ?? whole;
    const code = ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
    return code > 0 && code < 0x110000 ? String.fromCodePoint(code) : '';
  });

const esc = (s: unknown) =>
  String(s ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const renderMarks = (text: string, marks: PmNode['marks'] = []) => {
  let html = esc(text);
  for (const mark of marks) {
    switch (mark.type) {
      case 'bold':
        html = `<strong>${html}</strong>`;
        break;
      case 'italic':
        html = `<em>${html}</em>`;
        break;
      case 'underline':
        html = `<u>${html}</u>`;
        break;
      case 'strike':
        html = `<s>${html}</s>`;
        break;
      case 'code':
        html = `<code>${html}</code>`;
        break;
      case 'link': {
        const href = mark.attrs?.href;
        // Not http(s)/mailto: the text stays, the link goes.
        if (safeHref(href))
          html = `<a href="${esc(safeUrl(String(href)))}" rel="noopener noreferrer nofollow">${html}</a>`;
        break;
      }
    }
  }
  return html;
};

const children = (node: PmNode): string => (node.content ?? []).map(renderNode).join('');

const renderNode = (node: PmNode): string => {
  const attrs = node.attrs ?? {};
  switch (node.type) {
    case 'doc':
      return children(node);
    case 'text':
      return renderMarks(node.text ?? '', node.marks);
    case 'paragraph':
      return `<p>${children(node)}</p>`;
    case 'heading': {
      const level = Number(attrs.level ?? 1);
      return `<h${level}>${children(node)}</h${level}>`;
    }
    case 'bulletList':
      return `<ul>${children(node)}</ul>`;
    case 'orderedList':
      return `<ol>${children(node)}</ol>`;
    case 'listItem':
      return `<li>${children(node)}</li>`;
    case 'blockquote':
      return `<blockquote>${children(node)}</blockquote>`;
    case 'hardBreak':
      return '<br />';
    case 'horizontalRule':
      return '<hr />';
    case 'table':
      return `<table><tbody>${children(node)}</tbody></table>`;
    case 'tableRow':
      return `<tr>${children(node)}</tr>`;
    case 'tableHeader':
    case 'tableCell': {
      const tag = node.type === 'tableHeader' ? 'th' : 'td';
      const span = (name: string) => {
        const n = Number(attrs[name]);
        return Number.isInteger(n) && n > 1 && n < 100 ? ` ${name}="${n}"` : '';
      };
      return `<${tag}${span('colspan')}${span('rowspan')}>${children(node)}</${tag}>`;
    }
    case 'image': {
      if (!safeSrc(attrs.src)) return '';
      const cls = imageClasses.includes(attrs.imageClass as never) ? (attrs.imageClass as string) : 'none';
      const id =
        Number.isInteger(Number(attrs.imageId)) && attrs.imageId != null
          ? ` data-image-id="${Number(attrs.imageId)}"`
          : '';
      return `<img src="${esc(safeUrl(String(attrs.src)))}" alt="${esc(attrs.alt ?? '')}" class="image-${cls}"${id} />`;
    }
    case 'mention': {
      const kind = mentionKinds.includes(attrs.kind as never) ? (attrs.kind as string) : 'destination';
      const iri = typeof attrs.id === 'string' && mentionIri.test(attrs.id) ? attrs.id : '';
      return `<span class="mention" data-type="mention" data-kind="${kind}" data-id="${esc(iri)}">@${esc(attrs.label ?? '')}</span>`;
    }
    default:
      return '';
  }
};

// The HTML the website and the admin read: only these tags and attributes, http(s)/mailto links,
// http(s) or site-relative images, iframes only from the allowlisted video hosts.
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'code',
    'pre',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'img',
    'span',
    'figure',
    'figcaption',
    'iframe',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'class', 'data-image-id'],
    span: ['class', 'data-type', 'data-kind', 'data-id'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    iframe: ['src', 'width', 'height', 'allowfullscreen', 'frameborder'],
  },
  allowedClasses: {
    img: imageClasses.map((c) => `image-${c}`),
    span: ['mention'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite', 'data-id'],
  allowProtocolRelative: false,
  allowedIframeHostnames: ['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'],
  allowIframeRelativeUrls: false,
  disallowedTagsMode: 'discard',
  // An iframe whose src was refused (not an allowlisted video host) goes whole.
  exclusiveFilter: (frame) => frame.tag === 'iframe' && !frame.attribs.src,
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'title',
    'xmp',
    'noembed',
    'noframes',
    'template',
  ],
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer nofollow' } }),
  },
};

// Removes what survived as text but reads like script in a careless renderer: a scheme
// such as javascript: or data: spelled out in text is broken up so no link can be made of it.
const defuse = (html: string) =>
  html
    .replace(/\b(java|vb)script\s*:/gi, '$1script&#58;')
    .replace(/\bdata\s*:\s*text\/html/gi, 'data&#58;text/html');

export const sanitizeBodyHtml = (html: string): string => defuse(sanitizeHtml(html, options).trim());

export const renderBody = (body: PmNode): string => sanitizeBodyHtml(renderNode(body));

// A plain-text field (title, excerpt, SEO): no markup at all. Tags and their script content go,
// entities are read back to text, then angle brackets and script schemes are taken out so the
// text is inert wherever a careless page puts it.
export const plainText = (value: string): string => inertText(value).trim();

const inertText = (value: string): string => {
  const stripped = sanitizeHtml(value, {
    allowedTags: [],
    allowedAttributes: {},
    disallowedTagsMode: 'discard',
  });
  return decodeHTML(stripped)
    .replace(/[<>]/g, '')
    .replace(/\b(java|vb|live)script\s*:/gi, '')
    .replace(/\bdata\s*:/gi, '')
    .replace(/\bon[a-z]+\s*=/gi, '');
};

// The body as stored: text and text attributes made inert, links other than http(s)/mailto
// dropped (the text stays), images without an http(s) or site-relative src dropped, mention ids
// that are not IRIs cleared. The JSON the admin and the website read holds nothing to run either.
// A URL kept as text: quotes, angle brackets and spaces percent-encoded.
const safeUrl = (url: string) =>
  url
    .trim()
    .replace(/[<>"'`\s]/g, (c) => encodeURIComponent(c))
    .replace(/(?<=.)((?:java|vb)script|data)\s*:/gi, '$1%3A');

export const cleanBody = (node: PmNode): PmNode => {
  const out: PmNode = { type: node.type };
  if (node.type === 'text') out.text = inertText(node.text ?? '');
  if (node.attrs) {
    const attrs: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node.attrs)) {
      if (typeof value === 'string') attrs[key] = key === 'src' ? safeUrl(value) : inertText(value);
      else if (value === null || typeof value === 'number' || typeof value === 'boolean') attrs[key] = value;
    }
    if (node.type === 'image' && !safeSrc(attrs.src)) attrs.src = null;
    if (node.type === 'mention' && !(typeof node.attrs.id === 'string' && mentionIri.test(node.attrs.id)))
      attrs.id = null;
    out.attrs = attrs;
  }
  if (node.marks) {
    out.marks = node.marks
      .filter((m) => m.type !== 'link' || safeHref(m.attrs?.href))
      .map((m) =>
        m.type === 'link'
          ? { type: 'link', attrs: { href: safeUrl(String(m.attrs!.href)) } }
          : { type: m.type },
      );
  }
  if (node.content)
    out.content = node.content.map(cleanBody).filter((child) => child.type !== 'text' || child.text !== '');
  return out;
};

// The gallery images a body shows (image nodes with an imageId).
export const bodyImageIds = (body: PmNode | null | undefined): number[] => {
  const ids = new Set<number>();
  const walk = (node: PmNode) => {
    if (node.type === 'image' && node.attrs?.imageId != null) {
      const id = Number(node.attrs.imageId);
      if (Number.isInteger(id) && id > 0) ids.add(id);
    }
    for (const child of node.content ?? []) walk(child);
  };
  if (body) walk(body);
  return [...ids];
};

// A text excerpt of a body (the first 40 words, product.md §9 "excerpt 40").
export const excerptOf = (html: string, words = 40): string => {
  const spaced = html.replace(/<\/(p|h[1-6]|li|td|th|blockquote|tr)>|<br\s*\/?>|<hr\s*\/?>/gi, '$& ');
  const text = decodeHTML(sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} }))
    .replace(/\s+/g, ' ')
    .trim();
  const parts = text.split(' ');
  return plainText(parts.length > words ? `${parts.slice(0, words).join(' ')}…` : text);
};
