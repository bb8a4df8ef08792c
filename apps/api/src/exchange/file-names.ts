// calls.md 7.3: export files carry a fixed product prefix, the kind of record and the short French
// date (22-11-26 for 22/11/2026; slashes cannot appear in a file name).
export const exportFileName = (kind: string, extension: string, now = new Date()) => {
  const dd = String(now.getUTCDate()).padStart(2, '0');
  const mm = String(now.getUTCMonth() + 1).padStart(2, '0');
  const yy = String(now.getUTCFullYear() % 100).padStart(2, '0');
  return `travel-backoffice-${kind.replaceAll('_', '-')}-${dd}-${mm}-${yy}.${extension}`;
};
