import { formatUtc } from '@backoffice/ui/format';

// The trip page's tabs (product.md §2.9 trip tabs and issue 12 Screens), in the order shown.
export const tripTabs = [
  { key: 'general', label: 'General' },
  { key: 'items', label: 'Items' },
  { key: 'accommodation', label: 'Accommodation' },
  { key: 'flight', label: 'Flights' },
  { key: 'activities', label: 'Activities' },
  { key: 'transfers', label: 'Transfers' },
  { key: 'dmcs', label: 'DMCs' },
  { key: 'guests', label: 'Guests' },
  { key: 'payments', label: 'Payments' },
  { key: 'proposals', label: 'Proposals' },
  { key: 'content', label: 'Content' },
  { key: 'pdfs', label: 'PDFs' },
  { key: 'histories', label: 'Histories' },
  { key: 'inquiry', label: 'Inquiry' },
] as const;

export type TripTab = (typeof tripTabs)[number]['key'];

export const isTripTab = (value: string | null): value is TripTab =>
  tripTabs.some((tab) => tab.key === value);

/** A trip's page, on a tab (the General tab has no query). */
export const tripPath = (id: number, tab: TripTab = 'general') =>
  tab === 'general' ? `/admin/trips/${id}` : `/admin/trips/${id}?tab=${tab}`;

/** The trip's itinerary workspace (product.md §2.9), linked wherever a trip is shown (issue 30.1). */
export const tripItineraryPath = (id: number) => `/admin/trips/${id}/itinerary`;

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
