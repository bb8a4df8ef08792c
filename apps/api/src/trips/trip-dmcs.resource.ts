import { tripDmcs } from '../db/schema/index.ts';
import { defineDmcResource } from './define-dmc-resource.ts';

// calls.md 7.6: a vendor acting as destination management company for a trip, with notes.
export const tripDmcsResource = defineDmcResource(tripDmcs, 'Trip', 'trip');
