import {
  createVendorLocation,
  deleteVendorLocation,
  getVendorLocation,
  updateVendorLocation,
  type VendorLocationInput,
} from '@backoffice/sdk';
import { etagOf } from '@backoffice/sdk/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { vendorKeys } from '../../../shared/vendors/api/vendor-keys.ts';

/** A location being edited, read fresh with its ETag. */
export const useVendorLocationQuery = (id: number | undefined) =>
  useQuery({
    queryKey: vendorKeys.location(id ?? 0),
    queryFn: async () => {
      const res = await getVendorLocation(id!);
      return { location: res.data, etag: etagOf(res) };
    },
    enabled: id !== undefined,
    gcTime: 0,
  });

type Save = { id: number | undefined; etag?: string; body: VendorLocationInput };

// The vendor embeds its locations: every write re-reads the vendor (and the lists, which show the city).
export const useVendorLocationMutations = (vendorId: number) => {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: vendorKeys.item(vendorId) }),
      queryClient.invalidateQueries({ queryKey: vendorKeys.lists }),
    ]);
  const save = useMutation({
    mutationFn: async ({ id, etag, body }: Save) =>
      id === undefined
        ? (await createVendorLocation(body)).data
        : (await updateVendorLocation(id, body, etag ? { ifMatch: etag } : {})).data,
    onSuccess: refresh,
    meta: { silent: true },
  });
  const remove = useMutation({
    mutationFn: (id: number) => deleteVendorLocation(id),
    onSuccess: refresh,
    meta: { successMessage: 'Deleted successfully' },
  });
  return { save, remove };
};
