import { type ListTripsParams, listTrips } from '@backoffice/sdk';
import { collectionQuery } from '../../lib/records/collection-query.ts';
import { toParams as pairsToParams, type QueryPairs } from '../../lib/records/list-query.ts';
import { tripKeys } from './trip-keys.ts';

/** The query pairs of GET /api/trips as the SDK takes them (status[]=draft&status[]=issue). */
export const toParams = (pairs: QueryPairs) => pairsToParams(pairs) as ListTripsParams;

/** GET /api/trips in the admin's record layer: the trips' key family and the SDK call. */
export const tripsCollection = { key: tripKeys.list, list: listTrips };

// One page of GET /api/trips (the trip list, the client's Trips tab).
export const tripsQuery = (query: QueryPairs) => collectionQuery(tripsCollection, query);
