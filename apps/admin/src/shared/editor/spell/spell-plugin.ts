import { Extension } from '@tiptap/core';
import type { Node as PmNode } from '@tiptap/pm/model';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet, type EditorView } from '@tiptap/pm/view';
import { ignoreKeyOf, type SpellIssue } from './issues.ts';

// The document's plain text for the checkers, and where each character is in the document:
// blocks are separated by a blank line, a hard break is a newline, a mention is one space.
export type DocText = { text: string; posAt: number[] };

export const docText = (doc: PmNode): DocText => {
  let text = '';
  const posAt: number[] = [];
  let first = true;
  doc.descendants((node, pos) => {
    if (!node.isTextblock) return true;
    if (!first) {
      text += '\n\n';
      posAt.push(-1, -1);
    }
    first = false;
    node.forEach((child, offset) => {
      const start = pos + 1 + offset;
      if (child.isText) {
        const t = child.text ?? '';
        for (let i = 0; i < t.length; i++) posAt.push(start + i);
        text += t;
      } else {
        text += child.type.name === 'hardBreak' ? '\n' : ' ';
        posAt.push(start);
      }
    });
    return false;
  });
  return { text, posAt };
};

export type PlacedIssue = SpellIssue & { from: number; to: number };

export const placeIssues = (issues: SpellIssue[], map: DocText): PlacedIssue[] =>
  issues.flatMap((issue) => {
    if (issue.end <= issue.start) return [];
    const from = map.posAt[issue.start];
    const last = map.posAt[issue.end - 1];
    if (from === undefined || last === undefined || from < 0 || last < 0) return [];
    return [{ ...issue, from, to: last + 1 }];
  });

const rechecks = new WeakMap<EditorView, () => void>();

type SpellState = { issues: PlacedIssue[]; decorations: DecorationSet };
export const spellKey = new PluginKey<SpellState>('spellCheck');

export type SpellCheckOptions = {
  check: (text: string, signal: AbortSignal) => Promise<SpellIssue[]>;
  isIgnored: (key: string) => boolean;
  onIssueClick: (issue: PlacedIssue, view: EditorView) => void;
  debounceMs: number;
};

const decorate = (doc: PmNode, issues: PlacedIssue[]) =>
  DecorationSet.create(
    doc,
    issues.map((issue, i) =>
      Decoration.inline(
        issue.from,
        issue.to,
        {
          class: `spell-issue spell-${issue.kind.toLowerCase() === 'spelling' ? 'spelling' : 'grammar'}`,
          'data-spell-index': String(i),
          title: issue.message,
        },
        { issue },
      ),
    ),
  );

// Underlines (inline decorations) for what the checkers found, re-checked a moment after typing
// stops; a click on one opens the suggestions (onIssueClick). Setting the meta `spellKey` with
// {refresh: true} re-checks now (language changed, a word ignored).
export const SpellCheck = Extension.create<SpellCheckOptions>({
  name: 'spellCheck',
  addOptions() {
    return {
      check: async () => [],
      isIgnored: () => false,
      onIssueClick: () => {},
      debounceMs: 700,
    };
  },
  addProseMirrorPlugins() {
    const options = this.options;
    return [
      new Plugin<SpellState>({
        key: spellKey,
        state: {
          init: () => ({ issues: [], decorations: DecorationSet.empty }),
          apply: (tr, prev, _old, state) => {
            const meta = tr.getMeta(spellKey) as { issues?: PlacedIssue[] } | undefined;
            if (meta?.issues) return { issues: meta.issues, decorations: decorate(state.doc, meta.issues) };
            if (!tr.docChanged) return prev;
            // Keep the underlines in place while the next check runs; drop those the edit touched.
            const issues = prev.issues.flatMap((issue) => {
              const from = tr.mapping.map(issue.from, 1);
              const to = tr.mapping.map(issue.to, -1);
              if (to <= from || state.doc.textBetween(from, to) !== issue.problem) return [];
              return [{ ...issue, from, to }];
            });
            return { issues, decorations: decorate(state.doc, issues) };
          },
        },
        props: {
          decorations: (state) => spellKey.getState(state)?.decorations,
          // A click on an underline (read from the DOM: no layout needed), or Ctrl+. with the caret
          // in one, opens its suggestions.
          handleDOMEvents: {
            click: (view, event) => {
              const el = (event.target as HTMLElement | null)?.closest?.('[data-spell-index]');
              const index = Number(el?.getAttribute('data-spell-index'));
              const issue = el ? spellKey.getState(view.state)?.issues[index] : undefined;
              if (issue) options.onIssueClick(issue, view);
              return false;
            },
          },
          handleKeyDown: (view, event) => {
            if (!((event.ctrlKey || event.metaKey) && event.key === '.')) return false;
            const { from } = view.state.selection;
            const issue = spellKey.getState(view.state)?.issues.find((i) => from >= i.from && from <= i.to);
            if (!issue) return false;
            options.onIssueClick(issue, view);
            return true;
          },
        },
        view: (view) => {
          let timer: ReturnType<typeof setTimeout> | undefined;
          let controller: AbortController | undefined;
          let lastDoc: PmNode | null = null;
          const run = async () => {
            controller?.abort();
            const current = new AbortController();
            controller = current;
            const doc = view.state.doc;
            const map = docText(doc);
            let found: SpellIssue[];
            try {
              found = await options.check(map.text, current.signal);
            } catch {
              return;
            }
            if (current.signal.aborted || view.isDestroyed || view.state.doc !== doc) return;
            const issues = placeIssues(
              found.filter((i) => !options.isIgnored(ignoreKeyOf(i))),
              map,
            );
            view.dispatch(view.state.tr.setMeta(spellKey, { issues }).setMeta('addToHistory', false));
          };
          const schedule = (delay: number) => {
            clearTimeout(timer);
            timer = setTimeout(() => void run(), delay);
          };
          schedule(50);
          rechecks.set(view, () => schedule(0));
          return {
            update: (v) => {
              if (v.state.doc !== lastDoc) {
                const initial = lastDoc === null;
                lastDoc = v.state.doc;
                if (!initial) schedule(options.debounceMs);
              }
            },
            destroy: () => {
              clearTimeout(timer);
              controller?.abort();
              rechecks.delete(view);
            },
          };
        },
      }),
    ];
  },
});

// Re-check now: after the language changed or a word was ignored.
export const refreshSpelling = (view: EditorView) => rechecks.get(view)?.();
