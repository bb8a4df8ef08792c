import { eq } from 'drizzle-orm';
import { clientGuests, tripGuests, trips } from '../db/schema/index.ts';
import { defineResource } from '../engine/define-resource.ts';
import { exactFilters } from '../engine/exact-filters.ts';
import { longText } from '../engine/fields.ts';
import { unprocessable } from '../http/problem.ts';

// calls.md 7.6: which of the client's guests travel on the trip. The guest must be one of the
// trip's client's guests (422); a guest is on a trip once (409 from the unique index).
export const tripGuestsResource = defineResource({
  type: 'TripGuest',
  path: 'trip_guests',
  table: tripGuests,
  access: 'trips',
  updateVerbs: ['PATCH'],
  writable: { notes: longText() },
  required: ['trip', 'clientGuest'],
  relations: {
    trip: { kind: 'one', target: 'Trip', fk: 'tripId' },
    clientGuest: { kind: 'one', target: 'ClientGuest', fk: 'clientGuestId', embed: true },
  },
  filters: {
    ...exactFilters('trip.id', 'clientGuest.id'),
  },
  order: ['id', 'createdAt'],
  defaultOrder: { id: 'asc' },
  hooks: {
    beforeWrite: async (values, { tx, existing }) => {
      if (existing) delete values.tripId;
      const tripId = existing?.tripId ?? values.tripId;
      const guestId = values.clientGuestId ?? existing?.clientGuestId;
      if (tripId != null && guestId != null && values.clientGuestId !== undefined) {
        // Shared locks: neither the trip's client nor the guest's can change until this commits.
        const [trip] = await tx
          .select({ clientId: trips.clientId })
          .from(trips)
          .where(eq(trips.id, tripId))
          .for('share');
        const [guest] = await tx
          .select({ clientId: clientGuests.clientId })
          .from(clientGuests)
          .where(eq(clientGuests.id, guestId))
          .for('share');
        if (!trip || !guest || guest.clientId !== trip.clientId) {
          throw unprocessable([
            { propertyPath: 'clientGuest', message: "The guest must be one of the trip's client's guests." },
          ]);
        }
      }
      return values;
    },
  },
});
