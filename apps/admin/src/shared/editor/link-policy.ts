// Links in the editor: http(s) and mailto only (issue 27); anything else (javascript:, data:,
// relative paths, other schemes) is refused in the UI, and the server sanitises again.
export const allowedLinkProtocols = ['http:', 'https:', 'mailto:'] as const;

export const normaliseHref = (input: string): string | null => {
  const text = input.trim();
  if (!text || /\s/.test(text) || [...text].some((c) => c.charCodeAt(0) < 32)) return null;
  // A bare address ("example.com/page") gets https; an e-mail address gets mailto.
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(text)
    ? text
    : /^[^@/\s]+@[^@/\s]+\.[a-z]{2,}$/i.test(text)
      ? `mailto:${text}`
      : /^[a-z0-9-]+(\.[a-z0-9-]+)+([/?#].*)?$/i.test(text)
        ? `https://${text}`
        : text;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (!(allowedLinkProtocols as readonly string[]).includes(url.protocol)) return null;
  if (url.protocol === 'mailto:') return /^mailto:[^@\s]+@[^@\s]+$/i.test(candidate) ? candidate : null;
  if (!url.hostname) return null;
  return candidate;
};

export const isAllowedHref = (href: string) => normaliseHref(href) === href.trim() && href.trim() !== '';

// Images by URL: http(s) only.
export const normaliseImageSrc = (input: string): string | null => {
  try {
    const url = new URL(input.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
};
