import type { Vendor } from '@backoffice/sdk';

// The seven services a vendor can offer (calls.md 7.2: exists[service]=true per chosen service).
// `key` is the vendor's relation and the API's exists[...] name; `route` the kind's admin screen.
export const vendorServices = [
  { key: 'accommodations', label: 'Accommodations', singular: 'Accommodation', route: 'accommodations' },
  { key: 'spas', label: 'Spas', singular: 'Spa', route: 'spas' },
  { key: 'restaurants', label: 'Restaurants', singular: 'Restaurant', route: 'restaurants' },
  { key: 'wineries', label: 'Wineries', singular: 'Winery', route: 'wineries' },
  {
    key: 'activityProviders',
    label: 'Activity providers',
    singular: 'Activity provider',
    route: 'activity-providers',
  },
  {
    key: 'transportationProviders',
    label: 'Transportation providers',
    singular: 'Transportation provider',
    route: 'transportation-providers',
  },
  // product.md §2.7: conciergeries are shown as Other Services.
  { key: 'conciergeries', label: 'Other services', singular: 'Other service', route: 'conciergeries' },
] as const;

export type VendorService = (typeof vendorServices)[number];
export type VendorServiceKey = VendorService['key'];

export const isVendorServiceKey = (value: string): value is VendorServiceKey =>
  vendorServices.some((service) => service.key === value);

/** The services a loaded vendor offers, with the links to its records of each kind. */
export const servicesOf = (vendor: Vendor) =>
  vendorServices
    .map((service) => ({ service, iris: vendor[service.key] ?? [] }))
    .filter(({ iris }) => iris.length > 0);
