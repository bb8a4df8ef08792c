import { and, eq, ne } from 'drizzle-orm';
import { tripDmcs } from '../db/schema/index.ts';
import { defineResource } from '../engine/define-resource.ts';
import { longText } from '../engine/fields.ts';
import { ApiError } from '../http/problem.ts';

// calls.md 7.6: a vendor acting as destination management company for a trip, with notes. A
// vendor is a trip's DMC once (409 otherwise); a DMC stays on the trip it was added to.
export const tripDmcsResource = defineResource({
  type: 'TripDMC',
  plural: 'TripDMCs',
  path: 'trip_d_m_cs',
  table: tripDmcs,
  access: 'trips',
  updateVerbs: ['PATCH'],
  writable: { notes: longText() },
  required: ['trip', 'vendor'],
  relations: {
    trip: { kind: 'one', target: 'Trip', fk: 'tripId' },
    vendor: { kind: 'one', target: 'Vendor', fk: 'vendorId', embed: true },
  },
  filters: {
    'trip.id': { kind: 'exact', path: 'trip.id' },
    'vendor.id': { kind: 'exact', path: 'vendor.id' },
  },
  order: ['id', 'createdAt'],
  defaultOrder: { id: 'asc' },
  hooks: {
    beforeWrite: async (values, { tx, existing }) => {
      if (existing) delete values.tripId;
      const tripId = existing?.tripId ?? values.tripId;
      const vendorId = values.vendorId ?? existing?.vendorId;
      if (tripId != null && vendorId != null) {
        const [other] = await tx
          .select({ id: tripDmcs.id })
          .from(tripDmcs)
          .where(
            and(
              eq(tripDmcs.tripId, tripId),
              eq(tripDmcs.vendorId, vendorId),
              existing ? ne(tripDmcs.id, existing.id) : undefined,
            ),
          )
          .limit(1);
        if (other) {
          throw new ApiError(409, 'This vendor is already a DMC of this trip.', {
            extra: { duplicate: `/api/trip_d_m_cs/${other.id}` },
          });
        }
      }
      return values;
    },
  },
});
