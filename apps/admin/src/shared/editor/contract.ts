// The editor's JSON, shared with the content API (the server renders and sanitises HTML from it):
// the same node and mark names on both sides.
export const editorNodes = [
  'doc',
  'paragraph',
  'text',
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
] as const;
export const editorMarks = ['bold', 'italic', 'underline', 'strike', 'code', 'link'] as const;
export const headingLevels = [1, 2, 3, 4] as const;

// product.md §2.11: an image is shown as is, full width, at a fixed width or a fixed height.
export const imageClasses = ['none', 'full-width', 'fixed-width', 'fixed-height'] as const;
export type ImageClass = (typeof imageClasses)[number];
export const imageClassLabels: Record<ImageClass, string> = {
  none: 'None',
  'full-width': 'Full width',
  'fixed-width': 'Fixed width',
  'fixed-height': 'Fixed height',
};

export const mentionKinds = ['destination', 'vendor', 'trip'] as const;
export type MentionKind = (typeof mentionKinds)[number];

export type EditorLanguage = 'en-US' | 'en-GB';
export const editorLanguages: { value: EditorLanguage; label: string }[] = [
  { value: 'en-US', label: 'English (US)' },
  { value: 'en-GB', label: 'English (UK)' },
];

export type EditorMark = { type: string; attrs?: Record<string, unknown> };
export type EditorNode = {
  type: string;
  attrs?: Record<string, unknown>;
  content?: EditorNode[];
  marks?: EditorMark[];
  text?: string;
};
export type EditorDoc = EditorNode & { type: 'doc' };

export const emptyDoc = (): EditorDoc => ({ type: 'doc', content: [{ type: 'paragraph' }] });

export type PickedImage = { src: string; alt: string; imageId: number | string | null };
