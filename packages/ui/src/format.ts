// Display helpers shared by every screen. Dates are shown in UTC (the API stores UTC and the agency
// works across time zones) unless a record is flagged for Los Angeles time.

export type DateInput = string | number | Date | null | undefined;

export const LOS_ANGELES = 'America/Los_Angeles';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const toDate = (value: DateInput): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

type Parts = { year: number; month: number; day: number; hour: number; minute: number };

const partFormatters = new Map<string, Intl.DateTimeFormat>();

// Intl does the time zone arithmetic (daylight saving included); formatters are cached because
// building one is slow and tables format hundreds of cells.
const partsIn = (date: Date, timeZone: string): Parts => {
  let formatter = partFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    partFormatters.set(timeZone, formatter);
  }
  const parts: Partial<Parts> = {};
  for (const part of formatter.formatToParts(date)) {
    if (part.type in { year: 1, month: 1, day: 1, hour: 1, minute: 1 }) {
      parts[part.type as keyof Parts] = Number(part.value);
    }
  }
  return parts as Parts;
};

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

const TOKENS = /\[[^\]]*\]|YYYY|YY|MMM|MM|DD|HH|hh|h|mm|A|a/g;

/**
 * Formats a date with moment-style tokens (YYYY YY MMM MM DD HH hh h mm A a, [literal]) in the given
 * IANA time zone. Returns '' for empty or invalid input so cells never show "Invalid Date".
 */
export const formatInTimeZone = (value: DateInput, timeZone: string, pattern = 'MM/DD/YYYY h:mm A') => {
  const date = toDate(value);
  if (!date) return '';
  const { year, month, day, hour, minute } = partsIn(date, timeZone);
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return pattern.replace(TOKENS, (token) => {
    switch (token) {
      case 'YYYY':
        return pad(year, 4);
      case 'YY':
        return pad(year % 100);
      case 'MMM':
        return MONTHS[month - 1] ?? '';
      case 'MM':
        return pad(month);
      case 'DD':
        return pad(day);
      case 'HH':
        return pad(hour);
      case 'hh':
        return pad(hour12);
      case 'h':
        return String(hour12);
      case 'mm':
        return pad(minute);
      case 'A':
        return hour < 12 ? 'AM' : 'PM';
      case 'a':
        return hour < 12 ? 'am' : 'pm';
      default:
        return token.slice(1, -1);
    }
  });
};

/** Formats in UTC, or in Los Angeles time when the record is flagged for it. */
export const formatUtc = (value: DateInput, pattern: string, { losAngeles = false } = {}) =>
  formatInTimeZone(value, losAngeles ? LOS_ANGELES : 'UTC', pattern);

/** 03/05/2025 */
export const formatDate = (value: DateInput) => formatUtc(value, 'MM/DD/YYYY');
/** 03/05/2025 2:07 PM */
export const formatDateTime = (value: DateInput) => formatUtc(value, 'MM/DD/YYYY h:mm A');
/** 03/05/25 */
export const formatShortDate = (value: DateInput) => formatUtc(value, 'MM/DD/YY');
/** 14:07pm — the legacy 'HH:mma' pattern, kept as the spec states it. */
export const formatTime = (value: DateInput) => formatUtc(value, 'HH:mma');
/** 05 Mar — itinerary day headers. */
export const formatItineraryDate = (value: DateInput) => formatUtc(value, 'DD MMM');

/** The UTC calendar day of a date as YYYY-MM-DD, the shape date-only API fields use. */
export const toIsoDate = (value: DateInput) => formatUtc(value, 'YYYY-MM-DD');

/** Parses YYYY-MM-DD as midnight UTC; null when empty or malformed. */
export const fromIsoDate = (value: string | null | undefined): Date | null => {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || toIsoDate(date) !== value ? null : date;
};

const thousands = new Intl.NumberFormat('en-US', { maximumFractionDigits: 20 });

/** 1234567.5 → '1,234,567.5' */
export const formatThousands = (value: number) => thousands.format(value);

// Compact amounts and currency conversion (product.md §9) live in currency.ts.

/**
 * Shortens text to at most `length` characters plus an ellipsis. HTML tags are dropped and
 * whitespace collapsed first, because excerpts are often taken from rich-text descriptions.
 */
export const excerpt = (text: string | null | undefined, length = 40) => {
  const plain = (text ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > length ? `${plain.slice(0, length).trimEnd()}…` : plain;
};

export const SUBJECT_LENGTH = 56;

/** Email subjects are cut at 56 characters with an ellipsis. */
export const truncateSubject = (subject: string | null | undefined) => excerpt(subject, SUBJECT_LENGTH);
