import { type SQL, sql } from 'drizzle-orm';
import { vendorKinds } from '../catalogue/define-vendor-kind.ts';
import type { Db } from '../db/client.ts';
import { rowsOf } from './search-index.ts';

// The filters of advanced search (issue 28.4), each with its options and the condition it puts on
// the search documents (alias d): the documents' `facets` hold the values (search/searchable.ts).
export type FilterOption = { value: string; label: string; parent?: string | null };
export type SearchFilter = {
  name: string;
  label: string;
  type: 'options' | 'tree' | 'dateRange';
  options: (db: Db) => Promise<FilterOption[]>;
  // The documents matching any of the values (options, tree) or the range (dateRange).
  where: (values: string[] | { after?: string; before?: string }) => SQL;
  // A facet's values in one row (alias `row`) of the documents or of their narrow copies, as a
  // FROM item `f(value)`: the search index counts how many rows each option would give.
  values?: (row: string) => SQL;
};

const nameList = (table: string) => async (db: Db) =>
  rowsOf(
    await db.execute(sql.raw(`SELECT id::text AS value, name AS label FROM ${table} ORDER BY name, id`)),
  ).map((r) => ({ value: String(r.value), label: String(r.label) }));

const asList = (values: string[] | { after?: string; before?: string }) =>
  Array.isArray(values) ? values : [];

// A facet held in a column of its own (search_documents.status: one value; vendor_kinds: a list),
// read from the covering index of migration 0059 instead of the documents' JSON.
const columnFilter = (
  name: string,
  label: string,
  column: 'status' | 'vendor_kinds',
  options: (db: Db) => Promise<FilterOption[]>,
): SearchFilter => {
  const col = sql.raw(`d.${column}`);
  const many = column === 'vendor_kinds';
  return {
    name,
    label,
    type: 'options',
    options,
    where: (values) => {
      const list = sql.join(
        asList(values).map((v) => sql`${v}`),
        sql`, `,
      );
      return many ? sql`${col} && ARRAY[${list}]::text[]` : sql`${col} IN (${list})`;
    },
    values: (row) =>
      many
        ? sql.raw(`unnest(${row}.${column}) f(value)`)
        : sql.raw(`LATERAL (SELECT ${row}.${column} AS value) f`),
  };
};

// A facet key whose values are ids (numbers) or names (strings) in the documents' JSON.
const facetFilter = (
  name: string,
  label: string,
  options: (db: Db) => Promise<FilterOption[]>,
  numeric: boolean,
): SearchFilter => ({
  name,
  label,
  type: 'options',
  options,
  where: (values) => {
    const list = asList(values).map((v) => JSON.stringify({ [name]: [numeric ? Number(v) : v] }));
    return sql`(${sql.join(
      list.map((json) => sql`d.facets @> ${json}::jsonb`),
      sql` OR `,
    )})`;
  },
  values: (row) =>
    sql`jsonb_array_elements_text(CASE WHEN jsonb_typeof(${sql.raw(row)}.facets->${name}) = 'array'
      THEN ${sql.raw(row)}.facets->${name} ELSE '[]'::jsonb END) f(value)`,
});

// The tables whose status the documents' `status` facet holds (search/searchable.ts: vendors and
// their kinds, clients, prospects, trips), each with an index on status.
const statusTables = ['vendors', 'clients', 'prospects', 'trips'];

// A table's distinct statuses by skipping along its status index (one probe per status). The
// options were read from every document's facets: a scan of the whole index (1,000,000 documents:
// 4 s), run by every advanced search that filters on status, to check the options.
const distinctStatuses = (table: string) => `(WITH RECURSIVE s(v) AS (
    SELECT min(status) FROM ${table}
    UNION ALL SELECT (SELECT min(t.status) FROM ${table} t WHERE t.status > s.v) FROM s WHERE s.v IS NOT NULL)
  SELECT v FROM s)`;

const staticOptions = (values: [string, string][]) => async () =>
  values.map(([value, label]) => ({ value, label }));

export const searchFilters: SearchFilter[] = [
  {
    name: 'destination',
    label: 'Destination',
    type: 'tree',
    options: async (db) =>
      rowsOf(
        await db.execute(
          sql`SELECT id::text AS value, name AS label, parent_id::text AS parent FROM destinations ORDER BY level, name, id`,
        ),
      ).map((r) => ({
        value: String(r.value),
        label: String(r.label),
        parent: (r.parent as string | null) ?? null,
      })),
    where: (values) => sql`d.location_ids && ${`{${asList(values).map(Number).join(',')}}`}::integer[]`,
    values: (row) => sql.raw(`unnest(${row}.location_ids) f(value)`),
  },
  columnFilter('vendorKind', 'Vendor kind', 'vendor_kinds', async () =>
    vendorKinds().map((k) => ({ value: k.service, label: k.label })),
  ),
  facetFilter('accommodationType', 'Accommodation type', nameList('accommodation_types'), true),
  facetFilter('amenity', 'Amenities', nameList('accommodation_amenities'), true),
  facetFilter('roomAmenity', 'Room amenities', nameList('accommodation_room_amenities'), true),
  facetFilter('cuisine', 'Cuisines', nameList('restaurant_cuisines'), true),
  facetFilter('tag', 'Tags', nameList('restaurant_tags'), true),
  facetFilter('dressCode', 'Dress codes', nameList('restaurant_dress_codes'), true),
  facetFilter(
    'priceBand',
    'Price band',
    staticOptions([
      ['budget', 'Under 50'],
      ['moderate', '50 – 100'],
      ['expensive', '100 – 200'],
      ['luxury', '200 and more'],
    ]),
    false,
  ),
  columnFilter('status', 'Status', 'status', async (db) =>
    rowsOf(
      await db.execute(
        sql.raw(`SELECT DISTINCT v AS value FROM (${statusTables.map(distinctStatuses).join(' UNION ALL ')}) s
          WHERE v IS NOT NULL ORDER BY v`),
      ),
    ).map((r) => ({ value: String(r.value), label: String(r.value) })),
  ),
  {
    name: 'startDate',
    label: 'Start date',
    type: 'dateRange',
    options: async () => [],
    where: (values) => {
      const range = Array.isArray(values) ? {} : values;
      const parts: SQL[] = [sql`d.start_date IS NOT NULL`];
      if (range.after) parts.push(sql`d.start_date >= ${range.after}::date`);
      if (range.before) parts.push(sql`d.start_date <= ${range.before}::date`);
      return sql.join(parts, sql` AND `);
    },
  },
];

export const filterByName = new Map(searchFilters.map((f) => [f.name, f]));
