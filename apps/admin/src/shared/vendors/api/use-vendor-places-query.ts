import type { Vendor } from '@backoffice/sdk';
import { apiFetch } from '@backoffice/sdk/core';
import { useQuery } from '@tanstack/react-query';
import { type ContactPlaceKey, contactPlaceKinds } from '../contacts/contact-places.ts';
import { vendorKeys } from './vendor-keys.ts';

type NamePage = { data: { 'hydra:member': { '@id': string; name: string }[] } };

export type { ContactPlaceKey };
export type PlaceOption = { value: string; label: string };
export type VendorPlaces = Partial<Record<ContactPlaceKey, PlaceOption[]>>;

// This vendor's places a contact can look after. The vendor item names the kinds it has (as
// links), so only those kinds are asked for their names: no call for a kind the vendor lacks.
export const useVendorPlacesQuery = (vendor: Vendor | undefined) => {
  const kinds = contactPlaceKinds.filter((kind) => (vendor?.[kind.key]?.length ?? 0) > 0);
  return useQuery({
    queryKey: [...vendorKeys.places(vendor?.id ?? 0), kinds.map((kind) => kind.key)],
    queryFn: async () => {
      const entries = await Promise.all(
        kinds.map(async (kind) => {
          const query = new URLSearchParams({ 'vendor.id': String(vendor!.id), itemsPerPage: '100' });
          const page = await apiFetch<NamePage>(`/api/${kind.collection}?${query}`);
          const options = page.data['hydra:member'].map((place) => ({
            value: place['@id'],
            label: place.name,
          }));
          return [kind.key, options] as const;
        }),
      );
      return Object.fromEntries(entries) as VendorPlaces;
    },
    enabled: vendor !== undefined,
    staleTime: 60_000,
  });
};
