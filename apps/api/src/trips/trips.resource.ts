import { eq, inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import {
  clients,
  payments,
  tripAttachments,
  tripDestinations,
  tripItemAttachments,
  tripItems,
  tripPdfs,
  trips,
} from '../db/schema/index.ts';
import { defineResource } from '../engine/define-resource.ts';
import { dateFilters, exactFilters } from '../engine/exact-filters.ts';
import {
  bool,
  decimal,
  integer,
  isoDate,
  longText,
  oneOf,
  optionalText,
  requiredCode,
} from '../engine/fields.ts';
import { endBeforeStart, periodOf } from '../engine/period.ts';
import { manyThrough } from '../engine/relations.ts';
import type { Row } from '../engine/types.ts';
import { tripStatuses } from '../enums/trip-status.ts';
import { deleteFilesLater } from '../files/delete-file-later.ts';
import { ApiError, unprocessable, type Violation } from '../http/problem.ts';
import { refuseTripClientChange } from './client-links.ts';
import {
  createTripDays,
  type RemovedDayItems,
  removedDayItemsChoices,
  removedDayTexts,
  repricedItems,
  syncTripDates,
} from './trip-days.ts';
import { followMarkup } from './trip-items.resource.ts';
import { guardPaidStatus } from './trip-paid-guard.ts';
import { nextTripReference } from './trip-reference.ts';
import { guardTripStatus } from './trip-states.ts';
import { totalsSchema, tripTotals } from './trip-totals.queries.ts';
import { addTravellers, takeTravellers, travellersField } from './trip-travellers.ts';
import { tripOwnTurn } from './trip-turns.queries.ts';

const tripTypes = ['leisure', 'honeymoon', 'family', 'business', 'celebration', 'expedition'] as const;

// product.md §3: dateRange is the form's [start, end], sent by the admin as startDate and endDate;
// either form is accepted.
const dateRange = v.pipe(
  v.tuple([isoDate(), isoDate()], 'Expected [startDate, endDate].'),
  v.check((r) => r[0] !== null && r[1] !== null, 'Expected [startDate, endDate].'),
);

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

// search=: every word in the reference or the client's name (both trigram-indexed).
const searchWhere = (values: string[]) => {
  const words = values.join(' ').toLowerCase().trim().split(/\s+/).filter(Boolean).slice(0, 8);
  if (!words.length) return undefined;
  return sql.join(
    words.map((word) => {
      const like = `%${escapeLike(word)}%`;
      return sql`(lower(${trips.reference}) like ${like} or ${trips.clientId} in (select ${clients.id} from ${clients} where ${clients.searchText} ilike ${like}))`;
    }),
    sql` and `,
  );
};

// calls.md 7.6: a trip for a client, with a server-made reference, its dates (start and end
// included), days kept in step with them (trip-days.ts), a status along trip-states.ts and
// destinations. Totals and items come with the item resources.
export const tripsResource = defineResource({
  type: 'Trip',
  path: 'trips',
  table: trips,
  access: 'trips',
  updateVerbs: ['PATCH'],
  writeTurn: tripOwnTurn,
  writable: {
    title: optionalText(255),
    startDate: isoDate(),
    endDate: isoDate(),
    // Virtual: [startDate, endDate] in one (product.md §3).
    dateRange,
    status: oneOf(tripStatuses),
    currency: requiredCode(/^[A-Z]{3}$/, 'This value is not a valid currency code.'),
    markup: decimal({ min: 0, max: 1000 }),
    tripType: oneOf(tripTypes),
    mobileAppItineraryName: optionalText(255),
    // Virtual: the name calls.md sends (mobile_app_itinerary_name), read as mobileAppItineraryName.
    mobile_app_itinerary_name: optionalText(255),
    adults: integer({ min: 0, max: 99 }),
    children: integer({ min: 0, max: 99 }),
    inquiry: longText(),
    notes: longText(),
    // Virtual: what to do with the items of days the new dates remove (trip-days.ts).
    removedDayItems: oneOf(removedDayItemsChoices),
    // Virtual: move to an "Approved and paid" status although the balance is not zero
    // (trip-paid-guard.ts); without it such a move answers 409 with the balance.
    confirmUnpaid: bool(),
    // Virtual, on a new trip: the client's guests who travel (trip-travellers.ts, issue 30.9).
    travellers: travellersField(),
  },
  // startDate and endDate (or dateRange) are required too, checked by the hook.
  required: ['client'],
  relations: {
    client: { kind: 'one', target: 'Client', fk: 'clientId', embed: true },
    travelDirector: { kind: 'one', target: 'User', fk: 'travelDirectorId' },
    // The template the trip was last filled from (set by import-template, trip-templates/).
    tripTemplate: { kind: 'one', target: 'TripTemplate', fk: 'tripTemplateId', readOnly: true },
    destinations: manyThrough('Destination', tripDestinations),
    attachments: { kind: 'many', target: 'TripAttachment', fk: 'ownerId', embed: true, itemOnly: true },
    guests: { kind: 'many', target: 'TripGuest', fk: 'tripId', embed: true, itemOnly: true },
    DMCs: { kind: 'many', target: 'TripDMC', fk: 'tripId', embed: true, itemOnly: true },
  },
  filters: {
    ...exactFilters('status', 'client.id', 'destinations.id'),
    reference: { kind: 'partial', path: 'reference' },
    search: {
      kind: 'custom',
      type: 'string',
      description: 'Words found in the reference or the client name',
      where: searchWhere,
    },
    ...dateFilters('startDate', 'endDate'),
  },
  order: ['startDate', 'endDate', 'reference', 'status', 'createdAt', 'id'],
  defaultOrder: { startDate: 'desc', id: 'desc' },
  extraOutput: {
    totals: totalsSchema,
    removedDays: {
      type: 'array',
      description:
        "Only in the answer to a date change that removed days holding texts: those texts, kept in the trip's history.",
      items: {
        type: 'object',
        properties: {
          '@id': { type: 'string' },
          dayNumber: { type: 'integer' },
          date: { type: 'string' },
          title: { type: ['string', 'null'] },
          description: { type: ['string', 'null'] },
        },
      },
    },
    repricedItems: {
      type: 'array',
      description:
        'Only in the answer to a date change that moved booked items: those items, now "Items changed - To reprice".',
      items: {
        type: 'object',
        properties: {
          '@id': { type: 'string' },
          title: { type: ['string', 'null'] },
          type: { type: 'string' },
        },
      },
    },
  },
  hooks: {
    // The money of the trip (trip-totals.queries.ts) on every single-trip answer.
    afterRead: async (item, { tx }) => {
      item.totals = (await tripTotals(tx, [Number(item.id)])).get(Number(item.id)) ?? null;
      const removed = removedDayTexts.get(tx);
      if (removed) item.removedDays = removed;
      const repriced = repricedItems.get(tx);
      if (repriced) item.repricedItems = repriced;
    },
    beforeWrite: async (input, ctx) => {
      const { tx, existing } = ctx;
      const {
        dateRange: range,
        mobile_app_itinerary_name: alias,
        removedDayItems,
        confirmUnpaid,
        travellers,
        ...values
      } = input;
      if (Array.isArray(range)) {
        values.startDate = range[0] as string;
        values.endDate = range[1] as string;
      }
      if (alias !== undefined && values.mobileAppItineraryName === undefined)
        values.mobileAppItineraryName = alias as string | null;
      guardTripStatus(existing?.status, values.status as string | undefined);
      if (existing) {
        await guardPaidStatus(
          tx,
          existing.id,
          existing.status,
          values.status as string | undefined,
          confirmUnpaid === true,
        );
      }
      const { start, end } = periodOf(values, existing);
      const missing: Violation[] = [];
      if (!start) missing.push({ propertyPath: 'startDate', message: 'This value should not be blank.' });
      if (!end) missing.push({ propertyPath: 'endDate', message: 'This value should not be blank.' });
      if (missing.length) throw unprocessable(missing);
      if (end! < start!) throw endBeforeStart();
      if (daysLimit(start!, end!)) {
        throw unprocessable([{ propertyPath: 'endDate', message: 'A trip lasts at most 366 days.' }]);
      }
      await takeTravellers(tx, values, existing, travellers);
      if (!existing) values.reference = await nextTripReference(tx);
      else {
        await refuseTripClientChange(tx, values, existing);
        await syncTripDates(
          ctx,
          existing.id,
          { startDate: existing.startDate, endDate: existing.endDate },
          { startDate: start!, endDate: end! },
          removedDayItems as RemovedDayItems | undefined,
        );
      }
      return values;
    },
    afterWrite: async (row, ctx) => {
      const { existing } = ctx;
      if (!existing) {
        await createTripDays(ctx, row.id, row.startDate, row.endDate);
        await addTravellers(ctx, row.id);
      }
      // The items whose sell price is not typed by hand follow a new markup (item-prices.ts).
      else if (Number(existing.markup) !== Number(row.markup)) await followMarkup(ctx, row.id);
    },
    beforeDelete: async (row, ctx) => {
      const { tx } = ctx;
      const counted = await tx.execute<{ n: number }>(
        sql`select count(*)::int as n from ${payments} where ${payments.tripId} = ${row.id}`,
      );
      const n = Number((counted.rows[0] as Row | undefined)?.n ?? 0);
      if (n > 0) {
        throw new ApiError(
          409,
          `This trip has ${n} payment(s) and cannot be deleted: money records are kept. Cancel the trip instead.`,
        );
      }
      // Days, items, attachment and PDF rows go with the trip (cascade); their files once committed.
      const files = [
        ...(await tx
          .select({ path: tripAttachments.filePath })
          .from(tripAttachments)
          .where(eq(tripAttachments.ownerId, row.id))),
        ...(await tx
          .select({ path: tripItemAttachments.filePath })
          .from(tripItemAttachments)
          .where(
            inArray(
              tripItemAttachments.ownerId,
              tx.select({ id: tripItems.id }).from(tripItems).where(eq(tripItems.tripId, row.id)),
            ),
          )),
        // The stored PDF versions go with the trip too (cascade).
        ...(await tx.select({ path: tripPdfs.filePath }).from(tripPdfs).where(eq(tripPdfs.tripId, row.id))),
      ];
      await deleteFilesLater(
        ctx,
        files.map((f) => f.path),
      );
    },
  },
});

const daysLimit = (start: string, end: string) =>
  Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`) > 365 * 86_400_000;
