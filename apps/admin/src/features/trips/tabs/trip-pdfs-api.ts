import { createNextTripPdf, deleteNextTripPdf, listNextTripPdfs } from '@backoffice/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TripPdfKind } from '../../trip-domain/open-trip-pdf.ts';
import { tripRecordKeys } from './trip-records-api.ts';

// A trip's stored PDF versions (GET/POST/DELETE /next/trips/{tripId}/pdfs). Storing or deleting one
// refreshes the list and the trip's history (every creation is written there).
export const useTripPdfsQuery = (tripId: number) =>
  useQuery({
    queryKey: tripRecordKeys.records('pdfs', tripId),
    queryFn: async () => (await listNextTripPdfs(tripId)).data['hydra:member'],
  });

const useRefresh = (tripId: number) => {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: tripRecordKeys.records('pdfs', tripId) }),
      client.invalidateQueries({ queryKey: tripRecordKeys.history(tripId) }),
    ]);
};

export const useStoreTripPdfMutation = (tripId: number) => {
  const refresh = useRefresh(tripId);
  return useMutation({
    mutationFn: async (kind: TripPdfKind) => (await createNextTripPdf(tripId, { kind })).data,
    meta: { successMessage: 'Created successfully' },
    onSuccess: refresh,
  });
};

export const useDeleteTripPdfMutation = (tripId: number) => {
  const refresh = useRefresh(tripId);
  return useMutation({
    mutationFn: (id: number) => deleteNextTripPdf(tripId, id),
    onSuccess: refresh,
  });
};
