import { vendors } from '../db/schema/index.ts';
import { defineResource } from '../engine/define-resource.ts';
import { longText, oneOf, optionalEmail, optionalText, requiredText, url } from '../engine/fields.ts';
import { vendorStatuses } from '../enums/vendor-status.ts';

export const vendorsResource = defineResource({
  type: 'Vendor',
  path: 'vendors',
  table: vendors,
  access: 'catalogue',
  updateVerbs: ['PATCH'],
  hidden: ['searchText'],
  writable: {
    name: requiredText(255),
    status: oneOf(vendorStatuses),
    email: optionalEmail(),
    phone: optionalText(64),
    website: url(),
    description: longText(),
  },
  required: ['name'],
  defaults: { status: 'active' },
  relations: {
    group: { kind: 'one', target: 'VendorGroup', fk: 'groupId' },
    locations: { kind: 'many', target: 'VendorLocation', fk: 'vendorId', embed: true },
  },
  filters: {
    search: { kind: 'search', column: 'searchText' },
    name: { kind: 'partial', path: 'name' },
    status: { kind: 'exact', path: 'status' },
    'group.id': { kind: 'exact', path: 'group.id' },
    'locations.id': { kind: 'exact', path: 'locations.id' },
    'locations.city': { kind: 'partial', path: 'locations.city' },
  },
  exists: ['group', 'locations'],
  order: ['name', 'id', 'status', 'createdAt', 'updatedAt'],
});
