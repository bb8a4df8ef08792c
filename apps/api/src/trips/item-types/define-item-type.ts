import { type SQL, sql } from 'drizzle-orm';
import type { PgColumnBuilderBase } from 'drizzle-orm/pg-core';
import type * as v from 'valibot';
import type { FilterDef, Relation, Row } from '../../engine/types.ts';

// The catalogue record an item of the type books: its relation (name, Hydra class, foreign key
// property) and its table. Its vendor and vendor location sit on the record itself (alias `k`),
// or on a row `via` joins as `o` (an activity's provider). `vendorRecord: false`: the record is
// no vendor's (a flight's airline): no vendor, place or description to show.
export type CatalogueLink = {
  relation: string;
  target: string;
  fk: string;
  table: string;
  via?: string;
  vendorRecord?: false;
};

type Columns = Record<string, PgColumnBuilderBase>;

export type ItemTypeDef<C extends Columns = Columns> = {
  // The value of the items' `type` column (the discriminator).
  value: string;
  // After the owner's prefix: TripConciergerieService on trip_conciergerie_services.
  name: string;
  path: string;
  plural?: string;
  // How the travel team reads the type (checks, history); `clientLabel`: how the client reads it
  // (PDFs, e-mails) when it differs.
  label: string;
  clientLabel?: string;
  // The type's own columns, in every item table (trip, template and proposal option items): a
  // function, as each table takes fresh column builders.
  columns: () => C;
  catalogue: CatalogueLink;
  // The name an item shows among a proposal's options, as SQL from its catalogue record's name and
  // the item row's alias (a flight: airline and number); the catalogue record's name by default.
  optionName?: (catalogueName: string, alias: string) => string;
  // The cost of the catalogue record, for an item created without one (item-prices.ts): SQL from
  // the write's values, null when the record has no price. None: the catalogue prices nothing.
  catalogueCost?: (values: Row) => SQL;
  writable?: Record<string, v.GenericSchema>;
  // To-one links besides the catalogue record (a stay's room, a flight's airports).
  relations?: Record<string, Relation & { kind: 'one' }>;
  filters?: Record<string, FilterDef>;
  // The flag (a boolean column of its own) that makes an item the trip's main one of its type: a
  // main activity or transfer frames the trip rather than filling a slot of the calendar.
  main?: string;
  // Shown on the itinerary calendar, which refuses overlaps among the items it shows.
  calendar: boolean;
  // Has its route putting an alternative in the trip in place of its main item
  // (/api/switch-<type>-alternative/{id}, calls.md 7.6).
  switchRoute?: true;
  // Its part in the trip checks: a stay covers nights, a flight brings and takes the travellers,
  // a transfer meets a flight. Without one, an item is checked as a timed event.
  checkRole?: 'stay' | 'flight' | 'transfer';
  // Takes the travellers to or from the trip: may start the day before its first day (an overnight
  // flight out: JFK 17:45 the evening before, FCO 08:05 on the first day), issue 30.4.
  travel?: true;
};

export type ItemType<C extends Columns = Columns> = ItemTypeDef<C> & {
  // The columns of its own that are not links (shown only on items of the type).
  own: string[];
  // Every to-one link of the type, catalogue record first, by name.
  links: Record<string, { target: string; fk: string }>;
};

// The registry of trip item types, in declaration order: the item tables' columns, the trip and
// template item endpoints, item summaries, calendar, checks, history, PDFs and proposals derive
// from it (decision 38: one table per owner, one row per item, a `type` discriminator).
const types: ItemType[] = [];
export const itemTypes = (): readonly ItemType[] => types;
export const itemTypeOf = (value: unknown): ItemType | undefined => types.find((t) => t.value === value);
// The type as the client reads it (PDFs, e-mails); its value when unknown.
export const clientLabelOf = (value: string) => {
  const type = itemTypeOf(value);
  return type ? (type.clientLabel ?? type.label) : value;
};

const dayAfter = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

// Where an item of the type may lie on a trip, as local date-times comparable as text
// ('YYYY-MM-DD HH:MM:SS'): from the first day at 00:00 (the day before for a travel type) to the
// end of the day after the last (a late departure lands the next day). One rule for the item
// writes, the proposal options and the trip checks.
export const tripWindowOf = (value: unknown, trip: { startDate: string; endDate: string }) => {
  const from = itemTypeOf(value)?.travel ? dayAfter(trip.startDate, -1) : trip.startDate;
  const to = dayAfter(trip.endDate, 1);
  return { from, to, first: `${from} 00:00:00`, last: `${to} 23:59:59` };
};

export const defineItemType = <C extends Columns>(def: ItemTypeDef<C>): ItemType<C> => {
  const { target, fk } = def.catalogue;
  const links = { [def.catalogue.relation]: { target, fk }, ...def.relations };
  const fks = new Set(Object.values(links).map((link) => link.fk));
  const own = Object.keys(def.columns()).filter((column) => !fks.has(column));
  const type = { ...def, own, links };
  types.push(type);
  return type;
};

// Every registered type's columns, typed by the caller with the columns it knows of.
export const registeredItemColumns = <C extends Columns>() =>
  Object.assign({}, ...types.map((t) => t.columns())) as C;

// The SQL column of a property (accommodationId → accommodation_id), as the item tables name them.
export const columnOf = (property: string) => property.replace(/(?<=[a-z0-9])([A-Z])/g, '_$1').toLowerCase();

// A value of a write as a query parameter (prices and ids come as strings or numbers).
export const param = (x: unknown) => (x === null || x === undefined ? null : String(x));
// The catalogue record's own price column as the item's cost.
export const recordPrice =
  (table: string, fk: string, column = 'price') =>
  (values: Row): SQL =>
    sql`(select ${sql.raw(column)} from ${sql.raw(table)} where id = ${param(values[fk])}::int)`;
