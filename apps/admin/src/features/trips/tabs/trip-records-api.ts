import {
  createPayment,
  createTripDMC,
  createTripEvent,
  createTripGuest,
  deletePayment,
  deleteTripDay,
  deleteTripDMC,
  deleteTripEvent,
  deleteTripGuest,
  getTripDay,
  getTripHistory,
  listClientGuests,
  listPayments,
  listTripDays,
  listTripDMCs,
  listTripEvents,
  listTripGuests,
  type PaymentInput,
  type PaymentPatch,
  type TripDMCInput,
  type TripDMCPatch,
  type TripEventInput,
  type TripEventPatch,
  type TripGuestInput,
  type TripGuestPatch,
  updatePayment,
  updateTripDay,
  updateTripDMC,
  updateTripEvent,
  updateTripGuest,
} from '@backoffice/sdk';
import { etagOf } from '@backoffice/sdk/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { sessionAtom } from '../../../lib/session.ts';
import { tripKeys } from '../../../shared/trips/trip-keys.ts';

// The records of one trip shown by its DMCs, Guests, Payments, Content and Histories tabs. Their
// keys sit under the trip's ('trips', …), so whatever refreshes the trips refreshes them too.
export const tripRecordKeys = {
  records: (kind: string, tripId: number) => ['trips', 'records', kind, tripId] as const,
  history: (tripId: number) => ['trips', 'records', 'history', tripId] as const,
  historyPage: (tripId: number, page: number) => ['trips', 'records', 'history', tripId, page] as const,
};

// The roles that write trips (permissions.ts: the accountant reads them only; the API checks).
const writers = new Set(['ROLE_SUPER_ADMIN', 'ROLE_ADMIN', 'ROLE_MANAGER', 'ROLE_TRAVEL_DIRECTOR']);
/** Whether the signed-in user may change the trip's records: the others see them without buttons. */
export const useCanWriteTrips = () => {
  const session = useAtomValue(sessionAtom);
  return Boolean(session?.user.roles.some((role) => writers.has(role)));
};

// A trip's children are few: one page of up to 100 (its days: up to 366, one page).
const ofTrip = (tripId: number) => ({ 'trip.id': String(tripId), itemsPerPage: 100 });

export const useTripDmcsQuery = (tripId: number) =>
  useQuery({
    queryKey: tripRecordKeys.records('dmcs', tripId),
    queryFn: async () => (await listTripDMCs(ofTrip(tripId))).data['hydra:member'],
  });
export const useTripGuestsQuery = (tripId: number) =>
  useQuery({
    queryKey: tripRecordKeys.records('guests', tripId),
    queryFn: async () => (await listTripGuests(ofTrip(tripId))).data['hydra:member'],
  });
export const useTripPaymentsQuery = (tripId: number) =>
  useQuery({
    queryKey: tripRecordKeys.records('payments', tripId),
    queryFn: async () => (await listPayments(ofTrip(tripId))).data['hydra:member'],
  });
export const useTripDaysQuery = (tripId: number) =>
  useQuery({
    queryKey: tripRecordKeys.records('days', tripId),
    queryFn: async () =>
      (await listTripDays({ 'trip.id': String(tripId), itemsPerPage: 366 })).data['hydra:member'],
  });
export const useTripEventsQuery = (tripId: number) =>
  useQuery({
    queryKey: tripRecordKeys.records('events', tripId),
    queryFn: async () => (await listTripEvents(ofTrip(tripId))).data['hydra:member'],
  });
/**
 * The guests of the trip's client, to choose the travellers from: the same query (key and answer)
 * as the client page's Guests tab, so a guest added there is offered here.
 */
export const useClientGuestsQuery = (clientId: number | undefined) =>
  useQuery({
    queryKey: ['clients', 'guests', clientId],
    queryFn: async () =>
      (await listClientGuests({ 'client.id': String(clientId), itemsPerPage: 100 })).data['hydra:member'],
    enabled: clientId !== undefined,
  });

export const historyPageSize = 20;
export const useTripHistoryQuery = (tripId: number, page: number) =>
  useQuery({
    queryKey: tripRecordKeys.historyPage(tripId, page),
    queryFn: async () =>
      (await getTripHistory(tripId, { page: String(page), itemsPerPage: String(historyPageSize) })).data,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

type Calls<I, P> = {
  create: (body: I) => Promise<unknown>;
  update: (id: number, body: P, options: { ifMatch?: string }) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
};

// Create, update and delete of one kind of the trip's records; each write re-reads that list, the
// trip's history and, when asked (payments move the paid and balance), the trip itself.
const useRecordMutations = <I, P>(
  kind: string,
  tripId: number,
  calls: Calls<I, P>,
  { refreshTrip = false } = {},
) => {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: tripRecordKeys.records(kind, tripId) }),
      queryClient.invalidateQueries({ queryKey: tripRecordKeys.history(tripId) }),
      refreshTrip ? queryClient.invalidateQueries({ queryKey: tripKeys.item(tripId) }) : undefined,
    ]);
  const save = useMutation({
    // An update sends the If-Match of the version the form was filled from, when it has one.
    mutationFn: ({ id, body, etag }: { id: number | undefined; body: I | P; etag?: string }) =>
      id === undefined ? calls.create(body as I) : calls.update(id, body as P, etag ? { ifMatch: etag } : {}),
    onSuccess: refresh,
    meta: { silent: true },
  });
  const remove = useMutation({
    mutationFn: (id: number) => calls.remove(id),
    onSuccess: refresh,
    meta: { successMessage: 'Deleted successfully' },
  });
  return { save, remove, refresh };
};

export const useTripDmcMutations = (tripId: number) =>
  useRecordMutations<TripDMCInput, TripDMCPatch>('dmcs', tripId, {
    create: createTripDMC,
    update: updateTripDMC,
    remove: deleteTripDMC,
  });
export const useTripGuestMutations = (tripId: number) =>
  useRecordMutations<TripGuestInput, TripGuestPatch>('guests', tripId, {
    create: createTripGuest,
    update: updateTripGuest,
    remove: deleteTripGuest,
  });
export const usePaymentMutations = (tripId: number) =>
  useRecordMutations<PaymentInput, PaymentPatch>(
    'payments',
    tripId,
    { create: createPayment, update: updatePayment, remove: deletePayment },
    { refreshTrip: true },
  );
export const useTripEventMutations = (tripId: number) =>
  useRecordMutations<TripEventInput, TripEventPatch>('events', tripId, {
    create: createTripEvent,
    update: updateTripEvent,
    remove: deleteTripEvent,
  });

type DayTexts = { title: string | null; description: string | null };
/** A day read fresh with its ETag (before its first save, or after a 412). */
export const readTripDay = async (id: number) => {
  const res = await getTripDay(id);
  return { day: res.data, etag: etagOf(res) };
};
// A day's texts: PATCH saves them, DELETE clears them (the day stays: it is one of the trip's dates).
export const useTripDayMutations = (tripId: number) =>
  useRecordMutations<never, DayTexts>('days', tripId, {
    create: () => Promise.reject(new Error('Days come with the trip dates')),
    update: updateTripDay,
    remove: deleteTripDay,
  });
