import { listAccommodationRooms } from '@backoffice/sdk';
import { idOfIri } from '../../shared/forms/record-source.ts';
import { itemTypeOf } from './item-types.ts';

// Issue 22, prices, as the server computes them (apps/api/src/trips/item-prices.ts): the sell price
// (client total) is the cost (vendor total) with the trip's markup, rounded to the cent (half away
// from zero, as PostgreSQL's round), unless it was typed by hand.

const cents = (value: string) => {
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!m) return undefined;
  const whole = BigInt(m[2]!) * 100n + BigInt((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -whole : whole;
};
const fromCents = (value: bigint) => {
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
};

/** 200 at 18 % → '236.00'; undefined when the cost or the markup is not a number. */
export const sellFromCost = (cost: string, markup: string | number | null | undefined) => {
  const c = cents(cost);
  const m = cents(String(markup ?? '0'));
  if (c === undefined || m === undefined) return undefined;
  // cost × (100 + markup) / 100, both in hundredths: divide by 10,000, rounding half away from 0.
  const product = c * (10_000n + m);
  const sign = product < 0n ? -1n : 1n;
  return fromCents(((sign * product + 5_000n) / 10_000n) * sign);
};

/** A money amount from a number: 2400 → '2400.00'. */
export const amount = (value: number) => value.toFixed(2);

/** The nights of a stay from its local start and end (2027-05-02T15:00 → 2027-05-05T11:00: 3). */
export const nightsOf = (start: string, end: string) => {
  if (!start || !end) return 0;
  const days =
    (Date.parse(`${end.slice(0, 10)}T00:00:00Z`) - Date.parse(`${start.slice(0, 10)}T00:00:00Z`)) /
    86_400_000;
  return Number.isFinite(days) && days > 0 ? days : 0;
};

/** A stay's cost: the room's rack rate × rooms × nights (undefined without a rate or nights). */
export const roomCost = (rate: string | null | undefined, rooms: string, nights: number) => {
  const count = /^\d+$/.test(rooms.trim()) ? Number(rooms) : 1;
  if (!rate || nights < 1 || count < 1) return undefined;
  return amount(Number(rate) * count * nights);
};

export const boardBases = [
  ['room_only', 'Room only'],
  ['bed_breakfast', 'Bed and breakfast'],
  ['half_board', 'Half board'],
  ['full_board', 'Full board'],
  ['all_inclusive', 'All inclusive'],
] as const;

export type Room = { '@id': string; id: number; name: string; rackRate?: string | null };

/** The rooms of an accommodation's rooms catalogue (GET /api/accommodation_rooms?accommodation.id=). */
export const roomsOf = async (accommodationIri: string): Promise<Room[]> =>
  (
    await listAccommodationRooms({
      'accommodation.id': String(idOfIri(accommodationIri)),
      itemsPerPage: 100,
      'order[name]': 'asc',
    })
  ).data['hydra:member'] as Room[];

/**
 * The cost a catalogue record gives an item of `type` (the server's rule for a create without a
 * cost): its price; a restaurant's average price per person × the travellers. Undefined when the
 * record has none (a spa: its treatments are priced, not the spa; a stay: its room).
 */
export const catalogueCost = async (type: string, iri: string, travellers: number) => {
  const catalogue = itemTypeOf(type)?.catalogue;
  if (!catalogue?.price || !iri) return undefined;
  const price = await catalogue.price(idOfIri(iri));
  if (!price) return undefined;
  return amount(Number(price) * (catalogue.pricePerPerson ? Math.max(travellers, 1) : 1));
};
