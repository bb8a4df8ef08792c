import type { AnyExtension } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import Mention from '@tiptap/extension-mention';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';
import { type ImageClass, imageClasses, type MentionKind, mentionKinds } from './contract.ts';
import { isAllowedHref } from './link-policy.ts';
import { mentionPopup } from './mention-popup.ts';
import type { MentionItem } from './mention-source.ts';
import { cleanPastedHtml } from './paste-clean.ts';

// An image with the gallery's id and one of the four classes of product.md §2.11, stored in the
// HTML as class="img-<class>" (and data attributes) so the website can style it.
export const EditorImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      imageId: {
        default: null,
        parseHTML: (el: HTMLElement) => el.getAttribute('data-image-id'),
        renderHTML: (attrs: { imageId?: unknown }) =>
          attrs.imageId == null || attrs.imageId === '' ? {} : { 'data-image-id': String(attrs.imageId) },
      },
      imageClass: {
        default: 'none' as ImageClass,
        parseHTML: (el: HTMLElement) => {
          const data = el.getAttribute('data-image-class');
          const fromClass = imageClasses.find((c) => el.classList.contains(`img-${c}`));
          return (imageClasses as readonly string[]).includes(data ?? '') ? data : (fromClass ?? 'none');
        },
        renderHTML: (attrs: { imageClass?: ImageClass }) =>
          !attrs.imageClass || attrs.imageClass === 'none'
            ? {}
            : { class: `img-${attrs.imageClass}`, 'data-image-class': attrs.imageClass },
      },
    };
  },
}).configure({ inline: false, allowBase64: false });

// A mention of a destination, vendor or trip: {id: IRI, label, kind}.
export const EditorMention = Mention.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      kind: {
        default: null as MentionKind | null,
        parseHTML: (el: HTMLElement) => {
          const kind = el.getAttribute('data-kind');
          return (mentionKinds as readonly string[]).includes(kind ?? '') ? kind : null;
        },
        renderHTML: (attrs: { kind?: MentionKind | null }) => (attrs.kind ? { 'data-kind': attrs.kind } : {}),
      },
    };
  },
});

export type ExtensionOptions = {
  placeholder?: string;
  searchMentions?: (query: string) => Promise<MentionItem[]>;
  extra?: AnyExtension[];
};

export const editorExtensions = ({ searchMentions, extra = [] }: ExtensionOptions = {}): AnyExtension[] => [
  StarterKit.configure({
    heading: { levels: [1, 2, 3, 4] },
    codeBlock: false,
    link: {
      openOnClick: false,
      autolink: true,
      linkOnPaste: true,
      defaultProtocol: 'https',
      protocols: ['http', 'https', 'mailto'],
      isAllowedUri: (url) => isAllowedHref(url),
      shouldAutoLink: (url) => /^https?:\/\//i.test(url) || isAllowedHref(`https://${url}`),
      HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: null },
    },
  }),
  Table.configure({ resizable: false }),
  TableRow,
  TableHeader,
  TableCell,
  EditorImage,
  EditorMention.configure({
    HTMLAttributes: { class: 'mention' },
    renderText: ({ node }) => `@${node.attrs.label ?? node.attrs.id}`,
    suggestion: {
      char: '@',
      allowSpaces: true,
      items: async ({ query }: { query: string }) => (searchMentions ? searchMentions(query) : []),
      command: ({ editor, range, props }) => {
        const item = props as unknown as MentionItem;
        editor
          .chain()
          .focus()
          .insertContentAt(range, [
            { type: 'mention', attrs: { id: item.id, label: item.label, kind: item.kind } },
            { type: 'text', text: ' ' },
          ])
          .run();
      },
      render: mentionPopup,
    },
  }),
  ...extra,
];

// Pasted HTML goes through cleanPastedHtml (Word, Google Docs) before ProseMirror parses it.
export const transformPastedHTML = (html: string) => cleanPastedHtml(html);
