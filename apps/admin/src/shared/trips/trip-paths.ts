import { formatUtc } from '@backoffice/ui/format';

// The trip page's tabs (product.md §2.9 trip tabs and issue 12 Screens), in the order shown. `ready`
// says whether the tab has its API today; the others say what they wait for, and show no data.
export const tripTabs = [
  { key: 'general', label: 'General', ready: true },
  { key: 'items', label: 'Items', ready: true },
  { key: 'accommodation', label: 'Accommodation', ready: true },
  { key: 'flight', label: 'Flights', ready: true },
  { key: 'activities', label: 'Activities', ready: true },
  { key: 'transfers', label: 'Transfers', ready: true },
  { key: 'dmcs', label: 'DMCs', ready: true },
  { key: 'guests', label: 'Guests', ready: true },
  { key: 'payments', label: 'Payments', ready: true },
  { key: 'content', label: 'Content', ready: true },
  { key: 'histories', label: 'Histories', ready: true },
  { key: 'inquiry', label: 'Inquiry', ready: true },
] as const;

export type TripTab = (typeof tripTabs)[number]['key'];

export const isTripTab = (value: string | null): value is TripTab =>
  tripTabs.some((tab) => tab.key === value);

/** A trip's page, on a tab (the General tab has no query). */
export const tripPath = (id: number, tab: TripTab = 'general') =>
  tab === 'general' ? `/admin/trips/${id}` : `/admin/trips/${id}?tab=${tab}`;

/** A new trip, for a client when given (the client page's Trips tab). */
export const newTripPath = (clientId?: number) =>
  clientId ? `/admin/trips/new?client=${clientId}` : '/admin/trips/new';

/** Trip dates as DD MMM YYYY (UTC calendar days). */
export const formatTripDate = (value: string | null | undefined) =>
  value ? formatUtc(value, 'DD MMM YYYY') : '';

export const formatTripDates = (start: string, end: string) =>
  `${formatTripDate(start)} – ${formatTripDate(end)}`;

/** The record's name: client name and reference (product.md §2.9 header). */
export const tripName = (trip: { reference: string; client: { name: string } | null }) =>
  trip.client ? `${trip.client.name} · ${trip.reference}` : trip.reference;
