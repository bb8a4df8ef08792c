import { type SQL, sql } from 'drizzle-orm';
import { type CatalogueLink, columnOf, type ItemType, itemTypes } from './define-item-type.ts';
import './trip-item-types.ts';

// SQL read from the registry of item types, for a row of an item table aliased `alias` (trip,
// template or proposal option items: the same columns). Built when a query is, so that every
// declared type takes part.

const linkColumn = (alias: string, link: CatalogueLink) => `${alias}.${columnOf(link.fk)}`;
const cases = (alias: string, branches: [ItemType, string][]) =>
  sql.raw(
    `case ${alias}.type ${branches.map(([t, then]) => `when '${t.value}' then ${then}`).join(' ')} end`,
  );
const vendorTypes = () => itemTypes().filter((t) => t.catalogue.vendorRecord !== false);
// The catalogue record (k) and the alias of the row holding its vendor and location: the record
// itself, or the row (o) its `via` joins.
const recordFrom = (link: CatalogueLink) => (link.via ? `${link.table} k ${link.via}` : `${link.table} k`);
const owner = (link: CatalogueLink) => (link.via ? 'o' : 'k');

const recordName = (alias: string, link: CatalogueLink) =>
  `(select name from ${link.table} where id = ${linkColumn(alias, link)})`;

// The name of the item's catalogue record (a flight: its airline).
export const catalogueNameSql = (alias = 'i'): SQL =>
  cases(
    alias,
    itemTypes().map((t) => [t, recordName(alias, t.catalogue)]),
  );

// The name of an item among a proposal's options (a flight: its airline and number).
export const optionNameSql = (alias = 'i'): SQL =>
  cases(
    alias,
    itemTypes().map((t) => {
      const name = recordName(alias, t.catalogue);
      return [t, t.optionName ? t.optionName(name, alias) : name];
    }),
  );

// The id of the item's catalogue record, whatever its type.
export const catalogueIdSql = (alias = 'i'): SQL =>
  sql.raw(
    `coalesce(${itemTypes()
      .map((t) => linkColumn(alias, t.catalogue))
      .join(', ')})`,
  );

// The IRI prefix of a type's catalogue records: the catalogue collections sit at their tables' names.
export const catalogueIriOf = (value: string) => {
  const type = itemTypes().find((t) => t.value === value);
  return type ? `/api/${type.catalogue.table}/` : '/api/';
};

// The vendor location of the item's catalogue record (null for a flight: its places are airports).
export const vendorLocationIdSql = (alias = 'i'): SQL =>
  cases(
    alias,
    vendorTypes().map((t) => [
      t,
      `(select ${owner(t.catalogue)}.location_id from ${recordFrom(t.catalogue)} where k.id = ${linkColumn(alias, t.catalogue)})`,
    ]),
  );

// The item's catalogue record as a vendor's: name, description, vendor_id, location_id (no row
// for a flight). For a lateral join.
export const vendorRecordSql = (alias = 'i'): SQL =>
  sql.raw(
    vendorTypes()
      .map(
        (t) =>
          `select k.name, k.description, ${owner(t.catalogue)}.vendor_id, ${owner(t.catalogue)}.location_id from ${recordFrom(t.catalogue)} where k.id = ${linkColumn(alias, t.catalogue)}`,
      )
      .join(' union all '),
  );

// The items the itinerary calendar shows, by their type (without the main activity or transfer).
export const calendarShownSql = (alias = 'i'): SQL =>
  sql.raw(
    `(${itemTypes()
      .filter((t) => t.calendar)
      .map((t) =>
        t.main
          ? `${alias}.type = '${t.value}' and not ${alias}.${columnOf(t.main)}`
          : `${alias}.type = '${t.value}'`,
      )
      .map((condition) => `(${condition})`)
      .join(' or ')})`,
  );
