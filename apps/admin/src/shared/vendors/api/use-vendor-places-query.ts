import {
  listAccommodations,
  listActivityProviders,
  listConciergeries,
  listRestaurants,
  listSpas,
  listTransportationProviders,
  type Vendor,
} from '@backoffice/sdk';
import { useQuery } from '@tanstack/react-query';
import { vendorKeys } from './vendor-keys.ts';

type Lister = (params: { 'vendor.id': string; itemsPerPage: number }) => Promise<{
  data: { 'hydra:member': { '@id': string; name: string }[] };
}>;

// The place lists of a contact (product.md §3), in the order the form shows them.
export const contactPlaceKinds = [
  { key: 'accommodations', label: 'Accommodations', list: listAccommodations as Lister },
  { key: 'restaurants', label: 'Restaurants', list: listRestaurants as Lister },
  { key: 'spas', label: 'Spas', list: listSpas as Lister },
  {
    key: 'transportationProviders',
    label: 'Transportation providers',
    list: listTransportationProviders as Lister,
  },
  { key: 'activityProviders', label: 'Activity providers', list: listActivityProviders as Lister },
  { key: 'conciergeries', label: 'Other services', list: listConciergeries as Lister },
] as const;

export type ContactPlaceKey = (typeof contactPlaceKinds)[number]['key'];
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
          const page = await kind.list({ 'vendor.id': String(vendor!.id), itemsPerPage: 100 });
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
