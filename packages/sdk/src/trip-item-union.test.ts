import { describe, expect, expectTypeOf, it } from 'vitest';
import type { TripItem } from './generated/model/index.ts';

// ARCHITECTURE.md, Variants: the generated union of trip items narrows on `type`.
const describeItem = (item: TripItem) => {
  switch (item.type) {
    case 'flight':
      expectTypeOf(item.flightNumber).toEqualTypeOf<string | null>();
      return `flight ${item.flightNumber ?? ''}`;
    case 'accommodation':
      expectTypeOf(item.isMainAccommodation).not.toBeNever();
      return `stay ${item.dmc ? 'dmc' : 'direct'}`;
    case 'activity':
      return `activity ${item.mainActivity ? 'main' : ''}`;
    default:
      return item.type;
  }
};

describe('the trip item union', () => {
  it('narrows on the type', () => {
    // @ts-expect-error flightNumber is a flight's field only.
    const wrong = (item: Extract<TripItem, { type: 'spa' }>) => item.flightNumber;
    expect(typeof wrong).toBe('function');
    expect(describeItem({ type: 'spa' } as TripItem)).toBe('spa');
  });
});
