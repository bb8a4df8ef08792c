import {
  createVendorLocation,
  type createVendorResponseSuccess,
  getCreateVendorUrl,
  type VendorInput,
  type VendorLocationInput,
} from '@backoffice/sdk';
import { apiFetch } from '@backoffice/sdk/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reportError } from '../../../lib/query-client.ts';
import { vendorKeys } from '../../../shared/vendors/api/vendor-keys.ts';

type Create = { body: VendorInput; location: Omit<VendorLocationInput, 'vendor'> | null };

// calls.md 7.2: a vendor is created with POST /api/vendors.json (the API accepts the format suffix;
// the generated createVendor posts to /api/vendors), then its first location, if one was given.
const postVendorJson = (body: VendorInput) =>
  apiFetch<createVendorResponseSuccess>(`${getCreateVendorUrl()}.json`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

// Errors of the vendor itself are left to the form (violations land on their fields). A failed
// location does not undo the vendor: it is reported and the user adds it again on the General tab.
export const useVendorCreateMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, location }: Create) => {
      const vendor = (await postVendorJson(body)).data;
      let locationSaved = location === null;
      if (location) {
        try {
          await createVendorLocation({ ...location, vendor: vendor['@id'] });
          locationSaved = true;
        } catch (error) {
          reportError(error);
        }
      }
      return { vendor, locationSaved };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorKeys.lists }),
    meta: { successMessage: 'Created successfully', silent: true },
  });
};
