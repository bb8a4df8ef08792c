import { deleteVendor, type Vendor } from '@backoffice/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vendorKeys } from '../../../shared/vendors/api/vendor-keys.ts';

export const useVendorDeleteMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vendor: Pick<Vendor, 'id'>) => deleteVendor(vendor.id),
    onSuccess: (_, vendor) => {
      queryClient.removeQueries({ queryKey: vendorKeys.item(vendor.id) });
      return queryClient.invalidateQueries({ queryKey: vendorKeys.lists });
    },
    meta: { successMessage: 'Deleted successfully' },
  });
};
