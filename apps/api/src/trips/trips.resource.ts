import { tripDestinations, trips } from '../db/schema/index.ts';
import { defineResource } from '../engine/define-resource.ts';
import { decimal, integer, isoDate, longText, oneOf, optionalText, requiredCode } from '../engine/fields.ts';
import { tripStatuses } from '../enums/trip-status.ts';
import { unprocessable } from '../http/problem.ts';
import { nextTripReference } from './trip-reference.ts';
import { totalsSchema, tripTotals } from './trip-totals.queries.ts';

const tripTypes = ['leisure', 'honeymoon', 'family', 'business', 'celebration', 'expedition'] as const;

// calls.md 7.6: a trip for a client, with a server-made reference, its dates (start and end
// included) and destinations. Status moves, days, items and totals build on this record.
export const tripsResource = defineResource({
  type: 'Trip',
  path: 'trips',
  table: trips,
  access: 'trips',
  updateVerbs: ['PATCH'],
  writable: {
    title: optionalText(255),
    startDate: isoDate(),
    endDate: isoDate(),
    status: oneOf(tripStatuses),
    currency: requiredCode(/^[A-Z]{3}$/, 'This value is not a valid currency code.'),
    markup: decimal({ min: 0, max: 1000 }),
    tripType: oneOf(tripTypes),
    mobileAppItineraryName: optionalText(255),
    adults: integer({ min: 0, max: 99 }),
    children: integer({ min: 0, max: 99 }),
    inquiry: longText(),
    notes: longText(),
  },
  required: ['client', 'startDate', 'endDate'],
  relations: {
    client: { kind: 'one', target: 'Client', fk: 'clientId', embed: true },
    destinations: {
      kind: 'manyThrough',
      target: 'Destination',
      through: tripDestinations,
      sourceKey: 'leftId',
      targetKey: 'rightId',
    },
  },
  filters: {
    status: { kind: 'exact', path: 'status' },
    'client.id': { kind: 'exact', path: 'client.id' },
    reference: { kind: 'partial', path: 'reference' },
    startDate: { kind: 'date', path: 'startDate' },
    endDate: { kind: 'date', path: 'endDate' },
  },
  order: ['startDate', 'endDate', 'reference', 'status', 'createdAt', 'id'],
  defaultOrder: { startDate: 'desc', id: 'desc' },
  extraOutput: { totals: totalsSchema },
  hooks: {
    // The money of the trip (trip-totals.queries.ts) on every single-trip answer.
    afterRead: async (item, { tx }) => {
      item.totals = (await tripTotals(tx, [Number(item.id)])).get(Number(item.id)) ?? null;
    },
    beforeWrite: async (values, { tx, existing }) => {
      const start = values.startDate !== undefined ? values.startDate : existing?.startDate;
      const end = values.endDate !== undefined ? values.endDate : existing?.endDate;
      if (start && end && end < start) {
        throw unprocessable([
          { propertyPath: 'endDate', message: 'The end date must not be before the start date.' },
        ]);
      }
      if (!existing) values.reference = await nextTripReference(tx);
      return values;
    },
  },
});
