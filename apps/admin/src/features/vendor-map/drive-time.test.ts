import { describe, expect, it } from 'vitest';
import { formatDistance, formatDuration } from '../../shared/map/drive-format.ts';
import { driveTimePair, driveTimeView, pointParam } from './drive-time.ts';
import { toMapMarkers } from './map-data.ts';
import { mapFixture } from './testing/map-fixture.ts';

const markers = toMapMarkers(mapFixture);
const hotel = markers.byIri.get('/api/accommodations/1')!;
const villa = markers.byIri.get('/api/accommodations/3')!;
const pending = { status: 'pending' as const };

describe('drive time', () => {
  it('is asked for only with directions configured and two different markers', () => {
    expect(driveTimePair(true, hotel, villa)).toEqual({ pinned: hotel, selected: villa });
    expect(driveTimePair(false, hotel, villa)).toBeUndefined();
    expect(driveTimePair(undefined, hotel, villa)).toBeUndefined();
    expect(driveTimePair(true, undefined, villa)).toBeUndefined();
    expect(driveTimePair(true, hotel, undefined)).toBeUndefined();
    expect(driveTimePair(true, hotel, hotel)).toBeUndefined();
    expect(pointParam(villa)).toBe('-8.65,115.13');
  });

  it('says what the popup shows in each state', () => {
    expect(driveTimeView(true, hotel, undefined, pending)).toEqual({ kind: 'none' });
    expect(driveTimeView(true, hotel, hotel, pending)).toEqual({ kind: 'none' });
    expect(driveTimeView(false, hotel, villa, pending)).toEqual({ kind: 'unavailable' });
    expect(driveTimeView(false, undefined, villa, pending)).toEqual({ kind: 'unavailable' });
    expect(driveTimeView(true, undefined, villa, pending)).toEqual({ kind: 'needs-pin' });
    expect(driveTimeView(true, hotel, villa, pending)).toEqual({ kind: 'loading' });
    expect(driveTimeView(undefined, hotel, villa, pending)).toEqual({ kind: 'loading' });
    expect(driveTimeView(true, hotel, villa, { status: 'error' })).toEqual({ kind: 'unavailable' });
    expect(
      driveTimeView(true, hotel, villa, { status: 'success', data: { duration: 1500, distance: 14200 } }),
    ).toEqual({ kind: 'ready', duration: 1500, distance: 14200 });
  });

  it('formats durations and distances', () => {
    expect(formatDuration(10)).toBe('1 min');
    expect(formatDuration(1500)).toBe('25 min');
    expect(formatDuration(3600)).toBe('1 h');
    expect(formatDuration(5400)).toBe('1 h 30 min');
    expect(formatDistance(850)).toBe('850 m');
    expect(formatDistance(14_230)).toBe('14.2 km');
    expect(formatDistance(123_456)).toBe('123 km');
  });
});
