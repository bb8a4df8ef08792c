import { getVendor, listVendors } from '@backoffice/sdk';
import { idFromIri } from '@backoffice/sdk/core';
import type { RecordSource } from '../fields/record-picker.tsx';
import type { ParentRef } from '../types.ts';

const idOf = (iri: string) => {
  const id = idFromIri(iri);
  if (id === undefined) throw new Error(`Not a record link: ${iri}`);
  return id;
};

// The vendor picker of the create screens searches GET /api/vendors?search= (20 names at a time).
export const vendorSource: RecordSource = {
  key: 'vendors',
  search: async (text) =>
    (await listVendors({ search: text || undefined, itemsPerPage: 20, 'order[name]': 'asc' })).data[
      'hydra:member'
    ],
  get: async (iri) => (await getVendor(idOf(iri))).data,
};

/** Searches the owners of an item (accommodations for rooms, providers for activities...). */
export const parentSource = (parent: ParentRef): RecordSource => ({
  key: parent.segment,
  search: async (text) =>
    (await parent.api.list({ search: text || undefined, itemsPerPage: 20, 'order[name]': 'asc' })).data[
      'hydra:member'
    ],
  get: async (iri) => (await parent.api.get(idOf(iri))).data,
});
