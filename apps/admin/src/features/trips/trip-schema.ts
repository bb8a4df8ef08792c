import type { Trip, TripInput } from '@backoffice/sdk';
import * as v from 'valibot';

const REQUIRED = 'Please input value';
const text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max, `At most ${max} characters`));
const count = v.pipe(
  v.string(),
  v.trim(),
  v.check((s) => s === '' || (/^\d{1,2}$/.test(s) && Number(s) <= 99), 'A number from 0 to 99'),
);

export const tripTypes = ['leisure', 'honeymoon', 'family', 'business', 'celebration', 'expedition'] as const;
export const tripTypeOptions = tripTypes.map((value) => ({
  value,
  label: value.charAt(0).toUpperCase() + value.slice(1),
}));

// The trip's own fields (calls.md 7.6); the reference is the server's. `client` is the client's IRI.
export const tripSchema = v.pipe(
  v.object({
    client: v.pipe(v.string(), v.nonEmpty(REQUIRED)),
    title: text(255),
    startDate: v.pipe(v.string(), v.nonEmpty(REQUIRED)),
    endDate: v.pipe(v.string(), v.nonEmpty(REQUIRED)),
    destinations: v.array(v.string()),
    currency: v.pipe(
      text(3),
      v.transform((s) => s.toUpperCase()),
      v.check((s) => /^[A-Z]{3}$/.test(s), 'A three-letter currency code (EUR, USD…)'),
    ),
    markup: v.pipe(
      v.string(),
      v.trim(),
      v.check(
        (s) => s === '' || (/^\d{1,4}(\.\d{1,2})?$/.test(s) && Number(s) <= 1000),
        'A percentage from 0 to 1000',
      ),
    ),
    tripType: v.string(),
    adults: count,
    children: count,
    notes: v.pipe(v.string(), v.maxLength(20000, 'Too long')),
    // The staff user (IRI /api/users/{id}) the trip's tasks go to; '' for none.
    travelDirector: v.string(),
  }),
  v.forward(
    v.check(
      (t) => !t.startDate || !t.endDate || t.endDate >= t.startDate,
      'The end date must not be before the start date.',
    ),
    ['endDate'],
  ),
);

export type TripValues = v.InferOutput<typeof tripSchema>;
export const tripFieldNames = [
  'client',
  'title',
  'startDate',
  'endDate',
  'destinations',
  'currency',
  'markup',
  'tripType',
  'adults',
  'children',
  'notes',
  'travelDirector',
];

export const toTripValues = (trip: Trip | undefined, clientIri = ''): TripValues => ({
  client: trip?.client?.['@id'] ?? clientIri,
  title: trip?.title ?? '',
  startDate: trip?.startDate ?? '',
  endDate: trip?.endDate ?? '',
  destinations: trip?.destinations ?? [],
  currency: trip?.currency ?? 'EUR',
  markup: trip ? String(Number(trip.markup)) : '0',
  tripType: trip?.tripType ?? '',
  adults: trip?.adults == null ? '' : String(trip.adults),
  children: trip?.children == null ? '' : String(trip.children),
  notes: trip?.notes ?? '',
  travelDirector: trip?.travelDirector ?? '',
});

const orNull = (s: string) => (s.trim() === '' ? null : s.trim());
const numberOrNull = (s: string) => (s.trim() === '' ? null : Number(s));

export const toTripBody = (values: TripValues): TripInput => ({
  client: values.client,
  title: orNull(values.title),
  startDate: values.startDate,
  endDate: values.endDate,
  destinations: values.destinations,
  currency: values.currency,
  markup: values.markup.trim() === '' ? '0' : values.markup.trim(),
  ...(values.tripType ? { tripType: values.tripType as TripInput['tripType'] } : {}),
  adults: numberOrNull(values.adults),
  children: numberOrNull(values.children),
  notes: orNull(values.notes),
  travelDirector: values.travelDirector || null,
});
