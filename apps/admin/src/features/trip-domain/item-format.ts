import { getEnums, type TripItem } from '@backoffice/sdk';
import type { BadgeColor } from '@backoffice/ui/badge';
import { useQuery } from '@tanstack/react-query';
import { referenceKeys } from '../../shared/forms/reference-options.ts';
import { itemTypeOf, tripItemTypes } from './item-types.ts';
import { fallbackLabel, type TripStatusOption } from './trip-status.ts';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** An item's wall-clock date-time (decision 73: local at the item's place) as DD MMM HH:mm, unconverted. */
export const formatItemDateTime = (value: string | null | undefined) => {
  const m = value ? /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/.exec(value) : null;
  if (!m) return '';
  const [, , month, day, hh = '00', mm = '00'] = m;
  return `${day} ${months[Number(month) - 1]} ${hh}:${mm}`;
};

/** Money as the whole admin writes it (one formatter, issue 30.12). */
export { formatMoney } from '@backoffice/ui/currency';

type AirportSummary = { code?: string | null; name?: string };
const catalogueName = (item: TripItem) => item.item?.name?.trim() || '';
const clock = (value: string | null | undefined) =>
  value ? /[T ](\d{2}:\d{2})/.exec(value)?.[1] : undefined;
const dayOf = (value: string | null | undefined) =>
  value ? Date.parse(`${value.slice(0, 10)}T00:00:00Z`) : NaN;

/** A flight's airline and number: 'Air France AF 1234'. */
const flightHeadline = (item: TripItem) =>
  [catalogueName(item), item.type === 'flight' ? item.flightNumber?.trim() : ''].filter(Boolean).join(' ');

/**
 * A flight's route with its local times: 'CDG 22:30 → NRT 17:05 (+1)' — the day count when it lands
 * on a later calendar day (an overnight flight).
 */
export const flightRoute = (item: TripItem) => {
  const { departureAirport: from, arrivalAirport: to } = item.flight ?? {};
  const place = (airport: AirportSummary | null | undefined, time: string | undefined) =>
    [airport ? airport.code || airport.name : '', time].filter(Boolean).join(' ');
  const departs = place(from, clock(item.startDate));
  const lands = place(to, clock(item.endDate));
  if (!departs && !lands) return '';
  const days = Math.round((dayOf(item.endDate) - dayOf(item.startDate)) / 86_400_000);
  return `${departs || '?'} → ${lands || '?'}${days > 0 ? ` (+${days})` : ''}`;
};

/**
 * The item's name as the director typed it (its title); without one, its catalogue record's name (a
 * flight: airline and number), else its type and id.
 */
export const itemName = (item: TripItem) =>
  item.title?.trim() ||
  (item.type === 'flight' ? flightHeadline(item) : catalogueName(item)) ||
  `${typeLabel(item.type)} #${item.id}`;

/**
 * The line under the name: the catalogue record's name when a typed title stands above it; for a
 * flight, airline and number (under a title) and its route with times.
 */
export const itemSubtitle = (item: TripItem) => {
  const title = item.title?.trim();
  const record = item.type === 'flight' ? flightHeadline(item) : catalogueName(item);
  const parts = [title && record && record !== title ? record : ''];
  if (item.type === 'flight') parts.push(flightRoute(item));
  return parts.filter(Boolean).join(' · ');
};

export const typeLabel = (type: string, types = tripItemTypes) =>
  itemTypeOf(type, types)?.label ?? fallbackLabel(type);

/** Whether the item is its type's main one (accommodation, activity, transfer). */
export const isMain = (item: TripItem) => Boolean(itemTypeOf(item.type)?.isMain?.(item));

/** Nights between check-in and check-out (calendar days). */
export const nights = (item: TripItem) => {
  if (!item.startDate || !item.endDate) return '';
  const day = (s: string) => Date.parse(`${s.slice(0, 10)}T00:00:00Z`);
  return String(Math.round((day(item.endDate) - day(item.startDate)) / 86_400_000));
};

const colors = new Set<BadgeColor>(['red', 'orange', 'yellow', 'blue', 'green', 'grey']);

/** The item statuses of GET /api/enums (itemStatus: value, label, colour). */
export const useItemStatuses = () =>
  useQuery({
    queryKey: referenceKeys.enums,
    queryFn: async () => (await getEnums()).data,
    staleTime: 300_000,
    select: (enums): TripStatusOption[] =>
      enums.itemStatus.map((option) => {
        const color = (option as { color?: string }).color as BadgeColor | undefined;
        return {
          value: option.value,
          label: option.label,
          color: color && colors.has(color) ? color : 'grey',
        };
      }),
  });
