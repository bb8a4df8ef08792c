import { sql } from 'drizzle-orm';
import { vendors } from '../db/schema/index.ts';
import { defineResource } from '../engine/define-resource.ts';
import { longText, oneOf, optionalEmail, optionalText, requiredText, url } from '../engine/fields.ts';
import type { ToMany } from '../engine/types.ts';
import { vendorStatuses } from '../enums/vendor-status.ts';
import { vendorKinds } from './define-vendor-kind.ts';
import './vendor-kinds.resource.ts';
import { exactFilters } from '../engine/exact-filters.ts';

// Each service is a registered vendor kind: the relation name used by exists[...] and the kind's
// Hydra class.
export const vendorServices = vendorKinds().map((kind) => [kind.service, kind.resource.type] as const);

export const vendorsResource = defineResource({
  type: 'Vendor',
  path: 'vendors',
  table: vendors,
  access: 'catalogue',
  updateVerbs: ['PATCH'],
  hidden: ['searchText', 'places'],
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
    // What only the vendor's detail screen shows: loaded for one vendor, never for list pages.
    contacts: { kind: 'many', target: 'VendorContact', fk: 'vendorId', embed: true, itemOnly: true },
    contracts: { kind: 'many', target: 'VendorContract', fk: 'vendorId', embed: true, itemOnly: true },
    attachments: { kind: 'many', target: 'VendorAttachment', fk: 'ownerId', embed: true, itemOnly: true },
    // The services a vendor offers (calls.md 7.2 exists[service]=true), as links to its records.
    ...Object.fromEntries(
      vendorServices.map(([name, target]) => [
        name,
        { kind: 'many', target, fk: 'vendorId', itemOnly: true } satisfies ToMany,
      ]),
    ),
  },
  filters: {
    search: { kind: 'search', column: 'searchText' },
    name: { kind: 'partial', path: 'name' },
    status: { kind: 'exact', path: 'status' },
    ...exactFilters('group.id', 'locations.id'),
    'locations.city': { kind: 'partial', path: 'locations.city' },
  },
  exists: ['group', 'locations', ...vendorServices.map(([name]) => name)],
  existsSql: Object.fromEntries(
    vendorServices.map(([name]) => [
      name,
      (wanted: boolean) =>
        wanted
          ? sql`${vendors.services} @> array[${sql.raw(`'${name}'`)}]::text[]`
          : sql`not (${vendors.services} @> array[${sql.raw(`'${name}'`)}]::text[])`,
    ]),
  ),
  order: ['name', 'id', 'status', 'createdAt', 'updatedAt'],
});
