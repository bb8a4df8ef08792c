import {
  changeTripStatus,
  deleteTripItem,
  getTripItemPossibleTransitions,
  getTripPossibleTransitions,
  type TripItemPatch,
  type TripStatusChange,
  updateTripItem,
} from '@backoffice/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { transitionsOptions } from '../../lib/records/transitions-query.ts';
import { type ItemBody, itemTypeOf, tripItemTypes } from './item-types.ts';
import { tripChecksQuery, tripItemsQuery } from './trip-items-query.ts';
import { tripKeys } from './trip-keys.ts';

// The trip's items, checks and status moves (issue 12). Every item change refreshes the trip (its
// totals), its items and its checks: they are all computed by the server from the items.
export const tripItemKeys = {
  transitions: (tripId: number) => ['trips', 'transitions', tripId] as const,
  itemTransitions: (itemId: number) => ['trips', 'item-transitions', itemId] as const,
};

export const useTripItemsQuery = (tripId: number) => useQuery(tripItemsQuery(tripId));

export const useTripChecksQuery = (tripId: number) => useQuery(tripChecksQuery(tripId));

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
  transitionsOptions(tripItemKeys.transitions(id), () => getTripPossibleTransitions(id), enabled);

export const itemTransitionsOptions = (id: number, enabled: boolean) =>
  transitionsOptions(tripItemKeys.itemTransitions(id), () => getTripItemPossibleTransitions(id), enabled);

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
          // The statuses come from GET /api/enums at run time; the server refuses an unknown one.
          (typeof change === 'string' ? { status: change } : change) as TripStatusChange,
        )
      ).data,
    onSettled: () => refresh(tripId),
    meta: { successMessage: 'Updated successfully' },
  });
};

/** POST to the type's endpoint (the item form handles its own errors). */
export const createTripItem = (type: string, body: ItemBody & { trip: string }) => {
  const meta = itemTypeOf(type);
  if (!meta) throw new Error(`Unknown item type: ${type}`);
  return meta.create(body);
};

/** Whether an item of the type may stand in for another (flights, activities, transfers). */
export const canSwitch = (type: string) => Boolean(itemTypeOf(type)?.switchAlternative);

export type { ItemType } from './item-types.ts';

/** The item types as options, in the registry's order (the item form's and the proposal's type lists). */
export const itemTypeOptionsOf = (types = tripItemTypes) =>
  types.map((meta) => ({ value: meta.type, label: meta.label }));
export const itemTypes = itemTypeOptionsOf();

export const useTripItemMutations = (tripId: number) => {
  const queryClient = useQueryClient();
  const refreshTrip = useRefreshTrip();
  const refresh = () =>
    Promise.all([
      refreshTrip(tripId),
      queryClient.invalidateQueries({ queryKey: tripKeys.items(tripId) }),
      queryClient.invalidateQueries({ queryKey: tripKeys.checks(tripId) }),
    ]);
  return {
    refresh,
    create: useMutation({
      mutationFn: ({ type, body }: { type: string; body: ItemBody & { trip: string } }) =>
        createTripItem(type, body),
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
      mutationFn: async ({ id, type }: { id: number; type: string }) => {
        const switchAlternative = itemTypeOf(type)?.switchAlternative;
        if (!switchAlternative) throw new Error(`A ${type} has no alternatives to switch`);
        return switchAlternative(id);
      },
      onSettled: refresh,
      meta: { successMessage: 'Switched successfully' },
    }),
  };
};
