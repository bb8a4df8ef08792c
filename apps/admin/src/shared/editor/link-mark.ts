import { Mark, markPasteRule, mergeAttributes } from '@tiptap/core';
import { isAllowedHref } from './link-policy.ts';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    link: {
      setLink: (attrs: { href: string }) => ReturnType;
      unsetLink: () => ReturnType;
    };
  }
}

// The link mark of the JSON contract (`link` with `href`), without TipTap's Link extension and its
// URL-detection library (the editor's chunk stays under 150 KB gzip). Only http(s) and mailto
// addresses are accepted, whether set by the toolbar, pasted as HTML or as a bare URL.
export const LinkMark = Mark.create({
  name: 'link',
  priority: 1000,
  inclusive: false,
  keepOnSplit: false,
  addAttributes() {
    return {
      href: {
        default: null,
        parseHTML: (el: HTMLElement) => el.getAttribute('href'),
      },
    };
  },
  parseHTML() {
    return [
      {
        tag: 'a[href]',
        getAttrs: (el: HTMLElement) => (isAllowedHref(el.getAttribute('href') ?? '') ? null : false),
      },
    ];
  },
  renderHTML({ HTMLAttributes }) {
    if (!isAllowedHref(String(HTMLAttributes.href ?? ''))) return ['a', mergeAttributes({}, { href: '' }), 0];
    return ['a', mergeAttributes(HTMLAttributes, { rel: 'noopener noreferrer nofollow' }), 0];
  },
  addCommands() {
    return {
      setLink:
        ({ href }) =>
        ({ chain }) =>
          isAllowedHref(href) ? chain().setMark(this.name, { href }).run() : false,
      unsetLink:
        () =>
        ({ chain }) =>
          chain().unsetMark(this.name, { extendEmptyMarkRange: true }).run(),
    };
  },
  addPasteRules() {
    return [
      markPasteRule({
        find: /(?:^|\s)(https?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]])/g,
        type: this.type,
        getAttributes: (match) => ({ href: match[1] ?? match[0].trim() }),
      }),
    ];
  },
});
