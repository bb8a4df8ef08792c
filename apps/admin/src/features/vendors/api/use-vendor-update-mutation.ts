import { updateVendor, type VendorPatch } from '@backoffice/sdk';
import { etagOf } from '@backoffice/sdk/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoadedVendor } from '../../../shared/vendors/api/use-vendor-query.ts';
import { vendorKeys } from '../../../shared/vendors/api/vendor-keys.ts';

type Update = { id: number; etag: string | undefined; body: VendorPatch };

// PATCH /api/vendors/{id} with If-Match: a vendor changed by someone else since it was loaded
// answers 412 and the form says so. The saved item replaces the cached one (its embedded lists
// are kept when the answer leaves them out).
export const useVendorUpdateMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, etag, body }: Update) => {
      const res = await updateVendor(id, body, etag ? { ifMatch: etag } : {});
      return { vendor: res.data, etag: etagOf(res) };
    },
    onSuccess: (saved) => {
      queryClient.setQueryData<LoadedVendor>(vendorKeys.item(saved.vendor.id), (old) => ({
        vendor: { ...old?.vendor, ...saved.vendor },
        etag: saved.etag,
      }));
      // The answer is the whole item on the API; re-read it anyway so the embedded lists stay exact.
      void queryClient.invalidateQueries({ queryKey: vendorKeys.item(saved.vendor.id) });
      void queryClient.invalidateQueries({ queryKey: vendorKeys.lists });
    },
    meta: { successMessage: 'Updated successfully', silent: true },
  });
};
