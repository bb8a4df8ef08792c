import { eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type * as v from 'valibot';
import { vendorLocations } from '../db/schema/index.ts';
import { defineResource } from '../engine/define-resource.ts';
import { longText, requiredText, url } from '../engine/fields.ts';
import type { FilterDef, Relation, Resource, ResourceHooks } from '../engine/types.ts';
import { unprocessable } from '../http/problem.ts';

type KindDef = {
  type: string;
  plural?: string;
  path: string;
  table: PgTable;
  writable?: Record<string, v.GenericSchema>;
  relations?: Record<string, Relation>;
  filters?: Record<string, FilterDef>;
  exists?: string[];
  // The join table naming the contacts who look after this kind (vendor_contact_<kind>s).
  contacts?: PgTable;
};

// One mechanism for the seven vendor kinds: a vendor (embedded, lists show its name), a name,
// the vendor location it sits at, its attachments, and the filters calls.md 7.2 uses.
export const defineVendorKind = (def: KindDef): Resource =>
  defineResource({
    type: def.type,
    plural: def.plural,
    path: def.path,
    table: def.table,
    access: 'catalogue',
    updateVerbs: ['PATCH'],
    hidden: ['searchText'],
    writable: { name: requiredText(255), description: longText(), website: url(), ...def.writable },
    required: ['name', 'vendor'],
    relations: {
      vendor: { kind: 'one', target: 'Vendor', fk: 'vendorId', embed: true },
      location: { kind: 'one', target: 'VendorLocation', fk: 'locationId' },
      attachments: { kind: 'many', target: `${def.type}Attachment`, fk: 'ownerId', embed: true },
      // Written from the contact's side (its place lists); read here as links.
      ...(def.contacts
        ? {
            contacts: {
              kind: 'manyThrough',
              target: 'VendorContact',
              through: def.contacts,
              sourceKey: 'rightId',
              targetKey: 'leftId',
              readOnly: true,
            },
          }
        : {}),
      ...def.relations,
    },
    filters: {
      search: { kind: 'search', column: 'searchText' },
      name: { kind: 'partial', path: 'name' },
      'vendor.id': { kind: 'exact', path: 'vendor.id' },
      'vendor.status': { kind: 'exact', path: 'vendor.status' },
      'vendor.locations.id': { kind: 'exact', path: 'vendor.locations.id' },
      'location.id': { kind: 'exact', path: 'location.id' },
      'location.destination.id': { kind: 'exact', path: 'location.destination.id' },
      ...def.filters,
    },
    exists: ['location', ...(def.exists ?? [])],
    order: ['name', 'id', 'createdAt', 'updatedAt'],
    defaultOrder: { name: 'asc' },
    hooks: { beforeWrite: keepLocationWithVendor },
  });

// A kind sits at one of its own vendor's locations: another vendor's is refused, and moving the
// record to another vendor without naming a location drops the old one.
const keepLocationWithVendor: NonNullable<ResourceHooks['beforeWrite']> = async (
  values,
  { tx, existing },
) => {
  const vendorId = (values.vendorId ?? existing?.vendorId) as number | undefined;
  const locationId = values.locationId as number | null | undefined;
  if (locationId != null) {
    const [location] = await tx
      .select({ vendorId: vendorLocations.vendorId })
      .from(vendorLocations)
      .where(eq(vendorLocations.id, locationId));
    if (location && location.vendorId !== vendorId) {
      throw unprocessable([
        { propertyPath: 'location', message: "This location is not one of the vendor's." },
      ]);
    }
  } else if (
    locationId === undefined &&
    existing?.locationId != null &&
    values.vendorId !== undefined &&
    values.vendorId !== existing.vendorId
  ) {
    values.locationId = null;
  }
  return values;
};

type ItemDef = {
  type: string;
  plural?: string;
  path: string;
  table: PgTable;
  // The owning kind: relation name (spa) and Hydra class (Spa); the fk property of the table.
  parent: { property: string; type: string; fk: string };
  writable: Record<string, v.GenericSchema>;
  required?: string[];
  relations?: Record<string, Relation>;
  filters?: Record<string, FilterDef>;
  hidden?: string[];
};

// The records a kind offers (rooms, options, treatments, meals, wines, activities, transfers,
// concierge services): each belongs to one parent and is listed with it.
export const defineKindItem = (def: ItemDef): Resource =>
  defineResource({
    type: def.type,
    plural: def.plural,
    path: def.path,
    table: def.table,
    access: 'catalogue',
    updateVerbs: ['PATCH'],
    hidden: def.hidden,
    writable: def.writable,
    required: [...(def.required ?? ['name']), def.parent.property],
    relations: {
      [def.parent.property]: { kind: 'one', target: def.parent.type, fk: def.parent.fk },
      ...def.relations,
    },
    filters: {
      name: { kind: 'partial', path: 'name' },
      [`${def.parent.property}.id`]: { kind: 'exact', path: `${def.parent.property}.id` },
      ...def.filters,
    },
    order: ['name', 'id', 'createdAt', 'updatedAt'],
    defaultOrder: { name: 'asc' },
  });
