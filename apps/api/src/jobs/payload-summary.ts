// What the jobs screen shows of a payload: no secrets (a key that names one is hidden whatever its
// value), short strings, a bounded depth. A job may give its own summary (defineJob's `summary`).
const secretKey = /pass|secret|token|key|card|cvc|cvv|iban|number|auth|cookie|signature/i;
const maxString = 120;
const maxEntries = 20;

export const summarizePayload = (value: unknown, depth = 0): unknown => {
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'string') return value.length > maxString ? `${value.slice(0, maxString)}…` : value;
  if (depth >= 3) return '…';
  if (Array.isArray(value)) {
    const items = value.slice(0, maxEntries).map((v) => summarizePayload(v, depth + 1));
    return value.length > maxEntries ? [...items, `… ${value.length - maxEntries} more`] : items;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).slice(0, maxEntries);
    return Object.fromEntries(
      entries.map(([k, v]) => [k, secretKey.test(k) ? '[hidden]' : summarizePayload(v, depth + 1)]),
    );
  }
  return String(value);
};
