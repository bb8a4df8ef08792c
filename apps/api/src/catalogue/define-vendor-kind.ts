import { eq, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type * as v from 'valibot';
import type { attachmentTable, imageTable } from '../db/schema/files/file-tables.ts';
import { type conciergeries, vendorLocations } from '../db/schema/index.ts';
import { defineResource } from '../engine/define-resource.ts';
import { exactFilters } from '../engine/exact-filters.ts';
import { longText, requiredText, url } from '../engine/fields.ts';
import type { FilterDef, Relation, Resource, ResourceDef, ResourceHooks } from '../engine/types.ts';
import { defineOwnerFiles, type FileResource } from '../files/define-file-resource.ts';
import { unprocessable } from '../http/problem.ts';

// A marker family of the vendor map (calls.md 7.11): its slug, the records it shows (`from`, with
// `owner` the alias of the row holding location_id and vendor_id) and an optional condition.
export type MarkerSource = { slug: string; collection: string; from: SQL; owner: string; where?: SQL };

type KindDef = {
  type: string;
  plural?: string;
  // What people call it when that is not its plural (conciergeries are "Other Services", product.md §1).
  label?: string;
  path: string;
  table: PgTable;
  // The service's name everywhere a vendor's kinds are listed: the vendor's relation and
  // exists[...] filter, its `services` column (kept by the kind table's trigger), a contact's
  // place list.
  service: string;
  attachments: ReturnType<typeof attachmentTable>;
  images?: ReturnType<typeof imageTable>;
  writable?: Record<string, v.GenericSchema>;
  relations?: Record<string, Relation>;
  filters?: Record<string, FilterDef>;
  exists?: string[];
  // The join table naming the contacts who look after this kind (vendor_contact_<kind>s).
  contacts?: PgTable;
  // Its markers on the vendor map; by default none.
  markers?: MarkerSource[];
};

export type VendorKind = {
  resource: Resource;
  // Its plural as people read it ("Activity providers" for ActivityProviders): search and its filters.
  label: string;
  // Its attachments (and images) collections, listed by the catalogue's module with the kind.
  files: readonly FileResource[];
  service: string;
  contacts: PgTable | undefined;
  markers: MarkerSource[];
};

// The registry of vendor kinds, in declaration order: the vendor's services, the contacts' place
// lists, the map's markers, the spreadsheet exchange and the associate-item search derive from it.
const kinds: VendorKind[] = [];
export const vendorKinds = (): readonly VendorKind[] => kinds;

// Sub-records that the exchange and the associate-item search also list (activities, transfers…).
type ItemParent = { property: string; type: string; fk: string };
const items: {
  resource: Resource;
  files: readonly FileResource[];
  parent: ItemParent;
  exchange: boolean;
  associable: boolean;
}[] = [];
export const kindItems = () => items;

// The map marker a kind has when it names no other: its records, placed where they sit.
export const kindMarker = (slug: string, def: { path: string; table: PgTable }): MarkerSource => ({
  slug,
  collection: def.path,
  from: sql`${def.table} as k`,
  owner: 'k',
});

// One mechanism for the vendor kinds: a vendor (embedded, lists show its name), a name, the vendor
// location it sits at, its attachments, and the filters calls.md 7.2 uses. Registers the kind.
export const defineVendorKind = (def: KindDef): Resource => {
  const resource = defineKindResource(def);
  const files = defineOwnerFiles(def.type, 'catalogue', def);
  kinds.push({
    resource,
    label:
      def.label ??
      resource.plural.replace(/([a-z])([A-Z])/g, (_, a: string, b: string) => `${a} ${b.toLowerCase()}`),
    files,
    service: def.service,
    contacts: def.contacts,
    markers: def.markers ?? [],
  });
  return resource;
};

// What the kinds and their items share: named catalogue records, edited by PATCH, sorted by name.
const namedCatalogueRecord = (def: { type: string; plural?: string; path: string; table: PgTable }) =>
  ({
    type: def.type,
    plural: def.plural,
    path: def.path,
    table: def.table,
    access: 'catalogue',
    updateVerbs: ['PATCH'],
    order: ['name', 'id', 'createdAt', 'updatedAt'],
    defaultOrder: { name: 'asc' },
  }) satisfies Partial<ResourceDef>;

const defineKindResource = (def: KindDef): Resource =>
  defineResource({
    ...namedCatalogueRecord(def),
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
      ...exactFilters(
        'vendor.id',
        'vendor.status',
        'vendor.locations.id',
        'location.id',
        'location.destination.id',
      ),
      ...def.filters,
    },
    exists: ['location', ...(def.exists ?? [])],
    hooks: { beforeWrite: keepLocationWithVendor },
  });

// A kind sits at one of its own vendor's locations: another vendor's is refused, and moving the
// record to another vendor without naming a location drops the old one.
// Typed with one kind's table: every kind table has these shared columns (vendorKindColumns).
const keepLocationWithVendor: NonNullable<ResourceHooks<typeof conciergeries>['beforeWrite']> = async (
  values,
  { tx, existing },
) => {
  const vendorId = values.vendorId ?? existing?.vendorId;
  const locationId = values.locationId;
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
  parent: ItemParent;
  writable: Record<string, v.GenericSchema>;
  required?: string[];
  relations?: Record<string, Relation>;
  filters?: Record<string, FilterDef>;
  hidden?: string[];
  attachments?: ReturnType<typeof attachmentTable>;
  // Exported and imported as a spreadsheet (calls.md 7.3).
  exchange?: boolean;
  // Offered by the associate-item search, found through its own destination (destinationId).
  associable?: boolean;
};

// The records a kind offers (rooms, options, treatments, meals, wines, activities, transfers,
// concierge services): each belongs to one parent and is listed with it.
export const defineKindItem = (def: ItemDef): Resource => {
  const resource = defineItemResource(def);
  const files = defineOwnerFiles(def.type, 'catalogue', def);
  items.push({
    resource,
    files,
    parent: def.parent,
    exchange: def.exchange ?? false,
    associable: def.associable ?? false,
  });
  return resource;
};

const defineItemResource = (def: ItemDef): Resource =>
  defineResource({
    ...namedCatalogueRecord(def),
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
  });
