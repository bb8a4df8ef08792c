import {
  acceptTripProposal,
  createTripProposal,
  createTripProposalOption,
  createTripProposalOptionItem,
  createTripProposalPage,
  deleteTripProposal,
  deleteTripProposalOption,
  deleteTripProposalOptionItem,
  deleteTripProposalPage,
  listTripProposalOptionItems,
  listTripProposalOptions,
  listTripProposalPages,
  listTripProposals,
  type TripProposalInput,
  type TripProposalOptionInput,
  type TripProposalOptionItemInput,
  type TripProposalOptionItemPatch,
  type TripProposalOptionPatch,
  type TripProposalPageInput,
  type TripProposalPagePatch,
  type TripProposalPatch,
  updateTripProposal,
  updateTripProposalOption,
  updateTripProposalOptionItem,
  updateTripProposalPage,
  updateTripProposalPageOrder,
} from '@backoffice/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useChildListQuery, useChildMutations } from '../../../shared/forms/child-records.ts';
import { tripKeys } from '../../trip-domain/trip-keys.ts';
import { tripRecordKeys } from './trip-records-api.ts';

// A trip's proposals and, per proposal, its pages, options and the options' items. The keys sit
// under the trip's records, so the trip's history is read again with them.
export const proposalKeys = {
  list: (tripId: number) => tripRecordKeys.records('proposals', tripId),
  parts: (tripId: number, proposalId: number) =>
    [...tripRecordKeys.records('proposals', tripId), proposalId] as const,
  pages: (tripId: number, proposalId: number) =>
    [...proposalKeys.parts(tripId, proposalId), 'pages'] as const,
  options: (tripId: number, proposalId: number) =>
    [...proposalKeys.parts(tripId, proposalId), 'options'] as const,
  hotels: (tripId: number, proposalId: number) =>
    [...proposalKeys.parts(tripId, proposalId), 'hotels'] as const,
};

export const useProposalsQuery = (tripId: number) =>
  useChildListQuery(proposalKeys.list(tripId), (page, itemsPerPage) =>
    listTripProposals({ 'trip.id': String(tripId), page, itemsPerPage }),
  );
export const useProposalPagesQuery = (tripId: number, proposalId: number) =>
  useChildListQuery(proposalKeys.pages(tripId, proposalId), (page, itemsPerPage) =>
    listTripProposalPages({ 'proposal.id': String(proposalId), page, itemsPerPage }),
  );
export const useProposalOptionsQuery = (tripId: number, proposalId: number) =>
  useChildListQuery(proposalKeys.options(tripId, proposalId), (page, itemsPerPage) =>
    listTripProposalOptions({ 'proposal.id': String(proposalId), page, itemsPerPage }),
  );
export const useProposalHotelsQuery = (tripId: number, proposalId: number) =>
  useChildListQuery(proposalKeys.hotels(tripId, proposalId), (page, itemsPerPage) =>
    listTripProposalOptionItems({ 'option.proposal.id': String(proposalId), page, itemsPerPage }),
  );

const refreshing = (tripId: number, proposalId?: number) => () => [
  proposalId === undefined ? proposalKeys.list(tripId) : proposalKeys.parts(tripId, proposalId),
  tripRecordKeys.history(tripId),
];

export const useProposalMutations = (tripId: number) =>
  useChildMutations<TripProposalInput, TripProposalPatch>(
    { create: createTripProposal, update: updateTripProposal, remove: deleteTripProposal },
    refreshing(tripId),
  );
export const useProposalPageMutations = (tripId: number, proposalId: number) =>
  useChildMutations<TripProposalPageInput, TripProposalPagePatch>(
    { create: createTripProposalPage, update: updateTripProposalPage, remove: deleteTripProposalPage },
    refreshing(tripId, proposalId),
  );
export const useProposalOptionMutations = (tripId: number, proposalId: number) =>
  useChildMutations<TripProposalOptionInput, TripProposalOptionPatch>(
    {
      create: createTripProposalOption,
      update: updateTripProposalOption,
      remove: deleteTripProposalOption,
    },
    refreshing(tripId, proposalId),
  );
export const useProposalHotelMutations = (tripId: number, proposalId: number) =>
  useChildMutations<TripProposalOptionItemInput, TripProposalOptionItemPatch>(
    {
      create: createTripProposalOptionItem,
      update: updateTripProposalOptionItem,
      remove: deleteTripProposalOptionItem,
    },
    refreshing(tripId, proposalId),
  );

/** The pages in a new order (one call, one transaction on the server). */
export const usePageOrderMutation = (tripId: number, proposalId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pages: string[]) => updateTripProposalPageOrder(proposalId, { pages }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: proposalKeys.pages(tripId, proposalId) }),
  });
};

/**
 * Accepts one option: its items become the trip's items with their prices (server side, one
 * transaction); the proposals, the trip (its totals, items and checks) and its history are read again.
 */
export const useAcceptOptionMutation = (tripId: number, proposalId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (option: string) => acceptTripProposal(proposalId, { option }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: proposalKeys.list(tripId) }),
        queryClient.invalidateQueries({ queryKey: tripKeys.item(tripId) }),
        queryClient.invalidateQueries({ queryKey: tripRecordKeys.history(tripId) }),
      ]),
    meta: { successMessage: 'Option accepted: its items are now in the trip' },
  });
};
