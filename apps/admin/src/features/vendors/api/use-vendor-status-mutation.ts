import { updateVendor, type Vendor } from '@backoffice/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vendorKeys } from '../../../shared/vendors/api/vendor-keys.ts';
import type { VendorStatus } from '../vendor-status.ts';

// Blacklist / un-blacklist from a list row or the vendor header: one field, PATCHed on its own.
// The lists refresh, so the vendor moves between the vendor list and the blacklist (§4.5).
export const useVendorStatusMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ vendor, status }: { vendor: Pick<Vendor, 'id'>; status: VendorStatus }) =>
      (await updateVendor(vendor.id, { status })).data,
    onSuccess: (saved) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: vendorKeys.lists }),
        queryClient.invalidateQueries({ queryKey: vendorKeys.item(saved.id) }),
      ]),
    meta: { successMessage: 'Updated successfully' },
  });
};
