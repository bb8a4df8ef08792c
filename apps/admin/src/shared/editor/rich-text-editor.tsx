import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './editor-core.tsx';

export type { EditorHandle, RichTextEditorProps } from './editor-core.tsx';

// TipTap, ProseMirror and harper.js load in their own chunk, the first time an editor is shown.
const Core = lazy(() => import('./editor-core.tsx'));

const Loading = ({ height = 640, label }: { height?: number; label: string }) => (
  <div
    role="status"
    aria-label={`${label}: loading the editor`}
    className="flex items-center justify-center rounded-md border border-stone-300 bg-stone-50 text-sm text-stone-500"
    style={{ height }}
  >
    Loading the editor…
  </div>
);

// The rich text editor (issue 27): JSON for the content kinds, HTML for the older text fields.
export const RichTextEditor = (props: RichTextEditorProps) => (
  <Suspense fallback={<Loading height={props.height} label={props.label} />}>
    <Core {...props} />
  </Suspense>
);
