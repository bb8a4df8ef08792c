import * as s from '../db/schema/index.ts';
import { defineResource } from '../engine/define-resource.ts';
import { integer, longText, optionalEmail, optionalText, requiredText } from '../engine/fields.ts';
import type { ManyThrough } from '../engine/types.ts';

const places = (target: string, through: ManyThrough['through']): ManyThrough => ({
  kind: 'manyThrough',
  target,
  through,
  sourceKey: 'leftId',
  targetKey: 'rightId',
});

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
    accommodations: places('Accommodation', s.vendorContactAccommodations),
    restaurants: places('Restaurant', s.vendorContactRestaurants),
    spas: places('Spa', s.vendorContactSpas),
    transportationProviders: places('TransportationProvider', s.vendorContactTransportationProviders),
    activityProviders: places('ActivityProvider', s.vendorContactActivityProviders),
    conciergeries: places('Conciergerie', s.vendorContactConciergeries),
  },
  filters: {
    'vendor.id': { kind: 'exact', path: 'vendor.id' },
    'accommodations.id': { kind: 'exact', path: 'accommodations.id' },
    'restaurants.id': { kind: 'exact', path: 'restaurants.id' },
    'spas.id': { kind: 'exact', path: 'spas.id' },
    'transportationProviders.id': { kind: 'exact', path: 'transportationProviders.id' },
    'activityProviders.id': { kind: 'exact', path: 'activityProviders.id' },
    'conciergeries.id': { kind: 'exact', path: 'conciergeries.id' },
  },
  order: ['position', 'title', 'id'],
  defaultOrder: { position: 'asc', id: 'asc' },
});
