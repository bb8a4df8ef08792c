import {
  changeTripStatus,
  createTripAccommodation,
  createTripActivity,
  createTripConciergerieService,
  createTripFlight,
  createTripRestaurant,
  createTripSpa,
  createTripTransfer,
  deleteTripItem,
  getTripChecks,
  getTripItemPossibleTransitions,
  getTripPossibleTransitions,
  listTripItems,
  switchTripActivityAlternative,
  switchTripFlightAlternative,
  switchTripTransferAlternative,
  type TripItem,
  type TripItemPatch,
  type TripStatusChange,
  updateTripItem,
} from '@backoffice/sdk';
import { etagOf } from '@backoffice/sdk/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tripKeys } from './trip-keys.ts';

// The trip's items, checks and status moves (issue 12). Every item change refreshes the trip (its
// totals), its items and its checks: they are all computed by the server from the items.
export const tripItemKeys = {
  items: (tripId: number) => ['trips', 'item', tripId, 'items'] as const,
  checks: (tripId: number) => ['trips', 'item', tripId, 'checks'] as const,
  transitions: (tripId: number) => ['trips', 'transitions', tripId] as const,
  itemTransitions: (itemId: number) => ['trips', 'item-transitions', itemId] as const,
};

export const itemTypes = [
  { value: 'accommodation', label: 'Accommodation' },
  { value: 'flight', label: 'Flight' },
  { value: 'activity', label: 'Activity' },
  { value: 'transfer', label: 'Transfer' },
  { value: 'spa', label: 'Spa' },
  { value: 'restaurant', label: 'Restaurant' },
  { value: 'conciergerie_service', label: 'Conciergerie service' },
] as const;
export type ItemType = (typeof itemTypes)[number]['value'];

export const useTripItemsQuery = (tripId: number) =>
  useQuery({
    queryKey: tripItemKeys.items(tripId),
    queryFn: async () =>
      (await listTripItems({ 'trip.id': String(tripId), 'order[position]': 'asc', itemsPerPage: 500 })).data[
        'hydra:member'
      ] as TripItem[],
  });

export const useTripChecksQuery = (tripId: number) =>
  useQuery({
    queryKey: tripItemKeys.checks(tripId),
    queryFn: async () => (await getTripChecks(tripId)).data.checks,
  });

/** After any item change: the trip (totals), its items and its checks are read again. */
export const useRefreshTrip = () => {
  const queryClient = useQueryClient();
  return (tripId: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: tripKeys.item(tripId) }),
      queryClient.invalidateQueries({ queryKey: tripKeys.lists }),
    ]);
};

// GET /api/trip/possible-transitions/{id}: asked when the menu opens, never cached.
export const tripTransitionsOptions = (id: number, enabled: boolean) =>
  queryOptions({
    queryKey: tripItemKeys.transitions(id) as readonly unknown[],
    queryFn: async () => {
      const res = await getTripPossibleTransitions(id);
      return { ...res.data, etag: etagOf(res) };
    },
    enabled,
    staleTime: 0,
    gcTime: 0,
  });

export const itemTransitionsOptions = (id: number, enabled: boolean) =>
  queryOptions({
    queryKey: tripItemKeys.itemTransitions(id) as readonly unknown[],
    queryFn: async () => {
      const res = await getTripItemPossibleTransitions(id);
      return { ...res.data, etag: etagOf(res) };
    },
    enabled,
    staleTime: 0,
    gcTime: 0,
  });

// PATCH /api/trips/{id}/status-change: a move the machine refuses answers 409, whose message is
// shown as a toast (the mutation cache's default).
export const useTripStatusMutation = (tripId: number) => {
  const refresh = useRefreshTrip();
  return useMutation({
    // confirmUnpaid: an "Approved and paid" status although the balance is not zero (the user
    // confirmed it; without it the server answers 409 with the balance).
    mutationFn: async (change: string | { status: string; confirmUnpaid?: boolean }) =>
      (
        await changeTripStatus(
          tripId,
          (typeof change === 'string' ? { status: change } : change) as TripStatusChange,
        )
      ).data,
    onSettled: () => refresh(tripId),
    meta: { successMessage: 'Updated successfully' },
  });
};

const creators: Record<ItemType, (body: Record<string, unknown>) => Promise<unknown>> = {
  accommodation: (body) => createTripAccommodation(body as never),
  flight: (body) => createTripFlight(body as never),
  activity: (body) => createTripActivity(body as never),
  transfer: (body) => createTripTransfer(body as never),
  spa: (body) => createTripSpa(body as never),
  restaurant: (body) => createTripRestaurant(body as never),
  conciergerie_service: (body) => createTripConciergerieService(body as never),
};

/** POST to the type's endpoint (the item form handles its own errors). */
export const createTripItem = (type: ItemType, body: Record<string, unknown>) => creators[type](body);

const switchers: Partial<Record<string, (id: number) => Promise<unknown>>> = {
  flight: switchTripFlightAlternative,
  activity: switchTripActivityAlternative,
  transfer: switchTripTransferAlternative,
};
export const canSwitch = (type: string) => type in switchers;

export const useTripItemMutations = (tripId: number) => {
  const queryClient = useQueryClient();
  const refreshTrip = useRefreshTrip();
  const refresh = () =>
    Promise.all([
      refreshTrip(tripId),
      queryClient.invalidateQueries({ queryKey: tripItemKeys.items(tripId) }),
      queryClient.invalidateQueries({ queryKey: tripItemKeys.checks(tripId) }),
    ]);
  return {
    refresh,
    create: useMutation({
      mutationFn: ({ type, body }: { type: ItemType; body: Record<string, unknown> }) => creators[type](body),
      onSuccess: refresh,
      meta: { successMessage: 'Created successfully' },
    }),
    status: useMutation({
      mutationFn: ({ id, status, etag }: { id: number; status: string; etag: string | undefined }) =>
        updateTripItem(id, { status } as TripItemPatch, etag ? { ifMatch: etag } : {}),
      onSettled: refresh,
      meta: { successMessage: 'Updated successfully' },
    }),
    remove: useMutation({
      mutationFn: (id: number) => deleteTripItem(id),
      onSettled: refresh,
      meta: { successMessage: 'Deleted successfully' },
    }),
    switchAlternative: useMutation({
      mutationFn: ({ id, type }: { id: number; type: string }) => switchers[type]!(id),
      onSettled: refresh,
      meta: { successMessage: 'Switched successfully' },
    }),
  };
};
