import * as s from '../db/schema/index.ts';
import { defineResource } from '../engine/define-resource.ts';
import { integer, longText, optionalEmail, optionalText, requiredText } from '../engine/fields.ts';
import type { FilterDef, ManyThrough } from '../engine/types.ts';
import { vendorKinds } from './define-vendor-kind.ts';
import './vendor-kinds.resource.ts';
import { manyThrough } from '../engine/relations.ts';

// One place list per vendor kind that has contacts (vendor_contact_<kind>s), named as its service.
const placeKinds = vendorKinds().filter((kind) => kind.contacts);
const places = Object.fromEntries(
  placeKinds.map((kind): [string, ManyThrough] => [
    kind.service,
    manyThrough(kind.resource.type, kind.contacts!),
  ]),
);
const placeFilters = Object.fromEntries(
  placeKinds.map((kind): [string, FilterDef] => [
    `${kind.service}.id`,
    { kind: 'exact', path: `${kind.service}.id` },
  ]),
);

// calls.md 7.2 / §3: a person at a vendor. position is an integer, 0 when empty; each list names
// the vendor's places the contact looks after (a single IRI is taken as a list of one). A contact
// with no place belongs to the vendor in general.
export const vendorContactsResource = defineResource({
  type: 'VendorContact',
  path: 'vendor_contacts',
  table: s.vendorContacts,
  access: 'catalogue',
  updateVerbs: ['PATCH'],
  writable: {
    title: requiredText(255),
    jobTitle: optionalText(255),
    email: optionalEmail(),
    phone: optionalText(64),
    position: integer({ min: 0, max: 32767, empty: 0 }),
    notes: longText(),
  },
  required: ['title', 'vendor'],
  defaults: { position: 0 },
  relations: {
    vendor: { kind: 'one', target: 'Vendor', fk: 'vendorId' },
    ...places,
  },
  filters: {
    'vendor.id': { kind: 'exact', path: 'vendor.id' },
    ...placeFilters,
  },
  order: ['position', 'title', 'id'],
  defaultOrder: { position: 'asc', id: 'asc' },
});
