import { getVendor, listVendors } from '@backoffice/sdk';
import { idOfIri, type RecordSource } from '../forms/record-source.ts';

// The vendor pickers search GET /api/vendors?search= (20 names at a time).
export const vendorSource: RecordSource = {
  key: 'vendors',
  search: async (text) =>
    (await listVendors({ search: text || undefined, itemsPerPage: 20, 'order[name]': 'asc' })).data[
      'hydra:member'
    ],
  get: async (iri) => (await getVendor(idOfIri(iri))).data,
};
