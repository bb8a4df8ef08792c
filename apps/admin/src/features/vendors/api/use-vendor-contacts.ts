import {
  createVendorContact,
  deleteVendorContact,
  getVendorContact,
  listVendorContacts,
  updateVendorContact,
  type VendorContactInput,
} from '@backoffice/sdk';
import { etagOf } from '@backoffice/sdk/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { vendorKeys } from './vendor-keys.ts';

// calls.md 7.2 / product.md §3: the contacts of one vendor, by position (then id).
export const useVendorContactsQuery = (vendorId: number) =>
  useQuery({
    queryKey: vendorKeys.contacts(vendorId),
    queryFn: async () =>
      (
        await listVendorContacts({
          'vendor.id': String(vendorId),
          'order[position]': 'asc',
          itemsPerPage: 100,
        })
      ).data['hydra:member'],
  });

/** A contact being edited, read fresh with its ETag. */
export const useVendorContactQuery = (id: number | undefined) =>
  useQuery({
    queryKey: vendorKeys.contact(id ?? 0),
    queryFn: async () => {
      const res = await getVendorContact(id!);
      return { contact: res.data, etag: etagOf(res) };
    },
    enabled: id !== undefined,
    gcTime: 0,
  });

type Save = { id: number | undefined; etag?: string; body: VendorContactInput };

export const useVendorContactMutations = (vendorId: number) => {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: vendorKeys.contacts(vendorId) });
  const save = useMutation({
    mutationFn: async ({ id, etag, body }: Save) =>
      id === undefined
        ? (await createVendorContact(body)).data
        : (await updateVendorContact(id, body, etag ? { ifMatch: etag } : {})).data,
    onSuccess: refresh,
    meta: { silent: true },
  });
  const remove = useMutation({
    mutationFn: (id: number) => deleteVendorContact(id),
    onSuccess: refresh,
    meta: { successMessage: 'Deleted successfully' },
  });
  return { save, remove };
};
