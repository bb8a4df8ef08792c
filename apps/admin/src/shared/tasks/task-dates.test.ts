import { describe, expect, it } from 'vitest';
import { formatDue, fromLocalInput, isOverdue, toLocalInput } from './task-dates.ts';
import { htmlToText, textToHtml } from './task-description.ts';

describe("due dates in the viewer's time zone", () => {
  it('shows one UTC instant as each viewer reads it', () => {
    const due = '2026-12-01T17:30:00.000Z';
    expect(formatDue(due, 'Europe/Paris')).toBe('12/01/2026 6:30 PM');
    expect(formatDue(due, 'America/Los_Angeles')).toBe('12/01/2026 9:30 AM');
    expect(toLocalInput(due, 'Asia/Bangkok')).toBe('2026-12-02T00:30');
    expect(formatDue(null)).toBe('');
  });

  it('stores what the viewer enters as the UTC instant it means in their zone', () => {
    const local = toLocalInput('2026-07-04T08:15:00.000Z');
    expect(fromLocalInput(local)).toBe('2026-07-04T08:15:00.000Z');
    expect(fromLocalInput('')).toBeNull();
  });

  it('calls an open task past its due instant overdue, not a completed one', () => {
    const now = Date.parse('2026-11-28T12:00:00Z');
    expect(isOverdue({ status: 'pending', dueDate: '2026-11-27T12:00:00Z' }, now)).toBe(true);
    expect(isOverdue({ status: 'completed', dueDate: '2026-11-27T12:00:00Z' }, now)).toBe(false);
    expect(isOverdue({ status: 'in-progress', dueDate: null }, now)).toBe(false);
  });
});

describe('the description as plain text', () => {
  it('keeps paragraphs and line breaks both ways and escapes markup typed as text', () => {
    expect(htmlToText('<p>Call the hotel<br>before noon</p><p>Then &amp; only then</p>')).toBe(
      'Call the hotel\nbefore noon\nThen & only then',
    );
    expect(textToHtml('Line <b>one</b>\nline two\n\nNext')).toBe(
      '<p>Line &lt;b&gt;one&lt;/b&gt;<br>line two</p><p>Next</p>',
    );
    expect(textToHtml('  \n ')).toBeNull();
  });
});
