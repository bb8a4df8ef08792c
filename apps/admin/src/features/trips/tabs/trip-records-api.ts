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
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSession } from '../../../lib/session.ts';
import {
  type ChildCalls,
  useChildListQuery,
  useChildMutations,
} from '../../../shared/forms/child-records.ts';
import { tripKeys } from '../../trip-domain/trip-keys.ts';

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
  const session = useSession();
  return Boolean(session?.user.roles.some((role) => writers.has(role)));
};

// A trip's children, every page of them (shared/forms/child-records.ts).
const ofTrip = (tripId: number, page: number, itemsPerPage: number) => ({
  'trip.id': String(tripId),
  page,
  itemsPerPage,
});

export const useTripDmcsQuery = (tripId: number) =>
  useChildListQuery(tripRecordKeys.records('dmcs', tripId), (page, size) =>
    listTripDMCs(ofTrip(tripId, page, size)),
  );
export const useTripGuestsQuery = (tripId: number) =>
  useChildListQuery(tripRecordKeys.records('guests', tripId), (page, size) =>
    listTripGuests(ofTrip(tripId, page, size)),
  );
export const useTripPaymentsQuery = (tripId: number) =>
  useChildListQuery(tripRecordKeys.records('payments', tripId), (page, size) =>
    listPayments(ofTrip(tripId, page, size)),
  );
// A trip lasts at most 366 days: one page holds them all.
export const useTripDaysQuery = (tripId: number) =>
  useQuery({
    queryKey: tripRecordKeys.records('days', tripId),
    queryFn: async () =>
      (await listTripDays({ 'trip.id': String(tripId), itemsPerPage: 366 })).data['hydra:member'],
  });
export const useTripEventsQuery = (tripId: number) =>
  useChildListQuery(tripRecordKeys.records('events', tripId), (page, size) =>
    listTripEvents(ofTrip(tripId, page, size)),
  );
/**
 * The guests of the trip's client, to choose the travellers from: the same query (key and answer)
 * as the client page's Guests tab, so a guest added there is offered here.
 */
export const useClientGuestsQuery = (clientId: number | undefined) =>
  useChildListQuery(
    ['clients', 'guests', clientId],
    (page, itemsPerPage) => listClientGuests({ 'client.id': String(clientId), page, itemsPerPage }),
    clientId !== undefined,
  );

export const historyPageSize = 20;
export const useTripHistoryQuery = (tripId: number, page: number) =>
  useQuery({
    queryKey: tripRecordKeys.historyPage(tripId, page),
    queryFn: async () =>
      (await getTripHistory(tripId, { page: String(page), itemsPerPage: String(historyPageSize) })).data,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

// Each write re-reads that list, the trip's history and, when asked (payments move the paid and
// balance), the trip itself.
const useRecordMutations = <I, P, R = unknown>(
  kind: string,
  tripId: number,
  calls: ChildCalls<I, P, R>,
  { refreshTrip = false } = {},
) =>
  useChildMutations(calls, () => [
    tripRecordKeys.records(kind, tripId),
    tripRecordKeys.history(tripId),
    ...(refreshTrip ? [tripKeys.item(tripId)] : []),
  ]);

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
  useRecordMutations<never, DayTexts, Awaited<ReturnType<typeof updateTripDay>>>('days', tripId, {
    create: () => Promise.reject(new Error('Days come with the trip dates')),
    update: updateTripDay,
    remove: deleteTripDay,
  });
