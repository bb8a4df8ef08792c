import {
  deleteTripItem,
  getNextTrip,
  getTrip,
  type Trip,
  type TripItem,
  updateTripItem,
} from '@backoffice/sdk';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  listStandardTripItems,
  listTripItemsOf,
  tripChecksQuery,
  tripItemsQuery,
} from '../../trip-domain/trip-items-query.ts';
import { tripKeys } from '../../trip-domain/trip-keys.ts';

// The itinerary's data (calls.md 7.6, §8). Its keys sit under the trip's key (tripKeys.item), so
// whatever refreshes a trip after an item change (the item form of features/trips included)
// refreshes the itinerary, its items and its checks too.
export const itineraryKeys = {
  trip: (tripId: number) => [...tripKeys.item(tripId), 'itinerary'] as const,
  // The trip's items and checks: one cache with the trip screen's items tab.
  items: tripKeys.items,
  checks: tripKeys.checks,
};

export type ItineraryData = { trip: Trip; items: TripItem[]; source: 'next' | 'standard' };

/**
 * The trip on the next-generation API (GET /next/trips/{id}: the trip with its items in one
 * answer). Its failure is ignored (§8): the standard API is used, GET /api/trips/{id} and
 * GET /api/trip_items?trip.id= together.
 */
export const loadItinerary = async (tripId: number): Promise<ItineraryData> => {
  try {
    const { data } = await getNextTrip(tripId);
    const { items, days: _days, dmcs: _dmcs, travellers: _travellers, ...trip } = data;
    return { trip: trip as Trip, items: items ?? (await listTripItemsOf(tripId)), source: 'next' };
  } catch {
    const [trip, items] = await Promise.all([getTrip(tripId), listStandardTripItems(tripId)]);
    return { trip: trip.data, items, source: 'standard' };
  }
};

/** The itinerary's trip (and, through it, the first items): the screen's query and its route prefetch. */
export const itineraryTripQuery = (tripId: number, queryClient: QueryClient) =>
  queryOptions({
    queryKey: itineraryKeys.trip(tripId),
    queryFn: async () => {
      const data = await loadItinerary(tripId);
      // The items came with the trip: the items query starts from them.
      if (!queryClient.getQueryData(itineraryKeys.items(tripId)))
        queryClient.setQueryData(itineraryKeys.items(tripId), data.items);
      return data;
    },
    enabled: Number.isInteger(tripId) && tripId > 0,
  });

export const useItineraryTrip = (tripId: number) => useQuery(itineraryTripQuery(tripId, useQueryClient()));

export const useItineraryItems = (tripId: number, enabled: boolean) =>
  useQuery({ ...tripItemsQuery(tripId), enabled });

export type Move = { item: TripItem; start: string; end: string; strTime: string };

/**
 * A calendar move shown at once in an items cache (a trip's or a template's): the list as it was
 * is returned for the rollback when the server refuses.
 */
export const moveInCache = async (
  queryClient: QueryClient,
  key: readonly unknown[],
  { item, start, end }: { item: TripItem; start: string; end: string },
) => {
  await queryClient.cancelQueries({ queryKey: key });
  const before = queryClient.getQueryData<TripItem[]>(key);
  queryClient.setQueryData<TripItem[]>(key, (items) =>
    items?.map((row) => (row.id === item.id ? { ...row, startDate: start, endDate: end } : row)),
  );
  return { before };
};

/** After an item change: the trip (totals), the itinerary, its items and its checks are read again. */
export const useRefreshItinerary = (tripId: number) => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: tripKeys.item(tripId) }),
      queryClient.invalidateQueries({ queryKey: tripKeys.lists }),
    ]);
};

/**
 * The calendar's drag or resize: PATCH /api/trip_items/{id} {start, end, strTime}, shown at once
 * (optimistic), rolled back when refused (the refusal's message is the mutation cache's toast).
 */
export const useMoveItem = (tripId: number) => {
  const queryClient = useQueryClient();
  const refresh = useRefreshItinerary(tripId);
  return useMutation({
    mutationFn: ({ item, start, end, strTime }: Move) => updateTripItem(item.id, { start, end, strTime }),
    onMutate: (move) => moveInCache(queryClient, itineraryKeys.items(tripId), move),
    onError: (_error, _move, context) => {
      if (context?.before) queryClient.setQueryData(itineraryKeys.items(tripId), context.before);
      return refresh();
    },
    // A saved move changes only the item's times, which the calendar already shows: the checks are
    // read first (the drag is done when they are on screen, target 300 ms), then the items in the
    // background; the trip's other reads (record, totals, lists) are marked stale, not re-read.
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: itineraryKeys.checks(tripId) });
      void queryClient.invalidateQueries({ queryKey: itineraryKeys.items(tripId) });
      void queryClient.invalidateQueries({ queryKey: tripKeys.item(tripId), refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: tripKeys.lists, refetchType: 'none' });
    },
  });
};

/** The delete button of an event: DELETE /api/trip_items/{id}. */
export const useDeleteItem = (tripId: number) => {
  const queryClient = useQueryClient();
  const refresh = useRefreshItinerary(tripId);
  return useMutation({
    mutationFn: (item: TripItem) => deleteTripItem(item.id),
    onSuccess: (_data, item) =>
      queryClient.setQueryData<TripItem[]>(itineraryKeys.items(tripId), (items) =>
        items?.filter((row) => row.id !== item.id),
      ),
    onSettled: () => refresh(),
    meta: { successMessage: 'Deleted successfully' },
  });
};

export const itineraryChecksQuery = tripChecksQuery;

export const useItineraryChecks = (tripId: number, enabled = true) =>
  useQuery({ ...itineraryChecksQuery(tripId), enabled });
