import type { TripItem } from '@backoffice/sdk';
import { describe, expect, it, vi } from 'vitest';
import { applyCalendarChange, tooEarlyMessage } from './calendar-change.ts';
import {
  calendarRange,
  checksByItem,
  dayHeader,
  dragBody,
  findOverlap,
  isCalendarItem,
  mainAccommodationBanners,
  mayOverlap,
  startsTooEarly,
  toStrTime,
  visibleDays,
} from './calendar-rules.ts';

const item = (over: Record<string, unknown>) =>
  ({
    '@id': `/api/trip_items/${over.id ?? 1}`,
    id: 1,
    type: 'activity',
    title: 'Walk',
    alternativeOf: null,
    startDate: '2027-03-03T10:00:00',
    endDate: '2027-03-03T11:00:00',
    ...over,
  }) as unknown as TripItem;
const at = (text: string) => new Date(`${text}Z`);

describe('the itinerary calendar rules', () => {
  it('shows every item but accommodation, flight, main activity, main transfer and alternatives', () => {
    const shown = [
      item({ type: 'activity' }),
      item({ type: 'transfer' }),
      item({ type: 'spa' }),
      item({ type: 'restaurant' }),
      item({ type: 'conciergerie_service' }),
    ];
    const hidden = [
      item({ type: 'accommodation' }),
      item({ type: 'flight' }),
      item({ type: 'activity', mainActivity: true }),
      item({ type: 'transfer', mainTransfer: true }),
      item({ type: 'spa', alternativeOf: '/api/trip_spas/9' }),
      item({ type: 'spa', startDate: null }),
    ];
    expect(shown.map(isCalendarItem)).toEqual([true, true, true, true, true]);
    expect(hidden.map(isCalendarItem)).toEqual([false, false, false, false, false, false]);
  });

  it('spans the trip start to the end date plus one day, seven days at most at once', () => {
    expect(calendarRange('2027-03-02', '2027-03-08')).toEqual({ start: '2027-03-02', end: '2027-03-10' });
    expect(visibleDays('2027-03-02', '2027-03-04')).toBe(4);
    expect(visibleDays('2027-03-02', '2027-03-20')).toBe(7);
  });

  it('heads the columns Day N with the date (DD MMM) for a trip, Day N only for a template', () => {
    expect(dayHeader('2027-03-02T00:00:00.000Z', '2027-03-02', 'trip')).toEqual({
      day: 'Day 1',
      date: '02 Mar',
    });
    expect(dayHeader('2027-03-10', '2027-03-02', 'trip')).toEqual({ day: 'Day 9', date: '10 Mar' });
    expect(dayHeader('2000-01-03', '2000-01-01', 'template')).toEqual({ day: 'Day 3', date: undefined });
  });

  it('refuses a start before 06:00 and the all-day row', () => {
    expect(startsTooEarly(at('2027-03-03T05:30:00'))).toBe(true);
    expect(startsTooEarly(at('2027-03-03T06:00:00'))).toBe(false);
    expect(startsTooEarly(at('2027-03-03T10:00:00'), true)).toBe(true);
  });

  it('never lets timed events overlap, touching is fine, the banner never counts', () => {
    const others = [
      { id: 'a', start: 10, end: 12 },
      { id: 'b', start: 14, end: 15 },
    ];
    expect(findOverlap({ id: 'x', start: 11, end: 13 }, others)?.id).toBe('a');
    expect(findOverlap({ id: 'x', start: 12, end: 14 }, others)).toBeUndefined();
    expect(findOverlap({ id: 'a', start: 10, end: 12 }, others)).toBeUndefined();
    expect(mayOverlap({ allDay: true, display: 'auto' })).toBe(true);
    expect(mayOverlap({ allDay: false, display: 'auto' })).toBe(false);
    // An item dropped from the plan frees its slot, still or moving (issue 30.10).
    const dropped = { allDay: false, display: 'auto', extendedProps: { dropped: true } };
    expect(mayOverlap(dropped)).toBe(true);
    expect(mayOverlap({ allDay: false, display: 'auto' }, dropped)).toBe(true);
  });

  it('sends a drag as {start, end, strTime} with strTime as h:mm A', () => {
    expect(dragBody(at('2027-03-04T14:30:00'), at('2027-03-04T16:00:00'))).toEqual({
      start: '2027-03-04T14:30:00',
      end: '2027-03-04T16:00:00',
      strTime: '2:30 PM',
    });
    expect(toStrTime(at('2027-03-04T00:05:00'))).toBe('12:05 AM');
    expect(toStrTime(at('2027-03-04T12:00:00'))).toBe('12:00 PM');
  });

  it('puts a banner over the nights of the main accommodation only', () => {
    const banners = mainAccommodationBanners([
      item({
        id: 5,
        type: 'accommodation',
        isMainAccommodation: true,
        title: null,
        item: { name: 'Aman Kyoto' },
        startDate: '2027-03-02T15:00:00',
        endDate: '2027-03-05T11:00:00',
      }),
      item({ id: 6, type: 'accommodation', isMainAccommodation: false }),
      item({
        id: 7,
        type: 'accommodation',
        isMainAccommodation: true,
        alternativeOf: '/api/trip_accommodations/5',
      }),
      item({ id: 8 }),
    ]);
    expect(banners).toEqual([
      expect.objectContaining({ title: 'Aman Kyoto', start: '2027-03-02', end: '2027-03-05', allDay: true }),
    ]);
    // The title the director typed wins over the catalogue name (decision 107).
    const [typed] = mainAccommodationBanners([
      item({
        id: 9,
        type: 'accommodation',
        isMainAccommodation: true,
        title: 'Honeymoon suite, Aman Kyoto',
        item: { name: 'Aman Kyoto' },
        startDate: '2027-03-02T15:00:00',
        endDate: '2027-03-05T11:00:00',
      }),
    ]);
    expect(typed?.title).toBe('Honeymoon suite, Aman Kyoto');
  });

  it('finds the checks of each item by id, whatever the IRI', () => {
    const byItem = checksByItem([
      { kind: 'overlap', message: 'A and B overlap.', items: ['/api/trip_items/1', '/api/trip_items/2'] },
      { kind: 'outside_trip_dates', message: 'A is outside.', items: ['/api/trip_items/1'] },
    ]);
    expect(byItem.get(1)).toEqual(['A and B overlap.', 'A is outside.']);
    expect(byItem.get(2)).toEqual(['A and B overlap.']);
  });
});

describe('a drag or a resize', () => {
  const walk = item({ id: 1 });
  const items = new Map([['1', walk]]);
  const change = (start: string, end: string | null, allDay = false) => ({
    event: { id: '1', start: at(start), end: end ? at(end) : null, allDay },
    revert: vi.fn(),
  });

  it('is reverted with a message when it starts before 06:00, and nothing is sent', async () => {
    const onMove = vi.fn();
    const notify = vi.fn();
    const info = change('2027-03-03T05:30:00', '2027-03-03T06:30:00');
    expect(await applyCalendarChange(info, items, onMove, notify)).toBe(false);
    expect(info.revert).toHaveBeenCalled();
    expect(notify).toHaveBeenCalledWith(tooEarlyMessage);
    expect(onMove).not.toHaveBeenCalled();
  });

  it('sends {start, end, strTime} and stays where it was dropped when saved', async () => {
    const onMove = vi.fn().mockResolvedValue({});
    const info = change('2027-03-04T15:00:00', '2027-03-04T16:30:00');
    expect(await applyCalendarChange(info, items, onMove, vi.fn())).toBe(true);
    expect(onMove).toHaveBeenCalledWith(walk, {
      start: '2027-03-04T15:00:00',
      end: '2027-03-04T16:30:00',
      strTime: '3:00 PM',
    });
    expect(info.revert).not.toHaveBeenCalled();
  });

  it('goes back when the server refuses it (an overlap: 409)', async () => {
    const onMove = vi.fn().mockRejectedValue(new Error('This would overlap Tea.'));
    const info = change('2027-03-04T15:00:00', '2027-03-04T16:00:00');
    expect(await applyCalendarChange(info, items, onMove, vi.fn())).toBe(false);
    expect(info.revert).toHaveBeenCalled();
  });
});
