import { vendorLocations } from '../db/schema/index.ts';
import { defineResource } from '../engine/define-resource.ts';
import { exactFilters } from '../engine/exact-filters.ts';
import { decimal, optionalText } from '../engine/fields.ts';
import { toOne } from '../engine/relations.ts';

export const vendorLocationsResource = defineResource({
  type: 'VendorLocation',
  path: 'vendor_locations',
  table: vendorLocations,
  access: 'catalogue',
  updateVerbs: ['PATCH'],
  writable: {
    address: optionalText(),
    city: optionalText(),
    country: optionalText(),
    latitude: decimal({ min: -90, max: 90 }),
    longitude: decimal({ min: -180, max: 180 }),
  },
  required: ['vendor'],
  relations: {
    ...toOne({ vendor: 'Vendor', destination: 'Destination' }),
  },
  filters: {
    ...exactFilters('vendor.id', 'vendor.group.id', 'destination.id'),
    city: { kind: 'partial', path: 'city' },
  },
  order: ['id', 'city'],
});
