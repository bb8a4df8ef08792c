import { tripDmcs } from '../db/schema/index.ts';
import { defineDmcResource } from './define-dmc-resource.ts';

// calls.md 7.6: a vendor acting as destination management company for a trip, with notes.
export const tripDmcsResource = defineDmcResource({
  type: 'TripDMC',
  plural: 'TripDMCs',
  path: 'trip_d_m_cs',
  table: tripDmcs,
  parent: { property: 'trip', type: 'Trip', fk: 'tripId', noun: 'trip' },
});
