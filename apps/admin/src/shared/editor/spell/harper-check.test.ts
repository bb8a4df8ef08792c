// harper.js runs here in jsdom the way it runs in Node (LocalLinter, its WASM read from the package).
import { describe, expect, it } from 'vitest';
import { checkWithHarper } from './harper-check.ts';
import { mergeIssues, type SpellIssue } from './issues.ts';

// harper.js itself (its WebAssembly, read from the package's file in Node): spelling, grammar and
// style, American and British English.
describe('checkWithHarper', () => {
  const text = 'We walked to the tempel. The color was nice. I has a apple.';

  it('finds spelling and grammar in American English, with suggestions and offsets in the text', {
    timeout: 90_000,
  }, async () => {
    const issues = await checkWithHarper(text, 'en-US');
    const spelling = issues.find((i) => i.problem === 'tempel')!;
    expect(spelling).toMatchObject({ kind: 'Spelling', source: 'harper' });
    expect(spelling.replacements).toContain('temple');
    expect(text.slice(spelling.start, spelling.end)).toBe('tempel');
    expect(issues.find((i) => i.problem === 'has')?.replacements).toContain('have');
    expect(issues.find((i) => i.problem === 'a')?.replacements).toContain('an');
    // American English takes "color".
    expect(issues.some((i) => i.problem === 'color')).toBe(false);
    expect(await checkWithHarper('   ', 'en-US')).toEqual([]);
  });

  it('British English suggests "colour"', { timeout: 90_000 }, async () => {
    const issues = await checkWithHarper(text, 'en-GB');
    expect(issues.find((i) => i.problem === 'color')?.replacements).toContain('colour');
  });
});

describe('mergeIssues', () => {
  const issue = (start: number, end: number, source: SpellIssue['source']): SpellIssue => ({
    start,
    end,
    message: '',
    replacements: [],
    kind: 'Spelling',
    source,
    problem: '',
  });
  it("adds LanguageTool's matches where harper found nothing", () => {
    expect(
      mergeIssues(
        [issue(10, 15, 'harper')],
        [issue(12, 14, 'languagetool'), issue(0, 3, 'languagetool')],
      ).map((i) => [i.start, i.source]),
    ).toEqual([
      [0, 'languagetool'],
      [10, 'harper'],
    ]);
  });
});
