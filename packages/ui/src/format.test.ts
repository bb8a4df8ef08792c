import { describe, expect, it } from 'vitest';
import {
  excerpt,
  formatDate,
  formatDateTime,
  formatInTimeZone,
  formatItineraryDate,
  formatShortDate,
  formatThousands,
  formatTime,
  formatUtc,
  fromIsoDate,
  LOS_ANGELES,
  toIsoDate,
  truncateSubject,
} from './format.ts';

// 23:30 UTC on 5 March: the local day differs in most time zones, so UTC handling is visible.
const lateEvening = '2025-03-05T23:30:00Z';
const afternoon = '2025-03-05T14:07:00Z';

describe('dates (UTC)', () => {
  it('formats MM/DD/YYYY in UTC', () => {
    expect(formatDate(lateEvening)).toBe('03/05/2025');
    expect(formatDate('2025-12-31')).toBe('12/31/2025');
  });

  it('formats MM/DD/YYYY h:mm A', () => {
    expect(formatDateTime(afternoon)).toBe('03/05/2025 2:07 PM');
    expect(formatDateTime('2025-03-05T00:05:00Z')).toBe('03/05/2025 12:05 AM');
    expect(formatDateTime('2025-03-05T12:00:00Z')).toBe('03/05/2025 12:00 PM');
  });

  it('formats MM/DD/YY', () => {
    expect(formatShortDate(lateEvening)).toBe('03/05/25');
  });

  it('formats HH:mma', () => {
    expect(formatTime(afternoon)).toBe('14:07pm');
    expect(formatTime('2025-03-05T09:05:00Z')).toBe('09:05am');
  });

  it('formats itinerary dates as DD MMM', () => {
    expect(formatItineraryDate(lateEvening)).toBe('05 Mar');
    expect(formatItineraryDate('2025-11-01')).toBe('01 Nov');
  });

  it('accepts Date and timestamps, and returns empty text for empty or invalid input', () => {
    expect(formatDate(new Date(Date.UTC(2024, 1, 29)))).toBe('02/29/2024');
    expect(formatDate(Date.UTC(2024, 1, 29))).toBe('02/29/2024');
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('keeps [literal] text', () => {
    expect(formatUtc(afternoon, '[Day] DD')).toBe('Day 05');
  });
});

describe('Los Angeles flagged dates', () => {
  it('formats in America/Los_Angeles, daylight saving included', () => {
    // PST (UTC-8) in winter, PDT (UTC-7) in summer.
    expect(formatInTimeZone('2025-01-15T06:30:00Z', LOS_ANGELES, 'MM/DD/YYYY h:mm A')).toBe(
      '01/14/2025 10:30 PM',
    );
    expect(formatInTimeZone('2025-07-15T06:30:00Z', LOS_ANGELES, 'MM/DD/YYYY h:mm A')).toBe(
      '07/14/2025 11:30 PM',
    );
  });

  it('switches the UTC helpers to Los Angeles with the flag', () => {
    expect(formatUtc(lateEvening, 'MM/DD/YYYY')).toBe('03/05/2025');
    expect(formatUtc('2025-03-06T03:00:00Z', 'MM/DD/YYYY', { losAngeles: true })).toBe('03/05/2025');
  });
});

describe('ISO dates', () => {
  it('round-trips YYYY-MM-DD through midnight UTC', () => {
    const date = fromIsoDate('2025-03-05');
    expect(date?.toISOString()).toBe('2025-03-05T00:00:00.000Z');
    expect(toIsoDate(date)).toBe('2025-03-05');
    expect(toIsoDate(lateEvening)).toBe('2025-03-05');
  });

  it('rejects malformed or impossible dates', () => {
    expect(fromIsoDate('2025-02-30')).toBeNull();
    expect(fromIsoDate('03/05/2025')).toBeNull();
    expect(fromIsoDate(null)).toBeNull();
  });
});

describe('numbers', () => {
  it('groups thousands', () => {
    expect(formatThousands(1234567)).toBe('1,234,567');
    expect(formatThousands(1234.5)).toBe('1,234.5');
  });
});

describe('text', () => {
  it('cuts excerpts at 40 characters by default with an ellipsis', () => {
    const text = 'A private villa overlooking the Andaman Sea with a butler';
    expect(excerpt(text)).toBe('A private villa overlooking the Andaman…');
    expect(excerpt('Short text')).toBe('Short text');
    expect(excerpt(text, 9)).toBe('A private…');
    expect(excerpt(null)).toBe('');
  });

  it('drops HTML tags from excerpts', () => {
    expect(excerpt('<p>Hello <b>world</b></p>')).toBe('Hello world');
  });

  it('cuts subjects at 56 characters with an ellipsis', () => {
    const subject = 'Your itinerary for Bangkok, Chiang Mai and Koh Samui is ready to review';
    const cut = truncateSubject(subject);
    expect(cut).toBe(`${subject.slice(0, 56).trimEnd()}…`);
    expect(cut.length).toBeLessThanOrEqual(57);
    expect(truncateSubject('Booking confirmed')).toBe('Booking confirmed');
  });
});
