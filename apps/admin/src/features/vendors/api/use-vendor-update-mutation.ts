import { updateVendor, type VendorPatch } from '@backoffice/sdk';
import { etagOf } from '@backoffice/sdk/core';
import { useRecordUpdateMutation } from '../../../lib/records/record-update-mutation.ts';
import { type LoadedVendor, vendorRecord } from '../../../shared/vendors/api/use-vendor-query.ts';

// PATCH /api/vendors/{id} with If-Match. The saved item replaces the cached one, its embedded lists
// kept when the answer leaves them out.
export const useVendorUpdateMutation = () =>
  useRecordUpdateMutation(vendorRecord, {
    update: async (id, body: VendorPatch, options): Promise<LoadedVendor> => {
      const res = await updateVendor(id, body, options);
      return { vendor: res.data, etag: etagOf(res) };
    },
    merge: (old, saved) => ({ vendor: { ...old?.vendor, ...saved.vendor }, etag: saved.etag }),
  });
