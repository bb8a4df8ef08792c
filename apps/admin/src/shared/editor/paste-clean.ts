// Paste from Word and Google Docs, cleaned before ProseMirror parses it: Office's conditional
// comments, <o:p>, <style>/<meta>, mso-* styles, classes and spans go; the structure (headings,
// paragraphs, lists, tables, links, bold/italic/underline) stays. Google Docs marks bold and
// italic with inline styles on spans, which become <strong>/<em>/<u> first.
const dropElements = 'style, script, meta, link, title, xml, o\\:p, iframe, object, embed, colgroup, col';
const keepAttributes: Record<string, readonly string[]> = {
  a: ['href'],
  img: ['src', 'alt'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
  ol: ['start'],
};
const unwrapTags = new Set([
  'SPAN',
  'FONT',
  'DIV',
  'SECTION',
  'ARTICLE',
  'CENTER',
  'INS',
  'DEL',
  'SMALL',
  'BIG',
]);

const unwrap = (el: Element) => {
  const parent = el.parentNode;
  if (!parent) return;
  while (el.firstChild) parent.insertBefore(el.firstChild, el);
  parent.removeChild(el);
};

const wrapChildren = (el: Element, tag: string) => {
  const wrapper = el.ownerDocument.createElement(tag);
  while (el.firstChild) wrapper.appendChild(el.firstChild);
  el.appendChild(wrapper);
};

// Word's list paragraphs (<p class=MsoListParagraph style="mso-list:l0 level1 lfo1">) with their
// bullet glyphs in a span with mso-list:Ignore: the glyph goes, the paragraphs become a list.
const convertWordLists = (root: Element) => {
  for (const ignore of [
    ...root.querySelectorAll('[style*="mso-list:Ignore" i], [style*="mso-list: Ignore" i]'),
  ])
    ignore.remove();
  const isListPara = (el: Element | null): el is HTMLElement =>
    !!el && el.tagName === 'P' && /mso-list:\s*l\d+/i.test(el.getAttribute('style') ?? '');
  for (const p of [...root.querySelectorAll('p')]) {
    if (!p.isConnected || !isListPara(p)) continue;
    if (isListPara(p.previousElementSibling)) continue;
    const ordered = /^\s*(\d+|[a-z]|[ivx]+)[.)]/i.test(p.textContent ?? '');
    const list = p.ownerDocument.createElement(ordered ? 'ol' : 'ul');
    p.parentNode?.insertBefore(list, p);
    let cur: Element | null = p;
    while (isListPara(cur)) {
      const next: Element | null = cur.nextElementSibling;
      const li = p.ownerDocument.createElement('li');
      const para = p.ownerDocument.createElement('p');
      while (cur.firstChild) para.appendChild(cur.firstChild);
      // Word's marker text ("1." or "·" followed by spaces) when it was not in an Ignore span.
      const first = para.firstChild;
      if (first?.nodeType === 3)
        first.textContent = (first.textContent ?? '').replace(/^\s*([·•o§-]|\d+[.)]|[a-z][.)])\s+/i, '');
      li.appendChild(para);
      list.appendChild(li);
      cur.remove();
      cur = next;
    }
  }
};

const styleToMarks = (el: HTMLElement) => {
  const style = (el.getAttribute('style') ?? '').toLowerCase().replace(/\s+/g, '');
  if (!style) return;
  if (/font-weight:(bold|[6-9]00)/.test(style) && !el.closest('h1,h2,h3,h4,h5,h6,th'))
    wrapChildren(el, 'strong');
  if (/font-style:italic/.test(style)) wrapChildren(el, 'em');
  if (/text-decoration[^;]*underline/.test(style) && el.tagName !== 'A' && !el.closest('a'))
    wrapChildren(el, 'u');
  if (/text-decoration[^;]*line-through/.test(style)) wrapChildren(el, 's');
};

export const cleanPastedHtml = (html: string): string => {
  // Office's conditional comments (<!--[if !supportLists]-->…<![endif]-->) and other comments.
  const source = html
    .replace(/<!--\[if[\s\S]*?<!\[endif\]-->/gi, '')
    .replace(/<!\[if[\s\S]*?<!\[endif\]>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '');
  const doc = new DOMParser().parseFromString(`<body>${source}</body>`, 'text/html');
  const body = doc.body;
  for (const el of [...body.querySelectorAll(dropElements)]) el.remove();
  convertWordLists(body);
  // Google Docs wraps the whole clipboard in <b id="docs-internal-guid-…" style="font-weight:normal">.
  for (const b of [...body.querySelectorAll('b[id^="docs-internal-guid"]')]) unwrap(b);
  for (const el of [...body.querySelectorAll<HTMLElement>('[style]')]) styleToMarks(el);
  for (const el of [...body.querySelectorAll('*')]) {
    const tag = el.tagName.toLowerCase();
    // Namespaced Office elements (<o:p>, <v:shape>, <w:…>).
    if (tag.includes(':')) {
      unwrap(el);
      continue;
    }
    const keep = keepAttributes[tag] ?? [];
    for (const attr of [...el.attributes])
      if (!keep.includes(attr.name.toLowerCase())) el.removeAttribute(attr.name);
    if (unwrapTags.has(el.tagName)) unwrap(el);
  }
  // Word's &nbsp;-only paragraphs between blocks.
  for (const p of [...body.querySelectorAll('p')])
    if (!p.textContent?.replace(/\u00a0/g, '').trim() && !p.querySelector('img,br')) p.remove();
  return body.innerHTML.trim();
};
