import { type VendorKind, type VendorKindMeta, vendorKinds } from '../../vendor-kinds/vendor-kinds.ts';

// The place lists of a contact (product.md §3: the kinds a contact may look after), from the vendor
// kinds that keep one, in the order the form shows them.
export const contactPlacesOf = <K extends VendorKindMeta>(kinds: readonly K[]) =>
  kinds
    .filter((kind) => kind.contactPlace !== null)
    .sort((a, b) => a.contactPlace! - b.contactPlace!)
    .map((kind) => ({
      key: kind.service as Extract<K, { contactPlace: number }>['service'],
      label: kind.title,
      collection: kind.collection,
    }));

export const contactPlaceKinds = contactPlacesOf(vendorKinds);

export type ContactPlaceKey = Extract<VendorKind, { contactPlace: number }>['service'];
