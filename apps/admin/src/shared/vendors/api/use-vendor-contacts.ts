import {
  createVendorContact,
  deleteVendorContact,
  getVendorContact,
  listVendorContacts,
  updateVendorContact,
  type VendorContact,
  type VendorContactInput,
} from '@backoffice/sdk';
import { etagOf } from '@backoffice/sdk/core';
import { toast } from '@backoffice/ui/toast';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { editedRecordOptions, saveRecord } from '../../../lib/records/edited-record.ts';
import { ifMatch } from '../../../lib/records/record-update-mutation.ts';
import type { ContactPlaceKey } from './use-vendor-places-query.ts';
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

export type ContactPlace = { list: ContactPlaceKey; id: number; iri: string };

// The contacts of one vendor who look after one of its places (`accommodations.id=5`), by position.
// The key sits under the vendor's contacts, so every contact write of the vendor refreshes it.
export const usePlaceContactsQuery = (vendorId: number, place: ContactPlace) =>
  useQuery({
    queryKey: [...vendorKeys.contacts(vendorId), place.list, place.id],
    queryFn: async () =>
      (
        await listVendorContacts({
          'vendor.id': String(vendorId),
          [`${place.list}.id`]: String(place.id),
          'order[position]': 'asc',
          itemsPerPage: 100,
        })
      ).data['hydra:member'],
  });

/** A contact being edited, read fresh with its ETag. */
export const useVendorContactQuery = (id: number | undefined) =>
  useQuery(editedRecordOptions(vendorKeys.contact(id ?? 0), id, 'contact', getVendorContact));

export const useVendorContactMutations = (vendorId: number) => {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: vendorKeys.contacts(vendorId) });
  const save = useMutation({
    mutationFn: saveRecord<VendorContactInput, VendorContact>({
      create: createVendorContact,
      update: updateVendorContact,
    }),
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

// Links an existing contact to a place, or unlinks it: the contact is read fresh with its ETag and
// its list written back whole (a merge patch replaces a list), so a change made elsewhere in the
// meantime is refused with a 412 rather than lost.
export const useContactLinkMutation = (vendorId: number, place: ContactPlace) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, linked }: { id: number; linked: boolean }) => {
      const res = await getVendorContact(id);
      const current = res.data[place.list] ?? [];
      const others = current.filter((iri) => iri !== place.iri);
      const etag = etagOf(res);
      return (
        await updateVendorContact(
          id,
          { [place.list]: linked ? [...others, place.iri] : others },
          ifMatch(etag),
        )
      ).data;
    },
    onSuccess: (_data, { linked }) => {
      toast.success(linked ? 'Contact linked' : 'Contact unlinked');
      return queryClient.invalidateQueries({ queryKey: vendorKeys.contacts(vendorId) });
    },
  });
};
