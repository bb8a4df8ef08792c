import type { EditorLanguage } from '../contract.ts';
import type { SpellIssue } from './issues.ts';

// harper.js (WebAssembly, pinned in package.json) checks spelling, grammar and style offline. The
// WASM file is bundled by Vite from the package (never a CDN) and the checking runs in harper's
// own Web Worker (WorkerLinter), so typing never waits for it. One linter per dialect, made on
// first use: this module is only imported by the editor's lazy chunk.
type HarperLint = {
  span(): { start: number; end: number };
  message(): string;
  lint_kind(): string;
  get_problem_text(): string;
  suggestions(): { get_replacement_text(): string }[];
};
type HarperLinter = { lint(text: string, options?: { language?: 'plaintext' }): Promise<HarperLint[]> };

const linters = new Map<EditorLanguage, Promise<HarperLinter>>();

const makeLinter = async (language: EditorLanguage): Promise<HarperLinter> => {
  const harper = await import('harper.js');
  const { binary } = await import('harper.js/binary');
  const dialect = language === 'en-GB' ? harper.Dialect.British : harper.Dialect.American;
  const Linter = typeof Worker === 'undefined' ? harper.LocalLinter : harper.WorkerLinter;
  const linter = new Linter({ binary, dialect });
  await linter.setup();
  // LocalLinter and WorkerLinter share no declared interface in harper.js's types; HarperLinter is
  // the part of both this checker calls (lint, ignore), checked by spell tests on both.
  return linter as unknown as HarperLinter;
};

export const harperLinter = (language: EditorLanguage) => {
  let linter = linters.get(language);
  if (!linter) {
    // A failed load (no WebAssembly, the file unreachable) is not retried in this session: the
    // editor then works without harper's underlines.
    linter = makeLinter(language);
    linter.catch(() => {});
    linters.set(language, linter);
  }
  return linter;
};

// Harper's spans count Unicode scalar values; the editor's text counts UTF-16 code units.
const utf16Offsets = (text: string) => {
  const map: number[] = [];
  let unit = 0;
  for (const ch of text) {
    map.push(unit);
    unit += ch.length;
  }
  map.push(unit);
  return map;
};

export const lintsToIssues = (text: string, lints: HarperLint[]): SpellIssue[] => {
  const astral = /[\uD800-\uDBFF]/.test(text);
  const at = astral ? utf16Offsets(text) : null;
  return lints.map((lint) => {
    const span = lint.span();
    const start = at ? (at[span.start] ?? span.start) : span.start;
    const end = at ? (at[span.end] ?? span.end) : span.end;
    return {
      start,
      end,
      message: lint.message(),
      replacements: lint
        .suggestions()
        .map((s) => s.get_replacement_text())
        .filter((r, i, all) => all.indexOf(r) === i)
        .slice(0, 5),
      kind: lint.lint_kind(),
      source: 'harper' as const,
      problem: text.slice(start, end),
    };
  });
};

export const checkWithHarper = async (text: string, language: EditorLanguage): Promise<SpellIssue[]> => {
  if (!text.trim()) return [];
  const linter = await harperLinter(language);
  return lintsToIssues(text, await linter.lint(text, { language: 'plaintext' }));
};
