// The optional LanguageTool server behind the editor's checks (issue 27, "The editor"): the browser
// checks with harper.js offline; when LANGUAGETOOL_URL is set, the text is also sent to that
// server's /v2/check and its matches are added. Errors and time-outs are not the writer's problem:
// the route answers `{ enabled: true, available: false }` and the editor keeps harper's results.

export type LanguageCheckMatch = {
  offset: number;
  length: number;
  message: string;
  replacements: string[];
  rule?: string;
};

export type LanguageCheckResult =
  | { enabled: false }
  | { enabled: true; available: true; matches: LanguageCheckMatch[] }
  | { enabled: true; available: false; matches: [] };

export const languageCheckLanguages = ['en-US', 'en-GB'] as const;
export type LanguageCheckLanguage = (typeof languageCheckLanguages)[number];
// A long article fits; LanguageTool's own default cap on a request is in the same range.
export const maxCheckedChars = 50_000;
export const maxReplacements = 5;
export const languageToolTimeoutMs = 8_000;

type LtMatch = {
  offset?: unknown;
  length?: unknown;
  message?: unknown;
  shortMessage?: unknown;
  replacements?: unknown;
  rule?: { id?: unknown };
};

const isInt = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0;

// LanguageTool's answer mapped to the editor's shape; malformed matches are dropped.
export const mapLanguageToolMatches = (body: unknown, textLength: number): LanguageCheckMatch[] => {
  const matches = (body as { matches?: unknown })?.matches;
  if (!Array.isArray(matches)) return [];
  return (matches as (LtMatch | null)[]).flatMap((m) => {
    if (!m || typeof m !== 'object') return [];
    if (!isInt(m.offset) || !isInt(m.length) || m.offset + m.length > textLength) return [];
    const message =
      typeof m.message === 'string' && m.message
        ? m.message
        : typeof m.shortMessage === 'string'
          ? m.shortMessage
          : '';
    const replacements = Array.isArray(m.replacements)
      ? (m.replacements as { value?: unknown }[])
          .map((r) => r?.value)
          .filter((r): r is string => typeof r === 'string')
          .slice(0, maxReplacements)
      : [];
    const rule = typeof m.rule?.id === 'string' ? m.rule.id : undefined;
    return [{ offset: m.offset, length: m.length, message, replacements, ...(rule ? { rule } : {}) }];
  });
};

export const checkWithLanguageTool = async (
  baseUrl: string | undefined,
  text: string,
  language: LanguageCheckLanguage,
  timeoutMs = languageToolTimeoutMs,
): Promise<LanguageCheckResult> => {
  if (!baseUrl) return { enabled: false };
  const url = `${baseUrl.replace(/\/+$/, '')}/v2/check`;
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ text, language }).toString(),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
    if (!res.ok) {
      await res.body?.cancel();
      return { enabled: true, available: false, matches: [] };
    }
    const body = (await res.json()) as unknown;
    return { enabled: true, available: true, matches: mapLanguageToolMatches(body, text.length) };
  } catch {
    return { enabled: true, available: false, matches: [] };
  }
};
