// What the checkers found, in the editor's plain text (offsets in UTF-16 code units): harper.js in
// the browser, and the LanguageTool server's matches when the API has one.
export type SpellIssue = {
  start: number;
  end: number;
  message: string;
  replacements: string[];
  kind: string;
  source: 'harper' | 'languagetool';
  // The text the issue is about (its "ignore" key).
  problem: string;
};

// Both sources' issues, one per span (harper first); LanguageTool's added where they do not overlap.
export const mergeIssues = (harper: SpellIssue[], languageTool: SpellIssue[]): SpellIssue[] => {
  const out = [...harper];
  for (const lt of languageTool) if (!out.some((h) => lt.start < h.end && h.start < lt.end)) out.push(lt);
  return out.sort((a, b) => a.start - b.start);
};

export const ignoreKeyOf = (issue: Pick<SpellIssue, 'kind' | 'problem'>) => `${issue.kind}:${issue.problem}`;
