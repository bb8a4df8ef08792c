import { idFromIri } from '@backoffice/sdk/core';

export type PickedRecord = { '@id': string; id: number; name: string };

// What a RecordPicker searches: a large collection read on the server as the user types.
export type RecordSource = {
  // Names the cached searches, e.g. 'vendors'.
  key: string;
  search: (text: string) => Promise<PickedRecord[]>;
  get: (iri: string) => Promise<PickedRecord>;
};

/** The id of a record link (/api/vendors/12 → 12); anything else is an error. */
export const idOfIri = (iri: string) => {
  const id = idFromIri(iri);
  if (id === undefined) throw new Error(`Not a record link: ${iri}`);
  return id;
};
