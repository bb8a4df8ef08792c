import {
  type BookingRequest,
  getClient,
  listEmailTemplates,
  listTripGuests,
  previewBookingRequest,
  requestTripItemsBooking,
  type SendTripDocumentRequest,
  sendTripFinalized,
  sendTripProposal,
} from '@backoffice/sdk';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../lib/session.ts';
import { emailLogKeys } from '../../shared/emails/email-log-list.ts';
import type { TripPdfKind } from './open-trip-pdf.ts';
import { tripKeys } from './trip-keys.ts';

// Sending from a trip (issue 22 point 7): the proposal or finalized PDF to the client, a booking
// request to a supplier. A send stores a PDF version and moves item statuses: the trip's records
// and the e-mail logs are read again.

// The roles that write trips send from them (permissions.ts; the API checks again).
const senders = new Set(['ROLE_SUPER_ADMIN', 'ROLE_ADMIN', 'ROLE_MANAGER', 'ROLE_TRAVEL_DIRECTOR']);
export const useCanSendFromTrips = () => {
  const session = useSession();
  return Boolean(session?.user.roles.some((role) => senders.has(role)));
};

export type SendRecipients = {
  client: { '@id': string; name: string; email: string | null };
  guests: { '@id': string; name: string; email: string | null }[];
};

// Who a trip document goes to: the trip's client and its guests on the trip (with their addresses).
export const useSendRecipientsQuery = (tripId: number, clientId: number | undefined) =>
  useQuery({
    queryKey: ['trips', 'item', tripId, 'send-recipients', clientId],
    enabled: clientId !== undefined,
    queryFn: async (): Promise<SendRecipients> => {
      const [client, guests] = await Promise.all([
        getClient(clientId!),
        listTripGuests({ 'trip.id': String(tripId), itemsPerPage: 100 }),
      ]);
      return {
        client: { '@id': client.data['@id'], name: client.data.name, email: client.data.email ?? null },
        guests: guests.data['hydra:member']
          .map((g) => g.clientGuest)
          .filter((g): g is NonNullable<typeof g> => Boolean(g))
          .map((g) => ({ '@id': g['@id'], name: g.name, email: g.email?.trim() || null })),
      };
    },
  });

// The templates a trip message is written from (scope trip, or trip-vendor for suppliers).
export const useTripTemplatesQuery = (scope: 'trip' | 'trip-vendor') =>
  useQuery({
    queryKey: ['email-templates', 'scope', scope],
    queryFn: async () =>
      (await listEmailTemplates({ scope, itemsPerPage: 100, 'order[name]': 'asc' })).data['hydra:member'],
    staleTime: 60_000,
  });

export const useSendTripDocumentMutation = (tripId: number, kind: TripPdfKind) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SendTripDocumentRequest) =>
      (await (kind === 'proposal' ? sendTripProposal : sendTripFinalized)(tripId, body)).data,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: emailLogKeys.all }),
        queryClient.invalidateQueries({ queryKey: tripKeys.all }),
      ]),
    // The dialog shows a refusal itself.
    meta: { successMessage: kind === 'proposal' ? 'Proposal sent' : 'Finalized trip sent', silent: true },
  });
};

// The booking request as the server would send it (and its refusal, shown in the dialog).
export const useBookingRequestPreviewQuery = (body: BookingRequest) =>
  useQuery({
    queryKey: ['booking-request-preview', body],
    queryFn: async () => (await previewBookingRequest(body)).data,
    placeholderData: keepPreviousData,
    retry: false,
    meta: { silent: true },
  });

export const useRequestBookingMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: BookingRequest) => (await requestTripItemsBooking(body)).data,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: emailLogKeys.all }),
        queryClient.invalidateQueries({ queryKey: tripKeys.all }),
      ]),
    meta: { successMessage: 'Booking request sent', silent: true },
  });
};
