import {
  createVendorLocation,
  deleteVendorLocation,
  getVendorLocation,
  updateVendorLocation,
  type VendorLocation,
  type VendorLocationInput,
} from '@backoffice/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { editedRecordOptions, saveRecord } from '../../../lib/records/edited-record.ts';
import { vendorKeys } from '../../../shared/vendors/api/vendor-keys.ts';

/** A location being edited, read fresh with its ETag. */
export const useVendorLocationQuery = (id: number | undefined) =>
  useQuery(editedRecordOptions(vendorKeys.location(id ?? 0), id, 'location', getVendorLocation));

// The vendor embeds its locations: every write re-reads the vendor (and the lists, which show the city).
export const useVendorLocationMutations = (vendorId: number) => {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: vendorKeys.item(vendorId) }),
      queryClient.invalidateQueries({ queryKey: vendorKeys.lists }),
    ]);
  const save = useMutation({
    mutationFn: saveRecord<VendorLocationInput, VendorLocation>({
      create: createVendorLocation,
      update: updateVendorLocation,
    }),
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
