import type { EditorView } from '@tiptap/pm/view';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { Image as ImageIcon, Link2, Table as TableIcon } from 'lucide-react';
import {
  type InputHTMLAttributes,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  type EditorDoc,
  type EditorLanguage,
  editorLanguages,
  emptyDoc,
  type ImageClass,
  imageClasses,
  imageClassLabels,
  type PickedImage,
} from './contract.ts';
import { editorExtensions, transformPastedHTML } from './extensions.ts';
import { normaliseHref, normaliseImageSrc } from './link-policy.ts';
import { searchMentions as defaultSearchMentions, type MentionItem } from './mention-source.ts';
import { checkWithHarper } from './spell/harper-check.ts';
import { ignoreKeyOf, mergeIssues, type SpellIssue } from './spell/issues.ts';
import { checkWithLanguageTool } from './spell/language-tool.ts';
import { type PlacedIssue, refreshSpelling, SpellCheck } from './spell/spell-plugin.ts';
import './editor.css';

export type EditorHandle = {
  // Inserts plain text at the caret (the e-mail template's placeholders).
  insertText: (text: string) => void;
  focus: () => void;
  editor: () => Editor | null;
};

type Common = {
  id?: string;
  // The accessible name of the editing area (the field's label).
  label: string;
  describedBy?: string;
  invalid?: boolean;
  onBlur?: () => void;
  onFocus?: () => void;
  readOnly?: boolean;
  // 640 px by default (product.md §2.11).
  height?: number;
  language?: EditorLanguage;
  onLanguageChange?: (language: EditorLanguage) => void;
  // The gallery picker (wired later); without it, an "image by URL" dialog.
  onPickImage?: () => Promise<PickedImage | null>;
  spellCheck?: boolean;
  // Spelling/grammar "ignore" is kept per document under this key (localStorage).
  documentKey?: string;
  searchMentions?: (query: string) => Promise<MentionItem[]>;
  checkText?: (text: string, language: EditorLanguage, signal: AbortSignal) => Promise<SpellIssue[]>;
  editorRef?: React.Ref<EditorHandle>;
};

export type RichTextEditorProps = Common &
  (
    | { format: 'html'; value: string | null | undefined; onChange: (html: string) => void }
    | { format: 'json'; value: EditorDoc | null | undefined; onChange: (doc: EditorDoc) => void }
  );

const isEmptyHtml = (html: string) => html === '<p></p>' || html === '';

const defaultCheck = async (text: string, language: EditorLanguage, signal: AbortSignal) => {
  const [harper, languageTool] = await Promise.all([
    checkWithHarper(text, language).catch(() => []),
    checkWithLanguageTool(text, language, signal),
  ]);
  return mergeIssues(harper, languageTool);
};

const ignoredStore = (documentKey: string | undefined) => {
  const key = documentKey ? `editor-ignored:${documentKey}` : null;
  let set = new Set<string>();
  if (key) {
    try {
      set = new Set(JSON.parse(localStorage.getItem(key) ?? '[]') as string[]);
    } catch {
      set = new Set();
    }
  }
  return {
    has: (k: string) => set.has(k),
    add: (k: string) => {
      set.add(k);
      if (key)
        try {
          localStorage.setItem(key, JSON.stringify([...set]));
        } catch {
          // A full storage only loses the "ignore" after a reload.
        }
    },
  };
};

const mod = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘' : 'Ctrl+';

type ToolButtonProps = {
  label: string;
  shortcut?: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
};

const ToolButton = ({ label, shortcut, active, disabled, onClick, children }: ToolButtonProps) => (
  <button
    type="button"
    aria-label={label}
    title={shortcut ? `${label} (${shortcut})` : label}
    aria-pressed={active === undefined ? undefined : active}
    aria-keyshortcuts={shortcut?.replace('⌘', 'Meta+')}
    disabled={disabled}
    tabIndex={-1}
    onMouseDown={(e) => e.preventDefault()}
    onClick={onClick}
    className={`inline-flex h-8 min-w-8 items-center justify-center rounded px-1.5 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 disabled:opacity-40 ${
      active ? 'bg-brand-100 text-brand-800' : 'text-stone-700 hover:bg-stone-100'
    }`}
  >
    {children}
  </button>
);

const Separator = () => <span aria-hidden="true" className="mx-1 h-5 w-px bg-stone-200" />;

// The toolbar's plain command buttons, declared once and drawn by one renderer (`toolButtons`).
type ToolOptions = {
  shortcut?: string;
  /** The editor state flag that shows the button pressed. */
  active?: 'bold' | 'italic' | 'underline' | 'strike' | 'code' | 'bulletList' | 'orderedList' | 'blockquote';
  /** The editor state flag without which the button is disabled. */
  enabledBy?: 'canUndo' | 'canRedo';
};
type ToolSpec = ToolOptions & {
  label: string;
  content: ReactNode;
  /** The TipTap chain command the button runs (after focusing the editor). */
  command:
    | 'toggleBold'
    | 'toggleItalic'
    | 'toggleUnderline'
    | 'toggleStrike'
    | 'toggleCode'
    | 'toggleBulletList'
    | 'toggleOrderedList'
    | 'toggleBlockquote'
    | 'setHorizontalRule'
    | 'addRowAfter'
    | 'addColumnAfter'
    | 'deleteRow'
    | 'deleteColumn'
    | 'deleteTable'
    | 'undo'
    | 'redo';
};
const tool = (
  label: string,
  content: ReactNode,
  command: ToolSpec['command'],
  options: ToolOptions = {},
) => ({
  label,
  content,
  command,
  ...options,
});

const markTools: readonly ToolSpec[] = [
  tool('Bold', <b>B</b>, 'toggleBold', { shortcut: `${mod}B`, active: 'bold' }),
  tool('Italic', <i>I</i>, 'toggleItalic', { shortcut: `${mod}I`, active: 'italic' }),
  tool('Underline', <u>U</u>, 'toggleUnderline', { shortcut: `${mod}U`, active: 'underline' }),
  tool('Strikethrough', <s>S</s>, 'toggleStrike', { shortcut: `${mod}Shift+S`, active: 'strike' }),
  tool('Code', '</>', 'toggleCode', { shortcut: `${mod}E`, active: 'code' }),
];
const blockTools: readonly ToolSpec[] = [
  tool('Bulleted list', '•≡', 'toggleBulletList', { shortcut: `${mod}Shift+8`, active: 'bulletList' }),
  tool('Numbered list', '1≡', 'toggleOrderedList', { shortcut: `${mod}Shift+7`, active: 'orderedList' }),
  tool('Quote', '❝', 'toggleBlockquote', { shortcut: `${mod}Shift+B`, active: 'blockquote' }),
  tool('Horizontal line', '―', 'setHorizontalRule'),
];
const tableTools: readonly ToolSpec[] = [
  tool('Add row', '+row', 'addRowAfter'),
  tool('Add column', '+col', 'addColumnAfter'),
  tool('Delete row', '−row', 'deleteRow'),
  tool('Delete column', '−col', 'deleteColumn'),
  tool('Delete table', '✕▦', 'deleteTable'),
];
const historyTools: readonly ToolSpec[] = [
  tool('Undo', '↶', 'undo', { shortcut: `${mod}Z`, enabledBy: 'canUndo' }),
  tool('Redo', '↷', 'redo', { shortcut: `${mod}Shift+Z`, enabledBy: 'canRedo' }),
];

const panelButton = 'h-8 rounded px-3 text-sm text-stone-700 hover:bg-stone-100';

/** The link and image panels under the toolbar: their fields, then apply, any more actions, cancel and the error. */
const PanelForm = ({
  label,
  applyLabel,
  onApply,
  onClose,
  onKeyDown,
  error,
  errorId,
  actions,
  children,
}: {
  label: string;
  applyLabel: string;
  onApply: () => void;
  onClose: () => void;
  onKeyDown?: (e: ReactKeyboardEvent<HTMLFormElement>) => void;
  error?: string;
  errorId?: string;
  actions?: ReactNode;
  children: ReactNode;
}) => (
  <form
    aria-label={label}
    className="flex flex-wrap items-center gap-2 border-b border-stone-200 bg-white px-3 py-2"
    onSubmit={(e) => {
      e.preventDefault();
      e.stopPropagation();
      onApply();
    }}
    onKeyDown={onKeyDown}
  >
    {children}
    <button type="button" className="h-8 rounded bg-brand-600 px-3 text-sm text-white" onClick={onApply}>
      {applyLabel}
    </button>
    {actions}
    <button type="button" className={panelButton} onClick={onClose}>
      Cancel
    </button>
    {error ? (
      <p id={errorId} role="alert" className="w-full text-sm text-red-700">
        {error}
      </p>
    ) : null}
  </form>
);

/** A labelled input of a panel. */
const PanelField = ({
  id,
  label,
  ...input
}: { id: string; label: string } & InputHTMLAttributes<HTMLInputElement>) => (
  <>
    <label htmlFor={id} className="text-sm text-stone-700">
      {label}
    </label>
    <input id={id} {...input} />
  </>
);

type Panel =
  | { kind: 'link'; href: string; error?: string }
  | { kind: 'image'; src: string; alt: string; error?: string };

export const RichTextEditorCore = (props: RichTextEditorProps) => {
  const {
    id,
    label,
    describedBy,
    invalid,
    readOnly,
    height = 640,
    onPickImage,
    spellCheck = true,
    documentKey,
    editorRef,
  } = props;
  const [ownLanguage, setOwnLanguage] = useState<EditorLanguage>(props.language ?? 'en-US');
  const language = props.language ?? ownLanguage;
  const languageRef = useRef(language);
  languageRef.current = language;
  const propsRef = useRef(props);
  propsRef.current = props;
  const lastEmitted = useRef<unknown>(undefined);
  const ignored = useMemo(() => ignoredStore(documentKey), [documentKey]);
  const [issue, setIssue] = useState<(PlacedIssue & { top: number; left: number }) | null>(null);
  const [panel, setPanel] = useState<Panel | null>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const toolbarRef = useRef<HTMLDivElement>(null);

  const onIssueClick = useCallback((found: PlacedIssue, view: EditorView) => {
    const box = wrapperRef.current?.getBoundingClientRect();
    let coords = { left: 0, bottom: 0 };
    try {
      coords = view.coordsAtPos(found.from);
    } catch {
      // jsdom has no layout: the popover opens at the editor's corner.
    }
    setIssue({ ...found, top: coords.bottom - (box?.top ?? 0) + 4, left: coords.left - (box?.left ?? 0) });
  }, []);

  const extensions = useMemo(
    () =>
      editorExtensions({
        searchMentions: (query) => (propsRef.current.searchMentions ?? defaultSearchMentions)(query),
        extra: spellCheck
          ? [
              SpellCheck.configure({
                check: (text, signal) =>
                  (propsRef.current.checkText ?? defaultCheck)(text, languageRef.current, signal),
                isIgnored: (key) => ignored.has(key),
                onIssueClick,
              }),
            ]
          : [],
      }),
    // The extensions are made once per editor; the callbacks read the latest props through refs.
    [ignored, spellCheck, onIssueClick],
  );

  const initialContent = () => {
    const p = propsRef.current;
    if (p.format === 'html') return p.value || '';
    return p.value && typeof p.value === 'object' ? p.value : emptyDoc();
  };

  const editor = useEditor(
    {
      extensions,
      content: initialContent(),
      editable: !readOnly,
      immediatelyRender: true,
      shouldRerenderOnTransaction: false,
      editorProps: {
        transformPastedHTML,
        attributes: {
          ...(id ? { id } : {}),
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-label': label,
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
          ...(invalid ? { 'aria-invalid': 'true' } : {}),
          spellcheck: 'false',
          lang: language,
          class: 'rte-content prose-editor focus:outline-none',
        },
      },
      onUpdate: ({ editor: ed }) => {
        const p = propsRef.current;
        if (p.format === 'html') {
          const html = ed.isEmpty ? '' : ed.getHTML();
          lastEmitted.current = html;
          p.onChange(html);
        } else {
          const doc = ed.getJSON() as EditorDoc;
          lastEmitted.current = doc;
          p.onChange(doc);
        }
      },
      onBlur: () => propsRef.current.onBlur?.(),
      onFocus: () => propsRef.current.onFocus?.(),
    },
    [extensions],
  );

  // A value set from outside (a reset, "load the latest version") replaces the content quietly.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const value = props.value;
    if (value === lastEmitted.current) return;
    if (props.format === 'html') {
      const html = (value as string | null | undefined) ?? '';
      const current = editor.isEmpty ? '' : editor.getHTML();
      if (html === current || (isEmptyHtml(html) && editor.isEmpty)) return;
      editor.commands.setContent(html, { emitUpdate: false });
    } else {
      const doc = (value as EditorDoc | null | undefined) ?? emptyDoc();
      if (JSON.stringify(doc) === JSON.stringify(editor.getJSON())) return;
      editor.commands.setContent(doc, { emitUpdate: false });
    }
    lastEmitted.current = value;
  }, [editor, props.value, props.format]);

  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    editor.setEditable(!readOnly, false);
  }, [editor, readOnly]);

  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    editor.view.dom.setAttribute('lang', language);
    if (invalid) editor.view.dom.setAttribute('aria-invalid', 'true');
    else editor.view.dom.removeAttribute('aria-invalid');
  }, [editor, language, invalid]);

  useImperativeHandle(
    editorRef,
    () => ({
      insertText: (text: string) => {
        if (!editor) return;
        editor.chain().focus().insertContent({ type: 'text', text }).run();
      },
      focus: () => editor?.commands.focus(),
      editor: () => editor,
    }),
    [editor],
  );

  const state = useEditorState({
    editor,
    selector: ({ editor: ed }) => {
      if (!ed) return null;
      return {
        bold: ed.isActive('bold'),
        italic: ed.isActive('italic'),
        underline: ed.isActive('underline'),
        strike: ed.isActive('strike'),
        code: ed.isActive('code'),
        link: ed.isActive('link'),
        heading: ([1, 2, 3, 4] as const).find((level) => ed.isActive('heading', { level })) ?? 0,
        bulletList: ed.isActive('bulletList'),
        orderedList: ed.isActive('orderedList'),
        blockquote: ed.isActive('blockquote'),
        table: ed.isActive('table'),
        image: ed.isActive('image'),
        imageClass: (ed.getAttributes('image').imageClass as ImageClass | undefined) ?? 'none',
        canUndo: ed.can().undo(),
        canRedo: ed.can().redo(),
      };
    },
  });

  const setLanguage = (next: EditorLanguage) => {
    if (!props.language) setOwnLanguage(next);
    props.onLanguageChange?.(next);
    languageRef.current = next;
    if (editor) refreshSpelling(editor.view);
  };

  const openLink = () => {
    if (!editor) return;
    setPanel({ kind: 'link', href: (editor.getAttributes('link').href as string | undefined) ?? '' });
  };

  const applyLink = (href: string) => {
    if (!editor) return;
    if (!href.trim()) {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      setPanel(null);
      return;
    }
    const safe = normaliseHref(href);
    if (!safe) {
      setPanel({
        kind: 'link',
        href,
        error: 'Only web (http, https) and e-mail (mailto) links are allowed.',
      });
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link'))
      chain
        .insertContent({ type: 'text', text: safe, marks: [{ type: 'link', attrs: { href: safe } }] })
        .run();
    else chain.setLink({ href: safe }).run();
    setPanel(null);
  };

  const insertImage = (image: PickedImage) => {
    editor
      ?.chain()
      .focus()
      .setImage({ src: image.src, alt: image.alt })
      .updateAttributes('image', { imageId: image.imageId, imageClass: 'none' })
      .run();
  };

  const pickImage = async () => {
    if (onPickImage) {
      const picked = await onPickImage();
      if (picked) insertImage(picked);
      return;
    }
    setPanel({ kind: 'image', src: '', alt: '' });
  };

  const applyImage = (src: string, alt: string) => {
    const safe = normaliseImageSrc(src);
    if (!safe) {
      setPanel({
        kind: 'image',
        src,
        alt,
        error: 'Enter an image address starting with http:// or https://.',
      });
      return;
    }
    insertImage({ src: safe, alt, imageId: null });
    setPanel(null);
  };

  const replaceIssue = (replacement: string) => {
    if (!editor || !issue) return;
    const { from, to } = issue;
    editor.view.dispatch(editor.state.tr.insertText(replacement, from, to));
    editor.commands.focus();
    setIssue(null);
  };

  const ignoreIssue = () => {
    if (!editor || !issue) return;
    ignored.add(ignoreKeyOf(issue));
    setIssue(null);
    refreshSpelling(editor.view);
  };

  // Arrow keys move between the toolbar's buttons (one tab stop, WAI-ARIA toolbar pattern).
  const onToolbarKey = (e: ReactKeyboardEvent<HTMLDivElement>) => {
    const items = [
      ...(toolbarRef.current?.querySelectorAll<HTMLElement>('button:not(:disabled), select') ?? []),
    ];
    const at = items.indexOf(document.activeElement as HTMLElement);
    if (at < 0) return;
    const next =
      e.key === 'ArrowRight'
        ? at + 1
        : e.key === 'ArrowLeft'
          ? at - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? items.length - 1
              : null;
    if (next === null) return;
    e.preventDefault();
    items[(next + items.length) % items.length]?.focus();
  };

  // Ctrl/Cmd+K opens the link panel (the marks' shortcuts are TipTap's own).
  const onEditorKey = (e: ReactKeyboardEvent<HTMLDivElement>) => {
    if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
      e.preventDefault();
      openLink();
    }
    if (e.key === 'Escape') setIssue(null);
    // Alt+F10 moves to the toolbar, as in most editors.
    if (e.altKey && e.key === 'F10') {
      e.preventDefault();
      toolbarRef.current?.querySelector<HTMLElement>('select, button:not(:disabled)')?.focus();
    }
  };

  const run = (fn: (ed: Editor) => void) => () => {
    if (editor) fn(editor);
  };
  const s = state;
  const toolButtons = (tools: readonly ToolSpec[]) =>
    tools.map((t) => (
      <ToolButton
        key={t.label}
        label={t.label}
        shortcut={t.shortcut}
        active={t.active ? s?.[t.active] : undefined}
        disabled={t.enabledBy ? !s?.[t.enabledBy] : undefined}
        onClick={run((e) => e.chain().focus()[t.command]().run())}
      >
        {t.content}
      </ToolButton>
    ));

  return (
    <div
      ref={wrapperRef}
      className={`rte relative flex flex-col overflow-hidden rounded-md border bg-white ${
        invalid ? 'border-red-500' : 'border-stone-300'
      }`}
      style={{ height }}
      data-testid="rich-text-editor"
    >
      {readOnly ? null : (
        <div
          ref={toolbarRef}
          role="toolbar"
          aria-label={`${label}: formatting`}
          aria-controls={id}
          onKeyDown={onToolbarKey}
          className="flex flex-wrap items-center gap-0.5 border-b border-stone-200 bg-stone-50 px-2 py-1"
        >
          <select
            aria-label="Text style"
            tabIndex={0}
            className="h-8 rounded border border-stone-300 bg-white px-1 text-sm"
            value={s?.heading ?? 0}
            onChange={(e) => {
              const level = Number(e.target.value) as 0 | 1 | 2 | 3 | 4;
              if (!editor) return;
              if (level === 0) editor.chain().focus().setParagraph().run();
              else editor.chain().focus().setHeading({ level }).run();
            }}
          >
            <option value={0}>Paragraph</option>
            {[1, 2, 3, 4].map((level) => (
              <option key={level} value={level}>
                Heading {level}
              </option>
            ))}
          </select>
          <Separator />
          {toolButtons(markTools)}
          <Separator />
          {toolButtons(blockTools)}
          <Separator />
          <ToolButton label="Link" shortcut={`${mod}K`} active={s?.link} onClick={openLink}>
            <Link2 aria-hidden="true" className="size-4" />
          </ToolButton>
          <ToolButton label="Image" onClick={() => void pickImage()}>
            <ImageIcon aria-hidden="true" className="size-4" />
          </ToolButton>
          <ToolButton
            label="Insert table"
            onClick={run((e) =>
              e.chain().focus().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
            )}
          >
            <TableIcon aria-hidden="true" className="size-4" />
          </ToolButton>
          {s?.table ? toolButtons(tableTools) : null}
          {s?.image ? (
            <select
              aria-label="Image display"
              tabIndex={-1}
              className="h-8 rounded border border-stone-300 bg-white px-1 text-sm"
              value={s.imageClass}
              onChange={(e) =>
                editor
                  ?.chain()
                  .focus()
                  .updateAttributes('image', { imageClass: e.target.value as ImageClass })
                  .run()
              }
            >
              {imageClasses.map((c) => (
                <option key={c} value={c}>
                  {imageClassLabels[c]}
                </option>
              ))}
            </select>
          ) : null}
          <Separator />
          {toolButtons(historyTools)}
          {spellCheck ? (
            <select
              aria-label="Language"
              tabIndex={-1}
              className="ml-auto h-8 rounded border border-stone-300 bg-white px-1 text-sm"
              value={language}
              onChange={(e) => setLanguage(e.target.value as EditorLanguage)}
            >
              {editorLanguages.map((l) => (
                <option key={l.value} value={l.value}>
                  {l.label}
                </option>
              ))}
            </select>
          ) : null}
        </div>
      )}
      {panel?.kind === 'link' ? (
        <PanelForm
          label="Link"
          applyLabel="Apply"
          onApply={() => applyLink(panel.href)}
          onClose={() => setPanel(null)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.stopPropagation();
              setPanel(null);
              editor?.commands.focus();
            }
          }}
          error={panel.error}
          errorId={`${id ?? 'rte'}-link-error`}
          actions={
            s?.link ? (
              <button type="button" className={panelButton} onClick={() => applyLink('')}>
                Remove link
              </button>
            ) : null
          }
        >
          <PanelField
            id={`${id ?? 'rte'}-link`}
            label="Link address"
            autoFocus
            className="h-8 min-w-64 flex-1 rounded border border-stone-300 px-2 text-sm"
            value={panel.href}
            placeholder="https://… or name@example.com"
            aria-invalid={panel.error ? true : undefined}
            aria-describedby={panel.error ? `${id ?? 'rte'}-link-error` : undefined}
            onChange={(e) => setPanel({ kind: 'link', href: e.target.value })}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                applyLink(panel.href);
              }
            }}
          />
        </PanelForm>
      ) : null}
      {panel?.kind === 'image' ? (
        <PanelForm
          label="Image by URL"
          applyLabel="Insert"
          onApply={() => applyImage(panel.src, panel.alt)}
          onClose={() => setPanel(null)}
          error={panel.error}
        >
          <PanelField
            id={`${id ?? 'rte'}-img`}
            label="Image address"
            autoFocus
            className="h-8 min-w-56 flex-1 rounded border border-stone-300 px-2 text-sm"
            value={panel.src}
            placeholder="https://…"
            onChange={(e) => setPanel({ ...panel, src: e.target.value, error: undefined })}
          />
          <PanelField
            id={`${id ?? 'rte'}-img-alt`}
            label="Description"
            className="h-8 w-48 rounded border border-stone-300 px-2 text-sm"
            value={panel.alt}
            onChange={(e) => setPanel({ ...panel, alt: e.target.value })}
          />
        </PanelForm>
      ) : null}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: shortcuts of the editing area inside. */}
      <div className="min-h-0 flex-1 overflow-y-auto px-4 py-3" onKeyDown={onEditorKey}>
        <EditorContent editor={editor} />
      </div>
      {issue ? (
        <div
          role="dialog"
          aria-label="Suggestions"
          className="absolute z-40 w-72 rounded-md border border-stone-200 bg-white p-3 text-sm shadow-lg"
          style={{
            top: Math.max(0, issue.top),
            left: Math.max(0, Math.min(issue.left, (wrapperRef.current?.clientWidth ?? 320) - 300)),
          }}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              setIssue(null);
              editor?.commands.focus();
            }
          }}
        >
          <p className="mb-2 text-stone-700">{issue.message}</p>
          <div className="flex flex-wrap gap-1">
            {issue.replacements.map((r) => (
              <button
                key={r}
                type="button"
                className="rounded bg-brand-50 px-2 py-1 text-brand-800 hover:bg-brand-100"
                onClick={() => replaceIssue(r)}
              >
                {r || '(remove)'}
              </button>
            ))}
          </div>
          <div className="mt-2 flex justify-end gap-2 border-t border-stone-100 pt-2">
            <button
              type="button"
              className="rounded px-2 py-1 text-stone-700 hover:bg-stone-100"
              onClick={ignoreIssue}
            >
              Ignore
            </button>
            <button
              type="button"
              className="rounded px-2 py-1 text-stone-700 hover:bg-stone-100"
              onClick={() => setIssue(null)}
            >
              Close
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
};

export default RichTextEditorCore;
