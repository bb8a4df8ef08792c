import type { Vendor } from '@backoffice/sdk';
import {
  type VendorKindMeta,
  type VendorServiceKey,
  vendorKinds,
} from '../../shared/vendor-kinds/vendor-kinds.ts';

// The services a vendor can offer, one per vendor kind (calls.md 7.2: exists[service]=true per
// chosen service). `key` is the vendor's relation and the API's exists[...] name; `route` the
// kind's admin screen.
export const vendorServicesOf = <K extends VendorKindMeta>(kinds: readonly K[]) =>
  kinds.map((kind) => ({
    key: kind.service as K['service'],
    label: kind.title,
    singular: kind.singular,
    route: kind.segment,
  }));

export const vendorServices = vendorServicesOf(vendorKinds);

export type { VendorServiceKey };

export const isVendorServiceKey = (value: string): value is VendorServiceKey =>
  vendorServices.some((service) => service.key === value);

/** The services a loaded vendor offers, with the links to its records of each kind. */
export const servicesOf = (vendor: Vendor) =>
  vendorServices
    .map((service) => ({ service, iris: vendor[service.key] ?? [] }))
    .filter(({ iris }) => iris.length > 0);
