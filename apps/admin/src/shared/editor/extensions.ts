import type { AnyExtension } from '@tiptap/core';
import Blockquote from '@tiptap/extension-blockquote';
import Bold from '@tiptap/extension-bold';
import Code from '@tiptap/extension-code';
import Document from '@tiptap/extension-document';
import HardBreak from '@tiptap/extension-hard-break';
import Heading from '@tiptap/extension-heading';
import HorizontalRule from '@tiptap/extension-horizontal-rule';
import Image from '@tiptap/extension-image';
import Italic from '@tiptap/extension-italic';
import { BulletList, ListItem, ListKeymap, OrderedList } from '@tiptap/extension-list';
import Mention from '@tiptap/extension-mention';
import Paragraph from '@tiptap/extension-paragraph';
import Strike from '@tiptap/extension-strike';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import Text from '@tiptap/extension-text';
import Underline from '@tiptap/extension-underline';
import { Dropcursor, Gapcursor, TrailingNode, UndoRedo } from '@tiptap/extensions';
import { type ImageClass, imageClasses, type MentionKind, mentionKinds } from './contract.ts';
import { LinkMark } from './link-mark.ts';
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
  // The nodes and marks of the contract, one by one (no starter kit: its code block and TipTap's
  // Link, with its URL-detection library, would come along in the chunk).
  Document,
  Paragraph,
  Text,
  Heading.configure({ levels: [1, 2, 3, 4] }),
  Bold,
  Italic,
  Underline,
  Strike,
  Code,
  Blockquote,
  BulletList,
  OrderedList,
  ListItem,
  ListKeymap,
  HardBreak,
  HorizontalRule,
  UndoRedo,
  Dropcursor,
  Gapcursor,
  TrailingNode,
  LinkMark,
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
        // Tiptap types a suggestion's chosen props as the mention node's attributes; here they are
        // the item `items` answered (a MentionItem), which the suggestion hands back unchanged.
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
