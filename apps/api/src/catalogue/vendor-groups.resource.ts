import { vendorGroups } from '../db/schema/index.ts';
import { defineResource } from '../engine/define-resource.ts';
import { requiredText } from '../engine/fields.ts';

export const vendorGroupsResource = defineResource({
  type: 'VendorGroup',
  path: 'vendor_groups',
  table: vendorGroups,
  access: 'catalogue',
  updateVerbs: ['PUT'],
  writable: { name: requiredText() },
  required: ['name'],
  filters: { name: { kind: 'partial', path: 'name' } },
  order: ['name', 'id'],
  defaultOrder: { name: 'asc' },
  // The vendor form's group picker loads the whole list, as reference lists do.
  clientPagination: true,
});
