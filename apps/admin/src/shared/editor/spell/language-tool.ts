import { checkLanguage } from '@backoffice/sdk';
import type { EditorLanguage } from '../contract.ts';
import type { SpellIssue } from './issues.ts';

type Match = { offset: number; length: number; message: string; replacements: string[]; rule?: string };
type Answer = { enabled: boolean; available?: boolean; matches?: Match[] };

// The API's LanguageTool check (POST /api/language-check). Once it answers {enabled: false} the
// editor stops asking for the session; errors and time-outs count as "nothing found".
let disabled = false;

export const resetLanguageToolState = () => {
  disabled = false;
};

export const checkWithLanguageTool = async (
  text: string,
  language: EditorLanguage,
  signal?: AbortSignal,
): Promise<SpellIssue[]> => {
  if (disabled || !text.trim()) return [];
  try {
    const { data } = (await checkLanguage({ text, language }, { signal })) as { data: Answer };
    if (!data.enabled) {
      disabled = true;
      return [];
    }
    return (data.matches ?? []).map((m) => ({
      start: m.offset,
      end: m.offset + m.length,
      message: m.message,
      replacements: m.replacements,
      kind: m.rule ?? 'LanguageTool',
      source: 'languagetool' as const,
      problem: text.slice(m.offset, m.offset + m.length),
    }));
  } catch {
    return [];
  }
};
