import {
  type AnyPgColumn,
  type ExtraConfigColumn,
  index,
  integer,
  type PgColumnBuilderBase,
  pgTable,
  primaryKey,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, ownerId, refId, searchIndexes, searchTextOf } from '../columns.ts';
import { destinations } from '../reference/destinations.ts';
import { vendorLocations } from './vendor-locations.ts';
import { vendors } from './vendors.ts';

// What every vendor kind (accommodation, spa, restaurant, winery, activity provider, transportation
// provider, conciergerie) shares: its vendor, a name, a description, the vendor location it sits at.
export const vendorKindColumns = () => ({
  id: idColumn(),
  vendorId: ownerId('vendor_id', () => vendors.id),
  name: varchar('name', { length: 255 }).notNull(),
  description: text('description'),
  website: varchar('website', { length: 255 }),
  locationId: refId('location_id', () => vendorLocations.id, 'set null'),
  searchText: searchTextOf('name'),
  ...auditColumns(),
});

// One table per vendor kind: the shared columns, the kind's own, and the indexes every list uses.
export const vendorKindTable = <const N extends string, E extends Record<string, PgColumnBuilderBase>>(
  name: N,
  extra: E,
) =>
  pgTable(name, { ...vendorKindColumns(), ...extra }, (t) => {
    const c = t as unknown as Record<
      'vendorId' | 'locationId' | 'name' | 'id' | 'searchText',
      ExtraConfigColumn
    >;
    return [
      index(`${name}_vendor_idx`).on(c.vendorId),
      index(`${name}_location_idx`).on(c.locationId),
      ...searchIndexes(name, c),
    ];
  });

// A many-to-many join table (accommodation ↔ amenities): read and written as lists of IRIs.
export const linkTable = <const N extends string>(
  name: N,
  left: { column: string; references: () => AnyPgColumn },
  right: { column: string; references: () => AnyPgColumn },
) =>
  pgTable(
    name,
    {
      leftId: integer(left.column).notNull().references(left.references, { onDelete: 'cascade' }),
      rightId: integer(right.column).notNull().references(right.references, { onDelete: 'cascade' }),
    },
    (t) => [primaryKey({ columns: [t.leftId, t.rightId] }), index(`${name}_right_idx`).on(t.rightId)],
  );

// The link tables of one owner, named by the rule they follow: `<owner>_<what>`, joining
// `<owner>_id` to the given column.
export const linksOf =
  <const O extends string>(owner: O, ownerId: () => AnyPgColumn) =>
  <const W extends string>(what: W, column: string, references: () => AnyPgColumn) =>
    linkTable(`${owner}_${what}`, { column: `${owner}_id`, references: ownerId }, { column, references });

// The destinations a record is about (a trip's, a template's, a prospect's, a client's wishes):
// `<owner>_destinations`.
export const destinationLinks = <const O extends string>(owner: O, ownerId: () => AnyPgColumn) =>
  linksOf(owner, ownerId)('destinations', 'destination_id', () => destinations.id);
