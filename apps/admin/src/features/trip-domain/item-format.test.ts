import type { TripItem } from '@backoffice/sdk';
import { describe, expect, it } from 'vitest';
import { flightRoute, itemName, itemSubtitle } from './item-format.ts';

const item = (fields: Record<string, unknown>) =>
  ({
    id: 9,
    type: 'activity',
    title: null,
    startDate: null,
    endDate: null,
    ...fields,
  }) as unknown as TripItem;

describe('item names (decision 107: the typed title wins)', () => {
  it('shows the typed title with the catalogue name as a second line', () => {
    const transfer = item({
      type: 'transfer',
      title: 'Napoli Centrale → Le Sirenuse, Positano',
      item: { name: 'Private car, Naples' },
    });
    expect(itemName(transfer)).toBe('Napoli Centrale → Le Sirenuse, Positano');
    expect(itemSubtitle(transfer)).toBe('Private car, Naples');
  });

  it('falls back to the catalogue name, then to the type and id', () => {
    expect(itemName(item({ item: { name: 'Vatican at dawn' } }))).toBe('Vatican at dawn');
    expect(itemSubtitle(item({ item: { name: 'Vatican at dawn' } }))).toBe('');
    expect(itemName(item({ title: '   ' }))).toBe('Activity #9');
  });

  it('shows a flight by airline and number, its route and times, overnight marked', () => {
    const flight = item({
      type: 'flight',
      flightNumber: 'JL 46',
      item: { name: 'Japan Airlines' },
      startDate: '2027-04-02T22:30:00',
      endDate: '2027-04-03T17:05:00',
      flight: {
        departureAirport: { code: 'CDG', name: 'Paris Charles de Gaulle' },
        arrivalAirport: { code: 'HND', name: 'Tokyo Haneda' },
      },
    });
    expect(itemName(flight)).toBe('Japan Airlines JL 46');
    expect(flightRoute(flight)).toBe('CDG 22:30 → HND 17:05 (+1)');
    expect(itemSubtitle(flight)).toBe('CDG 22:30 → HND 17:05 (+1)');
    const titled = item({ ...(flight as object), title: 'To Tokyo' });
    expect(itemName(titled)).toBe('To Tokyo');
    expect(itemSubtitle(titled)).toBe('Japan Airlines JL 46 · CDG 22:30 → HND 17:05 (+1)');
  });
});
