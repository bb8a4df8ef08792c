import { createTrip, type Trip, type TripInput, type TripPatch, updateTrip } from '@backoffice/sdk';
import { etagOf } from '@backoffice/sdk/core';
import { toast } from '@backoffice/ui/toast';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCollectionQuery } from '../../../lib/records/collection-query.ts';
import type { QueryPairs } from '../../../lib/records/list-query.ts';
import {
  type RecordSource,
  usePrefetchRecord,
  useRecordQueryOptions,
} from '../../../lib/records/record-query.ts';
import { useRecordUpdateMutation } from '../../../lib/records/record-update-mutation.ts';
import { tripKeys } from '../../trip-domain/trip-keys.ts';
import { type LoadedTrip, tripQuery } from '../../trip-domain/trip-query.ts';
import { tripsCollection } from '../../trip-domain/trips-query.ts';

export { type LoadedTrip, tripQuery };

// The page of GET /api/trips the URL asks for.
export const useTripsQuery = (query: QueryPairs, paging: { page: number; pageSize: number }) =>
  useCollectionQuery(tripsCollection, query, paging);

const tripRecord: RecordSource<LoadedTrip, Trip> = {
  item: tripKeys.item,
  lists: tripKeys.lists,
  read: (id) => tripQuery(id).queryFn(),
  fromRow: (trip) => ({ trip, etag: undefined }),
};

/** One trip with its ETag; the list row stands in while it loads. A 404 shows the error page. */
export const useTripQuery = (id: number) => useQuery(useRecordQueryOptions(tripRecord, id));

export const usePrefetchTrip = () => usePrefetchRecord(tripRecord);

// POST /api/trips: the server gives the reference.
export const useTripCreateMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TripInput) => (await createTrip(body)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tripKeys.all }),
    meta: { successMessage: 'Created successfully', silent: true },
  });
};

// PATCH /api/trips/{id} with If-Match: a trip changed meanwhile answers 412.
export const useTripUpdateMutation = () =>
  useRecordUpdateMutation(tripRecord, {
    update: async (id, body: TripPatch, options): Promise<LoadedTrip> => {
      const res = await updateTrip(id, body, options);
      return { trip: res.data, etag: etagOf(res) };
    },
    merge: (_old, saved) => saved,
    refresh: () => [tripKeys.dashboard],
    onSaved: ({ trip }) => {
      // Days cut from the end lose their place, not their texts: the history keeps them.
      const removed = trip.removedDays ?? [];
      if (removed.length) {
        toast.info(
          `The texts of ${removed.map((d) => `day ${d.dayNumber}`).join(', ')} were removed with their days and kept in the trip's history.`,
        );
      }
      // Booked items moved with the dates are to be booked again (issue 30.3).
      const repriced = trip.repricedItems ?? [];
      if (repriced.length) {
        const names = repriced.map((item) => item.title || 'an untitled item').join(', ');
        toast.info(
          `${repriced.length === 1 ? 'A booked item moved' : `${repriced.length} booked items moved`} with the dates and ${repriced.length === 1 ? 'is' : 'are'} now “Items changed – To reprice”: ${names}.`,
        );
      }
    },
  });
