import { idOfIri, type RecordSource } from '../../../shared/forms/record-source.ts';
import type { ParentRef } from '../types.ts';

/** Searches the owners of an item (accommodations for rooms, providers for activities...). */
export const parentSource = (parent: ParentRef): RecordSource => ({
  key: parent.segment,
  search: async (text) =>
    (await parent.api.list({ search: text || undefined, itemsPerPage: 20, 'order[name]': 'asc' })).data[
      'hydra:member'
    ],
  get: async (iri) => (await parent.api.get(idOfIri(iri))).data,
});
